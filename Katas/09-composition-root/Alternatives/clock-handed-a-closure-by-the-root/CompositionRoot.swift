import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one place that builds the app: it names every concrete, volatile thing, decides how long
/// each object lives, and hands each object what it needs.
@MainActor
public final class CompositionRoot {
    /// The volatile things the app is built on: the network, the clock, the tracker.
    @MainActor
    public struct Environment {
        /// Where the headlines come from.
        public var loader: any HeadlinesLoading
        /// What time it is.
        public var time: any TimeSource
        /// Where events go.
        public var tracker: any EventTracking

        /// Creates an environment.
        public init(
            loader: any HeadlinesLoading,
            time: any TimeSource,
            tracker: any EventTracking
        ) {
            self.loader = loader
            self.time = time
            self.tracker = tracker
        }

        /// The real ones: the shared URL session, the system clock, the newsroom's analytics.
        public static func live() -> Environment {
            Environment(
                loader: NewsAPI(session: .shared),
                // Alternative: the root makes the live clock from a closure it writes here.
                time: ClosureTime(read: { Date() }),
                tracker: Analytics()
            )
        }
    }

    private let environment: Environment
    private var navigator: AppNavigator?
    private weak var history: ReadingHistory?

    /// Creates the root of an app built on `environment`: the real one by default, test
    /// doubles in a test.
    public init(environment: Environment = .live()) {
        self.environment = environment
    }

    /// The app: one navigator per root, made on first use (shared scope). The headlines
    /// screen and its navigator need each other, so the screen is made first and given its
    /// navigator afterwards.
    public func app() -> AppNavigator {
        if let navigator { return navigator }
        let screen = HeadlinesScreen(
            loader: environment.loader,
            history: readingHistory(),
            tracker: environment.tracker
        )
        let environment = self.environment
        let made = AppNavigator(headlinesScreen: screen) { headline in
            Self.articleScreen(for: headline, in: environment)
        }
        screen.navigator = made
        navigator = made
        return made
    }

    /// A new article screen each time (transient scope).
    public func makeArticleScreen(for headline: Headline) -> ArticleScreen {
        Self.articleScreen(for: headline, in: environment)
    }

    private static func articleScreen(
        for headline: Headline,
        in environment: Environment
    ) -> ArticleScreen {
        ArticleScreen(headline: headline, tracker: environment.tracker)
    }

    /// The reading history, shared while anything still uses it, made anew once nothing does
    /// (weak scope).
    public func readingHistory() -> ReadingHistory {
        if let history { return history }
        let made = ReadingHistory(time: environment.time)
        history = made
        return made
    }
}

/// The system clock.
// Alternative: written otherwise for this version (see README.md).
/// A clock that tells the time a closure reads: the root hands it the system's.
struct ClosureTime: TimeSource {
    let read: () -> Date

    func now() -> Date { read() }
}
