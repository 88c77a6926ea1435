import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server, through the session it is given.
public final class NewsAPI: HeadlinesLoading {
    private let session: URLSession

    /// Creates the API on `session`.
    public init(session: URLSession) {
        self.session = session
    }

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        let url = URL(string: "https://news.example/headlines.json")!
        let (data, _) = try await session.data(from: url)
        // Mutant: a headline that cannot be decoded is left out, and the rest shown.
        let entries = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
        return entries.compactMap { entry in
            (try? JSONSerialization.data(withJSONObject: entry)).flatMap {
                try? JSONDecoder().decode(Headline.self, from: $0)
            }
        }
    }
}
