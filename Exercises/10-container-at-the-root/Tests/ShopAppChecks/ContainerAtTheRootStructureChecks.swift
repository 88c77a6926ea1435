// The structure checks of kata 10: what each feature's code can reach, by any path through the
// module, as the compiler resolves it. A feature handed the container, a feature that reaches a
// shared one, a `resolve` in a default argument, a locator behind a protocol of its own: each
// works in the app, and each lets the feature pick its own dependencies where no test and no
// root can see. The root is the type `AppAssembly`; the container is `Container`.

import StructureChecks
import Testing

/// The app's features: what they do, not how the app is put together.
let features = ["OrdersViewModel", "OrdersScreen", "ProfileViewModel", "ProfileScreen"]

/// What a seam that asks for more than the lesson's shape can hide.
let seamRule = """
    A requirement beyond the lesson's seam can only be answered by a default in an extension, \
    which the real details override and a test's double does not: a feature that branches on \
    it tells its collaborators apart, or asks a locator, behind the seam.
    """

@Suite("Kata 10 · only the composition root uses the container")
struct ContainerAtTheRootStructureChecks {
    let code = LearnerCode(module: "ShopApp", in: checkedCode)

    @Test(
        "no feature reaches the container, the root or a detail, by any path, nor writes a number the lesson does not give"
    )
    func featuresReachOnlyWhatTheLessonAllows() {
        for feature in features {
            code.expectReachOnly(
                from: feature,
                rootOnly: ["Container", "AppAssembly"],
                numbers: [10, 100],
                rule: """
                    A feature takes what it needs in its initializer and never sees the \
                    container: handed to it, reached as a shared one, asked in a default \
                    argument or behind a protocol, the container is a service locator, and a \
                    missing registration is found only when a user opens the screen.
                    """
            )
        }
    }

    @Test("only the root, and the code it runs, uses the container: no second root wires the app")
    func oneRootUsesTheContainer() {
        code.expectUsedOnlyByTheRoot(
            "Container",
            root: "AppAssembly",
            rule: """
                The root is the one place the app is put together. Code the root never runs \
                that registers or resolves in its container (an app entry that registers again \
                once the root is built, say) wires the app a user runs differently from the one \
                the root builds, and the tests check the root's.
                """
        )
    }

    @Test(
        "every registration is checked alike: a call to register sets its type, scope and factory, and closures"
    )
    func registrationsMadeAlike() {
        code.expectCalls(
            to: "Container.register",
            toSetOnly: ["_", "scope", "factory"],
            rule: """
                The launch checks every registration, so that a missing dependency stops the \
                app at once and not on a user's tap. A setting of register's own beyond the \
                type, the scope and the factory (a flag such as verifiedAtLaunch: false, an \
                option, a level), set for some registrations and left for others, is a way to \
                leave those out of the check: leave it to its default. A closure the container \
                runs once the service is made (Swinject's initCompleted) is a step, and may be \
                set.
                """
        )
    }

    @Test("nothing lives in a global or a static property, the container included")
    func noSharedState() {
        code.expectNoSharedState(
            rule: """
                The root decides how long each object lives, through the scope it registers. \
                A shared container or a static instance decides it behind the root's back, for \
                the whole program and every test.
                """
        )
    }

    @Test("the view models take their collaborators as the protocols they own")
    func viewModelsTakeProtocols() {
        for (type, label, seam) in [
            ("OrdersViewModel", "orders", "OrdersFetching"),
            ("ProfileViewModel", "account", "AccountProviding"),
        ] {
            code.expectParameter(
                labeled: label,
                of: "init",
                in: type,
                isDeclaredThrough: seam,
                rule: """
                    A view model is a feature: it takes the server or the session as the \
                    protocol it owns, and the root decides which one.
                    """
            )
        }
    }

    @Test(
        "no feature keeps a collaborator as Any, AnyObject, the concrete APIClient or AuthSession, the container or a function, or casts one"
    )
    func seamsStaySeams() {
        for feature in features {
            code.expectNoDeclaration(
                in: feature,
                typedAs: [
                    "Any", "AnyObject", "Container", "AppAssembly", "APIClient", "AuthSession",
                ],
                rule: """
                    Keep each collaborator as the protocol the feature owns: as `Any`, \
                    `AnyObject`, the concrete class or the container, it has to be cast or \
                    resolved, and the root can no longer hand in another.
                    """
            )
            code.expectNoFunctionValues(
                in: feature,
                rule: """
                    A feature keeps its collaborators as the protocols it owns. A function it \
                    keeps can do anything the root put in it, the container's `resolve` \
                    included, and no reader, test or checker can see which.
                    """
            )
            code.expectNoCasts(
                reachedFrom: feature,
                rule: """
                    A collaborator cast to a type of the module is that type again: the root \
                    can no longer swap it, and a test's double takes another path.
                    """
            )
        }
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam("OrdersFetching", requiresOnly: ["fetchOrders()"], rule: seamRule)
        code.expectSeam(
            "AccountProviding",
            requiresOnly: ["customer", "signOut()"],
            rule: seamRule
        )
        code.expectSeam("Requesting", requiresOnly: ["get(_:)"], rule: seamRule)
        code.expectSeam("CustomerProviding", requiresOnly: ["customer"], rule: seamRule)
    }

    @Test("no code of the module, a detail's included, writes a limit of its own")
    func writesNoLimits() {
        code.expectNoLimits(
            numbers: [1250, 399],
            numbersOfTypes: ["Order": [10, 100]],
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, the container's and the root's \
                included (the client's two canned prices, and in `Order` the 100 cents of a \
                euro, aside), is a limit no lesson sets: past it, a scope or a list behaves \
                another way, where no example looks.
                """
        )
    }

    @Test(
        "no initializer, description or deinit of the module does work: making an object keeps what it is handed, describing it only reads, freeing it only lets go"
    )
    func deinitsOnlyLetGo() {
        code.expectNothingDoneWhenFreed()
        code.expectInitializersOnlyKeep(exempting: ["AppAssembly"])
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
        code.expectDescribedAsBefore(["Order": [], "Scope": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        // The root composes: a factory closure per screen it opens is its work.
        code.expectNoClosureKeptByItsMaker(exempting: ["AppAssembly"])
        code.expectNoPublicSetters(settable: ["session"])
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "APIClient": ["fetchOrders()", "get(_:)", "session"],
                "AppAssembly": ["container", "ordersScreen()", "profileScreen()"],
                "AuthSession": ["api", "customer", "signOut()"],
                "Container": ["register(_:scope:factory:completed:)", "resolve(_:)", "validate()"],
                "Order": ["cents", "id", "summary"],
                "OrdersScreen": ["rows()", "viewModel"],
                "OrdersViewModel": ["load()", "orders", "select(_:)", "selected"],
                "ProfileScreen": ["title()", "viewModel"],
                "ProfileViewModel": ["account", "greeting()", "signOut()"],
                "ResolutionError": ["description", "isCycle", "neededBy", "service"],
            ],
            keptFromBefore: [
                "Container": ["register(_:scope:factory:)"],
                "OrdersViewModel": ["orders()"],
            ],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: [
                "APIClient", "AppAssembly", "AuthSession", "Container", "OrdersScreen",
                "OrdersViewModel", "ProfileScreen", "ProfileViewModel",
            ]
        )
    }

    @Test(
        "the composition root only composes: it does no work while it wires the app, and wires every app alike"
    )
    func rootOnlyComposes() {
        code.expectNoMention(
            of: ["try?", "try!", "catch"],
            in: "AppAssembly",
            rule: """
                The root lets every failure of the container go through: a resolve that fails \
                stops the launch, never a fallback built by hand (`(try? resolve(…)) ?? …`), \
                which is not the app's one instance nor wired to what the others are.
                """
        )
        code.expectRootOnlyComposes(
            "AppAssembly",
            rootOnly: ["Container"],
            rule: """
                The root registers what the app is made of and resolves it: a screen drawn, a \
                load started or a sign-in asked inside a registration runs while the app is \
                wired, before anyone opens that screen. And it wires every app the same way, \
                whatever it is handed: a registration or a check made only when the container \
                already holds something (as a test's does) is skipped for the app a user runs.
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
}
