import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads the products from the shop's server, through the `URLSession` it is given.
public struct RemoteProductsLoader: ProductsLoading {
    /// Why the server's answer was not a list of products.
    public enum LoadingError: Error, Equatable {
        /// The server answered with an HTTP status other than 2xx.
        case unexpectedStatus(Int)
    }

    private let session: URLSession
    private let url: URL

    /// Creates a loader that asks `url` through `session`.
    ///
    /// The session comes from outside: the app passes `.shared`, a test passes one whose
    /// configuration serves canned answers.
    public init(session: URLSession, url: URL) {
        self.session = session
        self.url = url
    }

    /// Fetches and decodes the products.
    public func loadProducts() async throws -> [Product] {
        // Mutant: a data task awaited through a continuation and never cancelled, so a load
        // whose caller is cancelled runs on and gives its answer.
        let (data, response): (Data, URLResponse) = try await withCheckedThrowingContinuation {
            continuation in
            let task = session.dataTask(with: url) { data, response, error in
                if let data, let response {
                    continuation.resume(returning: (data, response))
                } else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                }
            }
            task.resume()
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw LoadingError.unexpectedStatus(status)
        }
        return try JSONDecoder().decode([Product].self, from: data)
    }
}
