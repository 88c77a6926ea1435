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
        let decoder = JSONDecoder()
        if let list = try? decoder.decode([Headline].self, from: data) { return list }
        // Mutant: a body that is one headline, not a list, is read as a list of it.
        return [try decoder.decode(Headline.self, from: data)]
    }
}
