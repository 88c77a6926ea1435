// The structure checks of kata 07: facts about the declarations of NewsViewModel and
// NewsViewController that the behaviour checks cannot see. A view model that defaults its
// loader to the API loader, or a screen that still offers to build its own view model from a
// loader, passes every test that hands them the right thing, and still depends on the parts.

import StructureChecks
import Testing

@Suite("Kata 07 · the view model names only NewsLoader; the screen builds nothing it shows")
struct NewsFeedStructureChecks {
    let code = LearnerCode(module: "NewsFeed")

    @Test("the view model's initializer takes its loader as a NewsLoader")
    func viewModelTakesANewsLoader() {
        code.expectParameter(
            labeled: "newsLoader",
            of: "init",
            in: "NewsViewModel",
            isDeclaredThrough: "NewsLoader",
            rule: """
                The view model needs news, not one particular source of them: take the loader \
                as `any NewsLoader` (or a generic constrained to it), so the app can hand it the \
                stub today, the API loader once it exists, and a test a double.
                """
        )
    }

    @Test("the view model never names a concrete loader, not even as a default")
    func viewModelNamesNoLoader() {
        code.expectNoMention(
            of: ["APINewsLoader", "StubNewsLoader", "URLSession"],
            in: "NewsViewModel",
            rule: """
                A view model that names a concrete loader, even as a default argument, still \
                depends on it, and every caller that leaves the argument out gets the loader \
                that cannot load yet. Let whoever builds the view model choose its loader.
                """
        )
    }

    @Test("the screen builds no view model: it is handed one, built")
    func screenBuildsNoViewModel() {
        code.expectNoMention(
            of: ["NewsViewModel(", "NewsViewModel.init"],
            in: "NewsViewController",
            rule: """
                A view model that loads through a volatile loader is volatile too, so the \
                screen must not build it, not even in a second initializer. Take it, built, \
                in `init(newsViewModel:navigator:)`; whoever builds the screen builds the view \
                model and chooses its loader.
                """
        )
    }

    @Test("the screen takes no loader, not even to pass it on")
    func screenTakesNoLoader() {
        code.expectNoMention(
            of: ["newsLoader:", "APINewsLoader", "StubNewsLoader", "URLSession"],
            in: "NewsViewController",
            rule: """
                The screen needs a view model, not the parts to build one. A screen that is \
                handed a loader only to pass it to its view model is a middle man: it changes \
                whenever the view model's dependencies do. A screen that names a loader itself \
                has chosen one for everybody, tests included.
                """
        )
    }

    @Test("the screen's initializer takes its navigator as a NewsNavigating")
    func screenTakesANavigator() {
        code.expectParameter(
            labeled: "navigator",
            of: "init",
            in: "NewsViewController",
            isDeclaredThrough: "NewsNavigating",
            rule: """
                The screen only says where the reader wants to go; take the navigator as \
                `any NewsNavigating`, so the app decides how screens appear and a test can \
                watch where a tap leads.
                """
        )
    }

    @Test("the screen leaves the detail screen to its navigator")
    func screenBuildsNoDetailScreen() {
        code.expectNoMention(
            of: ["NewsDetailViewController", "NewsNavigator"],
            in: "NewsViewController",
            rule: """
                Which screen shows a news item, and how it appears, is the navigator's \
                business. A feed that builds and shows NewsDetailViewController itself decides \
                the app's navigation, and no test can see where a tap leads without it. Ask \
                the navigator: `navigator.showDetail(of: news)`.
                """
        )
    }
}
