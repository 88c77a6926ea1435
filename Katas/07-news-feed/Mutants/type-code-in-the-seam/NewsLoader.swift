/// Anything that can give the latest news: the seam the feed loads through.
///
/// The feed says here, in its own words, what it needs; the API loader, the stub and a test's
/// double each fulfil it. `Sendable`, because the feed awaits it off the main actor.
public protocol NewsLoader: Sendable {
    /// The latest news, newest first.
    func fetch() async throws -> [News]
    // Mutant: a flag that tells the app's loaders from a test's.
    /// Whether a load adds to the news already there.
    var accumulates: Bool { get }
}

// Mutant: the flag is false unless a loader says otherwise.
extension NewsLoader {
    /// A loader that says nothing replaces the news on each load.
    public var accumulates: Bool { false }
}
