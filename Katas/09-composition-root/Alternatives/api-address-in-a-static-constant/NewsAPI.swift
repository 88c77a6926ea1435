import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server, through the session it is given.
public final class NewsAPI: HeadlinesLoading {
    /// Where the headlines are: one address, the same for every API.
    private static let headlinesAddress = URL(string: "https://news.example/headlines.json")!

    private let session: URLSession

    /// Creates the API on `session`.
    public init(session: URLSession) {
        self.session = session
    }

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        let (data, _) = try await session.data(from: Self.headlinesAddress)
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
