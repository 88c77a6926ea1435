import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server, through the session it is given.
public final class NewsAPI: HeadlinesLoading {
    // Alternative: the address is a constant of the type, the same for every API.
    /// Where the headlines are.
    private static let headlinesAddress = URL(string: "https://news.example/headlines.json")!

    private let session: URLSession

    /// Creates the API on `session`.
    public init(session: URLSession) {
        self.session = session
    }

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        // Alternative: the address is read from the type's constant.
        let (data, _) = try await session.data(from: Self.headlinesAddress)
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
