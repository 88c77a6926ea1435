import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the headlines from the newsroom's server, through the session it is given.
public final class NewsAPI: HeadlinesLoading {
    private let session: URLSession
    // Alternative: the decoder is kept, so a caller may hand in one of its own.
    private let decoder: JSONDecoder

    // Alternative: the decoder is a parameter, with a plain decoder as its default.
    /// Creates the API on `session`, reading the answers with `decoder`.
    public init(session: URLSession, decoder: JSONDecoder = JSONDecoder()) {
        self.session = session
        // Alternative: the decoder kept.
        self.decoder = decoder
    }

    /// Today's headlines.
    public func fetchHeadlines() async throws -> [Headline] {
        let url = URL(string: "https://news.example/headlines.json")!
        let (data, _) = try await session.data(from: url)
        // Alternative: the decoder given.
        return try decoder.decode([Headline].self, from: data)
    }
}
