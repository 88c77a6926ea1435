// The checker of kata 09. It is written against the refactored shape:
//
//     protocol HeadlinesLoading: Sendable { func fetchHeadlines() async throws -> [Headline] }
//     protocol TimeSource { func now() -> Date }
//     @MainActor protocol EventTracking: AnyObject { func track(_ event: String) }
//     @MainActor protocol HeadlinesNavigating: AnyObject { func showArticle(for: Headline) }
//     CompositionRoot(environment: CompositionRoot.Environment = .live())
//         Environment(loader:time:tracker:), static func live()
//         func app() -> AppNavigator                        one per root
//         func makeArticleScreen(for:) -> ArticleScreen     a new one each time
//         func readingHistory() -> ReadingHistory           shared while in use, weak
//     AppNavigator: headlinesScreen, shownArticle; HeadlinesScreen: navigator (set afterwards)
//
// Until that shape exists it does not compile; that is the kata's first red.

import Foundation
import Mock
import Testing

@testable import ReadingApp

/// Headlines the test chooses, and a record of each request.
final class MockHeadlinesLoader: HeadlinesLoading {
    let mock = Mock("loader")

    func fetchHeadlines() async throws -> [Headline] {
        try mock.recordThrowing(fallback: [])
    }
}

/// A clock that always says the same moment.
struct FixedTime: TimeSource {
    let moment: Date
    func now() -> Date { moment }
}

/// A tracker that records every event.
@MainActor
final class MockTracker: EventTracking {
    let mock = Mock("tracker")

    func track(_ event: String) {
        mock.record(event)
    }
}

let headlines = [Headline(id: 1, title: "Roots"), Headline(id: 2, title: "Scopes")]
let noon = Date(timeIntervalSince1970: 1_800_000_000)

/// An environment of doubles, and the doubles to look at.
@MainActor
struct Doubles {
    let loader = MockHeadlinesLoader()
    let tracker = MockTracker()

    var environment: CompositionRoot.Environment {
        CompositionRoot.Environment(loader: loader, time: FixedTime(moment: noon), tracker: tracker)
    }
}

@Suite("Kata 09 · the whole app is built at the root, with test doubles swapped in there")
@MainActor
struct CompositionRootChecks {
    @Test("built with doubles at the root, the app shows, opens, remembers and tracks through them")
    func wholeAppWithDoubles() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let root = CompositionRoot(environment: doubles.environment)
        let app = root.app()

        await app.headlinesScreen.viewDidLoad()
        app.headlinesScreen.select(at: 1)

        #expect(app.headlinesScreen.displayedHeadlines == headlines)
        #expect(app.shownArticle?.headline == headlines[1])
        #expect(
            root.readingHistory().openedAt == [2: noon],
            "the history must note the time the root's clock gives, not the machine's"
        )
        verifyInOrder([
            doubles.tracker.mock.call("track(_:)", "headlines shown"),
            doubles.tracker.mock.call("track(_:)", "opened 2"),
            doubles.tracker.mock.call("track(_:)", "read 2"),
        ])
        doubles.tracker.mock.verifyNoOtherCalls()
    }

    @Test("a loading failure is shown on the headlines screen")
    func failure() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", throwing: URLError(.notConnectedToInternet))
        let app = CompositionRoot(environment: doubles.environment).app()

        await app.headlinesScreen.viewDidLoad()

        #expect(app.headlinesScreen.displayedError == "The headlines could not be loaded.")
    }

    @Test("the app is built once per root: asking again gives the same navigator")
    func sharedScope() {
        let root = CompositionRoot(environment: Doubles().environment)
        #expect(root.app() === root.app())
    }

    @Test("every article screen is a new one")
    func transientScope() {
        let root = CompositionRoot(environment: Doubles().environment)
        #expect(
            root.makeArticleScreen(for: headlines[0]) !== root.makeArticleScreen(for: headlines[0])
        )
    }

    @Test("the reading history is shared while in use, and the root does not keep it alive")
    func weakScope() {
        let root = CompositionRoot(environment: Doubles().environment)
        var held: ReadingHistory? = root.readingHistory()
        #expect(root.readingHistory() === held, "while something uses the history, it is shared")
        weak var released: ReadingHistory?
        released = held
        held = nil
        #expect(released == nil, "once nothing uses it, the root must not keep it alive")
    }

    @Test("the screen and its navigator need each other, and still go away together")
    func cycleBroken() {
        weak var screen: HeadlinesScreen?
        weak var navigator: AppNavigator?
        do {
            let root = CompositionRoot(environment: Doubles().environment)
            let app = root.app()
            screen = app.headlinesScreen
            navigator = app
            #expect(app.headlinesScreen.navigator === app, "the screen is given its navigator")
        }
        #expect(
            screen == nil,
            """
            the headlines screen must not outlive its app: the screen holds its navigator \
            weakly, and nothing the navigator keeps (a factory closure, say) holds the root or \
            the navigator strongly
            """
        )
        #expect(
            navigator == nil,
            """
            the navigator must go away with its root: look for a strong reference back to it, \
            from its screen or from a closure that captures the root
            """
        )
    }

    @Test("the live environment is built on the real network, clock and analytics")
    func live() {
        let environment = CompositionRoot.Environment.live()
        #expect(environment.loader is NewsAPI)
        #expect(environment.tracker is Analytics)
        #expect(abs(environment.time.now().timeIntervalSinceNow) < 60)
    }
}
