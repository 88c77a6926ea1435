// The checker of kata 08. It is written against the refactored shape:
//
//     protocol ArticleProviding { func articlesList() -> [Article] }
//     protocol ArticleRepositoryLocator { func articleRepository() -> any ArticleProviding }
//     protocol ReachabilityChecking { func isConnected() -> Bool }
//     protocol ReachabilityLocator { func reachability() -> any ReachabilityChecking }
//     typealias ArticleInteractorLocating = ArticleRepositoryLocator & ReachabilityLocator
//     struct ArticleInteractorServiceLocator: ArticleInteractorLocating  (the defaults)
//     struct OfflineSimulator: ReachabilityChecking
//     ArticleInteractor(serviceLocator: any ArticleInteractorLocating = …)
//
// Until that shape exists it does not compile; that is the kata's first red.

import Mock
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

/// A locator that keeps the default repository lookup but simulates being offline.
struct OfflineLocator: ArticleInteractorLocating {
    let repository = MockArticleRepository()

    func articleRepository() -> any ArticleProviding { repository }
    func reachability() -> any ReachabilityChecking { OfflineSimulator() }
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

    @Test("offline, the interactor shows nothing and does not even ask the repository")
    func offline() {
        let locator = TestServiceLocator()
        locator.network.mock.stub("isConnected()", returning: false)
        locator.repository.mock.stub("articlesList()", returning: news)
        let interactor = ArticleInteractor(serviceLocator: locator)

        #expect(interactor.loadArticles() == [])
        locator.repository.mock.notCalled("articlesList()")
    }

    @Test("a locator can swap one service, OfflineSimulator, and keep the others")
    func offlineSimulator() {
        let locator = OfflineLocator()
        locator.repository.mock.stub("articlesList()", returning: news)

        #expect(ArticleInteractor(serviceLocator: locator).loadArticles() == [])
        #expect(!OfflineSimulator().isConnected())
        locator.repository.mock.notCalled("articlesList()")
    }

    @Test("the app's locator hands out the real services by default")
    func defaults() {
        let locator = ArticleInteractorServiceLocator()
        #expect(locator.articleRepository() is ArticleRepository)
        #expect(locator.reachability() is Reachability)
        #expect(ArticleInteractor().loadArticles() == ArticleRepository().articlesList())
    }
}
