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
        // Mutant: the loader writes its path back decoded, so an escaped slash (`a%2Fb`) becomes
        // a real one, another resource.
        var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
        if let path = parts?.path { parts?.path = path }
        let asked = parts?.url ?? url
        let (data, response) = try await session.data(from: asked)
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw LoadingError.unexpectedStatus(status)
        }
        return try JSONDecoder().decode([Product].self, from: data)
    }
}
