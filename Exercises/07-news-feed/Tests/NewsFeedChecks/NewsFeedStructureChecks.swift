// The structure checks of kata 07: what the view model's and the screen's code can reach, by
// any path through the module, and how they keep what they are given. A view model that
// defaults to the API loader, or a screen that gets its view model from a `FeedWiring` enum
// in a second initializer, passes every test that hands them their parts, and still chooses
// a loader for everybody else.

import StructureChecks
import Testing

@Suite("Kata 07 · the view model names only NewsLoader; the screen builds nothing it shows")
struct NewsFeedStructureChecks {
    let code = LearnerCode(module: "NewsFeed", in: checkedCode)

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

    @Test("no code the view model can run, and no default it names, reaches a concrete loader")
    func viewModelReachesNoLoader() {
        code.expectNoReach(
            from: "NewsViewModel",
            to: ["APINewsLoader", "StubNewsLoader"],
            rule: """
                A view model that reaches a concrete loader, through a helper, a static member \
                or a second initializer, still depends on it; so does one that names it as a \
                default value: the caller evaluates it, but it is written where the view model \
                is declared, and every caller that leaves the argument out gets that loader (a \
                foreign default). Let whoever builds the view model choose its loader.
                """
        )
    }

    @Test("no code the screen can run builds a view model, a loader or a detail screen")
    func screenBuildsNothing() {
        code.expectNoReach(
            from: "NewsViewController",
            to: ["APINewsLoader", "StubNewsLoader", "NewsDetailViewController", "NewsNavigator"],
            orBuilding: ["NewsViewModel"],
            rule: """
                The screen is handed its view model, built, and a navigator: building either \
                itself (in a second initializer, a `FeedWiring` helper or a static member) \
                chooses the loader and the navigation for everybody, tests included. Which \
                screen shows a news item is the navigator's business.
                """
        )
    }

    @Test("the screen takes no loader, not even to pass it on")
    func screenTakesNoLoader() {
        code.expectNoDeclaration(
            in: "NewsViewController",
            typedAs: ["NewsLoader", "APINewsLoader", "StubNewsLoader", "Any", "AnyObject"],
            rule: """
                The screen needs a view model, not the parts to build one. A screen that is \
                handed a loader only to pass it to its view model is a middle man: it changes \
                whenever the view model's dependencies do.
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

    @Test("neither the screen nor the view model casts what it is given")
    func castsNothing() {
        for policy in ["NewsViewController", "NewsViewModel"] {
            code.expectNoCasts(
                reachedFrom: policy,
                rule: """
                    A navigator or a loader cast to a type of the module (`as? NewsNavigator`) \
                    is that type again, behind the protocol: a double or another navigator \
                    takes another path, untested.
                    """
            )
        }
    }

    @Test("the module keeps no shared state: no singleton, no global")
    func keepsNoSharedState() {
        code.expectNoSharedState(
            rule: """
                A view model, a loader or a navigator kept in a global or a static property is \
                one instance for every screen and every test: whoever builds the screen must \
                decide what it gets.
                """
        )
    }

    @Test("the view model and the screen reach only what the lesson allows")
    func reachOnlyWhatTheLessonAllows() {
        for policy in ["NewsViewModel", "NewsViewController"] {
            code.expectReachOnly(
                from: policy,
                rule: """
                    The view model is given its loader; the screen is given its view model and \
                    its navigator. A loader, a navigator or a screen they reach themselves, a \
                    global, or the system is a choice made for every caller, tests included.
                    """
            )
        }
    }

    @Test("the stub gives known news: it reaches nothing that changes from run to run")
    func stubReachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "StubNewsLoader",
            rule: """
                The stub stands in for a loader not written yet, with news known in advance: \
                the same on every machine, every day and in every language, at once and without \
                an error. News read from the clock, the user's settings, a file or the network, \
                or a wait, make every screen built on it show something else each time.
                """
        )
    }

    @Test("the API loader, not written yet, reaches nothing: no network, by any session")
    func apiLoaderReachesNothing() {
        code.expectReachOnly(
            from: "APINewsLoader",
            rule: """
                The API loader is not written yet: until the server's API exists it only \
                throws `NotWrittenYet`. A request sent meanwhile, through the session it is \
                handed, one of its own or the shared one, costs the user's data for an answer \
                nobody reads, and tells the server who is reading.
                """
        )
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam(
            "NewsLoader",
            requiresOnly: ["fetch()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "NewsNavigating",
            requiresOnly: ["showDetail(of:)"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
    }

    @Test("no code of the module, a detail's included, writes a limit of its own")
    func writesNoLimits() {
        code.expectNoLimits(
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, the stub's and the loader's \
                included, is a limit no lesson sets: past it, a feed or a stub behaves another \
                way, where no example looks.
                """
        )
    }

    @Test(
        "no initializer, description or deinit of the module does work: making an object keeps what it is handed, describing it only reads, freeing it only lets go"
    )
    func deinitsOnlyLetGo() {
        code.expectNothingDoneWhenFreed()
        code.expectInitializersOnlyKeep()
        code.expectDescriptionsOnlyRead()
    }

    @Test("nothing the code keeps grows unread: no history, log or count that no code reads")
    func keepsNothingUnread() {
        code.expectNoUnreadState()
    }

    @Test(
        "no overload picked by type, no seam in a detail's file, no check of the compiler's turned off, no closure kept by its maker, no object kept by itself, no state any module can set, nothing offered beyond the lesson's shape"
    )
    func sharedRules() {
        code.expectNoOverloadsByType()
        code.expectSeamsApartFromTheirDetails()
        code.expectNoProtocolExtensionBodies()
        code.expectCompilerChecksKept()
        // The Before code's values, each with the members by which it reads as text.
        code.expectDescribedAsBefore(["News": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        code.expectNoClosureKeptByItsMaker()
        code.expectNoPublicSetters(settable: ["onChange"])
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "APINewsLoader": ["fetch()"],
                "News": ["content", "title"],
                "NewsDetailViewController": [
                    "displayedContent", "displayedTitle", "news", "viewDidLoad()",
                ],
                "NewsNavigator": ["showDetail(of:)", "shownDetail"],
                "NewsViewController": [
                    "displayedError", "displayedNews", "tappedOn(news:)", "viewDidLoad()",
                ],
                "NewsViewModel": ["allNews", "load()", "loadingError", "onChange"],
                "StubNewsLoader": ["fetch()"],
            ],
            keptFromBefore: [
                "NewsViewController": ["shownDetail"]
            ],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: ["APINewsLoader", "NewsViewController", "StubNewsLoader"]
        )
    }

    @Test("the view model keeps its loader, its news and its last error, and nothing else")
    func viewModelKeepsOnlyItsState() {
        code.expectKeepsOnly(
            in: "NewsViewModel",
            ["NewsLoader", "News", "Error", "String"],
            rule: """
                The view model holds what the last load gave (the news, or why it failed) and \
                the loader it is handed. Anything else it keeps (a count of loads, a cache, a \
                flag, in a `Mutex`, a closure of its own or an object it makes) lives from one \
                load to the next out of every test's sight, so the thousandth load can behave \
                otherwise than the first.
                """
        )
    }

    @Test("the policy's state changes only through its own methods")
    func noPublicSetters() {
        code.expectNoPublicSetters(
            of: ["NewsViewModel", "NewsViewController"],
            settable: ["onChange"],
            rule: """
                The feed's news and error change only when a load ends: a property any module can \
                set lets a caller show news no loader gave.
                """
        )
    }

    @Test("what is handed in is kept: no weak or unowned property holds a collaborator")
    func collaboratorsAreKept() {
        code.expectNoWeakReferences(
            except: ["NewsNavigating"],
            rule: """
                The view model keeps its loader, the screen its view model and a loader its \
                session: held weakly or unowned, what the root made and handed over is gone once \
                the root lets go. Only a navigator, which may own the screen, may be held weakly.
                """
        )
    }

    @Test("the policy's file holds no detail beside it")
    func policyFileHoldsNoDetail() {
        for policy in ["NewsViewController", "NewsViewModel"] {
            code.expectNoDetailInTheFileOf(
                policy,
                rule: """
                    NewsViewController.swift mentions no loader and no detail screen: the navigator \
                    and the loaders live in files of their own, and so does the view model's loader.
                    """
            )
        }
    }

    @Test(
        "no code of the module can tell a test run from the app: the process, files, the user's region"
    )
    func detectsNoTest() {
        code.expectNoTestDetection(
            rule: """
                Code that reads the process's arguments, its environment, its main bundle, \
                its build configuration or the file its caller is in can tell a test run from \
                the app, and behave one way \
                under the checker and another for the people who use it. No kata needs them: \
                the code is the same wherever it runs.
                """
        )
    }

    @Test("no code of the module reads a clock or waits")
    func keepsNoTime() {
        code.expectNoTimekeeping()
    }

    @Test("the module changes nothing of another module's types")
    func changesNoOtherModulesTypes() {
        code.expectNoChangeToOtherModulesTypes()
    }

    @Test("no code of the module draws a random number")
    func drawsNoRandomNumbers() {
        code.expectNoRandomness(
            rule: """
                Code that draws a random number (`Int.random`, a shuffle, a new `UUID`, a hash \
                value) does one thing in the checker's runs and, now and then, another for the \
                people who use it. No kata needs one: the same input gets the same answer.
                """
        )
    }

    @Test("no code of the module is compiled in some builds only")
    func compilesTheSameInEveryBuild() {
        code.expectNoConditionalCompilation(
            rule: """
                The checker judges the code this build compiles; a `#if` hides a branch from \
                it that another build (release, another platform) would ship. Kata code needs \
                none beyond imports: remove it.
                """
        )
    }

    @Test("the view model keeps every failure alike: it tells no error from another")
    func tellsNoErrorApart() {
        code.expectNoCasts(
            reachedFrom: "NewsViewModel",
            onlyErrors: true,
            rule: """
                Whatever the loader throws, the view model keeps it as its loading error. One \
                that singles out an error (`catch is DecodingError`, `as? URLError`) hides the \
                failures only the real loader throws, and no test loader shows it.
                """
        )
    }
}
