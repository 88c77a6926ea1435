// The structure checks of kata 08: what the interactor's code can reach, by any path through
// the module, and what the module keeps globally. The string-keyed locator kept as a singleton
// behind the new protocols, or a type switch on OfflineSimulator, behaves in the app and is
// still the global, hidden dependency the kata removes.

import StructureChecks
import Testing

@Suite("Kata 08 · the interactor declares what it needs and resolves nothing from a global")
struct ArticleInteractorStructureChecks {
    let code = LearnerCode(module: "Articles", in: checkedCode)

    @Test("the interactor takes a locator that can give it a repository and a reachability")
    func takesItsLocator() {
        for locator in ["ArticleRepositoryLocator", "ReachabilityLocator"] {
            code.expectParameter(
                labeled: "serviceLocator",
                of: "init",
                in: "ArticleInteractor",
                isDeclaredThrough: locator,
                rule: """
                    The interactor's initializer says what it needs: a locator that can give \
                    an article repository and a reachability, and nothing else.
                    """
            )
        }
    }

    @Test("no code the interactor can run resolves from a shared locator or reads a global")
    func resolvesNothingGlobally() {
        code.expectNoReach(
            from: "ArticleInteractor",
            to: ["ServiceLocator"],
            rule: """
                A service pulled from a global, by name or by type, is a dependency nobody can \
                see: it crashes at run time when it was not registered, and no test can replace \
                it without changing a global. Ask the locator you were given; the app's \
                locator, made at the composition root, builds the real services, and never \
                fetches them from a shared one.
                """
        )
    }

    @Test("the module keeps no shared state: no singleton locator, no global")
    func noSharedState() {
        code.expectNoSharedState(
            rule: """
                A locator or a service kept in a static property or a global, however \
                type-safe, is the string-keyed locator again: any code can change it and every \
                test shares it. Let the code that creates the interactor pass its locator.
                """
        )
    }

    @Test("the interactor keeps its services as protocols, and tells them apart by no cast")
    func keepsProtocols() {
        code.expectNoDeclaration(
            in: "ArticleInteractor",
            typedAs: ["ArticleRepository", "Reachability", "OfflineSimulator", "Any", "AnyObject"],
            rule: """
                Code against the services' protocols: an interactor that keeps an \
                ArticleRepository or a Reachability cannot be handed a double or \
                OfflineSimulator.
                """
        )
        code.expectNoCasts(
            reachedFrom: "ArticleInteractor",
            rule: """
                An interactor that asks whether its reachability `is OfflineSimulator`, or \
                forces its repository into an ArticleRepository, works with those types, not \
                with the protocols: a double or a new service takes another path.
                """
        )
    }

    @Test("the app's locator gives each service as its type, never through a cast")
    func appLocatorIsTyped() {
        code.expectNoCasts(
            reachedFrom: "ArticleInteractorServiceLocator",
            rule: """
                The app's locator is where the compiler checks that every service the \
                interactor asks for exists and has the right type. One that keeps its services \
                in a table of `Any` and casts them back by name (`as!`, `as?`) is the \
                string-keyed locator again, behind a typed face: a wrong name or type compiles \
                and waits for run time.
                """
        )
    }

    @Test("the interactor keeps its locator to itself")
    func locatorKeptToItself() {
        code.expectKeptToItself(
            "ArticleInteractor",
            kinds: [
                "ArticleRepositoryLocator", "ReachabilityLocator", "ArticleInteractorLocating",
            ],
            rule: """
                The locator is the interactor's way to its services, and no one else's: one it \
                hands out (a public property, a method that returns it) lets any code that \
                holds an interactor pull any service out of it, the ambient locator again, one \
                step away.
                """
        )
    }

    @Test("the interactor reaches only what the lesson allows, as the compiler resolves it")
    func reachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "ArticleInteractor",
            rule: """
                The interactor asks the locator it was given, and nothing else: a service it \
                builds or reaches by another path, a global, or the system is a dependency no \
                test can replace. Let the composition root, AppServices, pass the app's \
                locator. (Where the way above starts at a default argument: the caller runs it, \
                but it is written in the interactor's declaration, so a default such as \
                `= ArticleInteractorServiceLocator()` names the app's real services where the \
                interactor is declared, the anti-pattern called Control Freak.)
                """
        )
    }

    @Test(
        "each real service stands alone: none builds or asks another; the app's locator names them"
    )
    func servicesStandAlone() {
        code.expectDetailsStandAlone(
            ["ArticleRepository", "Reachability"],
            rule: """
                The app's locator is the one place that names the real services, and hands \
                each one out. A repository that builds or asks the real Reachability itself \
                goes past the locator: an offline simulator, or a test's locator, no longer \
                decides whether the repository sees a network.
                """
        )
    }

    @Test("the offline simulator stands in for the network alone: it reaches no real detail")
    func simulatorReachesNoDetail() {
        code.expectReachOnly(
            from: "OfflineSimulator",
            rule: """
                The simulator takes the app, or a test, offline on purpose: it answers that the \
                network cannot be reached, and needs nothing to say so. One that builds or asks \
                the real Reachability starts what it stands in for, each time one is made.
                """
        )
    }

    @Test("the abstractions name no detail: no protocol, the lesson's or yours, builds a service")
    func abstractionsNameNoDetail() {
        code.expectProtocolsReachOnly(
            rule: """
                Abstractions do not depend on details (the second clause of the principle), and \
                a protocol's extension is held to what a policy may reach. One that builds \
                ArticleRepository or Reachability, on one of the lesson's protocols or on one \
                of your own that refines them, gives every locator \
                that adopts it, a test's included, the real service unless it says otherwise: a \
                test locator that forgets one method quietly runs the real thing. Let the \
                protocols only declare, and name the real services in the app's locator.
                """
        )
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam(
            "ArticleProviding",
            requiresOnly: ["articlesList()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "ReachabilityChecking",
            requiresOnly: ["isConnected()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "ArticleRepositoryLocator",
            requiresOnly: ["articleRepository()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
        code.expectSeam(
            "ReachabilityLocator",
            requiresOnly: ["reachability()"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
    }

    @Test(
        "no initializer, description or deinit of the module does work: making an object keeps what it is handed, describing it only reads, freeing it only lets go"
    )
    func deinitsOnlyLetGo() {
        code.expectNothingDoneWhenFreed()
        // The interactor asks its locator for its services when it is made: that is the lesson's
        // way of taking them.
        code.expectInitializersOnlyKeep(exempting: ["AppServices", "ArticleInteractor"])
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
        code.expectDescribedAsBefore(["Article": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        // The root composes: a factory closure per screen it opens is its work.
        code.expectNoClosureKeptByItsMaker(exempting: ["AppServices"])
        code.expectNoPublicSetters()
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "AppServices": ["articleInteractor()"],
                "Article": ["title"],
                "ArticleInteractor": ["loadArticles()"],
                "ArticleInteractorServiceLocator": ["articleRepository()", "reachability()"],
                "ArticleRepository": ["articlesList()"],
                "OfflineSimulator": ["isConnected()"],
                "Reachability": ["isConnected()"],
            ],
            keptFromBefore: [
                "AppServices": ["register()"]
            ],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: ["ArticleInteractor", "ArticleRepository", "Reachability"]
        )
    }

    @Test("what is handed in is kept: no weak or unowned property holds a collaborator")
    func collaboratorsAreKept() {
        code.expectNoWeakReferences(
            rule: """
                The interactor keeps the services its locator gave it: held weakly or unowned, \
                a service is gone once the locator lets go, and the next load finds nothing or \
                crashes.
                """
        )
    }

    @Test("the composition root only composes: it does no work while it wires the app")
    func rootOnlyComposes() {
        code.expectRootOnlyComposes(
            "AppServices",
            rule: """
                The composition root builds the interactor and hands it over: a load made while \
                composing asks the network before anyone wants articles, and a state read \
                there (is the device online?) is frozen for the app's whole life.
                """
        )
        // The app's locator belongs to the root: it makes the real services and hands them out.
        code.expectRootOnlyComposes(
            "ArticleInteractorServiceLocator",
            rule: """
                The app's locator makes the real services and hands them out, and does nothing \
                more: a service it asks while handing another out (a list read to choose the \
                network) decides for the interactor, out of its sight, at the moment it is \
                located rather than when it loads.
                """
        )
    }

    @Test("the policy's file holds no detail beside it")
    func policyFileHoldsNoDetail() {
        for policy in ["ArticleInteractor"] {
            code.expectNoDetailInTheFileOf(
                policy,
                rule: """
                    The interactor's own file knows no real service: the app's locator, which names \
                    them, lives in a file of its own, so the interactor moves without them.
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

    @Test("no code of the module, a detail's and the root's included, writes a limit of its own")
    func writesNoLimits() {
        code.expectNoLimits(
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, a detail's and the root's \
                included, written or worked out by a loop, is a limit no lesson sets: past it \
                the code behaves another way, where no example looks.
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
