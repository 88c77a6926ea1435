// The checker of kata 08. It hands the interactor a locator of its own, full of doubles, and
// loads online, offline, and online then offline: the interactor must ask the services its
// locator gives (again on every load), and nothing else. It also checks that the app's locator
// hands out the real services, that the composition root builds the interactor on them, and
// that OfflineSimulator takes the app offline.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Mock
import StructureChecks
import Testing

@testable import Articles

/// A repository double: it records each question and answers what the test stubs.
final class MockArticleRepository: ArticleProviding {
    let mock = Mock("articleRepository")

    func articlesList() -> [Article] {
        mock.record(fallback: [])
    }
}

/// A reachability double: connected unless the test stubs otherwise.
final class MockReachability: ReachabilityChecking {
    let mock = Mock("reachability")

    func isConnected() -> Bool {
        mock.record(fallback: true)
    }
}

/// The test's own locator: it hands out the test's doubles, and nothing is registered anywhere.
struct TestServiceLocator: ArticleInteractorLocating {
    let repository = MockArticleRepository()
    let network = MockReachability()

    func articleRepository() -> any ArticleProviding { repository }
    func reachability() -> any ReachabilityChecking { network }
}

/// A locator that hands out the test's repository, and a reachability that is always offline.
struct OfflineLocator: ArticleInteractorLocating {
    let repository = MockArticleRepository()

    func articleRepository() -> any ArticleProviding { repository }
    func reachability() -> any ReachabilityChecking { OfflineSimulator() }
}

/// A locator that hands out the test's doubles and counts how often it is asked for each.
final class CountingLocator: ArticleInteractorLocating {
    let doubles = TestServiceLocator()
    private(set) var repositoryAsked = 0
    private(set) var reachabilityAsked = 0

    func articleRepository() -> any ArticleProviding {
        repositoryAsked += 1
        return doubles.repository
    }

    func reachability() -> any ReachabilityChecking {
        reachabilityAsked += 1
        return doubles.network
    }
}

/// A repository that lists other articles at each call: `length` of them, each titled with the
/// number of the call.
final class NumberedArticles: ArticleProviding, @unchecked Sendable {
    private var listed = 0
    var length = 1

    func articlesList() -> [Article] {
        listed += 1
        return Array(repeating: Article(title: "Article \(listed)"), count: length)
    }
}

/// A locator that hands out ``NumberedArticles`` and a connection that is always up.
struct NumberedArticlesLocator: ArticleInteractorLocating {
    let articles = NumberedArticles()
    let network = MockReachability()

    func articleRepository() -> any ArticleProviding { articles }
    func reachability() -> any ReachabilityChecking { network }
}

let news = [Article(title: "Locators, weighed"), Article(title: "Constructors, weighed")]

/// The checks run on the main actor, so an interactor that stays on the main actor, as the Before
/// code does, is checked the same way as one that is not isolated at all.
@Suite("Kata 08 · the interactor gets its services from the locator it is given")
@MainActor
struct ArticleInteractorChecks {
    @Test("online, the interactor shows what its repository lists, asking it once")
    func online() {
        let locator = TestServiceLocator()
        locator.repository.mock.stub("articlesList()", returning: news)
        let interactor = ArticleInteractor(serviceLocator: locator)

        #expect(interactor.loadArticles() == news)
        locator.repository.mock.calledWith("articlesList()", times: .once)
        locator.network.mock.calledWith("isConnected()", times: .once)
    }

    @Test(
        "the interactor, the app's locator, the real details and the offline simulator keep nothing of their uses, not even a count"
    )
    func keepNoCount() {
        let locator = ChangingLocator()
        let interactor = ArticleInteractor(serviceLocator: locator)
        expectKeepsNoHistory(of: interactor, named: "The interactor", module: "Articles") { use in
            // Online and offline in turn, other articles at every load.
            locator.network.connected = use % 3 != 1
            locator.repository.current = [Article(title: "Article \(1000 + use)")]
            _ = interactor.loadArticles()
        }
        let appLocator = ArticleInteractorServiceLocator()
        expectKeepsNoHistory(of: appLocator, named: "The app's locator", module: "Articles") { _ in
            _ = appLocator.articleRepository()
            _ = appLocator.reachability()
        }
        let simulator = OfflineSimulator()
        expectKeepsNoHistory(of: simulator, named: "The offline simulator", module: "Articles") {
            _ in _ = simulator.isConnected()
        }
        let reachability = Reachability()
        expectKeepsNoHistory(of: reachability, named: "The real reachability", module: "Articles") {
            _ in _ = reachability.isConnected()
        }
        let repository = ArticleRepository()
        expectKeepsNoHistory(of: repository, named: "The real repository", module: "Articles") {
            _ in _ = repository.articlesList()
        }
    }

    @Test("the interactor asks its locator for each service once, or once per load at most")
    func asksTheLocatorOnce() {
        for loads in 0...3 {
            let locator = CountingLocator()
            locator.doubles.repository.mock.stub("articlesList()", returning: news)
            let interactor = ArticleInteractor(serviceLocator: locator)
            for _ in 0..<loads { _ = interactor.loadArticles() }
            let most = max(1, loads)
            #expect(
                locator.repositoryAsked <= most && locator.reachabilityAsked <= most,
                """
                After \(loads) loads the locator was asked for the repository \
                \(locator.repositoryAsked) times and for the reachability \
                \(locator.reachabilityAsked) times: the Before interactor asked for each service \
                once, and an interactor that keeps its locator may ask at each load, but a \
                question whose answer is thrown away makes a locator that builds its services \
                build one for nothing.
                """
            )
        }
    }

    @Test("offline, the interactor shows nothing and does not even ask the repository")
    func offline() {
        let locator = TestServiceLocator()
        locator.network.mock.stub("isConnected()", returning: false)
        locator.repository.mock.stub("articlesList()", returning: news)
        let interactor = ArticleInteractor(serviceLocator: locator)

        #expect(interactor.loadArticles() == [])
        locator.repository.mock.notCalled("articlesList()")
    }

    @Test(
        "at a scale no example reaches: thousands of loads in a row, and a list of a million articles"
    )
    func atScale() {
        // A limit that no number spells (a value doubled at each load is infinite after 1,024)
        // and articles copied one call deep per item (the stack runs out) both pass every
        // smaller example: the Before interactor had neither.
        let locator = NumberedArticlesLocator()
        let interactor = ArticleInteractor(serviceLocator: locator)
        let loads = 3_000
        var firstWrong: Int?
        for load in 1...loads where firstWrong == nil {
            if interactor.loadArticles().map(\.title) != ["Article \(load)"] { firstWrong = load }
        }
        #expect(
            firstWrong == nil,
            "Load \(firstWrong ?? 0) of \(loads) in a row, online, each answered with other articles, did not show them: the Before interactor showed what the repository listed at every load, however many."
        )
        locator.articles.length = 1_000_000
        let long = interactor.loadArticles()
        #expect(
            long.count == 1_000_000 && long.last?.title == "Article \(loads + 1)",
            "A list of 1,000,000 articles loads as \(long.count): the Before interactor showed any number."
        )
    }

    @Test("each load asks the repository again: new articles show up")
    func eachLoadIsFresh() {
        let locator = TestServiceLocator()
        let later = [Article(title: "A third way, weighed")]
        locator.repository.mock.stub("articlesList()", returning: news, later)
        let interactor = ArticleInteractor(serviceLocator: locator)

        #expect(interactor.loadArticles() == news)
        #expect(
            interactor.loadArticles() == later,
            "the second load shows what the repository lists now"
        )
    }

    @Test("online, then offline: news, then none, connectivity asked at each load")
    func connectivityOnEachLoad() {
        let locator = TestServiceLocator()
        locator.network.mock.stub("isConnected()", returning: true, false)
        locator.repository.mock.stub("articlesList()", returning: news)
        let interactor = ArticleInteractor(serviceLocator: locator)

        #expect(interactor.loadArticles() == news)
        #expect(
            interactor.loadArticles() == [],
            "the connection went away before the second load: it must show nothing"
        )
        locator.network.mock.calledWith("isConnected()", times: .exactly(2))
        locator.repository.mock.calledWith("articlesList()", times: .once)
    }

    @Test("an interactor that has loaded, online and offline, lets its services go with it")
    func letGoAfterLoading() {
        weak var repository: MockArticleRepository?
        weak var network: MockReachability?
        do {
            let locator = TestServiceLocator()
            locator.network.mock.stub("isConnected()", returning: true, false, true)
            locator.repository.mock.stub("articlesList()", returning: news)
            let interactor = ArticleInteractor(serviceLocator: locator)
            for _ in 0..<3 { _ = interactor.loadArticles() }
            repository = locator.repository
            network = locator.network
        }
        #expect(
            repository == nil && network == nil,
            "Once the interactor, its locator and the test let go, the repository and the reachability it was given are still alive: after its loads, the interactor keeps itself (a lazy property or a closure that holds it), and neither it nor its services are ever freed."
        )
    }

    @Test("a test's locator swaps the network for OfflineSimulator and spells out the rest")
    func offlineSimulator() {
        let locator = OfflineLocator()
        locator.repository.mock.stub("articlesList()", returning: news)

        #expect(ArticleInteractor(serviceLocator: locator).loadArticles() == [])
        let simulator = OfflineSimulator()
        // More questions than any count a simulator might go online after, below ±100.
        #expect(
            (1...150).allSatisfy { _ in !simulator.isConnected() },
            "OfflineSimulator says the network is down, however often it is asked"
        )
        #expect(!OfflineSimulator().isConnected())
        locator.repository.mock.notCalled("articlesList()")
    }

    @Test("the app's locator hands out the real services, and the root builds the interactor")
    func appServices() {
        let locator = ArticleInteractorServiceLocator()
        // Exactly the app's types: a subclass is a look-alike too, one that can change what the
        // real service does where no test sees it (an answer kept for ever, say).
        #expect(
            type(of: locator.articleRepository()) == ArticleRepository.self,
            "the app's locator hands out the app's ArticleRepository itself, not a look-alike or a subclass"
        )
        #expect(
            type(of: locator.reachability()) == Reachability.self,
            "the app's locator hands out the app's Reachability itself, not a look-alike or a subclass"
        )
        #expect(
            ArticleInteractor(serviceLocator: locator).loadArticles()
                == ArticleRepository().articlesList()
        )
        #expect(
            AppServices.articleInteractor().loadArticles() == ArticleRepository().articlesList(),
            "the composition root builds the interactor on the app's real services"
        )
    }

    @Test("the interactor the root builds is freed, once it has loaded and nobody keeps it")
    func appInteractorIsFreed() {
        // Held as an object: an interactor that is a class must go; a struct's box goes at once.
        weak var interactor: AnyObject?
        do {
            let built = AppServices.articleInteractor()
            for _ in 0..<3 { _ = built.loadArticles() }
            interactor = built as AnyObject
        }
        #expect(
            interactor == nil,
            "The app's interactor outlived every use of it: something it keeps keeps it (a locator that builds and holds the interactor it serves, say), so the app's interactor, its locator and every service they hold are never freed."
        )
    }
}

/// A repository whose articles change from one load to the next, counting the questions.
final class ChangingArticles: ArticleProviding {
    var current: [Article] = []
    private(set) var asked = 0

    func articlesList() -> [Article] {
        asked += 1
        return current
    }
}

/// A network that comes and goes.
final class ChangingNetwork: ReachabilityChecking {
    var connected = true

    func isConnected() -> Bool { connected }
}

/// A locator that hands out the changing repository and network.
struct ChangingLocator: ArticleInteractorLocating {
    let repository = ChangingArticles()
    let network = ChangingNetwork()

    func articleRepository() -> any ArticleProviding { repository }
    func reachability() -> any ReachabilityChecking { network }
}

/// Loads inside a load: a network and a repository, one object, that have the interactor load
/// again before they answer, as a reachability monitor that refreshes the list when it learns
/// the network is back, or a cache that refreshes the list it serves, would. At each question,
/// each makes as many loads as its plan says and keeps what they gave; the network answers as
/// its list says (up past the end of the list).
final class ReloadingServices: ArticleProviding, ReachabilityChecking, ArticleInteractorLocating {
    /// Has the interactor load: set once the interactor exists.
    var load: () -> [Article] = { [] }
    let plan: ReentrantLoads
    private(set) var networkAsked = 0
    private(set) var repositoryAsked = 0
    /// The titles each load made meanwhile gave, in the order they ended.
    private(set) var inner: [[String]] = []

    init(_ plan: ReentrantLoads) {
        self.plan = plan
    }

    func isConnected() -> Bool {
        networkAsked += 1
        let question = networkAsked
        for _ in 0..<plan.loads(plan.network, at: question) { inner.append(load().map(\.title)) }
        return plan.isConnected(at: question)
    }

    func articlesList() -> [Article] {
        repositoryAsked += 1
        let question = repositoryAsked
        for _ in 0..<plan.loads(plan.repository, at: question) {
            inner.append(load().map(\.title))
        }
        return news
    }

    func articleRepository() -> any ArticleProviding { self }
    func reachability() -> any ReachabilityChecking { self }
}

/// How many loads the network and the repository make at each question, and whether the network
/// is up at each.
struct ReentrantLoads: CustomStringConvertible {
    var network: [Int]
    var repository: [Int]
    var connected: [Bool]

    var description: String {
        "loads made by the network at each question \(network), by the repository \(repository), "
            + "network up \(connected)"
    }

    func loads(_ plan: [Int], at question: Int) -> Int {
        question <= plan.count ? plan[question - 1] : 0
    }

    func isConnected(at question: Int) -> Bool {
        question <= connected.count ? connected[question - 1] : true
    }

    /// What the Before interactor did: at each load it asked the network, then, when up, the
    /// repository, and gave its articles; a load asked meanwhile ran in full at once.
    var before: (network: Int, repository: Int, inner: [[String]], outer: [String]) {
        var network = 0
        var repository = 0
        var inner: [[String]] = []
        func load() -> [String] {
            network += 1
            let question = network
            for _ in 0..<loads(self.network, at: question) { inner.append(load()) }
            guard isConnected(at: question) else { return [] }
            repository += 1
            let asked = repository
            for _ in 0..<loads(self.repository, at: asked) { inner.append(load()) }
            return news.map(\.title)
        }
        let outer = load()
        return (network, repository, inner, outer)
    }
}

/// Loads one after another: the network up or down, now and then down for more loads in a row
/// than any example makes (up to 250, past any count kept below the number rule's ±100) and
/// then up again, and the articles there are at that moment (none, the same title twice, any
/// title, now and then thousands, now and then the app's own).
func generatedLoads(_ source: inout InputSource) -> [(connected: Bool, titles: [String])] {
    if source.int(in: 0...5) == 0 {
        let offline =
            source.int(in: 0...1) == 0 ? source.int(in: 21...40) : source.int(in: 101...250)
        return (0..<(offline + source.int(in: 1...3))).map { index in
            (index >= offline, index >= offline ? [source.name()] : [])
        }
    }
    return (0..<source.int(in: 1...8)).map { _ in
        // Now and then the very articles the app's repository serves: an interactor treats
        // them as any others, and asks again at every load.
        if source.int(in: 0...5) == 0 {
            return (
                source.int(in: 0...3) != 0,
                ["Katas teach by doing", "The arrow turns around"]
            )
        }
        var titles: [String] = []
        let count = source.count()
        for _ in 0..<count {
            if let last = titles.last, source.int(in: 0...3) == 0 {
                titles.append(last)
            } else if let first = titles.first, source.int(in: 0...5) == 0 {
                // A title that relates to the first: the first backwards, or itself.
                titles.append(source.pick([String(first.reversed()), first]))
            } else {
                titles.append(count > 100 ? source.shortName() : source.name())
            }
        }
        return (source.int(in: 0...3) != 0, titles)
    }
}

@Suite("Kata 08 · a load asked while another is under way")
@MainActor
struct ReentrantLoadChecks {
    @Test(
        "loads asked while the network or the repository is asked are answered in full, and so is the first"
    )
    func loadInsideALoad() {
        forAll(
            "every load asked while the network or the repository is asked, however many, asks both as the Before code did and gives what it gave",
            count: 150,
            generate: { source -> ReentrantLoads in
                func plan() -> [Int] {
                    (0..<source.int(in: 0...5)).map { _ in
                        source.int(in: 0...2) == 0 ? source.int(in: 1...2) : 0
                    }
                }
                return ReentrantLoads(
                    network: plan(),
                    repository: plan(),
                    connected: (0..<12).map { _ in source.int(in: 0...3) != 0 }
                )
            },
            shrink: { loads in
                Shrinking.array(loads.network) { Shrinking.int($0) }.map {
                    ReentrantLoads(
                        network: $0,
                        repository: loads.repository,
                        connected: loads.connected
                    )
                }
                    + Shrinking.array(loads.repository) { Shrinking.int($0) }.map {
                        ReentrantLoads(
                            network: loads.network,
                            repository: $0,
                            connected: loads.connected
                        )
                    }
            }
        ) { loads in
            let services = ReloadingServices(loads)
            let interactor = ArticleInteractor(serviceLocator: services)
            // The checks run on the main actor, where an interactor may be isolated, and so are
            // its collaborators' calls back into it.
            nonisolated(unsafe) let target = interactor
            services.load = { MainActor.assumeIsolated { target.loadArticles() } }
            let outer = interactor.loadArticles().map(\.title)
            services.load = { [] }
            let before = loads.before
            guard services.networkAsked == before.network,
                services.repositoryAsked == before.repository,
                services.inner == before.inner, outer == before.outer
            else {
                return """
                    With loads asked while the network or the repository was asked, the network \
                    was asked \(services.networkAsked) times and the repository \
                    \(services.repositoryAsked); the loads made meanwhile gave \(services.inner) \
                    and the first \(outer). The Before interactor asked the network \
                    \(before.network) times and the repository \(before.repository), and gave \
                    \(before.inner) and \(before.outer): every load, the ones asked meanwhile \
                    too, asks the network and, when it is up, the repository, and gives their \
                    articles. A flag that skips a load while another runs shows nothing for it.
                    """
            }
            return nil
        }
    }
}

@Suite("Kata 08 · any run of loads, online and offline")
@MainActor
struct ArticleInteractorSessionChecks {
    @Test(
        "any loads, the network coming and going: online the articles of that moment, offline none"
    )
    func anyLoads() {
        forAll(
            "each load shows the repository's articles of that moment when online, and none without asking the repository when offline",
            generate: generatedLoads,
            // Fewer loads, then fewer titles in a load: a failure on one title is shown alone.
            shrink: { loads in
                Shrinking.array(loads) { load in
                    Shrinking.array(load.titles).map { (connected: load.connected, titles: $0) }
                }
            }
        ) { loads in
            let locator = ChangingLocator()
            let interactor = ArticleInteractor(serviceLocator: locator)
            var onlineLoads = 0
            for (index, load) in loads.enumerated() {
                locator.network.connected = load.connected
                locator.repository.current = load.titles.map { Article(title: $0) }
                let shown = interactor.loadArticles().map(\.title)
                let expected = load.connected ? load.titles : []
                if load.connected { onlineLoads += 1 }
                let when = "Load \(index + 1) (\(load.connected ? "online" : "offline"))"
                // Scalar for scalar: an accent written apart is the title the repository gave.
                guard sameScalars(shown, expected) else {
                    return "\(when) shows \(shown); it should show \(expected), each title as the "
                        + "repository wrote it\(scalarsNote(shown, expected))."
                }
                guard locator.repository.asked == onlineLoads else {
                    return "\(when): the repository was asked \(locator.repository.asked) times "
                        + "for \(onlineLoads) loads online."
                }
            }
            return nil
        }
    }
}

@Suite("Kata 08 · Article compares by its fields, as the checker reads them")
struct ArticleEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Article.self,
            generate: { source in
                let article = Article(title: source.name())
                return (article, Article(title: source.nearby(article.title)))
            },
            same: { $0.title == $1.title }
        )
    }
}
