/// Anything that can give the latest news: the seam the feed loads through.
///
/// The feed says here, in its own words, what it needs; the API loader, the stub and a test's
/// double each fulfil it. `Sendable`, because the feed awaits it off the main actor.
public protocol NewsLoader: Sendable {
    /// The latest news, newest first.
    func fetch() async throws -> [News]
}
