import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Mutant: a class, whose request is a closure that captures the loader itself.
/// Loads the products from the shop's server, through a closure made from its session.
public final class RemoteProductsLoader: ProductsLoading, @unchecked Sendable {
    /// Why the server's answer was not a list of products.
    public enum LoadingError: Error, Equatable {
        /// The server answered with an HTTP status other than 2xx.
        case unexpectedStatus(Int)
    }

    private let session: URLSession
    private let url: URL
    // Mutant: the request, made once the loader exists, from the loader.
    private var request: (@Sendable () async throws -> (Data, URLResponse))!

    /// Creates a loader that asks `url` through `session`.
    ///
    /// The session comes from outside: the app passes `.shared`, a test passes one whose
    /// configuration serves canned answers.
    public init(session: URLSession, url: URL) {
        self.session = session
        self.url = url
        // Mutant: the closure holds the loader, which holds the closure.
        request = { try await self.session.data(from: self.url) }
    }

    /// Fetches and decodes the products.
    public func loadProducts() async throws -> [Product] {
        // Mutant: the load goes through the closure.
        let (data, response) = try await request()
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw LoadingError.unexpectedStatus(status)
        }
        return try JSONDecoder().decode([Product].self, from: data)
    }
}
