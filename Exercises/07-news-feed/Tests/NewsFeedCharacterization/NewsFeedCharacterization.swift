// What the news feed did before the refactoring, and must still do after it: the detail screen,
// and a view model over the API loader, which is not written yet and can only fail.

import Foundation
import NewsFeed
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Kata 07 · behaviour that stays the same")
@MainActor
struct NewsFeedCharacterization {
    let news = News(title: "Library opens at night", content: "From Monday the reading room…")

    @Test("the detail screen shows the title and the content of its news once loaded")
    func detailShowsItsNews() {
        let screen = NewsDetailViewController(news: news)
        #expect(screen.displayedTitle.isEmpty)

        screen.viewDidLoad()

        #expect(screen.news == news)
        #expect(screen.displayedTitle == "Library opens at night")
        #expect(screen.displayedContent == "From Monday the reading room…")
    }

    @Test("the API loader is not written yet: every request fails")
    func apiLoaderFails() async {
        let loader = APINewsLoader(session: .shared)

        await #expect(throws: APINewsLoader.NotWrittenYet()) { try await loader.fetch() }
    }

    @Test("a view model over the API loader keeps the loader's error and no news")
    func viewModelOverTheAPILoader() async {
        let viewModel = NewsViewModel(newsLoader: APINewsLoader(session: .shared))

        await viewModel.load()

        #expect(viewModel.allNews.isEmpty)
        #expect(
            viewModel.loadingError is APINewsLoader.NotWrittenYet,
            "The view model keeps the loader's error as its loadingError, as it always did."
        )
    }
}
