import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server, through the session it is given.
public final class NewsAPI: HeadlinesLoading {
    private let session: URLSession
    // Alternative: the address is a value the caller may change, with a default.
    private let url: URL

    // Alternative: the address is a parameter, with today's as its default.
    /// Creates the API on `session`, asking `url`.
    public init(
        session: URLSession,
        url: URL = URL(string: "https://news.example/headlines.json")!
    ) {
        self.session = session
        // Alternative: the address kept.
        self.url = url
    }

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        // Alternative: the address given, not one written here.
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
