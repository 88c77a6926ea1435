// The structure checks of kata 09: what each policy's code can reach, by any path through the
// module, what lives outside the root, and what the module keeps globally. A singleton, a
// `Date()` or a default tracker left deep in the graph works in the app and in most tests, and
// is exactly what a composition root is there to remove; so is a helper in the root's file that
// a screen calls to get one.
//
// The root is the type `CompositionRoot` and the files named `CompositionRoot.swift` or
// `CompositionRoot+Something.swift`: split it as you like, under those names.

import StructureChecks
import Testing

/// The files of the composition root.
let rootFiles = ["CompositionRoot.swift", "CompositionRoot+*.swift"]

/// The app's code that is handed what it uses, never makes it: the screens, the history and the
/// navigator, and the API client too, a detail to the screens but the user of a URL session.
let policies = ["HeadlinesScreen", "ArticleScreen", "ReadingHistory", "AppNavigator", "NewsAPI"]

@Suite("Kata 09 · only the composition root names concrete, volatile things")
struct CompositionRootStructureChecks {
    let code = LearnerCode(module: "ReadingApp", in: checkedCode)

    // The clock is the live clock's, wherever its file: only it and the root read the time,
    // as the compiler resolves it (the session checks' `expectNoTimekeeping`).
    @Test("no file outside the root reaches for the network or a singleton")
    func volatileOnlyAtTheRoot() {
        code.expectNoMention(
            of: [
                "URLSession.shared", ".shared", "Analytics()", "NewsAPI(", "Analytics.init",
                "NewsAPI.init",
            ],
            inFilesOtherThan: rootFiles,
            rule: """
                Only the composition root may create or reach for a volatile thing: a \
                singleton or the network deep in the graph cannot be swapped at the root. Take \
                it as a parameter, and let the root pass it in.
                """
        )
    }

    @Test("no code a policy can run, and no default it names, builds a collaborator")
    func policiesReachNothingVolatile() {
        for policy in policies {
            code.expectNoReach(
                from: policy,
                to: ["Analytics", "SystemTime", "CompositionRoot", "NewsAPI"].filter {
                    $0 != policy
                },
                rule: """
                    The root builds the graph; the rest of the app only uses what it is given. \
                    A helper function (even one kept in the root's file) or a static member \
                    that builds a tracker, a clock, a session or the API is a choice made behind \
                    the root's back, that no test or demo build can change; so is a default \
                    value that names one (a foreign default): the caller evaluates it, but it is \
                    written where the policy is declared, and every caller that leaves the \
                    argument out gets the real thing. A stable value as a default is fine.
                    """
            )
        }
    }

    @Test("no object lives in a global or a static property, the root's included")
    func noSharedState() {
        code.expectNoSharedState(
            rule: """
                The root decides how long each object lives: shared for the app, new for each \
                article, weak for the history. A singleton or a static property decides it \
                behind the root's back, for the whole program and every test; a root that is \
                itself a singleton does too.
                """
        )
    }

    @Test("the headlines screen takes its loader and its tracker as protocols")
    func screenTakesProtocols() {
        for (label, seam) in [("loader", "HeadlinesLoading"), ("tracker", "EventTracking")] {
            code.expectParameter(
                labeled: label,
                of: "init",
                in: "HeadlinesScreen",
                isDeclaredThrough: seam,
                rule: """
                    The screen is policy: it takes the network and the tracker as the \
                    protocols it owns, and the root decides which ones.
                    """
            )
        }
    }

    @Test("neither a policy nor the root keeps a collaborator as Any or AnyObject, or casts one")
    func seamsStaySeams() {
        for policy in policies + ["CompositionRoot"] {
            code.expectNoDeclaration(
                in: policy,
                typedAs: ["Any", "AnyObject", "Analytics", "SystemTime", "CompositionRoot"],
                rule: """
                    Keep each collaborator as the protocol the policy owns: as `Any`, \
                    `AnyObject` or the concrete class it has to be cast back, and the root can \
                    no longer hand in another.
                    """
            )
            code.expectNoCasts(
                reachedFrom: policy,
                rule: """
                    A collaborator cast to a type of the module, or asked what it really is \
                    (its type, its size in memory, its description), is that type again: the \
                    root can no longer swap it, and a test's double takes another path. A root \
                    that tells the live environment from a test's this way builds an app no \
                    test runs.
                    """
            )
        }
    }

    @Test("every policy reaches only what the lesson allows, as the compiler resolves it")
    func policiesReachOnlyWhatTheLessonAllows() {
        for policy in policies {
            code.expectReachOnly(
                from: policy,
                allowing: policy == "NewsAPI" ? LearnerCode.sessionLoaderAPIs : [],
                // An HTTP status is the network's own number, not a limit of the API's.
                numbers: policy == "NewsAPI" ? Array(100...599) : [],
                rule: """
                    The root builds the graph; the rest of the app only uses what it is given. \
                    A clock, a tracker, a session, a screen or a global reached by any path \
                    outside the root is a choice no test or demo build can change.
                    """
            )
        }
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam(
            "HeadlinesLoading",
            requiresOnly: ["fetchHeadlines()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "TimeSource",
            requiresOnly: ["now()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "EventTracking",
            requiresOnly: ["track(_:)"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "HeadlinesNavigating",
            requiresOnly: ["showArticle(for:)"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
    }

    @Test("the headlines screen shows every failure alike: it tells no error from another")
    func tellsNoErrorApart() {
        code.expectNoCasts(
            reachedFrom: "HeadlinesScreen",
            onlyErrors: true,
            rule: """
                Whatever the loader throws, the screen says the headlines could not be loaded. \
                A screen that singles out one error (`catch is CancellationError`, an error type \
                of the module's own) hides the failures only the real loader throws, and no \
                test loader shows it.
                """
        )
    }

    @Test(
        "no initializer, description or deinit of the module does work: making an object keeps what it is handed, describing it only reads, freeing it only lets go"
    )
    func deinitsOnlyLetGo() {
        code.expectNothingDoneWhenFreed()
        code.expectInitializersOnlyKeep(exempting: ["CompositionRoot"])
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
        code.expectDescribedAsBefore(["Headline": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        // The root composes: a factory closure per screen it opens is its work.
        code.expectNoClosureKeptByItsMaker(exempting: ["CompositionRoot"])
        // The environment is a value the tests fill in, one service after another.
        code.expectNoPublicSetters(settable: ["navigator", "loader", "time", "tracker"])
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "Analytics": ["events", "track(_:)"],
                "AppNavigator": ["headlinesScreen", "showArticle(for:)", "shownArticle"],
                "ArticleScreen": ["headline", "viewDidLoad()"],
                "CompositionRoot": ["app()", "makeArticleScreen(for:)", "readingHistory()"],
                "CompositionRoot.Environment": ["live()", "loader", "time", "tracker"],
                "Headline": ["id", "title"],
                "HeadlinesScreen": [
                    "displayedError", "displayedHeadlines", "navigator", "select(at:)",
                    "viewDidLoad()",
                ],
                "NewsAPI": ["fetchHeadlines()"],
                "ReadingHistory": ["markOpened(_:)", "openedAt"],
            ],
            keptFromBefore: [
                "Analytics": ["shared"],
                "HeadlinesScreen": ["shownArticle"],
            ],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: [
                "Analytics", "CompositionRoot", "HeadlinesScreen", "NewsAPI", "ReadingHistory",
            ]
        )
    }

    @Test("the screens keep what they are handed and what they show, and nothing else")
    func screensKeepOnlyTheirState() {
        let rule = """
            A screen holds the collaborators it is handed (its seams, the reading history) and \
            what it shows. Anything else it keeps (a count of openings, a list of them, a flag, \
            in a `Mutex`, a closure of its own or an object it makes) lives from one use to the \
            next out of every test's sight, so the thousandth opening can behave otherwise \
            than the first.
            """
        code.expectKeepsOnly(
            in: "HeadlinesScreen",
            ["Headline", "String", "ReadingHistory"],
            rule: rule
        )
        code.expectKeepsOnly(in: "ArticleScreen", ["Headline", "String"], rule: rule)
    }

    @Test("the policy's state changes only through its own methods")
    func noPublicSetters() {
        code.expectNoPublicSetters(
            of: ["ReadingHistory", "HeadlinesScreen"],
            settable: ["navigator"],
            rule: """
                When an article was opened is noted by the history, at the time its clock gives, \
                and what the screen shows comes from its loads: a property any module can set \
                is written around both.
                """
        )
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

    @Test("every way to make a screen takes its tracker, never nil")
    func everyScreenHasATracker() {
        for screen in ["HeadlinesScreen", "ArticleScreen"] {
            code.expectEveryInitializer(
                of: screen,
                takes: "EventTracking",
                rule: """
                    A screen that can be made without a tracker, or with nil for one, counts \
                    nothing and says nothing: constructor injection is there so that a screen \
                    cannot exist without what it needs.
                    """
            )
        }
    }

    @Test("no code of the module, a detail's and the root's included, writes a limit of its own")
    func writesNoLimits() {
        code.expectNoLimits(
            numbers: Array(100...599),
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, a detail's and the root's \
                included, written or worked out by a loop, is a limit no lesson sets: past it \
                the code behaves another way, where no example looks.
                """
        )
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
}
