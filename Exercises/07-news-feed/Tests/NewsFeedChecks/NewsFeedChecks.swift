// The checker of kata 07. It builds the view model on a loader of its own and the screen on
// that view model and a navigator of its own, then loads, reloads, fails and taps: the news
// and errors must flow from whatever loader the view model is given, each load replacing the
// last, and a tap must go through the navigator. It also wires the feed as the app would, with
// the stub and the real navigator.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Foundation
import Mock
import StructureChecks
import Synchronization
import Testing

@testable import NewsFeed

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loader that answers what the test stubs and records that it was asked.
final class MockNewsLoader: NewsLoader {
    let mock = Mock("newsLoader")

    func fetch() async throws -> [News] {
        try mock.recordThrowing(fallback: [])
    }
}

/// A navigator that records where the screen asked to go, and goes nowhere.
final class MockNewsNavigator: NewsNavigating {
    let mock = Mock("navigator")

    func showDetail(of news: News) {
        mock.record(news)
    }
}

struct NewsroomUnreachable: Error {}

/// A loader that answers each fetch with other news: `length` items, each titled with the number
/// of the fetch.
final class NumberedNews: NewsLoader, @unchecked Sendable {
    private let lock = NSLock()
    private var fetched = 0
    private var wanted = 1

    var length: Int {
        get { lock.withLock { wanted } }
        set { lock.withLock { wanted = newValue } }
    }

    func fetch() async throws -> [News] {
        let (number, count) = lock.withLock { () -> (Int, Int) in
            fetched += 1
            return (fetched, wanted)
        }
        return Array(repeating: News(title: "News \(number)", content: ""), count: count)
    }
}

/// A loader whose first answer waits until the test lets it go, so that a second load starts
/// while the first one still runs; every later call answers at once.
actor HeldFirstAnswer: NewsLoader {
    /// Whether every call after the first fails at once, rather than answers.
    private let laterFail: Bool
    private(set) var asked = 0
    private var held: CheckedContinuation<Void, Never>?
    /// Whether the first call's task was cancelled while it waited.
    private(set) var firstWasCancelled = false

    init(laterFail: Bool = false) { self.laterFail = laterFail }

    /// Whether the first call is waiting.
    var isHolding: Bool { held != nil }

    func fetch() async throws -> [News] {
        asked += 1
        guard asked == 1 else {
            if laterFail { throw URLError(.notConnectedToInternet) }
            return [festival]
        }
        await withCheckedContinuation { held = $0 }
        firstWasCancelled = Task.isCancelled
        return [library]
    }

    /// Waits, a bounded number of turns, until the first call is waiting.
    nonisolated func waitUntilHolding() async {
        var waited = 0
        while await !isHolding, waited < 100_000 {
            waited += 1
            await Task.yield()
        }
    }

    /// Lets the first call answer.
    func releaseFirst() {
        held?.resume()
        held = nil
    }
}

let library = News(title: "Library opens at night", content: "From Monday on.")
let festival = News(title: "River festival moved", content: "Rain on Saturday.")

@Suite("Kata 07 · the view model loads its news through any NewsLoader")
@MainActor
struct NewsViewModelChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test("the view model keeps the news its loader gives, asking the loader once")
    func keepsTheLoadedNews() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library, festival])
        let viewModel = NewsViewModel(newsLoader: loader)

        await viewModel.load()

        #expect(viewModel.allNews == [library, festival])
        #expect(viewModel.loadingError == nil)
        loader.mock.calledWith("fetch()", times: .once)
    }

    @Test("the view model keeps the loader's error, not an empty feed that looks fine")
    func keepsTheLoadingError() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", throwing: NewsroomUnreachable())
        let viewModel = NewsViewModel(newsLoader: loader)

        await viewModel.load()

        #expect(
            viewModel.loadingError is NewsroomUnreachable,
            "The loader's error must reach the view model as its loadingError."
        )
        #expect(viewModel.allNews.isEmpty)
    }

    @Test("the view model keeps nothing of the feeds it loaded before, wherever it might keep it")
    func keepsNoEarlierFeeds() async {
        let loader = LatestNewsLoader()
        let viewModel = NewsViewModel(newsLoader: loader)
        // Each load another feed of one story, titled with the text the check hands in.
        let load: (String, Int) async -> Void = { title, _ in
            loader.next.withLock { $0 = [News(title: title, content: "")] }
            await viewModel.load()
        }
        await expectKeepsNoHistoryInMemory(named: "The view model", uses: 400, use: load)
    }
}

/// A loader that gives the feed it was last told to, and keeps no other.
final class LatestNewsLoader: NewsLoader {
    let next = Mutex<[News]>([])

    func fetch() async throws -> [News] {
        next.withLock { $0 }
    }
}

@Suite("Kata 07 · a second load replaces the first, whatever happened the first time")
@MainActor
struct ReloadChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test("a second load shows the second answer only: nothing of the first is kept")
    func reloadReplaces() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library], [festival])
        let viewModel = NewsViewModel(newsLoader: loader)
        let controller = NewsViewController(
            newsViewModel: viewModel,
            navigator: MockNewsNavigator()
        )

        await controller.viewDidLoad()
        await controller.viewDidLoad()

        #expect(
            viewModel.allNews == [festival],
            "after a second load the view model holds the second answer, and only that"
        )
        #expect(controller.displayedNews == [festival], "the screen shows what the last load gave")
        loader.mock.calledWith("fetch()", times: .exactly(2))
    }

    @Test(
        "a load started while another still runs asks the loader too, shows its answer, and cancels nothing"
    )
    func loadWhileLoading() async {
        let loader = HeldFirstAnswer()
        let viewModel = NewsViewModel(newsLoader: loader)
        let first = Task { await viewModel.load() }
        await loader.waitUntilHolding()
        await viewModel.load()
        let titles = viewModel.allNews.map(\.title)
        let asked = await loader.asked
        await loader.releaseFirst()
        await first.value
        #expect(
            await !loader.firstWasCancelled,
            "The second load cancelled the first while it waited: with a real loader the first then fails, and the feed shows an error for a moment that the reader did nothing for. The Before code let every load run; a loader stops on its own when its task is cancelled."
        )
        #expect(
            asked == 2 && titles == [festival.title],
            """
            A second load, started while the first one still waited for the loader (a pull to \
            refresh during a slow answer), asked the loader \(asked) time(s) in all and left \
            \(titles) in the view model; it must ask the loader again and hold its answer, \
            \([festival.title]), as the code before did: a load is never dropped because \
            another is under way.
            """
        )
        // The first load answered last: as in the Before code, each load shows what it got when
        // it ends, so the one that ends last is on screen.
        let last = viewModel.allNews.map(\.title)
        #expect(
            last == [library.title],
            "The first load answered last, with \([library.title]), after the second had shown \([festival.title]), and the view model holds \(last): each load keeps what it got when it ends, as the Before code did; a load is never dropped for being older."
        )
    }

    @Test(
        "a load that fails while an earlier one still runs shows its error until the earlier one works, which takes it off"
    )
    func failureWhileLoadingGoesWithTheLastSuccess() async {
        let loader = HeldFirstAnswer(laterFail: true)
        let viewModel = NewsViewModel(newsLoader: loader)
        let first = Task { await viewModel.load() }
        await loader.waitUntilHolding()
        await viewModel.load()
        let failedMeanwhile = viewModel.loadingError != nil
        await loader.releaseFirst()
        await first.value
        #expect(
            failedMeanwhile,
            "A load that failed while an earlier one still waited left no error in the view model: as in the Before code, each load that ends in a failure keeps its error."
        )
        #expect(
            viewModel.loadingError == nil && viewModel.allNews.map(\.title) == [library.title],
            "The earlier load ended last, with \([library.title]), after the later one had failed, and the view model holds \(viewModel.allNews.map(\.title)) with \(viewModel.loadingError == nil ? "no error" : "an error"): the Before code takes the error off with the load that works, when it ends, so the feed shows the news that arrived last and no error."
        )
    }

    @Test("a load in a task that was cancelled still keeps what the loader gave")
    func loadInACancelledTask() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library])
        let viewModel = NewsViewModel(newsLoader: loader)
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await viewModel.load()
        }.value
        #expect(
            viewModel.allNews.map(\.title) == [library.title],
            """
            A load in a task that was cancelled left \(viewModel.allNews.map(\.title)), and the \
            loader answered \([library.title]): the feed keeps what its loader gives, as the code \
            before did, and leaves it to the loader to stop when its task is cancelled.
            """
        )
    }

    @Test("a load that works after one that failed clears the error, on the screen too")
    func successClearsTheError() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", throwing: NewsroomUnreachable())
        let viewModel = NewsViewModel(newsLoader: loader)
        let controller = NewsViewController(
            newsViewModel: viewModel,
            navigator: MockNewsNavigator()
        )
        await controller.viewDidLoad()

        loader.mock.stub("fetch()", returning: [library])
        await controller.viewDidLoad()

        #expect(viewModel.loadingError == nil, "the last load worked: there is no error any more")
        #expect(controller.displayedError == nil)
        #expect(controller.displayedNews == [library])
    }

    @Test("a load that fails after one that worked shows the error")
    func failureAfterSuccess() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library])
        let viewModel = NewsViewModel(newsLoader: loader)
        let controller = NewsViewController(
            newsViewModel: viewModel,
            navigator: MockNewsNavigator()
        )
        await controller.viewDidLoad()

        loader.mock.stub("fetch()", throwing: NewsroomUnreachable())
        await controller.viewDidLoad()

        #expect(viewModel.loadingError is NewsroomUnreachable)
        #expect(controller.displayedError == "The news could not be loaded.")
    }
}

@Suite("Kata 07 · the screen takes its view model whole and navigates through a seam")
@MainActor
struct NewsViewControllerChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test(
        "at a scale no example reaches: thousands of loads in a row, and a feed of a hundred thousand news"
    )
    func atScale() async {
        // A limit that no number spells (a value doubled at each load is infinite after 1,024)
        // and news copied one call deep per item (the stack runs out) both pass every smaller
        // example: the Before feed had neither.
        let loader = NumberedNews()
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: loader),
            navigator: MockNewsNavigator()
        )
        let loads = 3_000
        var firstWrong: Int?
        for load in 1...loads where firstWrong == nil {
            await controller.viewDidLoad()
            if controller.displayedNews.map(\.title) != ["News \(load)"] { firstWrong = load }
        }
        #expect(
            firstWrong == nil,
            "Load \(firstWrong ?? 0) of \(loads) in a row, each answered with other news, did not show its news on the screen: the Before feed showed each load's news, however many loads."
        )
        loader.length = 100_000
        await controller.viewDidLoad()
        #expect(
            controller.displayedNews.count == 100_000
                && controller.displayedNews.last?.title == "News \(loads + 1)",
            "A load of 100,000 news shows \(controller.displayedNews.count) on the screen: the Before feed showed any number."
        )
    }

    @Test("the screen shows the news of the very view model it is given")
    func showsItsViewModelsNews() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library, festival])
        let viewModel = NewsViewModel(newsLoader: loader)
        let controller = NewsViewController(
            newsViewModel: viewModel,
            navigator: MockNewsNavigator()
        )

        await controller.viewDidLoad()

        loader.mock.calledWith("fetch()", times: .once)
        #expect(
            viewModel.allNews == [library, festival],
            "The screen must load through the view model it was given, not one of its own."
        )
        #expect(controller.displayedNews == [library, festival])
        #expect(controller.displayedError == nil)
    }

    @Test(
        "a second screen over a view model that has loaded shows what its own load gives, the same news included"
    )
    func secondScreenOverALoadedViewModel() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library, festival])
        let viewModel = NewsViewModel(newsLoader: loader)
        let first = NewsViewController(newsViewModel: viewModel, navigator: MockNewsNavigator())
        await first.viewDidLoad()
        let second = NewsViewController(newsViewModel: viewModel, navigator: MockNewsNavigator())
        await second.viewDidLoad()
        #expect(
            both(second.displayedNews).map { "\($0.0)|\($0.1)" }
                == both([library, festival]).map { "\($0.0)|\($0.1)" },
            "A second screen over the same view model loaded the same news again and shows \(second.displayedNews.map(\.title)): as in the Before code, every load that ends is shown, whether or not its news changed."
        )
    }

    @Test("taps made while the navigator opens another story reach the navigator too")
    func tapInsideATap() async {
        forAll(
            "every tap made while the navigator opens a story, however many, reaches it at once",
            count: 150,
            generate: { source -> [Int] in
                (0..<source.int(in: 1...8)).map { _ in
                    source.int(in: 0...2) == 0 ? 0 : source.int(in: 1...3)
                }
            },
            shrink: { plan in Shrinking.array(plan, minimum: 1) { Shrinking.int($0) } }
        ) { plan in
            let navigator = LinkingNavigator(plan: plan)
            let controller = NewsViewController(
                newsViewModel: NewsViewModel(newsLoader: MockNewsLoader()),
                navigator: navigator
            )
            func story(_ number: Int) -> News {
                News(title: "Story \(number)", content: "Linked from the one before.")
            }
            navigator.tap = { [weak controller] in controller?.tappedOn(news: story($0)) }
            controller.tappedOn(news: story(0))
            let opened = navigator.shown.map(\.title)
            let expected = LinkingNavigator.openedBefore(plan: plan).map { story($0).title }
            guard opened != expected else { return nil }
            return """
                The navigator, opening a story, had the screen open linked ones, as many at \
                each opening as \(plan) says, and was asked to show \(opened): the Before \
                screen passed every tap on at once, the ones made meanwhile too \
                (\(expected)). A flag that drops a tap while another is handled, or a slot that \
                keeps only the last, loses some.
                """
        }
    }

    @Test("a loading failure is shown on the screen, not swallowed")
    func showsTheFailure() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", throwing: NewsroomUnreachable())
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: loader),
            navigator: MockNewsNavigator()
        )

        await controller.viewDidLoad()

        #expect(
            controller.displayedError == "The news could not be loaded.",
            "A failed load must be shown with the Before code's message, not as an empty feed."
        )
        #expect(controller.displayedNews.isEmpty)
    }

    @Test("a tap on news the screen does not list (before a load, or from a link) opens it too")
    func tapOnNewsNotListed() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library])
        let navigator = MockNewsNavigator()
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: loader),
            navigator: navigator
        )

        controller.tappedOn(news: festival)
        await controller.viewDidLoad()
        controller.tappedOn(news: festival)

        navigator.mock.calledWith("showDetail(of:)", festival, times: .exactly(2))
    }

    @Test("tapping a news item asks the navigator to show exactly that news, once")
    func tapAsksTheNavigator() async {
        let loader = MockNewsLoader()
        loader.mock.stub("fetch()", returning: [library, festival])
        let navigator = MockNewsNavigator()
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: loader),
            navigator: navigator
        )
        await controller.viewDidLoad()

        controller.tappedOn(news: festival)

        navigator.mock.calledWith("showDetail(of:)", festival, times: .once)
        navigator.mock.verifyNoOtherCalls()
    }
}

@Suite("Kata 07 · a stub stands in for the loader that does not exist yet")
@MainActor
struct StubAndNavigatorChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test("the API loader is not written yet: it throws NotWrittenYet and asks its session nothing")
    func apiLoaderAsksNothing() async {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [SilentServer.self]
        let session = URLSession(configuration: configuration)
        let before = SilentServer.requests
        for attempt in 1...3 {
            do {
                let news = try await APINewsLoader(session: session).fetch()
                Issue.record(
                    "Fetch \(attempt) of the API loader gave \(news.count) news: until the API exists, it throws NotWrittenYet."
                )
            } catch {
                #expect(
                    error is APINewsLoader.NotWrittenYet,
                    "Fetch \(attempt) of the API loader threw \(error), not NotWrittenYet."
                )
            }
        }
        let asked = SilentServer.requests.dropFirst(before.count)
        #expect(
            asked.isEmpty,
            """
            The API loader, not written yet, sent \(asked.count) requests through its session \
            (\(asked.joined(separator: ", "))): the Before loader sent none. A request to a \
            server whose API does not exist yet costs the user's data and battery for nothing, \
            and tells the server who is reading.
            """
        )
    }

    @Test("the stub's canned news show up on a feed wired with it")
    func stubbedFeedShowsTheCannedNews() async throws {
        let stub = StubNewsLoader()
        let canned = try await stub.fetch()
        #expect(
            !canned.isEmpty,
            "StubNewsLoader should give a few canned news, so the feed has something to show."
        )
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: stub),
            navigator: NewsNavigator()
        )

        await controller.viewDidLoad()

        #expect(controller.displayedNews == canned)
        #expect(controller.displayedError == nil)
    }

    @Test("the app's navigator opens a loaded detail screen for exactly the news it is given")
    func navigatorOpensTheDetail() throws {
        let navigator = NewsNavigator()

        navigator.showDetail(of: festival)

        let detail = try #require(navigator.shownDetail, "NewsNavigator showed no detail screen.")
        #expect(detail.news == festival)
        #expect(detail.displayedTitle == festival.title, "The detail screen was not loaded.")
    }

    @Test(
        "the app's navigator opens a new detail screen for each news tapped, in turn, and lets the one before go"
    )
    func navigatorOpensEachDetail() throws {
        let navigator = NewsNavigator()
        weak var first: AnyObject?

        navigator.showDetail(of: library)
        first = navigator.shownDetail
        navigator.showDetail(of: festival)

        let detail = try #require(navigator.shownDetail)
        #expect(detail.news == festival, "the second tap shows the second news")
        #expect(detail.displayedTitle == festival.title)
        #expect(
            first == nil,
            "The first detail screen stayed alive once the second took its place: the Before screen kept only the detail on top, and a navigator that keeps every screen it opened holds them all, with their news, for the feed's life."
        )
    }

    @Test("the app's navigator and the detail it shows go away once nothing holds them")
    func navigatorAndDetailFreed() {
        weak var navigator: AnyObject?
        weak var detail: AnyObject?
        do {
            let made = NewsNavigator()
            made.showDetail(of: library)
            navigator = made
            detail = made.shownDetail
        }
        #expect(
            navigator == nil && detail == nil,
            "Once nothing held them, \(navigator == nil ? "" : "the navigator")\(navigator == nil || detail == nil ? "" : " and ")\(detail == nil ? "" : "the detail screen it showed") stayed alive: the navigator keeps the detail on top, so a detail that keeps its navigator strongly (to go back, say) ties the two for ever. Hold the way back weakly, or not at all."
        )
    }

    @Test("the screen and its view model go away together once nothing holds them")
    func noRetainCycle() {
        // Held as objects of any type: a generic screen or view model is welcome here.
        weak var screen: AnyObject?
        weak var model: AnyObject?
        do {
            let viewModel = NewsViewModel(newsLoader: MockNewsLoader())
            let controller = NewsViewController(
                newsViewModel: viewModel,
                navigator: MockNewsNavigator()
            )
            screen = controller
            model = viewModel
        }
        #expect(
            screen == nil && model == nil,
            Comment(
                rawValue: screen != nil
                    ? "the screen outlives everything that held it: a closure the view model "
                        + "keeps must capture the screen weakly (`[weak self]`)"
                    : "the screen went away, and its view model outlives it: something else "
                        + "holds the view model (a task it started in its initializer and did "
                        + "not finish, a closure that captures it, a global); loading starts in "
                        + "viewDidLoad, on the screen's call"
            )
        )
    }

    @Test("after loads, a failure and a tap, the screen, its view model and its loader all go")
    func noRetainCycleAfterUse() async {
        weak var screen: AnyObject?
        weak var model: AnyObject?
        weak var source: MockNewsLoader?
        do {
            let loader = MockNewsLoader()
            loader.mock.stub(
                "fetch()",
                answers: .returning([library, festival]),
                .throwing(NewsroomUnreachable()),
                .returning([festival])
            )
            let viewModel = NewsViewModel(newsLoader: loader)
            let controller = NewsViewController(
                newsViewModel: viewModel,
                navigator: MockNewsNavigator()
            )
            for _ in 0..<3 { await controller.viewDidLoad() }
            controller.tappedOn(news: festival)
            screen = controller
            model = viewModel
            source = loader
        }
        #expect(
            screen == nil && model == nil && source == nil,
            """
            Once nothing holds them, after three loads, a failure and a tap, these are still \
            alive: \([screen.map { _ in "the screen" }, model.map { _ in "the view model" }, source.map { _ in "the loader" }].compactMap { $0 }.joined(separator: ", ")). \
            Something made while they were used (a lazy closure, a task, a callback) holds them \
            in turn, so every feed ever shown stays in memory.
            """
        )
    }

    @Test("a view model that outlives its screen loads again without harm, and lets it go")
    func viewModelOutlivesItsScreen() async {
        weak var screen: AnyObject?
        let viewModel = NewsViewModel(newsLoader: MockNewsLoader())
        do {
            let controller = NewsViewController(
                newsViewModel: viewModel,
                navigator: MockNewsNavigator()
            )
            screen = controller
            await controller.viewDidLoad()
        }
        // A screen captured `unowned` would be called here after it is gone, and crash.
        await viewModel.load()
        #expect(
            screen == nil,
            "the screen outlives everything that held it, its view model aside: a closure the view model keeps must capture the screen weakly (`[weak self]`)"
        )
    }

    @Test("tapping a news item on a feed wired like the app opens its detail screen")
    func tapOpensTheDetailScreen() async throws {
        let stub = StubNewsLoader()
        let navigator = NewsNavigator()
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: stub),
            navigator: navigator
        )
        await controller.viewDidLoad()
        let tapped = try #require(controller.displayedNews.last)

        controller.tappedOn(news: tapped)

        #expect(
            // By the fields, as the checker reads them: no `==` of the module's decides.
            navigator.shownDetail.map { sameScalars($0.news.title, tapped.title) } == true
                && navigator.shownDetail.map { sameScalars($0.news.content, tapped.content) }
                    == true,
            "A tap on a feed wired with NewsNavigator must open the tapped news through it."
        )
    }
}

/// What the Before screen shows for every failed load, whatever the error.
let beforeCodesError = "The news could not be loaded."

/// An error that says whatever it is given, as a real loader's errors say what went wrong.
struct DescribedFailure: Error, CustomStringConvertible {
    let description: String
}

/// An error that says what went wrong in the words a screen could show, as a loader's may.
struct WordedFailure: LocalizedError {
    let errorDescription: String?
}

/// The ways a load may fail: the checker's own error, the network's errors as the app's loader
/// would throw them, and errors that describe themselves in any words. A view model that tells
/// them apart (by type, code or text) hides some failure the app will meet: an answer that
/// does not decode too, which only a real loader throws.
enum LoadFailure: Error, CustomStringConvertible {
    case unreachable
    case network(URLError.Code)
    case foundation(domain: String, code: Int)
    case undecodable
    case cancelled
    case described(String)
    case localized(String)

    var error: any Error {
        switch self {
        case .unreachable: return NewsroomUnreachable()
        case .network(let code): return URLError(code)
        case .foundation(let domain, let code): return NSError(domain: domain, code: code)
        case .undecodable:
            return DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The answer is not a list of news.")
            )
        case .cancelled: return CancellationError()
        case .described(let text): return DescribedFailure(description: text)
        case .localized(let text): return WordedFailure(errorDescription: text)
        }
    }

    var description: String {
        switch self {
        case .unreachable: return "NewsroomUnreachable"
        case .network(let code): return "URLError(\(code.rawValue))"
        case .foundation(let domain, let code): return "NSError(\(domain), \(code))"
        case .undecodable: return "a DecodingError"
        case .cancelled: return "a CancellationError"
        case .described(let text): return "an error that says \"\(text)\""
        case .localized(let text): return "a LocalizedError that says \"\(text)\""
        }
    }

    static func generated(_ source: inout InputSource) -> LoadFailure {
        switch source.int(in: 0...5) {
        case 0: return .unreachable
        case 4: return .undecodable
        case 5: return .cancelled
        case 1:
            return .network(
                source.pick([.notConnectedToInternet, .timedOut, .badServerResponse, .cancelled])
            )
        case 2:
            return .foundation(
                domain: source.pick([NSURLErrorDomain, NSCocoaErrorDomain, "Newsroom"]),
                code: source.int(in: -1_100...500)
            )
        default:
            let words = source.pick([
                "offline", "URLError", "NotWrittenYet", "timed out", source.name(),
            ])
            return source.int(in: 0...1) == 0 ? .described(words) : .localized(words)
        }
    }
}

/// A loader that answers each fetch with the next answer of its script: news, or a failure;
/// no news once the script is over.
final class ScriptedNewsLoader: NewsLoader, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<[News], LoadFailure>]

    init(_ answers: [Result<[News], LoadFailure>]) {
        self.answers = answers
    }

    private func nextAnswer() -> Result<[News], LoadFailure> {
        lock.lock()
        defer { lock.unlock() }
        return answers.isEmpty ? .success([]) : answers.removeFirst()
    }

    func fetch() async throws -> [News] {
        switch nextAnswer() {
        case .success(let news): return news
        case .failure(let failure): throw failure.error
        }
    }
}

/// A navigator that, opening a story, has the screen open linked ones before it returns: as many
/// at each opening as its plan says, in the order it is asked, numbered on from 1.
final class LinkingNavigator: NewsNavigating {
    /// Has the screen open the story of the number it is given: set once the screen exists.
    var tap: (Int) -> Void = { _ in }
    private let plan: [Int]
    private var linked = 0
    private(set) var shown: [News] = []

    init(plan: [Int]) {
        self.plan = plan
    }

    func showDetail(of news: News) {
        shown.append(news)
        for _ in 0..<(shown.count <= plan.count ? plan[shown.count - 1] : 0) {
            linked += 1
            tap(linked)
        }
    }

    /// The numbers of the stories the Before screen opened for `plan`, starting from story 0: it
    /// passed each tap on at once, so a story tapped during an opening comes right after it.
    static func openedBefore(plan: [Int]) -> [Int] {
        var opened: [Int] = []
        var linked = 0
        func open(_ number: Int) {
            opened.append(number)
            for _ in 0..<(opened.count <= plan.count ? plan[opened.count - 1] : 0) {
                linked += 1
                open(linked)
            }
        }
        open(0)
        return opened
    }
}

/// A navigator that keeps the title and content of every news item it was asked to show.
final class ShownDetails: NewsNavigating {
    private(set) var shown: [(title: String, content: String)] = []

    func showDetail(of news: News) {
        shown.append((news.title, news.content))
    }
}

/// Whether the news of `some` and `others` are the same, title and content, scalar for scalar.
func sameTexts(_ some: [(String, String)], _ others: [(String, String)]) -> Bool {
    sameScalars(some.map { [$0.0, $0.1] }, others.map { [$0.0, $0.1] })
}

/// Whether `held` is an error of the type of `thrown` and prints as it does: the one thrown, or
/// one like it (the checker's errors are values, made anew at each throw).
func isSame(_ held: (any Error)?, as thrown: any Error) -> Bool {
    guard let held else { return false }
    return type(of: held) == type(of: thrown)
        && String(reflecting: held) == String(reflecting: thrown)
}

/// Each news as a pair of its title and its content, so that two news of one title tell apart.
func both(_ news: [News]) -> [(String, String)] {
    news.map { ($0.title, $0.content) }
}

/// One thing that happens on the news screen.
enum FeedStep: Sendable, CustomStringConvertible {
    /// The screen loads: the loader answers with these news, or fails as the failure says.
    case load(Result<[News], LoadFailure>)
    /// The person taps the news item at this row of what is shown, if there is one.
    case tap(Int)

    var description: String {
        switch self {
        case .load(.success(let news)): return "load \(both(news))"
        case .load(.failure(let failure)): return "load fails with \(failure)"
        case .tap(let row): return "tap #\(row)"
        }
    }
}

/// A session on the news screen (now and then hundreds of steps): loads that succeed or fail in
/// any order, the same news twice, empty answers (now and then thousands of news), news that
/// come back corrected (a new text, a title in capitals or with a space more) or in another
/// order, and taps on what is shown, the same one again too.
func generatedFeedSteps(_ source: inout InputSource) -> [FeedStep] {
    var lastLoaded: [News] = []
    var lastTap = 0
    // Now and then a long session: hundreds of loads of a few news each, more than any count
    // kept below the number rule's ±100.
    let long = source.int(in: 0...9) == 0
    let steps = long ? source.int(in: 160...320) : source.int(in: 1...10)
    return (0..<steps).map { _ in
        guard long ? source.int(in: 0...2) != 0 : source.int(in: 0...2) == 0 else {
            if source.int(in: 0...3) != 0 {
                lastTap =
                    source.int(in: 0...3) == 0
                    ? source.int(in: 0...max(0, lastLoaded.count - 1)) : source.int(in: 0...4)
            }
            return .tap(lastTap)
        }
        guard source.int(in: 0...3) != 0 else { return .load(.failure(.generated(&source))) }
        var news: [News] = []
        if !lastLoaded.isEmpty, source.int(in: 0...3) == 0 {
            // The same news again: each corrected a little, or not at all; or in another
            // order, backwards or shuffled.
            switch source.int(in: 0...3) {
            case 0: news = lastLoaded.reversed()
            case 1: news = lastLoaded.shuffled(using: &source)
            default:
                news = lastLoaded.map {
                    News(title: source.nearby($0.title), content: source.nearby($0.content))
                }
            }
        } else {
            let count = long ? source.int(in: 0...6) : source.count()
            for _ in 0..<count {
                if let last = news.last, source.int(in: 0...3) == 0 {
                    news.append(last)
                } else if count <= 100, source.int(in: 0...7) == 0 {
                    // A story with nothing in it, or whose text relates to its title.
                    let title = source.name()
                    news.append(
                        News(
                            title: title,
                            content: source.pick(["", title, String(title.reversed())])
                        )
                    )
                } else {
                    news.append(
                        count > 100
                            ? News(title: source.shortName(), content: source.shortName())
                            : News(title: source.name(), content: source.name())
                    )
                }
            }
        }
        lastLoaded = news
        return .load(.success(news))
    }
}

/// A loader each of whose fetches waits until the test answers it, in any order.
final class HeldNewsLoader: NewsLoader, Sendable {
    let calls: HeldCalls<[News]>

    init(_ calls: HeldCalls<[News]>) {
        self.calls = calls
    }

    func fetch() async throws -> [News] {
        try await calls.next()
    }
}

/// A tap on the news item at a row of what is shown, between loads.
struct NewsTap: Sendable, CustomStringConvertible {
    let row: Int
    var description: String { "tap #\(row)" }
}

/// Loads that overlap: up to five waiting at once, answered in any order, each with a few news
/// or a failure, and taps between them.
func generatedFeedOverlaps(
    _ source: inout InputSource
) -> [OverlapStep<Result<[News], LoadFailure>, NewsTap>] {
    source.overlaps(
        answer: { source -> Result<[News], LoadFailure> in
            guard source.int(in: 0...2) != 0 else { return .failure(.generated(&source)) }
            return .success(
                (0..<source.int(in: 0...4)).map { _ in
                    News(title: source.name(), content: source.name())
                }
            )
        },
        other: { source in NewsTap(row: source.int(in: 0...4)) }
    )
}

@Suite("Kata 07 · any session on the feed, as the app wires it")
@MainActor
struct NewsFeedSessionChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test(
        "any loads, failures and taps: the screen shows the last news loaded and opens what is tapped"
    )
    func anySession() async {
        await forAll(
            "after every step, the screen shows the news of the last load that succeeded, an error only after a failed load, and each tap opens the news tapped",
            count: 150,
            generate: generatedFeedSteps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            let loads = steps.compactMap { step -> Result<[News], LoadFailure>? in
                if case .load(let answer) = step { return answer }
                return nil
            }
            let navigator = ShownDetails()
            let viewModel = NewsViewModel(newsLoader: ScriptedNewsLoader(loads))
            let controller = NewsViewController(newsViewModel: viewModel, navigator: navigator)
            var listed: [(title: String, content: String)] = []
            var failed = false
            var opened: [(title: String, content: String)] = []
            for (index, step) in steps.enumerated() {
                switch step {
                case .load(let answer):
                    await controller.viewDidLoad()
                    switch answer {
                    case .success(let news):
                        listed = news.map { ($0.title, $0.content) }
                        failed = false
                    case .failure:
                        failed = true
                    }
                case .tap(let row):
                    let shown = controller.displayedNews
                    guard shown.indices.contains(row) else { continue }
                    controller.tappedOn(news: shown[row])
                    opened.append((shown[row].title, shown[row].content))
                }
                let after = "After step \(index + 1) (\(step))"
                let shown = controller.displayedNews.map { ($0.title, $0.content) }
                // Scalar for scalar: the news as the loader gave them, an accent written apart
                // too, which Swift's `==` reads the same as one written whole.
                guard sameTexts(shown, listed) else {
                    return
                        "\(after) the screen shows \(shown.map(\.0)); it should show \(listed.map(\.0))\(scalarsNote(shown.map(\.0), listed.map(\.0)))."
                }
                guard controller.displayedError == (failed ? beforeCodesError : nil) else {
                    return "\(after) the error shown is "
                        + "\(controller.displayedError.map { "\"\($0)\"" } ?? "none"); "
                        + (failed
                            ? "the last load failed, and the Before screen said \"\(beforeCodesError)\" "
                                + "for every failure, whatever the error."
                            : "the last load succeeded.")
                }
                guard sameTexts(navigator.shown, opened) else {
                    return
                        "\(after) the navigator was asked to show \(navigator.shown); "
                        + "the taps were on \(opened) (each news as its title, then its content)."
                }
                if case .load(.failure(let failure)) = step,
                    !isSame(viewModel.loadingError, as: failure.error)
                {
                    return "\(after) the view model's loadingError is "
                        + "\(viewModel.loadingError.map { String(reflecting: $0) } ?? "nil"); the "
                        + "load failed with \(String(reflecting: failure.error)), and the view "
                        + "model holds why the last load failed, as the Before code did."
                }
            }
            return nil
        }
    }

    @Test(
        "loads that overlap, answered in any order: each asks the loader at once, and the feed shows what the one that ended last gave"
    )
    func anyOverlappingLoads() async {
        await forAll(
            "however many loads wait at once and in whatever order they end, each asks the loader when it starts, and after each step the feed shows the news and the error of the loads ended so far, in the order they ended",
            count: 120,
            generate: generatedFeedOverlaps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            let loads = OverlappingLoads<[News]>()
            let navigator = ShownDetails()
            let viewModel = NewsViewModel(newsLoader: HeldNewsLoader(loads.calls))
            let controller = NewsViewController(newsViewModel: viewModel, navigator: navigator)
            defer { loads.finish() }
            var listed: [(title: String, content: String)] = []
            var lastFailure: LoadFailure?
            var opened: [(title: String, content: String)] = []
            for (index, step) in steps.enumerated() {
                let after = "After step \(index + 1) (\(step)) of \(steps)"
                switch step {
                case .start:
                    if let wrong = await loads.start({ await controller.viewDidLoad() }) {
                        return "\(after): \(wrong)"
                    }
                    continue
                case .answer(let place, let answer):
                    guard place < loads.waitingCount else { continue }
                    let result = answer.mapError { $0.error as any Error }
                    if let wrong = await loads.answer(at: place, with: result) {
                        return "\(after): \(wrong)"
                    }
                    switch answer {
                    case .success(let news):
                        listed = news.map { ($0.title, $0.content) }
                        lastFailure = nil
                    case .failure(let failure):
                        lastFailure = failure
                    }
                case .other(let tap):
                    let shown = controller.displayedNews
                    guard shown.indices.contains(tap.row) else { continue }
                    controller.tappedOn(news: shown[tap.row])
                    opened.append((shown[tap.row].title, shown[tap.row].content))
                }
                let shown = controller.displayedNews.map { ($0.title, $0.content) }
                // Scalar for scalar: the news as the loader gave them, an accent written apart
                // too, which Swift's `==` reads the same as one written whole.
                guard sameTexts(shown, listed) else {
                    return "\(after) the screen shows \(shown.map(\.0)); the load that ended last "
                        + "makes it \(listed.map(\.0)). Each load shows what it got when it ends, "
                        + "and nothing it noted before it waited."
                }
                guard controller.displayedError == (lastFailure == nil ? nil : beforeCodesError)
                else {
                    return "\(after) the error shown is "
                        + "\(controller.displayedError.map { "\"\($0)\"" } ?? "none"); "
                        + (lastFailure != nil
                            ? "the load that ended last failed, and the Before screen said "
                                + "\"\(beforeCodesError)\" for every failure, whatever the error."
                            : "the load that ended last worked.")
                }
                if let lastFailure, !isSame(viewModel.loadingError, as: lastFailure.error) {
                    return "\(after) the view model's loadingError is "
                        + "\(viewModel.loadingError.map { String(reflecting: $0) } ?? "nil"); the "
                        + "load that ended last failed with \(String(reflecting: lastFailure.error))."
                }
                guard sameTexts(navigator.shown, opened) else {
                    return "\(after) the navigator was asked to show \(navigator.shown); the taps "
                        + "were on \(opened)."
                }
            }
            return nil
        }
    }

    @Test(
        "after any session of loads, failures and taps on the app's navigator, the screen, its view model and the navigator go away once nothing holds them"
    )
    func anySessionLetsGo() async {
        await forAll(
            "once nothing holds them, after any session, the screen, its view model and the app's navigator are gone",
            count: 60,
            generate: generatedFeedSteps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            weak var screen: AnyObject?
            weak var model: AnyObject?
            weak var navigator: AnyObject?
            do {
                let loads = steps.compactMap { step -> Result<[News], LoadFailure>? in
                    if case .load(let answer) = step { return answer }
                    return nil
                }
                let viewModel = NewsViewModel(newsLoader: ScriptedNewsLoader(loads))
                let appNavigator = NewsNavigator()
                let controller = NewsViewController(
                    newsViewModel: viewModel,
                    navigator: appNavigator
                )
                for step in steps {
                    switch step {
                    case .load: await controller.viewDidLoad()
                    case .tap(let row):
                        let shown = controller.displayedNews
                        if shown.indices.contains(row) { controller.tappedOn(news: shown[row]) }
                    }
                }
                screen = controller
                model = viewModel
                navigator = appNavigator
            }
            let alive = [
                screen.map { _ in "the screen" }, model.map { _ in "the view model" },
                navigator.map { _ in "the navigator" },
            ].compactMap { $0 }
            return alive.isEmpty
                ? nil
                : "Once nothing holds them, after this session, these are still alive: "
                    + "\(alive.joined(separator: ", ")). Something made while they were used (a "
                    + "box, a task, a callback) holds them in turn, so every feed ever shown stays "
                    + "in memory."
        }
    }

    @Test(
        "the app's navigator opens a new screen for every news item it is asked for, even two with one title, or the same one again"
    )
    func navigatorShowsWhatItIsAsked() {
        forAll(
            "each news item the navigator is asked to show is the one on the detail screen, title and text",
            count: 100,
            generate: { source in
                var items: [(String, String)] = []
                for _ in 0..<source.int(in: 1...6) {
                    // Now and then the same news again, as a reader taps a story twice.
                    if let last = items.last, source.int(in: 0...2) == 0 {
                        items.append(last)
                    } else if source.int(in: 0...4) == 0 {
                        // A story with nothing in it, or whose text relates to its title (the
                        // title again, or backwards): a rule keyed on either is met.
                        let title = source.name()
                        items.append(
                            source.pick([
                                ("", ""), (title, title), (title, String(title.reversed())),
                            ])
                        )
                    } else {
                        items.append(
                            (source.pick(["Library opens", "Tram", source.name()]), source.name())
                        )
                    }
                }
                return items
            },
            shrink: { Shrinking.array($0) }
        ) { items in
            let navigator = NewsNavigator()
            var previous: AnyObject?
            for (index, item) in items.enumerated() {
                navigator.showDetail(of: News(title: item.0, content: item.1))
                let shown = navigator.shownDetail
                // Scalar for scalar: an accent written apart is the text the news came with.
                guard sameScalars(shown?.displayedTitle, item.0),
                    sameScalars(shown?.displayedContent, item.1)
                else {
                    let asked = [item.0, item.1]
                    let seen = [shown?.displayedTitle ?? "nothing", shown?.displayedContent ?? ""]
                    return "Request \(index + 1) (\"\(item.0)\": \"\(item.1)\") shows "
                        + "\"\(seen[0])\": \"\(seen[1])\"\(scalarsNote(seen, asked))."
                }
                guard let shown, shown !== previous else {
                    return "Request \(index + 1) (\"\(item.0)\") opened no new detail screen: the "
                        + "one of the request before is still shown. A reader who taps a story "
                        + "again, the same one too, gets a screen for it each time."
                }
                previous = shown
            }
            return nil
        }
    }

    @Test("the feed as the app wires it, loaded again and again, shows the stub's news once")
    func appFeedReloaded() async throws {
        let expected = try await StubNewsLoader().fetch().map(\.title)
        let controller = NewsViewController(
            newsViewModel: NewsViewModel(newsLoader: StubNewsLoader()),
            navigator: NewsNavigator()
        )
        // More loads than any count a stub might run dry after, below the number rule's ±100.
        for load in 1...150 {
            await controller.viewDidLoad()
            guard controller.displayedNews.map(\.title) == expected else {
                Issue.record(
                    "Load \(load) of the app's feed shows \(controller.displayedNews.map(\.title)); every load shows each of the stub's news once, as the stub gives them."
                )
                break
            }
        }
    }
}

@Suite("Kata 07 · News compares by its fields, as the checker reads them")
struct NewsEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: News.self,
            generate: { source in
                let news = News(title: source.name(), content: source.name())
                let (title, content) = source.nearby(news.title, news.content)
                return (news, News(title: title, content: content))
            },
            same: { $0.title == $1.title && $0.content == $1.content }
        )
    }
}

/// A server that answers every request with a failure, and notes the address of each: the API
/// loader, not written yet, must ask it nothing.
final class SilentServer: URLProtocol {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var asked: [String] = []

    /// The addresses asked so far, oldest first.
    static var requests: [String] { lock.withLock { asked } }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let address = request.url?.absoluteString ?? "(no address)"
        Self.lock.withLock { Self.asked.append(address) }
        client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
    }

    override func stopLoading() {}
}
