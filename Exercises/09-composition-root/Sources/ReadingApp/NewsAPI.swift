import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server.
public final class NewsAPI: Sendable {
    /// Creates the API.
    public init() {}

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        let url = URL(string: "https://news.example/headlines.json")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
