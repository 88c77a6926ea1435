import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

/// What a checker says of the settings a learner's request carries that the Before code's did
/// not: the Before code asked with a plain `URLRequest(url:)`, or the session's own request,
/// so every setting of the request was the one `URLRequest` starts with, and the session's
/// configuration, which the composition root chooses, decided the rest.
public enum RequestSettings {
    /// A finding for each setting of `request` that a plain `URLRequest(url:)` leaves otherwise:
    /// `what` is the request's name in the kata (`A load`, `A fetch`), `who` those it is for
    /// (`the products`, `the headlines`).
    public static func findings(of request: URLRequest, what: String, who: String) -> [String] {
        let plain = URLRequest(url: request.url ?? URL(fileURLWithPath: "/"))
        // Each setting as a request writes it, read from the learner's and from the plain one.
        let settings: [(name: String, of: (URLRequest) -> String)] = [
            ("allowsCellularAccess", { "\($0.allowsCellularAccess)" }),
            ("networkServiceType", { "\($0.networkServiceType.rawValue)" }),
            ("httpShouldHandleCookies", { "\($0.httpShouldHandleCookies)" }),
            (
                "httpShouldUsePipelining",
                { "\(($0 as any PipeliningRequest).httpShouldUsePipelining)" }
            ),
        ]
        return settings.compactMap { setting in
            let (mine, before) = (setting.of(request), setting.of(plain))
            guard mine != before else { return nil }
            return "\(what) asked with \(setting.name) = \(mine), where the Before code's "
                + "request kept \(before): a setting of its own changes who gets \(who) "
                + "(without cellular data, nobody on mobile data does; without cookies, a server "
                + "that knows its users by one answers as to a stranger). Ask as the Before code "
                + "did, with the session's settings."
        }
    }
}
