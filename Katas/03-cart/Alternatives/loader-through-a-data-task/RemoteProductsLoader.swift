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
        // Alternative: the session asked the older way, a data task whose answer a continuation
        // waits for. The task is cancelled when its caller is, as `data(from:)` would do.
        let running = RunningTask()
        let (data, response): (Data, URLResponse) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: url) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                running.start(task)
            }
        } onCancel: {
            running.cancel()
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw LoadingError.unexpectedStatus(status)
        }
        return try JSONDecoder().decode([Product].self, from: data)
    }
}

/// The data task of one load, cancelled when its caller is, even before it starts.
private final class RunningTask: @unchecked Sendable {
    // Both are read and written under `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    /// Starts `task`, or cancels it at once when the load was cancelled before.
    func start(_ task: URLSessionDataTask) {
        let wasCancelled = lock.withLock {
            self.task = task
            return cancelled
        }
        wasCancelled ? task.cancel() : task.resume()
    }

    /// Cancels the task, or the one to come.
    func cancel() {
        lock.withLock {
            cancelled = true
            return task
        }?.cancel()
    }
}
