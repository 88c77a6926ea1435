/// What a checker says of the headers a learner's request sends that the Before code's never
/// did, and that change what comes back: a header that tells a cache on the way what it may
/// answer with, or the server what it may leave out.
public enum CacheHeaders {
    /// The headers, in lower case.
    public static let names: Set<String> = [
        "cache-control", "pragma", "if-none-match", "if-modified-since", "if-match",
        "if-unmodified-since", "if-range", "range",
    ]

    /// A finding for each such header among `headers`, in the order of their names: `what` is
    /// the request's name in the kata, `A load` or `A fetch`.
    public static func findings(in headers: [String: String], what: String) -> [String] {
        headers.sorted { $0.key < $1.key }.filter { names.contains($0.key.lowercased()) }.map {
            name,
            value in
            "\(what) sent the header \"\(name): \(value)\", which the Before code's request "
                + "never sent: a cache on the way, or the server, may then answer with an old or "
                + "a partial copy. Ask as the Before code did."
        }
    }
}
