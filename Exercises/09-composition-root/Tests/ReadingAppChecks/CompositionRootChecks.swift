// The checker of kata 09. It builds the whole app at the root with doubles swapped in there
// (a loader, a tracker and a clock of its own), then loads, taps, opens articles and lets go:
// every collaborator it gave the root must be the one used, at every depth, each scope must
// behave as named, and the app must keep working after the root is gone. It also checks the
// live environment: the real network, analytics and a clock that moves.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Foundation
import Mock
import StructureChecks
import Synchronization
import Testing

@testable import ReadingApp

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

/// A tracker that hands each event to the test as it is told it.
final class WatchingTracker: EventTracking {
    var told: (String) -> Void = { _ in }

    func track(_ event: String) {
        told(event)
    }
}

/// The events a tracker was told, kept apart from the tracker so that the test need not hold it.
@MainActor
final class EventLog {
    var events: [String] = []
}

/// A tracker that writes every event in a log, and that only those who were given it keep.
@MainActor
final class LoggingTracker: EventTracking {
    let log: EventLog

    init(_ log: EventLog) {
        self.log = log
    }

    func track(_ event: String) {
        log.events.append(event)
    }
}

/// A navigator that records what it is asked to show, and shows nothing.
@MainActor
final class MockNavigator: HeadlinesNavigating {
    let mock = Mock("navigator")

    func showArticle(for headline: Headline) {
        mock.record(headline)
    }
}

/// A loader that gives the list it was last told to, and keeps no other.
final class LatestHeadlinesLoader: HeadlinesLoading {
    let next = Mutex<[Headline]>([])

    func fetchHeadlines() async throws -> [Headline] {
        next.withLock { $0 }
    }
}

/// A tracker that forgets what it is told.
final class DiscardingTracker: EventTracking {
    func track(_ event: String) {}
}

/// A navigator that, asked to show an article, has the screen open more headlines at once, as an
/// article that opens related ones would: as many at each showing as its plan says, at the rows
/// its list gives in turn. It keeps the id of each headline it was asked to show.
@MainActor
final class LinkingHeadlinesNavigator: HeadlinesNavigating {
    /// Has the screen open a headline: set once the screen exists.
    var select: (Int) -> Void = { _ in }
    /// Looks at the app as it is when an article is to be shown, before anything else happens.
    var look: (Int) -> Void = { _ in }
    let plan: [Int]
    let rows: [Int]
    private var picked = 0
    private(set) var shown: [Int] = []

    init(plan: [Int], rows: [Int]) {
        self.plan = plan
        self.rows = rows
    }

    func showArticle(for headline: Headline) {
        look(headline.id)
        shown.append(headline.id)
        for _ in 0..<(shown.count <= plan.count ? plan[shown.count - 1] : 0) {
            let row = rows[picked % rows.count]
            picked += 1
            select(row)
        }
    }

    /// The ids the Before screen showed, from a first selection at `row` of `ids`: each
    /// selection handled at once, so one made while an article opens comes right after it.
    func shownBefore(from row: Int, of ids: [Int]) -> [Int] {
        var shown: [Int] = []
        var picked = 0
        func select(_ row: Int) {
            shown.append(ids[row])
            for _ in 0..<(shown.count <= plan.count ? plan[shown.count - 1] : 0) {
                let next = rows[picked % rows.count]
                picked += 1
                select(next)
            }
        }
        select(row)
        return shown
    }
}

/// A clock that moves one minute each time it is asked, starting at noon.
final class SteppingTime: TimeSource, @unchecked Sendable {
    private var next = noon

    func now() -> Date {
        defer { next = next.addingTimeInterval(60) }
        return next
    }
}

let headlines = [Headline(id: 1, title: "Roots"), Headline(id: 2, title: "Scopes")]

/// A loader whose first fetch waits until the test lets it answer, and says whether its task
/// was cancelled meanwhile; every later fetch answers at once.
actor HeldFirstFetch: HeadlinesLoading {
    private(set) var asked = 0
    private var held: CheckedContinuation<Void, Never>?
    /// Whether the first fetch's task was cancelled while it waited.
    private(set) var firstWasCancelled = false

    func fetchHeadlines() async throws -> [Headline] {
        asked += 1
        guard asked == 1 else { return [headlines[1]] }
        await withCheckedContinuation { held = $0 }
        firstWasCancelled = Task.isCancelled
        return [headlines[0]]
    }

    /// Lets the first fetch answer.
    func releaseFirst() {
        held?.resume()
        held = nil
    }
}
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
    init() { NoNetwork.refuseEveryConnection() }

    @Test("a headline selected while the screen has no navigator is still counted")
    func selectedWithoutANavigator() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let app = CompositionRoot(environment: doubles.environment).app()
        let screen = app.headlinesScreen
        screen.navigator = nil

        await screen.viewDidLoad()
        screen.select(at: 1)

        doubles.tracker.mock.calledWith(
            "track(_:)",
            "opened 2",
            times: .once,
            message: "a headline selected on a screen with no navigator must still be counted: "
                + "the Before code counted every opening, whoever showed the article"
        )
        // A selection is acted on when it is made: a navigator set later is asked for nothing.
        let later = MockNavigator()
        screen.navigator = later
        later.mock.notCalled(
            "showArticle(for:)",
            message: "a navigator set after a headline was selected was asked to show it: the "
                + "Before screen opened an article only when one was selected, and an article "
                + "nobody asked for at that moment now opens"
        )
        withExtendedLifetime(later) {}
    }

    @Test("headlines selected while the navigator opens another are counted and shown too")
    func selectionInsideASelection() async {
        await forAll(
            "every headline selected while the navigator opens an article, however many, is counted and shown at once",
            count: 100,
            generate: { source -> (plan: [Int], rows: [Int]) in
                (
                    (0..<source.int(in: 1...6)).map { _ in
                        source.int(in: 0...2) == 0 ? 0 : source.int(in: 1...2)
                    },
                    (0..<8).map { _ in source.int(in: 0...1) }
                )
            },
            shrink: { input in
                Shrinking.array(input.plan, minimum: 1) { Shrinking.int($0) }.map {
                    ($0, input.rows)
                }
            }
        ) { input in
            let doubles = Doubles()
            doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
            // A clock that moves at each question, so that the latest opening noted is the
            // one noted last.
            let root = CompositionRoot(
                environment: CompositionRoot.Environment(
                    loader: doubles.loader,
                    time: SteppingTime(),
                    tracker: doubles.tracker
                )
            )
            let app = root.app()
            let history = root.readingHistory()
            let screen = app.headlinesScreen
            let navigator = LinkingHeadlinesNavigator(plan: input.plan, rows: input.rows)
            navigator.select = { [weak screen] in screen?.select(at: $0) }
            func openings() -> [String] {
                doubles.tracker.mock.calls.filter { $0.method == "track(_:)" }
                    .compactMap { try? $0.argument(0, as: String.self) }
                    .filter { $0.hasPrefix("opened ") }
            }
            // What the app had done when each article was to be shown: the openings counted,
            // and the article last noted in the history.
            var looks: [(counted: Int, latest: Int?, noted: Set<Int>)] = []
            navigator.look = { _ in
                let latest = history.openedAt.max { $0.value < $1.value }?.key
                looks.append((openings().count, latest, Set(history.openedAt.keys)))
            }
            screen.navigator = navigator
            await screen.viewDidLoad()
            screen.select(at: 0)
            screen.navigator = nil
            let expected = navigator.shownBefore(from: 0, of: headlines.map(\.id))
            let counted = openings()
            guard navigator.shown == expected,
                counted.sorted() == expected.map({ "opened \($0)" }).sorted()
            else {
                return """
                    The navigator, opening an article, had the screen open more headlines at \
                    once, as many at each article as \(input.plan) says, at the rows \
                    \(input.rows) in turn; it was asked to show \(navigator.shown), and the \
                    tracker was told \(counted). The Before screen handled every selection at \
                    once, the ones made meanwhile too: \(expected), each counted once. A flag \
                    that drops a selection while another is handled, or a slot that keeps only \
                    the last, loses some.
                    """
            }
            for (index, look) in looks.enumerated()
            where look.counted != index + 1 || look.latest != expected[index] {
                let latest = look.latest.map { "article \($0)" } ?? "nothing"
                if look.counted == index + 1, look.noted.contains(expected[index]),
                    expected[..<index].contains(expected[index])
                {
                    return """
                        Article \(expected[index]) was opened again (opening number \(index + 1)), \
                        and the history still noted it at the time of an earlier opening: \
                        \(latest) was the latest it noted. The Before history kept, for each \
                        article, the moment of its last opening, and the clock here moves at each \
                        question.
                        """
                }
                return """
                    The navigator, opening an article, had the screen open more headlines at \
                    once, as many at each article as \(input.plan) says, at the rows \
                    \(input.rows) in turn. When it was asked to show article \(expected[index]), \
                    opening number \(index + 1), the tracker had been told of \(look.counted) \
                    openings, and the history had noted \(latest) last. The Before screen noted \
                    each opening in the history and counted it before it asked for the article \
                    to be shown: a history or a tracker told afterwards notes the openings of \
                    linked articles in the wrong order, at the wrong times.
                    """
            }
            return nil
        }
    }

    @Test("an opening is noted in the history before the tracker is told of it, as before")
    func notedBeforeTracked() async {
        let loader = MockHeadlinesLoader()
        loader.mock.stub("fetchHeadlines()", returning: headlines)
        let tracker = WatchingTracker()
        let root = CompositionRoot(
            environment: CompositionRoot.Environment(
                loader: loader,
                time: SteppingTime(),
                tracker: tracker
            )
        )
        let app = root.app()
        let history = root.readingHistory()
        // What the history had noted last when each opening was tracked.
        var notedLast: [Int?] = []
        var notedAtAll: [Set<Int>] = []
        tracker.told = { event in
            guard event.hasPrefix("opened ") else { return }
            notedLast.append(history.openedAt.max { $0.value < $1.value }?.key)
            notedAtAll.append(Set(history.openedAt.keys))
        }
        let screen = app.headlinesScreen
        let navigator = MockNavigator()
        screen.navigator = navigator
        await screen.viewDidLoad()
        for row in [0, 1, 0, 0, 1] { screen.select(at: row) }
        screen.navigator = nil
        let opened = [0, 1, 0, 0, 1].map { headlines[$0].id }
        let first = opened.indices.first { $0 >= notedLast.count || notedLast[$0] != opened[$0] }
        var what = "The tracker was told of \(notedLast.count) openings."
        if let index = first {
            let opening = "opening \(index + 1), of article \(opened[index]),"
            let again =
                index < notedAtAll.count && notedAtAll[index].contains(opened[index])
                && opened[..<index].contains(opened[index])
            what =
                index >= notedLast.count
                ? "The \(opening) was never tracked."
                : "When \(opening) was tracked, the history's latest note was "
                    + (notedLast[index].map { "of article \($0)" } ?? "none")
                    + (again
                        ? ": the article was opened before, and the history kept the time of "
                            + "that earlier opening, where the Before history kept the last."
                        : ": the history noted it late, or not at all.")
        }
        #expect(
            first == nil && notedLast.count == opened.count,
            """
            The articles \(opened) were opened in turn. \(what) The Before screen noted every \
            opening in the history, then told the tracker, so a tracker that stamps its events, \
            or reads the history, agrees with it.
            """
        )
    }

    @Test("the headlines screen counts an opening itself, with whichever navigator it is given")
    func screenCountsOpenings() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let root = CompositionRoot(environment: doubles.environment)
        let app = root.app()
        // The screen the root made, given another navigator than the app's.
        let screen = app.headlinesScreen
        let navigator = MockNavigator()
        screen.navigator = navigator

        await screen.viewDidLoad()
        screen.select(at: 1)

        doubles.tracker.mock.calledWith(
            "track(_:)",
            "opened 2",
            times: .once,
            message: "a headline opened through a navigator that is not the app's must be counted "
                + "by the screen that opened it"
        )
        navigator.mock.calledWith("showArticle(for:)", Arg.any, times: .once)
    }

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
        let history = root.readingHistory().openedAt
        #expect(
            history[2] != nil,
            """
            the app must note the opening in the history readingHistory() gives: one history, \
            shared while in use, not one of the app's own
            """
        )
        #expect(
            history[2] == nil || history == [2: noon],
            "the history must note the time the root's clock gives, not the machine's"
        )
        doubles.loader.mock.calledWith("fetchHeadlines()", times: .once)
        let events = ["headlines shown", "opened 2", "read 2"]
        for event in events {
            doubles.tracker.mock.calledWith("track(_:)", event, times: .once)
        }
        verifyInOrder(events.map { doubles.tracker.mock.call("track(_:)", $0) })
        doubles.tracker.mock.verifyNoOtherCalls()
    }

    @Test("every article the root makes tracks its reading through the root's tracker")
    func articleScreensUseTheRootsTracker() {
        let doubles = Doubles()
        let root = CompositionRoot(environment: doubles.environment)

        root.makeArticleScreen(for: headlines[0]).viewDidLoad()
        root.makeArticleScreen(for: headlines[1]).viewDidLoad()

        verifyInOrder([
            doubles.tracker.mock.call("track(_:)", "read 1"),
            doubles.tracker.mock.call("track(_:)", "read 2"),
        ])
    }

    @Test("an article screen shown again counts its reading again, each time")
    func articleShownAgainIsReadAgain() {
        let doubles = Doubles()
        let screen = CompositionRoot(environment: doubles.environment)
            .makeArticleScreen(for: headlines[1])

        for _ in 1...3 { screen.viewDidLoad() }

        doubles.tracker.mock.calledWith(
            "track(_:)",
            "read 2",
            times: .exactly(3),
            message: "an article screen shown three times must count three readings: the Before "
                + "screen tracked its reading at every viewDidLoad"
        )
    }

    @Test("an article screen keeps the tracker it was given, once the root that made it is gone")
    func articleScreenKeepsItsTracker() {
        let events = Events()
        var screen: ArticleScreen?
        do {
            // The tracker is the root's alone: nothing in the test holds it.
            let root = CompositionRoot(
                environment: CompositionRoot.Environment(
                    loader: MockHeadlinesLoader(),
                    time: FixedTime(moment: noon),
                    tracker: ForwardingTracker(to: events)
                )
            )
            screen = root.makeArticleScreen(for: headlines[0])
        }
        screen?.viewDidLoad()
        #expect(
            events.all == ["read 1"],
            "An article screen made by a root that is gone since told its tracker \(events.all), not [\"read 1\"]: a screen holds what it uses for as long as it lives (strongly), since nothing else may be left to hold it."
        )
    }

    @Test(
        "at a scale no example reaches: a hundred thousand headlines, and thousands of openings in a row"
    )
    func atScale() async {
        // A limit that no number spells (a value doubled at each opening is infinite after
        // 1,024) and headlines copied one call deep per item (the stack runs out) both pass every
        // smaller example: the Before screen had neither.
        let events = Events()
        let loader = MockHeadlinesLoader()
        let count = 100_000
        loader.mock.stub(
            "fetchHeadlines()",
            returning: (1...count).map { Headline(id: $0, title: "Headline \($0)") }
        )
        let history = ReadingHistory(time: FixedTime(moment: noon))
        let screen = HeadlinesScreen(
            loader: loader,
            history: history,
            tracker: ForwardingTracker(to: events)
        )
        await screen.viewDidLoad()
        #expect(
            screen.displayedHeadlines.count == count && screen.displayedHeadlines.last?.id == count,
            "A load of \(count) headlines shows \(screen.displayedHeadlines.count): the Before screen showed any number."
        )
        let openings = 3_000
        for index in 0..<openings { screen.select(at: index) }
        let told = events.all.dropFirst()
        let wrong = (1...openings).first { opening in
            !told.indices.contains(opening) || told[opening] != "opened \(opening)"
        }
        #expect(
            told.count == openings && wrong == nil && history.openedAt.count == openings,
            "After \(openings) headlines opened in a row, the tracker was told \(told.count) openings, the first wrong one at opening \(wrong.map(String.init) ?? "none"), and the history holds \(history.openedAt.count): the Before screen noted and told every opening, however many."
        )
    }

    @Test("a headlines screen keeps the tracker it is handed, when nothing else holds it")
    func headlinesScreenKeepsItsTracker() async {
        let events = Events()
        let loader = MockHeadlinesLoader()
        loader.mock.stub("fetchHeadlines()", returning: headlines)
        // The tracker is the screen's alone: nothing in the test, and no root, holds it.
        let screen = HeadlinesScreen(
            loader: loader,
            history: ReadingHistory(time: FixedTime(moment: noon)),
            tracker: ForwardingTracker(to: events)
        )
        await screen.viewDidLoad()
        screen.select(at: 0)
        #expect(
            events.all == ["headlines shown", "opened 1"],
            "A headlines screen handed a tracker that nothing else holds told it \(events.all), not [\"headlines shown\", \"opened 1\"]: a screen holds what it uses for as long as it lives (strongly), since nothing else may be left to hold it."
        )
    }

    @Test("the history asks the root's clock each time: two openings, two different moments")
    func historyAsksTheClockEachTime() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let clock = SteppingTime()
        let environment = CompositionRoot.Environment(
            loader: doubles.loader,
            time: clock,
            tracker: doubles.tracker
        )
        let root = CompositionRoot(environment: environment)
        let app = root.app()
        await app.headlinesScreen.viewDidLoad()

        app.headlinesScreen.select(at: 0)
        app.headlinesScreen.select(at: 1)

        #expect(
            root.readingHistory().openedAt == [1: noon, 2: noon.addingTimeInterval(60)],
            "each opening must be noted at the time the clock gives when it happens"
        )
    }

    @Test("an article opened again is noted at the time of its last opening")
    func reopening() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let environment = CompositionRoot.Environment(
            loader: doubles.loader,
            time: SteppingTime(),
            tracker: doubles.tracker
        )
        let root = CompositionRoot(environment: environment)
        let app = root.app()
        await app.headlinesScreen.viewDidLoad()

        app.headlinesScreen.select(at: 0)
        app.headlinesScreen.select(at: 0)

        #expect(root.readingHistory().openedAt == [1: noon.addingTimeInterval(60)])
    }

    @Test("the app lives as long as its root: a screen kept alone still navigates")
    func screenKeptAlone() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let root = CompositionRoot(environment: doubles.environment)
        let screen = root.app().headlinesScreen
        await screen.viewDidLoad()

        screen.select(at: 1)

        doubles.tracker.mock.calledWith(
            "track(_:)",
            "read 2",
            times: .once,
            message: "the root keeps its app: a tap on its screen must still open the article"
        )
    }

    @Test(
        "the app keeps working once the root that built it is gone, its tracker included, which nothing else holds"
    )
    func appOutlivesItsRoot() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let log = EventLog()
        weak var tracker: LoggingTracker?
        var root: CompositionRoot?
        do {
            // Only the environment holds this tracker: the app must keep what it uses.
            let kept = LoggingTracker(log)
            tracker = kept
            root = CompositionRoot(
                environment: CompositionRoot.Environment(
                    loader: doubles.loader,
                    time: FixedTime(moment: noon),
                    tracker: kept
                )
            )
        }
        let app = root!.app()
        root = nil

        await app.headlinesScreen.viewDidLoad()
        app.headlinesScreen.select(at: 0)

        #expect(
            app.shownArticle?.headline == headlines[0],
            "a tap must still open an article when nothing holds the root any more"
        )
        #expect(
            tracker != nil && log.events.filter { $0 == "read 1" }.count == 1,
            Comment(
                rawValue: tracker == nil
                    ? "the tracker the root was given is gone once the root is: the screens hold "
                        + "it weakly, so the running app counts nothing; they must keep it"
                    : "the app tracked \(log.events) once the root was gone; reading the first "
                        + "headline is tracked once, as \"read 1\""
            )
        )
    }

    @Test("a load started while another still runs asks the loader too, and cancels nothing")
    func loadWhileLoading() async {
        let loader = HeldFirstFetch()
        let tracker = KeptEvents()
        let root = CompositionRoot(
            environment: CompositionRoot.Environment(
                loader: loader,
                time: FixedTime(moment: noon),
                tracker: tracker
            )
        )
        let screen = root.app().headlinesScreen
        /// Waits, a bounded number of turns, until the loader was asked `count` times.
        func waitForFetches(_ count: Int) async {
            var turns = 0
            while await loader.asked < count, turns < 10_000 {
                await Task.yield()
                turns += 1
            }
        }
        let first = Task { await screen.viewDidLoad() }
        await waitForFetches(1)
        let second = Task { await screen.viewDidLoad() }
        await waitForFetches(2)
        let askedMeanwhile = await loader.asked
        // The second fetch is answered at once: the first is let go once the screen has shown
        // that answer (or after a while, for a screen that never does), so that the first ends
        // last however the tasks are scheduled.
        _ = await eventually { screen.displayedHeadlines.map(\.id) == [headlines[1].id] }
        await loader.releaseFirst()
        await first.value
        await second.value
        #expect(
            askedMeanwhile == 2,
            "A second load, started while the first still waited for the loader (a pull to refresh during a slow answer), did not ask the loader: it was dropped, or made to wait for the first. As the Before code did, let every load ask at once."
        )
        #expect(
            await !loader.firstWasCancelled,
            "The second load cancelled the first while it waited: with the real API the first then fails, and the screen shows an error the reader did nothing for. Leave each load to run; a loader stops on its own when its task is cancelled."
        )
        // The second load answered at once; the first answered last.
        let shown = screen.displayedHeadlines.map(\.id)
        #expect(
            shown == [headlines[0].id] && tracker.events == ["headlines shown", "headlines shown"],
            "The first load answered last, after the second had shown its headline, and the screen shows the headlines \(shown) and told the tracker \(tracker.events): as in the Before code, each load shows what it got when it ends, and says so, so the one that ends last is on screen. A load is never dropped for being older."
        )
    }

    @Test("a loading failure is shown on the headlines screen")
    func failure() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", throwing: URLError(.notConnectedToInternet))
        let app = CompositionRoot(environment: doubles.environment).app()

        await app.headlinesScreen.viewDidLoad()

        #expect(app.headlinesScreen.displayedError == "The headlines could not be loaded.")
    }

    @Test(
        "any failure is shown alike, whatever its type or its words",
        arguments: [
            AnyFailure.described("The request was cancelled"),
            .described("Cancelled by the user"),
            .described("timed out"),
            .described(""),
            .cancellation,
            .url(.cancelled),
            .url(.timedOut),
            .decoding,
        ]
    )
    func anyFailureIsShown(failure: AnyFailure) async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", throwing: failure.error)
        let screen = CompositionRoot(environment: doubles.environment).app().headlinesScreen

        await screen.viewDidLoad()

        #expect(
            screen.displayedError == "The headlines could not be loaded.",
            """
            The loader failed with \(failure) and the screen shows \
            \(screen.displayedError.map { "\"\($0)\"" } ?? "no error"): the Before code showed its \
            message for every failure. A screen that tells failures apart, by their type or by \
            their words, depends on how a detail fails.
            """
        )
    }

    @Test(
        "a reload that fails keeps the headlines shown before, beside its error, and tracks nothing; the next one shows the new"
    )
    func failedReloadKeepsTheHeadlines() async {
        let doubles = Doubles()
        let earlier = [Headline(id: 4, title: "Ferry back"), Headline(id: 9, title: "Bridge shut")]
        let later = [Headline(id: 12, title: "Bridge open")]
        doubles.loader.mock.stub(
            "fetchHeadlines()",
            answers: .returning(earlier),
            .throwing(URLError(.networkConnectionLost)),
            .returning(later)
        )
        let screen = CompositionRoot(environment: doubles.environment).app().headlinesScreen

        await screen.viewDidLoad()
        await screen.viewDidLoad()
        #expect(screen.displayedError == "The headlines could not be loaded.")
        #expect(
            screen.displayedHeadlines.map(\.id) == [4, 9],
            """
            After a failed reload the screen shows \(screen.displayedHeadlines.count) headlines: \
            the Before code kept the ones it showed, beside the error, and they can still be \
            opened.
            """
        )
        await screen.viewDidLoad()
        #expect(
            screen.displayedHeadlines.map(\.id) == [12],
            "The load after the failure works: the screen shows its headlines."
        )
        #expect(
            screen.displayedError == "The headlines could not be loaded.",
            "After a failed load and a good one, the screen shows the error \(screen.displayedError ?? "nil"): the Before code never took an error off the screen once shown, and the refactoring changes no behaviour."
        )
        doubles.tracker.mock.calledWith(
            "track(_:)",
            "headlines shown",
            times: .exactly(2),
            message: "after a good load, a failed one and a good one, the Before code had said "
                + "\"headlines shown\" twice: once the headlines are on screen, so a load that "
                + "fails says nothing, and a load says it when it ends, not when it starts"
        )
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

    @Test("an article opened again through the app is a new screen, and is read again")
    func reopenedThroughTheApp() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let root = CompositionRoot(environment: doubles.environment)
        let app = root.app()
        await app.headlinesScreen.viewDidLoad()

        app.headlinesScreen.select(at: 1)
        let first = app.shownArticle
        app.headlinesScreen.select(at: 1)

        #expect(
            app.shownArticle != nil && app.shownArticle !== first,
            """
            the app must show a new article screen at each opening, as the root's \
            makeArticleScreen(for:) makes one: a screen kept from an earlier opening is state \
            the root did not choose
            """
        )
        doubles.tracker.mock.calledWith("track(_:)", "read 2", times: .exactly(2))
    }

    @Test("the app shows one article at a time, and lets the one it no longer shows go")
    func shownArticleLetGo() async {
        let doubles = Doubles()
        doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
        let app = CompositionRoot(environment: doubles.environment).app()
        await app.headlinesScreen.viewDidLoad()
        weak var earlier: ArticleScreen?
        for row in [0, 1, 0, 1] {
            app.headlinesScreen.select(at: row)
            #expect(
                earlier == nil,
                """
                an article screen the app no longer shows is still alive after another was \
                opened over it: something keeps every screen it showed (a stack, a list, a \
                cache), and the Before app replaced the article shown, so screens and what they \
                hold pile up for as long as the app runs
                """
            )
            earlier = app.shownArticle
        }
    }

    @Test("an article screen the root makes is its caller's alone: once it lets go, it goes")
    func madeArticleLetGo() async {
        let root = CompositionRoot(environment: Doubles().environment)
        // Made through the app as well, so that a root that keeps a screen either way is seen.
        let app = root.app()
        for (index, headline) in (headlines + headlines).enumerated() {
            weak var made: ArticleScreen?
            do {
                let screen = root.makeArticleScreen(for: headline)
                made = screen
                screen.viewDidLoad()
            }
            #expect(
                made == nil,
                """
                An article screen made by makeArticleScreen(for:) (the \(index + 1)th) is still \
                alive once its caller let it go: the root keeps it (the last one made, a cache), \
                so a screen nobody shows lives as long as the root, with all it holds. A root \
                makes each article screen anew and keeps none.
                """
            )
        }
        _ = app
        // And however many it makes: a root that keeps every screen it made keeps them all.
        let make: (String, Int) async -> Void = { title, id in
            root.makeArticleScreen(for: Headline(id: id, title: title)).viewDidLoad()
        }
        await expectKeepsNoHistoryInMemory(named: "The root", uses: 400, use: make)
    }

    @Test("the headlines screen keeps nothing of the lists it loaded, wherever it might keep it")
    func screenKeepsNoLoads() async {
        let loader = LatestHeadlinesLoader()
        let root = CompositionRoot(
            environment: CompositionRoot.Environment(
                loader: loader,
                time: FixedTime(moment: noon),
                tracker: DiscardingTracker()
            )
        )
        let screen = root.app().headlinesScreen
        // Each load another list of one headline, titled with the text the check hands in.
        let load: (String, Int) async -> Void = { title, id in
            loader.next.withLock { $0 = [Headline(id: id, title: title)] }
            await screen.viewDidLoad()
        }
        await expectKeepsNoHistoryInMemory(named: "The headlines screen", uses: 400, use: load)
    }

    @Test("a headline whose id is its row, or next to it, opens as any other")
    func idsThatAreRows() async {
        // Ids a server may well give (0 and up, or 1 and up), each of which is some row's.
        for first in [0, 1, -1] {
            let listed = (0..<4).map { Headline(id: first + $0, title: "Story \($0)") }
            let doubles = Doubles()
            doubles.loader.mock.stub("fetchHeadlines()", returning: listed)
            let root = CompositionRoot(environment: doubles.environment)
            let app = root.app()
            let navigator = MockNavigator()
            app.headlinesScreen.navigator = navigator
            await app.headlinesScreen.viewDidLoad()
            for row in [0, 1, 2, 3, 1] { app.headlinesScreen.select(at: row) }
            let noted = root.readingHistory().openedAt.keys.sorted()
            #expect(
                noted == listed.map(\.id),
                """
                With ids \(listed.map(\.id)) on rows 0 to 3, the history noted the openings of \
                \(noted) after every row was picked: a headline is opened for what it is, \
                whatever its id and its row.
                """
            )
            navigator.mock.calledWith("showArticle(for:)", Arg.any, times: .exactly(5))
        }
    }

    @Test("before the app is built, the history is shared while in use, and the root lets it go")
    func weakScope() {
        // A root on the test's doubles, and the app's own on the live environment: a root keeps
        // its objects one way, whatever it is handed.
        let roots = [
            ("on the test's doubles", CompositionRoot(environment: Doubles().environment)),
            ("on the live environment", CompositionRoot(environment: .live())),
        ]
        for (built, root) in roots {
            var held: ReadingHistory? = root.readingHistory()
            #expect(
                root.readingHistory() === held,
                "while something uses the history, it is shared (a root built \(built))"
            )
            weak var released: ReadingHistory?
            released = held
            held = nil
            #expect(
                released == nil,
                """
                the reading history of a root built \(built) stayed alive after the test let go \
                of it, so something the root keeps holds it strongly: the root itself (keep the \
                history weakly, whatever the environment), or an app the root built before \
                anyone asked for it (build the app in app(), when it is first asked for)
                """
            )
        }
    }

    @Test("two roots on one environment keep a history each; the live tracker is one object")
    func rootsOnOneEnvironment() {
        let environment = Doubles().environment
        let first = CompositionRoot(environment: environment)
        let second = CompositionRoot(environment: environment)
        let histories = (first.readingHistory(), second.readingHistory())
        #expect(
            histories.0 !== histories.1,
            """
            Two roots built on one environment hand out one reading history: what a root keeps, \
            it keeps for itself. Two roots share only what their environment hands them, so \
            two apps, or an app and a test, never note each other's openings.
            """
        )
        // Read twice, the live environment's tracker is the one the app's screens all tell.
        let live = CompositionRoot.Environment.live()
        let once: Any = live.tracker
        let again: Any = live.tracker
        if Mirror(reflecting: once).displayStyle == .class {
            let same = (once as AnyObject) === (again as AnyObject)
            #expect(
                same,
                """
                The live environment gives a new tracker each time its tracker is read: the \
                headlines screen and each article screen then tell trackers of their own, and \
                the events of the live app are spread over objects nobody reads together.
                """
            )
        }
    }

    @Test("the history is one while anything uses it, whoever asked for it first")
    func historySharedWhileInUse() async {
        await forAll(
            "in any order of holders asking for the history and letting it go, the app being built and headlines opened, every holder, the app and readingHistory() share one history while any of them uses it, and it notes the app's openings",
            count: 60,
            generate: { (source: inout InputSource) -> [Int] in
                (0..<source.int(in: 1...8)).map { _ in source.int(in: 0...3) }
            },
            shrink: { (steps: [Int]) -> [[Int]] in Shrinking.array(steps) }
        ) { (steps: [Int]) async -> String? in
            let doubles = Doubles()
            doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
            let root = CompositionRoot(environment: doubles.environment)
            var held: [ReadingHistory] = []
            var app: AppNavigator?
            var loaded = false
            var opened = false
            var done: [String] = []
            for step in steps {
                switch step {
                case 0:
                    held.append(root.readingHistory())
                    done.append("a holder asks for the history")
                case 1:
                    guard !held.isEmpty else { continue }
                    held.removeLast()
                    done.append("a holder lets it go")
                case 2:
                    app = root.app()
                    done.append("the app is asked for")
                default:
                    guard let app else { continue }
                    if !loaded {
                        await app.headlinesScreen.viewDidLoad()
                        loaded = true
                    }
                    app.headlinesScreen.select(at: 0)
                    opened = true
                    done.append("the reader opens headline 1")
                }
                let now = root.readingHistory()
                let steps = done.joined(separator: ", then ")
                guard held.allSatisfy({ $0 === now }) else {
                    return "After: \(steps), readingHistory() hands out a history other than the "
                        + "one a holder still uses: while anything uses the history, the root "
                        + "hands out that one, and the app uses it too"
                }
                guard !opened || now.openedAt[1] != nil else {
                    return "After: \(steps), the history readingHistory() hands out, which "
                        + "\(held.isEmpty ? "the app uses" : "a holder and the app use"), "
                        + "has not noted the opening: the app notes its openings in the history "
                        + "it shares"
                }
            }
            return nil
        }
    }

    @Test("once the app is built, it uses the history, which lives as long as the app")
    func weakScopeOnceTheAppIsBuilt() async {
        weak var released: ReadingHistory?
        do {
            let doubles = Doubles()
            doubles.loader.mock.stub("fetchHeadlines()", returning: headlines)
            let root = CompositionRoot(environment: doubles.environment)
            let app = root.app()
            released = root.readingHistory()
            #expect(
                released != nil,
                """
                once app() is called, the app's headlines screen uses the reading history, and \
                the root keeps the app: the history must live as long as the app does
                """
            )
            await app.headlinesScreen.viewDidLoad()
            app.headlinesScreen.select(at: 0)
            #expect(
                root.readingHistory() === released && released?.openedAt[1] == noon,
                """
                while the app uses the reading history, readingHistory() must hand out that \
                very one, the history that notes the app's openings, not a new one
                """
            )
        }
        #expect(
            released == nil,
            """
            the reading history outlived its root and its app: something else keeps it, when \
            only the app should: a global or a static property, or a cycle of strong \
            references among the objects the root made (a closure kept by an object that \
            captures that object, or two objects that hold each other)
            """
        )
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

    @Test("the app's analytics keep every event, in order, repeats included")
    func analyticsKeepEveryEvent() {
        let analytics = Analytics()
        let events = [
            "headlines shown", "headlines shown", "opened 7", "opened 7", "read 7", "", "opened 2",
        ]
        for event in events { analytics.track(event) }
        #expect(
            analytics.events == events,
            "The app's analytics kept \(analytics.events) of \(events): the Before code counted every event it was told, the same one twice in a row included."
        )
    }

    @Test("the live environment is built on the real network, clock and analytics")
    func live() async throws {
        let environment = CompositionRoot.Environment.live()
        // Exactly the app's types: a subclass is another detail, one that can change what the
        // real one does where no test sees it (repeated events dropped, say).
        #expect(
            type(of: environment.loader) == NewsAPI.self,
            "the live loader is the app's NewsAPI itself, not a look-alike or a subclass"
        )
        #expect(
            type(of: environment.tracker) == Analytics.self,
            "the live tracker is the app's Analytics itself, not a look-alike or a subclass"
        )
        // The network the Before code used: the shared session, whatever field keeps it.
        let sessions = Mirror(reflecting: environment.loader).children.compactMap {
            $0.value as? URLSession
        }
        #expect(
            sessions.allSatisfy { $0 === URLSession.shared },
            "The live loader fetches through a session of its own making, not `URLSession.shared`, the one the Before code's NewsAPI used: another configuration (an ephemeral one keeps no cache and no cookies, a new one opens connections of its own) is another network behaviour for the app, chosen where no test sees it."
        )
        // A clock that reads the system's date each time needs nothing of its own: whatever it
        // keeps (its latest answer, a count of its uses, behind a lock or not) is another answer
        // than the system's some day, when the system's clock is set back, say. A closure it
        // reads the date through is code, not a value kept (what it captures is judged by the
        // rule on closures kept by their maker).
        let kept = Mirror(reflecting: environment.time).children
            .filter { !"\(type(of: $0.value))".contains("->") }
            .map { $0.label ?? "a value" }
        #expect(
            kept.isEmpty,
            "The live clock keeps \(kept.joined(separator: ", ")): a clock that tells the system's date reads it each time and keeps nothing, or it answers otherwise than the system some day (when the system's clock is set back, say), where no test looks."
        )
        let first = environment.time.now()
        #expect(abs(first.timeIntervalSinceNow) < 60)
        try await Task.sleep(for: .milliseconds(20))
        #expect(
            environment.time.now() > first,
            "the live clock must tell the time now, not the time the app started"
        )
        for _ in 0..<5 {
            let before = Date()
            let told = environment.time.now()
            let after = Date()
            #expect(
                before <= told && told <= after,
                "The live clock told \(told.timeIntervalSinceReferenceDate) between \(before.timeIntervalSinceReferenceDate) and \(after.timeIntervalSinceReferenceDate) by the system's date: it must tell the system's date itself, not rounded, not moved on by another clock."
            )
        }
        // The clock's own type, as the compiler names it: a nested type keeps its path, a
        // generic one drops its arguments, a private one the mark of its file (`(unknown
        // context at $…)`), which no declaration is called.
        let clock = String(reflecting: type(of: environment.time))
            .split(separator: "<")[0].split(separator: ".").dropFirst()
            .filter { !$0.hasPrefix("(unknown context at ") }.joined(separator: ".")
        // Only the live clock, and a closure the root makes as that clock, read the time.
        LearnerCode(module: "ReadingApp", in: checkedCode).expectNoTimekeeping(
            exempting: [clock],
            closuresOf: ["CompositionRoot"],
            rule: """
                The live clock is the app's one way to the time: a screen, the history, the \
                analytics, the API or the root itself that reads a clock of its own (a date \
                stamped on an event, a wait, an app built anew each day) tells a time no test \
                chooses and no root replaces. The root may make the live clock, as a type or a \
                closure, and hand it on; it decides nothing by the time itself.
                """
        )
        LearnerCode(module: "ReadingApp", in: checkedCode).expectReachOnly(
            from: clock,
            allowing: [
                "Foundation.Date.init()", "static Foundation.Date.now",
                "Foundation.Date.init(timeIntervalSinceNow:)",
            ],
            rule: """
                The live clock tells the date the system tells, at each call: another clock \
                (one that stops while the device sleeps, or counts from the launch), a time \
                kept from an earlier call, or anything else the clock reaches drifts from the \
                date the app shows beside it.
                """
        )
    }
}

/// A clock the test sets before each opening.
final class SetTime: TimeSource, @unchecked Sendable {
    var current = noon

    func now() -> Date { current }
}

/// A tracker that keeps every event, in order, and what `look` saw of the app at each.
@MainActor
final class KeptEvents: EventTracking {
    private(set) var events: [String] = []
    /// What the app showed as each event was told, as `look` writes it.
    private(set) var seen: [String] = []
    /// Reads what the app shows, when the test sets it.
    var look: (@MainActor () -> String)?

    func track(_ event: String) {
        events.append(event)
        seen.append(look?() ?? "")
    }
}

/// Where a ``ForwardingTracker`` writes the events it is told.
final class Events {
    private(set) var all: [String] = []
    func append(_ event: String) { all.append(event) }
}

/// A tracker that nothing but the code under test holds: it writes each event to `events`.
final class ForwardingTracker: EventTracking {
    private let events: Events
    init(to events: Events) { self.events = events }
    func track(_ event: String) { events.append(event) }
}

/// A generated reading session: how many headlines the loader gives, each opening's index in
/// that list (sometimes outside it) with the second it happens at, and what each headline's
/// title starts with before its number (mostly "Headline"; now and then a name of any length and
/// script), and whether
/// the headlines come in pairs that share an id, as a server that lists a story twice gives them.
typealias ReadingSession = (
    headlines: Int, openings: [(row: Int, moment: Int)], words: String, paired: Bool
)

/// A loader each of whose fetches waits until the test answers it, in any order.
final class HeldHeadlinesLoader: HeadlinesLoading, Sendable {
    let calls: HeldCalls<[Headline]>

    init(_ calls: HeldCalls<[Headline]>) {
        self.calls = calls
    }

    func fetchHeadlines() async throws -> [Headline] {
        try await calls.next()
    }
}

/// What a held load of headlines fails with.
struct HeadlinesDown: Error {}

/// A selection of the headline at a row, between loads.
struct HeadlineSelection: Sendable, CustomStringConvertible {
    let row: Int
    var description: String { "select #\(row)" }
}

/// Loads that overlap: up to five waiting at once, answered in any order, each with the titles
/// of a few headlines or with a failure (nil), and selections between them.
func generatedHeadlinesOverlaps(
    _ source: inout InputSource
) -> [OverlapStep<[String]?, HeadlineSelection>] {
    source.overlaps(
        answer: { source -> [String]? in
            guard source.int(in: 0...2) != 0 else { return nil }
            return source.names(source.int(in: 0...4))
        },
        other: { source in HeadlineSelection(row: source.int(in: 0...4)) }
    )
}

@Suite("Kata 09 · any reading session through the app as the root builds it")
@MainActor
struct ReadingSessionChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test(
        "loads that overlap, answered in any order: each asks the loader at once, and the screen shows what the one that ended last gave"
    )
    func anyOverlappingLoads() async {
        await forAll(
            "however many loads wait at once and in whatever order they end, each asks the loader when it starts, and after each step the screen shows and tracks what the loads ended so far gave, in the order they ended",
            count: 120,
            generate: generatedHeadlinesOverlaps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            let loads = OverlappingLoads<[Headline]>()
            let tracker = KeptEvents()
            let root = CompositionRoot(
                environment: CompositionRoot.Environment(
                    loader: HeldHeadlinesLoader(loads.calls),
                    time: FixedTime(moment: noon),
                    tracker: tracker
                )
            )
            let screen = root.app().headlinesScreen
            defer { loads.finish() }
            var listed: [Headline] = []
            var failed = false
            var events: [String] = []
            var made = 0
            for (index, step) in steps.enumerated() {
                let after = "After step \(index + 1) (\(step)) of \(steps)"
                switch step {
                case .start:
                    if let wrong = await loads.start({ await screen.viewDidLoad() }) {
                        return "\(after): \(wrong)"
                    }
                    continue
                case .answer(let place, let titles):
                    guard place < loads.waitingCount else { continue }
                    let headlines = titles.map { titles in
                        titles.map { title -> Headline in
                            made += 1
                            return Headline(id: made, title: title)
                        }
                    }
                    let result: Result<[Headline], any Error> =
                        headlines.map { .success($0) } ?? .failure(HeadlinesDown())
                    if let wrong = await loads.answer(at: place, with: result) {
                        return "\(after): \(wrong)"
                    }
                    if let headlines {
                        listed = headlines
                        events.append("headlines shown")
                    } else {
                        failed = true
                    }
                case .other(let selection):
                    screen.select(at: selection.row)
                    if listed.indices.contains(selection.row) {
                        events.append("opened \(listed[selection.row].id)")
                    }
                }
                let shown = screen.displayedHeadlines.map { "\($0.id) \($0.title)" }
                guard shown == listed.map({ "\($0.id) \($0.title)" }) else {
                    return "\(after) the screen shows \(shown); the load that ended last gave "
                        + "\(listed.map { "\($0.id) \($0.title)" }). Each load shows what it got "
                        + "when it ends, and nothing it noted before it waited."
                }
                guard (screen.displayedError != nil) == failed else {
                    return "\(after) the error shown is "
                        + "\(screen.displayedError.map { "\"\($0)\"" } ?? "none"); as in the Before "
                        + "code, a failed load shows its error, and a load that works after it "
                        + "leaves it: " + (failed ? "a load has failed." : "no load has failed.")
                }
                let told = tracker.events.filter {
                    $0 == "headlines shown" || $0.hasPrefix("opened ")
                }
                guard told == events else {
                    return "\(after) the tracker was told \(told); the loads and selections so far "
                        + "make it \(events)."
                }
            }
            return nil
        }
    }

    @Test("any headlines, any openings at any moments: the app shows, notes and tracks each one")
    func anySession() async {
        await forAll(
            "each opening shows its article, is noted at the moment the root's clock gives then, and is tracked as opened and read, in order",
            count: 100,
            // The closures' types are written out, so that a compile error inside (before the
            // refactoring) is reported at once rather than after the type checker has tried
            // every reading of the whole call.
            generate: { (source: inout InputSource) -> ReadingSession in
                let count =
                    source.int(in: 0...4) == 0
                    ? source.pick([
                        source.int(in: 9...24), source.int(in: 25...300),
                        source.int(in: 301...20_000), source.int(in: 20_001...70_000),
                    ])
                    : source.int(in: 0...8)
                // Openings anywhere, the last headline often: a list cut short shows there; now
                // and then more openings than any count kept below the number rule's ±100.
                let opened =
                    source.int(in: 0...9) == 0 ? source.int(in: 101...300) : source.int(in: 0...8)
                let openings: [(row: Int, moment: Int)] = (0..<opened).map { _ in
                    (
                        source.pick([source.int(in: -1...(count + 1)), count - 1]),
                        // In ten-millionths of a second from noon: a moment is noted as the
                        // clock gave it, to the last bit of its fraction of a second, whether
                        // the clock moves on, stands still or goes back, and centuries away.
                        source.pick([
                            source.int(in: 0...1_000_000_000_000),
                            source.int(in: -1_000_000_000_000...0),
                            source.int(in: -150_000_000_000_000_000...150_000_000_000_000_000),
                        ])
                    )
                }
                // Now and then, in a list short enough, titles of any length and script.
                let titled = count <= 300 && source.int(in: 0...3) == 0
                let paired = count <= 300 && source.int(in: 0...4) == 0
                return (count, openings, titled ? source.name() : "", paired)
            },
            shrink: { (input: ReadingSession) -> [ReadingSession] in
                Shrinking.array(input.1).map { (input.0, $0, input.2, input.3) }
                    + Shrinking.int(input.0).map { ($0, input.1, input.2, input.3) }
                    + (input.2.isEmpty ? [] : [(input.0, input.1, "", input.3)])
                    + (input.3 ? [(input.0, input.1, input.2, false)] : [])
            }
        ) { (input: ReadingSession) async -> String? in
            let (count, openings, words, paired) = input
            // Ids of any size: past what 32 bits hold for a list of an odd length, past what a
            // `Double` holds exactly (2^53) for one length in four, and below zero for a third
            // of the lengths.
            let base =
                count % 4 == 3 ? 9_007_199_254_740_993 : count % 2 == 1 ? 5_000_000_000 : 0
            let sign = count % 3 == 2 ? -1 : 1
            let shown = (0..<count).map {
                Headline(
                    id: sign * (base + (paired ? $0 / 2 : $0) * 7 + 3),
                    title: words.isEmpty ? "Headline \($0)" : "\(words) \($0)"
                )
            }
            // The second load lists the first half only: the stories of the other half are
            // gone from the list, not from what the reader opened.
            let reloaded = Array(shown.prefix(count / 2))
            let loader = MockHeadlinesLoader()
            loader.mock.stub("fetchHeadlines()", returning: shown, reloaded)
            let time = SetTime()
            let tracker = KeptEvents()
            let root = CompositionRoot(
                environment: CompositionRoot.Environment(
                    loader: loader,
                    time: time,
                    tracker: tracker
                )
            )
            let app = root.app()
            // What the app shows as the tracker hears each event: the headlines on screen, and
            // the article on top. A tracker, or anything it calls, may look.
            tracker.look = { [weak app] in
                let article =
                    app?.shownArticle.map { "article \($0.headline.id) on top" }
                    ?? "no article on top"
                return
                    "headlines on screen: \(app?.headlinesScreen.displayedHeadlines.count ?? -1), \(article)"
            }
            await app.headlinesScreen.viewDidLoad()
            // Each headline's id, read by the checker: no `==` of the module's is asked.
            let listed = app.headlinesScreen.displayedHeadlines.map(\.id)
            guard listed == shown.map(\.id) else {
                return "The headlines screen shows \(listed.count) headlines of the \(shown.count) "
                    + "loaded\(listed.count == shown.count ? ", in another order" : ""): it shows "
                    + "every headline the loader gives, in order."
            }
            let titles = app.headlinesScreen.displayedHeadlines.map(\.title)
            if let row = shown.indices.first(where: { !sameScalars(titles[$0], shown[$0].title) }) {
                return "The headlines screen shows headline \(shown[row].id) titled "
                    + "\(titles[row].debugDescription) (\(titles[row].count) characters), where the "
                    + "loader gave \(shown[row].title.debugDescription) (\(shown[row].title.count) "
                    + "characters): it shows each title as the loader gives it."
            }
            var expectedEvents = ["headlines shown"]
            // As the Before code told each event: once the headlines were on screen, and before
            // the article read was put on top.
            var onTop = "no article on top"
            var expectedSeen = ["headlines on screen: \(shown.count), no article on top"]
            var noted: [Int: Date] = [:]
            for (index, opening) in openings.enumerated() {
                let (row, tenMillionths) = opening
                let seconds = Double(tenMillionths) / 10_000_000
                time.current = noon.addingTimeInterval(seconds)
                app.headlinesScreen.select(at: row)
                let when = "Opening \(index + 1) (row \(row), \(seconds) s from noon)"
                guard shown.indices.contains(row) else { continue }
                let headline = shown[row]
                expectedEvents += ["opened \(headline.id)", "read \(headline.id)"]
                expectedSeen += Array(
                    repeating: "headlines on screen: \(shown.count), \(onTop)",
                    count: 2
                )
                onTop = "article \(headline.id) on top"
                noted[headline.id] = time.current
                // The id and the title, read by the checker: in a list that names a story twice,
                // the row picked is the one opened, not the first of its id.
                let opened = app.shownArticle.map { ($0.headline.id, $0.headline.title) }
                guard let opened, opened == (headline.id, headline.title) else {
                    return "\(when) shows "
                        + (opened.map { "headline \($0.0) titled \($0.1.debugDescription)" }
                            ?? "no article")
                        + "; it should show headline \(headline.id) titled "
                        + "\(headline.title.debugDescription), the one on that row."
                }
                // Foundation's dates, compared as Foundation compares them: to the last bit.
                let history = root.readingHistory().openedAt
                guard history == noted else {
                    let said = { (dates: [Int: Date]) in
                        dates.mapValues(\.timeIntervalSinceReferenceDate)
                    }
                    return "\(when): the history notes \(said(history)) (seconds since 2001); the "
                        + "openings make \(said(noted)). A moment is kept as the clock gave it."
                }
            }
            // The screen loads again, as it does each time it appears: it shows what this load
            // gives and says so again, and the history keeps every opening made before.
            await app.headlinesScreen.viewDidLoad()
            expectedEvents.append("headlines shown")
            expectedSeen.append("headlines on screen: \(reloaded.count), \(onTop)")
            guard app.headlinesScreen.displayedHeadlines.map(\.id) == reloaded.map(\.id) else {
                return "Loaded again, the headlines screen shows "
                    + "\(app.headlinesScreen.displayedHeadlines.count) headlines of the "
                    + "\(reloaded.count) this load gave: it shows what each load gives."
            }
            let kept = root.readingHistory().openedAt
            guard kept == noted else {
                // Openings forgotten, or openings the reader never made: each has its reason.
                let why =
                    noted.keys.contains { kept[$0] == nil }
                    ? "The Before history kept every opening for as long as the app ran, of "
                        + "stories no longer listed too."
                    : "Only a pick of a row the screen shows opens a story: a pick of a row it "
                        + "does not show opens none, and the history notes none."
                // Each id with its row in the first load, which the input names.
                func rows(_ ids: Dictionary<Int, Date>.Keys) -> String {
                    let named = ids.sorted().map { id in
                        shown.firstIndex { $0.id == id }.map { "\(id) (row \($0))" } ?? "\(id)"
                    }
                    return "[\(named.joined(separator: ", "))]"
                }
                return "After a second load that lists \(reloaded.count) of the \(shown.count) "
                    + "headlines, the history notes the openings of \(rows(kept.keys)); the "
                    + "reader opened \(rows(noted.keys)). \(why)"
            }
            guard tracker.events == expectedEvents else {
                return
                    "The tracker was told \(tracker.events); the session makes \(expectedEvents)."
            }
            if let event = expectedSeen.indices.first(where: {
                tracker.seen[$0] != expectedSeen[$0]
            }) {
                return "When the tracker was told \"\(expectedEvents[event])\", the app showed "
                    + "\(tracker.seen[event]); the Before code told it once the headlines were on "
                    + "screen (\(expectedSeen[event])), and told that an article was read before "
                    + "putting it on top: a tracker, or anything it calls, may look."
            }
            if let headline = shown.first {
                let screen = root.makeArticleScreen(for: headline)
                guard tracker.events == expectedEvents else {
                    return "Making an article screen told the tracker "
                        + "\(Array(tracker.events.dropFirst(expectedEvents.count))) before it was shown."
                }
                screen.viewDidLoad()
                guard tracker.events == expectedEvents + ["read \(headline.id)"] else {
                    return "Showing the article of headline \(headline.id) told the tracker "
                        + "\(Array(tracker.events.dropFirst(expectedEvents.count))); it should say it was read."
                }
            }
            return nil
        }
    }
}

@Suite("Kata 09 · Headline compares by its fields, as the checker reads them")
struct HeadlineEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Headline.self,
            generate: { source in
                let headline = Headline(
                    id: source.int(mostlyIn: -1_000...1_000),
                    title: source.name()
                )
                let other = Headline(
                    id: source.nearby(headline.id),
                    title: source.nearby(headline.title)
                )
                return (headline, other)
            },
            same: { $0.id == $1.id && $0.title == $1.title }
        )
    }
}

@Suite("Kata 09 · the live loader asks the newsroom once at every fetch")
struct NewsAPIChecks {
    @Test(
        "each fetch asks the server once and gives its answer of the moment, or its failure: nothing is kept from a fetch before, nothing is asked twice"
    )
    func asksEachTime() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [NewsroomStandIn.self]
        configuration.urlCache = nil
        let api = NewsAPI(session: URLSession(configuration: configuration))
        let first = [Headline(id: 1, title: "Rain at last")]
        let second = [Headline(id: 2, title: "Dry again"), Headline(id: 3, title: "A flood")]
        NewsroomStandIn.answer([
            .connectionLost, .body(try JSONEncoder().encode(first)),
            .body(try JSONEncoder().encode(second)), .body(Data("the newsroom is down".utf8)),
            .body(Data(#"[{"id": 4, "title": "Sun"}, {"id": "5", "title": "Wind"}]"#.utf8)),
            // JSON5, not JSON: keys without quotes, a trailing comma, a comment.
            .body(Data("[{id: 6, title: 'Calm',}] // the newsroom's draft".utf8)),
        ])

        await #expect(
            throws: (any Error).self,
            "The connection was lost on the first request: the fetch must fail, as the Before code's did"
        ) {
            try await api.fetchHeadlines()
        }
        #expect(
            NewsroomStandIn.requests == 1,
            """
            One fetch sent \(NewsroomStandIn.requests) requests: the API asks again after a \
            failure, which the Before code never did, so one reload can cost many.
            """
        )
        let fetched = try await api.fetchHeadlines()
        #expect(fetched.map(\.id) == [1] && fetched.map(\.title) == ["Rain at last"])
        let again = try await api.fetchHeadlines()
        #expect(
            again.map(\.id) == [2, 3] && again.map(\.title) == ["Dry again", "A flood"],
            """
            A second fetch gave \(again.map(\.title)), and the server answered ["Dry again", \
            "A flood"] this time: the API keeps an answer from before, so a reload shows stale \
            news for the whole life of the app.
            """
        )
        await #expect(
            throws: (any Error).self,
            "The server's last answer is not headlines: the fetch must fail, not give back news of a fetch before"
        ) {
            try await api.fetchHeadlines()
        }
        await #expect(
            throws: (any Error).self,
            "The server's answer lists a headline whose id is text, not a number: the fetch must fail, as the Before code's did, not show the headlines it could read and hide the others"
        ) {
            try await api.fetchHeadlines()
        }
        await #expect(
            throws: (any Error).self,
            "The server's answer is JSON5 (keys without quotes, a trailing comma, a comment), not JSON: the fetch must fail, as the Before code's did, not read it as headlines"
        ) {
            try await api.fetchHeadlines()
        }
        #expect(
            NewsroomStandIn.requests == 6,
            "six fetches must ask the server six times; it was asked \(NewsroomStandIn.requests) times"
        )
        #expect(
            NewsroomStandIn.differencesFromBefore.isEmpty,
            "\(NewsroomStandIn.differencesFromBefore.joined(separator: " "))"
        )
        // The stand-in answers one test at a time, so the generated bodies follow here.
        await anyBodyReadAsTheBeforeCode(by: api)
        // A session the root set up otherwise, every setting changed (no cellular data,
        // pipelining, no cookies…), is the root's business: a fetch gives the same headlines.
        let settings = GeneratedSessionSettings.everyOneChanged
        let otherwise = settings.configuration()
        otherwise.protocolClasses = [NewsroomStandIn.self]
        let other = NewsAPI(session: URLSession(configuration: otherwise))
        NewsroomStandIn.answer([.body(try JSONEncoder().encode(first))])
        let throughIt = try? await other.fetchHeadlines()
        let gave = throughIt.map { "\($0.map(\.title))" } ?? "an error"
        #expect(
            throughIt?.map(\.id) == [1] && NewsroomStandIn.requests == 1,
            """
            Through a session \(settings), a fetch gave \(gave) after \
            \(NewsroomStandIn.requests) requests, where the server answered ["Rain at last"] to \
            one: the API reads the session's settings and answers otherwise, where the Before \
            code asked any session alike. The settings are the root's business.
            """
        )
    }

    @Test(
        "a fetch whose caller is cancelled stops its request and throws, as the Before code's did"
    )
    func cancelledFetchStops() async {
        let outcome = await CancelledLoad.probe(
            answering: Data(#"[{"id": 1, "title": "Rain at last"}]"#.utf8)
        ) { session in
            _ = try await NewsAPI(session: session).fetchHeadlines()
        }
        if let message = outcome.message(what: "A fetch of the headlines") {
            Issue.record(Comment(rawValue: message))
        }
    }

    /// Over generated bodies, the API gives what the Before code's decoder read from them, or
    /// fails where it failed: each field written every way JSON can write it, or left out.
    func anyBodyReadAsTheBeforeCode(by api: NewsAPI) async {
        let ids = [
            "1", "-5", "0", "9223372036854775807", "1.0", "1.5", #""5""#, "true", "null", "[1]",
        ]
        let titles = [#""Rain""#, #""""#, #""Été ☀️""#, "7", "false", "null", #"["Rain"]"#]
        await forAll(
            "the API gives what the Before code's decoder reads from the body, or fails where it fails",
            count: 60,
            generate: { (source: inout InputSource) -> String in
                // Half of the bodies are lists the decoder reads whole: ids from a few, so that
                // they repeat; titles of any script and length, empty and repeated ones too. What
                // the server lists is what a fetch gives, none left out, merged or reordered.
                if source.int(in: 0...1) == 0 {
                    let titles = [source.name(), source.name()]
                    let items = (0..<source.int(in: 1...5)).map { _ in
                        let title = source.pick(["", titles[0], titles[1], source.name()])
                        let encoded = try? JSONEncoder().encode(title)
                        let quoted = encoded.map { String(decoding: $0, as: UTF8.self) } ?? "null"
                        return #"{"id": \#(source.int(in: -1...2)), "title": \#(quoted)}"#
                    }
                    return "[" + items.joined(separator: ", ") + "]"
                }
                let items = (0..<source.int(in: 0...3)).map { _ in
                    var fields: [String] = []
                    if source.int(in: 0...7) != 0 { fields.append(#""id": \#(source.pick(ids))"#) }
                    if source.int(in: 0...7) != 0 {
                        fields.append(#""title": \#(source.pick(titles))"#)
                    }
                    if source.int(in: 0...5) == 0 { fields.append(#""Title": "Wind""#) }
                    return "{" + fields.shuffled(using: &source).joined(separator: ", ") + "}"
                }
                let list = "[" + items.joined(separator: ", ") + "]"
                switch source.int(in: 0...11) {
                case 0: return #"{"headlines": \#(list)}"#
                case 1: return ""
                case 2: return "null"
                default: return list
                }
            }
        ) { (body: String) async -> String? in
            let expected = try? JSONDecoder().decode([DecodedHeadline].self, from: Data(body.utf8))
            NewsroomStandIn.answer([.body(Data(body.utf8))])
            let fetch: () async throws -> [Headline] = { try await api.fetchHeadlines() }
            let fetched = try? await fetch()
            let read = fetched.map { $0.map { "\($0.id):\($0.title)" } }
            let before = expected.map { $0.map { "\($0.id):\($0.title)" } }
            // Scalar for scalar: a title as the server wrote it, an accent written apart too.
            guard !sameScalars(read, before) else { return nil }
            let gave = read.map { "gave \($0)" } ?? "failed"
            let should = before.map { "give \($0)" } ?? "fail, as the Before code's decoder did"
            return "The server answered \(body.isEmpty ? "an empty body" : body); the API \(gave), "
                + "and it should \(should)\(scalarsNote(read, before))."
        }
        // Any status, with headlines in its body: the Before code read them whatever the status
        // said. An API may refuse an answer that is no success, but what it gives is what the
        // body says, never something of its own (no headlines for a 404).
        for status in [201, 203, 206, 299, 301, 304, 400, 404, 410, 429, 500, 503] {
            NewsroomStandIn.answer([.status(status, Data(#"[{"id": 7, "title": "Fog"}]"#.utf8))])
            guard let fetched = try? await api.fetchHeadlines() else {
                #expect(
                    !(200..<300).contains(status),
                    "The server answered \(status) with one headline, 7: Fog; the API failed where the Before code gave it."
                )
                continue
            }
            let read = fetched.map { "\($0.id):\($0.title)" }
            #expect(
                read == ["7:Fog"],
                "The server answered \(status) with one headline, 7: Fog; the API gave \(read). It may refuse an answer that is no success, but what it gives is what the body says."
            )
        }
    }
}

/// A headline as the Before code's synthesized decoding read it: a whole-number id and a title
/// that is text, both present.
private struct DecodedHeadline: Decodable {
    let id: Int
    let title: String
}

/// A URL protocol that stands in for the newsroom's server: it answers each request, whatever
/// its URL, with the next answer it was given, and counts the requests.
final class NewsroomStandIn: URLProtocol {
    /// What the server does with one request.
    enum Answer {
        /// It answers with this body, as JSON, with status 200.
        case body(Data)
        /// It answers with this body, as JSON, with this status.
        case status(Int, Data)
        /// The connection drops before any answer.
        case connectionLost
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [Answer] = []
    nonisolated(unsafe) private static var asked = 0
    nonisolated(unsafe) private static var unlikeBefore: [String] = []

    /// Answers the next requests with `answers`, in turn, and forgets the requests counted.
    static func answer(_ answers: [Answer]) {
        lock.withLock {
            self.answers = answers
            asked = 0
            unlikeBefore = []
        }
    }

    /// How many requests the server was sent.
    static var requests: Int { lock.withLock { asked } }

    /// How the requests differ from the one the Before code sent, a plain GET with the
    /// session's own cache policy and time-out, each said once. This server answers any
    /// request, so only the request itself tells.
    static var differencesFromBefore: [String] { lock.withLock { unlikeBefore } }

    /// What `request` does unlike the Before code's.
    private static func differences(of request: URLRequest) -> [String] {
        var found: [String] = []
        if request.cachePolicy != .useProtocolCachePolicy {
            found.append(
                "A fetch asked with its own cache policy (raw value \(request.cachePolicy.rawValue)) "
                    + "where the Before code left it to the session: one that prefers the cache "
                    + "shows the reader the headlines of the first answer, for ever."
            )
        }
        if let method = request.httpMethod, method != "GET" {
            found.append(
                "A fetch sent a \(method) request where the Before code sent a GET: a server "
                    + "may take another method for another action."
            )
        }
        let address = request.url?.absoluteString ?? "no address"
        if address != "https://news.example/headlines.json" {
            found.append(
                "A fetch asked \(address) where the Before code asked "
                    + "https://news.example/headlines.json: another address, or plain HTTP, "
                    + "is another server, or the same one for anyone on the way to read and change."
            )
        }
        let sessionTimeout = URLSessionConfiguration.ephemeral.timeoutIntervalForRequest
        if request.timeoutInterval != sessionTimeout {
            found.append(
                "A fetch gives up after \(request.timeoutInterval) s where the Before code "
                    + "waited as long as its session says (\(sessionTimeout) s here): the root "
                    + "that configures the session decides that."
            )
        }
        // Every other setting of the request as a plain `URLRequest(url:)` leaves it, as the
        // Before code's was: one of its own shuts some readers out.
        found += RequestSettings.findings(of: request, what: "A fetch", who: "the headlines")
        found += RequestHeaders.findings(in: request.allHTTPHeaderFields ?? [:], what: "A fetch")
        return found
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let differences = Self.differences(of: request)
        let answer = Self.lock.withLock {
            Self.asked += 1
            for difference in differences where !Self.unlikeBefore.contains(difference) {
                Self.unlikeBefore.append(difference)
            }
            return Self.answers.isEmpty ? Answer.body(Data()) : Self.answers.removeFirst()
        }
        let (status, body): (Int, Data)
        switch answer {
        case .body(let data): (status, body) = (200, data)
        case .status(let code, let data): (status, body) = (code, data)
        case .connectionLost:
            client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
            return
        }
        let response = HTTPURLResponse(
            url: request.url ?? URL(string: "https://news.example")!,
            statusCode: status,
            httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json"]
        )!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// A failure a loader may throw: the words it says and the type it has vary, and the screen
/// shows each alike.
enum AnyFailure: CustomStringConvertible, Sendable {
    case described(String)
    case cancellation
    case url(URLError.Code)
    case decoding

    /// An error of its own that says `text`.
    struct Said: Error, CustomStringConvertible {
        let description: String
    }

    var error: any Error {
        switch self {
        case .described(let text): Said(description: text)
        case .cancellation: CancellationError()
        case .url(let code): URLError(code)
        case .decoding:
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        }
    }

    var description: String {
        switch self {
        case .described(let text): "an error that says \"\(text)\""
        case .cancellation: "a CancellationError"
        case .url(let code): "a URLError (code \(code.rawValue))"
        case .decoding: "a DecodingError"
        }
    }
}
