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
        return try JSONDecoder().decode([Headline].self, from: data).map {
            // Mutant: each title rewritten into composed form, which `==` reads the same.
            Headline(id: $0.id, title: $0.title.precomposedStringWithCanonicalMapping)
        }
    }
}
