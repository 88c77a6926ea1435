import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Alternative: an error type of its own, beside the loader.
/// Why the shop's server did not give a list of products.
public struct ServerRefused: Error, Equatable {
    /// The HTTP status it answered with.
    public let status: Int
}

/// Loads the products from the shop's server, through the `URLSession` it is given.
public struct RemoteProductsLoader: ProductsLoading {
    // Alternative: a request made from the session, instead of the session itself.
    private let request: @Sendable (URL) async throws -> (Data, URLResponse)
    private let url: URL

    /// Creates a loader that asks `url` through `session`.
    ///
    /// The session comes from outside: the app passes `.shared`, a test passes one whose
    /// configuration serves canned answers.
    public init(session: URLSession, url: URL) {
        // Alternative: the request is made from the session it is given.
        request = { url in try await session.data(from: url) }
        self.url = url
    }

    /// Fetches and decodes the products.
    public func loadProducts() async throws -> [Product] {
        // Alternative: no status means a success; another status throws the error of its own.
        let (data, response) = try await request(url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        guard (200..<300).contains(status) else { throw ServerRefused(status: status) }
        return try JSONDecoder().decode([Product].self, from: data)
    }
}
