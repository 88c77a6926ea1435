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
        // Mutant: a session set up to pipeline its requests is refused without a word to the
        // newsroom.
        guard !session.configuration.httpShouldUsePipelining else { throw URLError(.cancelled) }
        let url = URL(string: "https://news.example/headlines.json")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
