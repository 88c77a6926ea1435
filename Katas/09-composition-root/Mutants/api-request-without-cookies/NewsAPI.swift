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
        var request = URLRequest(url: url)
        // Mutant: the API's own request sends no cookies, whatever its session does.
        request.httpShouldHandleCookies = false
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
