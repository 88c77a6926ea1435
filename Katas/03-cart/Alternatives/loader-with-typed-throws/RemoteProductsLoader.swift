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
        // Alternative: the session's and the decoder's failures, described, as errors of the
        // loader's own.
        /// The session could not reach the server.
        case unreachable(String)
        /// The answer was no list of products.
        case undecodable(String)
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

    // Alternative: typed throws, which meets the protocol's `async throws` requirement; every
    // failure, the session's and the decoder's included, is one of the loader's own errors.
    /// Fetches and decodes the products; every failure is a ``LoadingError``.
    public func loadProducts() async throws(LoadingError) -> [Product] {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(from: url)
        } catch {
            throw .unreachable(String(describing: error))
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw LoadingError.unexpectedStatus(status)
        }
        // Alternative: a decoding failure becomes one of the loader's own errors too.
        do {
            return try JSONDecoder().decode([Product].self, from: data)
        } catch {
            throw .undecodable(String(describing: error))
        }
    }
}
