import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Alternative: the live pieces, in a second file of the root.
extension CompositionRoot.Environment {
    /// The real ones: the shared URL session, the system clock, the newsroom's analytics.
    public static func live() -> CompositionRoot.Environment {
        CompositionRoot.Environment(
            loader: NewsAPI(session: .shared),
            time: SystemTime(),
            tracker: Analytics()
        )
    }
}

/// The system clock.
struct SystemTime: TimeSource {
    func now() -> Date { Date() }
}
