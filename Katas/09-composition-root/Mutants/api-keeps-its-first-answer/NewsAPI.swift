import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server, through the session it is given.
public final class NewsAPI: HeadlinesLoading {
    private let session: URLSession
    // Mutant: the first answer, kept for every fetch after it.
    nonisolated(unsafe) private var kept: [Headline]?

    /// Creates the API on `session`.
    public init(session: URLSession) {
        self.session = session
    }

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        // Mutant: the server is asked once, for the life of the app.
        if let kept { return kept }
        let url = URL(string: "https://news.example/headlines.json")!
        let (data, _) = try await session.data(from: url)
        // Mutant: the answer is kept.
        let headlines = try JSONDecoder().decode([Headline].self, from: data)
        kept = headlines
        return headlines
    }
}
