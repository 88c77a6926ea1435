import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Will load the news from the newsroom's server.
///
/// Another team is still designing the server's API, so this loader is not written yet: for
/// now every request fails.
public struct APINewsLoader: Sendable {
    /// The error every request gives until the API exists.
    public struct NotWrittenYet: Error, Equatable {
        /// Creates the error.
        public init() {}
    }

    private let session: URLSession

    /// Creates a loader that will talk to the server through `session`.
    public init(session: URLSession) {
        self.session = session
    }

    /// The latest news, newest first. Until the API exists, it always throws `NotWrittenYet`.
    public func fetch() async throws -> [News] {
        throw NotWrittenYet()
    }
}
