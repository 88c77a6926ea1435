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
        // Mutant: a data task awaited through a continuation and never cancelled, so a fetch
        // whose caller is cancelled runs on and gives its answer.
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: url) { data, _, error in
                if let data {
                    continuation.resume(returning: data)
                } else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                }
            }
            task.resume()
        }
        return try JSONDecoder().decode([Headline].self, from: data)
    }
}
