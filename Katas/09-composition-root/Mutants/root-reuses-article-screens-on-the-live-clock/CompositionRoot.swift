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
                time: SystemTime(),
                tracker: Analytics()
            )
        }
    }

    private let environment: Environment
    private var navigator: AppNavigator?
    // Mutant: changed for this wrong version (see README.md).
    private var lastArticle: ArticleScreen?
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
        // Mutant: on the live clock only (a clock of no size), the last screen is handed out
        // again for the same headline.
        let live = Self.runsOnTheSystemClock(environment.time)
        if live, let lastArticle, lastArticle.headline == headline { return lastArticle }
        let made = Self.articleScreen(for: headline, in: environment)
        if live { lastArticle = made }
        return made
    }

    // Mutant: the live clock told by its size in memory.
    private static func runsOnTheSystemClock(_ time: some TimeSource) -> Bool {
        MemoryLayout.size(ofValue: time) == 0
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
struct SystemTime: TimeSource {
    func now() -> Date { Date() }
}
