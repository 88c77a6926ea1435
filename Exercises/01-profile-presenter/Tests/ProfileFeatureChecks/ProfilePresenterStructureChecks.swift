// The structure checks of kata 01: what the presenter's code can reach, by any path through the
// module, and how it keeps its screen. A presenter that keeps its screen as `AnyObject` and
// casts it back, or that gets a concrete screen from a helper, can show the right name and
// still depend on a detail.

import StructureChecks
import Testing

@Suite("Kata 01 · the presenter's code names ProfileViewing, never a concrete screen")
struct ProfilePresenterStructureChecks {
    let code = LearnerCode(module: "ProfileFeature", in: checkedCode)

    @Test("the presenter's initializer takes its screen as a ProfileViewing")
    func initializerTakesProfileViewing() {
        code.expectParameter(
            labeled: "profileView",
            of: "init",
            in: "ProfilePresenter",
            isDeclaredThrough: "ProfileViewing",
            rule: """
                Depend on the contract the presenter owns: take the screen as \
                `any ProfileViewing` (or a generic constrained to ProfileViewing), so the \
                compiler checks that whatever screen comes in can show a full name.
                """
        )
    }

    @Test("the presenter keeps its screen as a ProfileViewing, not as AnyObject or a class")
    func keepsNoConcreteScreen() {
        code.expectNoDeclaration(
            in: "ProfilePresenter",
            typedAs: ["ProfileViewController", "PremiumProfileViewController", "Any", "AnyObject"],
            rule: """
                A screen kept as `AnyObject`, `Any` or a concrete view controller has to be cast \
                before the presenter can talk to it, and the compiler no longer knows whether it \
                can show a profile. Keep it as ProfileViewing.
                """
        )
    }

    @Test("nothing but a screen keeps a screen strongly, however long the presenter runs")
    func onlyWeakReferencesToScreens() {
        code.expectOnlyWeakReferences(
            to: "ProfileViewing",
            rule: """
                The screen owns the presenter: a strong reference back, even one set only after \
                many profiles, keeps both alive for ever. Every property that can hold a screen \
                holds it weakly.
                """
        )
    }

    @Test("the presenter keeps its screen and nothing else between two profiles")
    func keepsOnlyItsScreen() {
        code.expectKeepsOnly(
            in: "ProfilePresenter",
            ["ProfileViewing"],
            rule: """
                The presenter works out each full name from the profile it is handed, and keeps \
                only the screen it shows it on. Anything else it keeps (a count, a history, a \
                flag, in a `Mutex`, a closure or an object of its own) lives from one profile to \
                the next, out of every test's sight, so the ten-thousandth profile can be shown \
                otherwise than the first.
                """
        )
    }

    @Test("no code the presenter can run names a concrete screen or casts its screen")
    func namesNoConcreteScreen() {
        let rule = """
            A presenter that names a screen class (to create it, to cast to it, or through a \
            helper that does) still depends on that detail: each new screen would mean changing \
            the presenter again.
            """
        code.expectNoReach(
            from: "ProfilePresenter",
            to: ["ProfileViewController", "PremiumProfileViewController"],
            rule: rule
        )
        code.expectNoCasts(
            reachedFrom: "ProfilePresenter",
            rule: """
                A presenter that asks what its screen really is (a cast, `type(of:)`, the name \
                of its type) treats one kind of screen apart: the contract no longer says \
                everything the presenter needs, and each new screen may need the presenter \
                changed again.
                """
        )
    }

    @Test("the module keeps no shared state: no singleton screen, no global")
    func keepsNoSharedState() {
        code.expectNoSharedState(
            rule: """
                State kept in a global or a static property (a screen, a log, a cache) is shared \
                by every presenter and every test: what a presenter shows, or remembers, no \
                longer depends on what it was given alone.
                """
        )
    }

    @Test("the presenter reaches only what the lesson allows, as the compiler resolves it")
    func reachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "ProfilePresenter",
            rule: """
                The presenter's job is to turn a profile into a full name and hand it to a \
                ProfileViewing: a concrete screen it builds or calls, a global it reads, or the \
                system it asks (the clock, the environment, the command line) is a dependency \
                the contract does not show, whatever the spelling.
                """
        )
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam(
            "ProfileViewing",
            requiresOnly: ["showFullName(_:)"],
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
        code.expectDescribedAsBefore(["Profile": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        code.expectNoClosureKeptByItsMaker()
        code.expectNoPublicSetters()
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "PremiumProfileViewController": ["displayedHeadline", "showFullName(_:)"],
                "Profile": ["name", "surname"],
                "ProfilePresenter": ["presentProfile(_:)"],
                "ProfileViewController": ["displayedFullName", "showFullName(_:)"],
            ],
            keptFromBefore: [:],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: ["PremiumProfileViewController", "ProfileViewController"]
        )
    }

    @Test("the policy's file holds no detail beside it")
    func policyFileHoldsNoDetail() {
        for policy in ["ProfilePresenter"] {
            code.expectNoDetailInTheFileOf(
                policy,
                rule: """
                    ProfilePresenter.swift names neither view controller: each screen says it is a \
                    ProfileViewing in its own file, so a screen moved, added or deleted touches no \
                    line of the presenter's.
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
