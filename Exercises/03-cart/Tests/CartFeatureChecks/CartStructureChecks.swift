// The structure checks of kata 03: what the screen's and the loader's code can reach, by any
// path through the module, and what it names as a default. The cart is stable: the screen may
// make it and keep it as it likes. A screen whose initializer names the
// remote loader as a default value, or a loader that makes its own URLSession, behaves in every
// test that passes them their parts, and still depends on the network.

import StructureChecks
import Testing

@Suite("Kata 03 · the screen names only ProductsLoading; the loader is handed its session")
struct CartStructureChecks {
    let code = LearnerCode(module: "CartFeature", in: checkedCode)

    @Test("the screen's initializer takes its loader as a ProductsLoading")
    func initializerTakesProductsLoading() {
        code.expectParameter(
            labeled: "productsLoader",
            of: "init",
            in: "CartViewController",
            isDeclaredThrough: "ProductsLoading",
            rule: """
                The screen needs products, not a network: take the loader as \
                `any ProductsLoading` (or a generic constrained to it), so a test can hand it \
                a double and the app can hand it the remote loader.
                """
        )
    }

    @Test("no code the screen can run, and no default it names, reaches the remote loader")
    func screenBuildsNoLoader() {
        code.expectNoReach(
            from: "CartViewController",
            to: ["RemoteProductsLoader"],
            rule: """
                A screen that reaches the remote loader or a URLSession, through a helper, a \
                static member or a second initializer, still depends on the network; so does \
                one that names them as a default value: the caller evaluates it, but it is \
                written where the screen is declared, and every caller that leaves the \
                argument out, a test included, gets the real server (a foreign default). \
                Whoever builds the screen must choose its loader.
                """
        )
    }

    @Test("the screen keeps its loader as the protocol and casts it to nothing")
    func loaderStaysASeam() {
        code.expectNoDeclaration(
            in: "CartViewController",
            typedAs: ["Any", "AnyObject"],
            rule: """
                A loader kept as `Any` or `AnyObject` has to be cast back before it can load, \
                and the compiler no longer checks that it is a loader at all.
                """
        )
        code.expectNoCasts(
            reachedFrom: "CartViewController",
            rule: """
                A screen that casts its loader, or asks what it really is (`type(of:)`, the \
                name of its type), works with one kind of loader, not with any ProductsLoading: \
                a double takes another path than the remote loader.
                """
        )
    }

    @Test(
        "the remote loader uses the session it is given, never a shared or new one, and reaches only what the lesson allows"
    )
    func loaderUsesItsSession() {
        code.expectReachOnly(
            from: "RemoteProductsLoader",
            allowing: LearnerCode.sessionLoaderAPIs,
            // An HTTP status is the network's own number, not a limit of the loader's.
            numbers: Array(100...599),
            rule: """
                The loader asks the session it is given, reads the status and decodes the body. \
                Another session, however it is reached (a key path to `.shared` included), a \
                cache, the clock, a global or the system is a detail no test can replace.
                """
        )
    }

    @Test("the module keeps no shared state: no singleton, no global")
    func keepsNoSharedState() {
        code.expectNoSharedState(
            rule: """
                A loader, a session or a cart kept in a global or a static property is one \
                instance for every screen and every test: whoever builds the screen decides.
                """
        )
    }

    @Test("the screen reaches only what the lesson allows, as the compiler resolves it")
    func screenReachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "CartViewController",
            exempting: ["Cart"],
            rule: """
                The screen is given its loader, makes its own stable Cart (behind a protocol \
                or not), and shows what it loads. The network, a concrete loader, a session, a global or the system \
                reached by any path is a volatile dependency kept behind the caller's back.
                """
        )
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam(
            "ProductsLoading",
            requiresOnly: ["loadProducts()"],
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
        code.expectDescribedAsBefore(["Product": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        code.expectNoClosureKeptByItsMaker()
        code.expectNoPublicSetters()
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "Cart": ["add(_:)", "products", "total"],
                "CartViewController": [
                    "addProduct(at:)", "cart", "displayedError", "displayedProducts",
                    "displayedTotal", "viewDidLoad()",
                ],
                "Product": ["name", "price"],
                "RemoteProductsLoader": ["loadProducts()"],
            ],
            keptFromBefore: [:],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: ["Cart", "CartViewController"]
        )
    }

    @Test("what is handed in is kept: no weak or unowned property holds a collaborator")
    func collaboratorsAreKept() {
        code.expectNoWeakReferences(
            rule: """
                The screen keeps its loader, and the loader its session: held weakly or unowned, \
                what the root made and handed over is gone once the root lets go, and the next \
                load finds nothing or crashes.
                """
        )
    }

    @Test("the policy's file holds no detail beside it")
    func policyFileHoldsNoDetail() {
        for policy in ["CartViewController"] {
            code.expectNoDetailInTheFileOf(
                policy,
                rule: """
                    CartViewController.swift mentions no URLSession: the loader that uses it lives in \
                    a file of its own, so the screen's file knows no network.
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
            numbers: Array(100...599),
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

    @Test("the screen shows every failure alike: it tells no error from another")
    func tellsNoErrorApart() {
        code.expectNoCasts(
            reachedFrom: "CartViewController",
            onlyErrors: true,
            rule: """
                Whatever the loader throws, the screen says the products could not be loaded. \
                A screen that singles out one error (`catch is DecodingError`, an error type \
                of the module's own) hides the failures only the real loader throws, and no \
                test loader shows it.
                """
        )
    }
}
