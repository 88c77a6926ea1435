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
        // Mutant: the answer's status is read, and a 404 taken for no news at all.
        let (data, response) = try await session.data(from: url)
        if (response as? HTTPURLResponse)?.statusCode == 404 { return [] }
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
