/// What a checker says of the headers a learner's request sends that the Before code's did not:
/// every one of them, whatever its name, since each asks the server, or a cache on the way, for
/// something the Before code never asked for.
public enum RequestHeaders {
    /// The headers that tell a cache what it may answer with, or the server what it may leave
    /// out, in lower case: their findings say so.
    static let cacheNames: Set<String> = [
        "cache-control", "pragma", "if-none-match", "if-modified-since", "if-match",
        "if-unmodified-since", "if-range", "range",
    ]

    /// A finding for each header of `headers` that `before`, the headers of the Before code's
    /// request, did not hold with the same value, in the order of their names: `what` is the
    /// request's name in the kata, `A load` or `A fetch`.
    public static func findings(
        in headers: [String: String],
        before: [String: String] = [:],
        what: String
    ) -> [String] {
        let kept = Dictionary(
            before.map { ($0.key.lowercased(), $0.value) },
            uniquingKeysWith: { first, _ in first }
        )
        return headers.sorted { $0.key < $1.key }.filter { kept[$0.key.lowercased()] != $0.value }
            .map { name, value in
                let why =
                    cacheNames.contains(name.lowercased())
                    ? "a cache on the way, or the server, may then answer with an old or a "
                        + "partial copy"
                    : "the server answers what a request asks for, so the answer may differ "
                        + "from the one the Before code was sent (another format, a shorter "
                        + "answer, an answer for someone else)"
                return "\(what) sent the header \"\(name): \(value)\", which the Before code's "
                    + "request never sent: \(why). Ask as the Before code did: the headers "
                    + "every request needs are the session's to add."
            }
    }
}
