// The structure checks of kata 05: what the screen's code can reach, by any path through the
// module, and how it keeps what it is given. A screen that takes a factory and still builds the
// app's in a helper function, a `Wiring` enum, a second initializer or a default value passes
// every test that hands it one, and still depends on the real buttons. The board is stable: the
// screen may take it as the concrete `Board` or through a protocol, and may name `Board()` as a
// default; it must still be given the board it shows.

import StructureChecks
import Testing

@Suite("Kata 05 · the screen reaches no button and no factory of its own")
struct GameOfLifeStructureChecks {
    let code = LearnerCode(module: "GameOfLife", in: checkedCode)

    @Test("the screen takes its factory as a ButtonControllerFactoryProtocol")
    func takesFactoryProtocol() {
        code.expectParameter(
            labeled: "buttonControllerFactory",
            of: "init",
            in: "GameOfLifeViewController",
            isDeclaredThrough: "ButtonControllerFactoryProtocol",
            rule: """
                How a button is made is the factory's business: take any \
                ButtonControllerFactoryProtocol, so a test can see what the screen asks for.
                """
        )
    }

    @Test("no code the screen can run, and no default it names, builds a button or a factory")
    func reachesNoDetail() {
        code.expectNoReach(
            from: "GameOfLifeViewController",
            to: ["ConcreteButtonControllerFactory"],
            orBuilding: ["ButtonController", "ButtonView"],
            rule: """
                Every button must come from the factory the screen is given. Code the screen \
                runs that builds the app's factory or a button (in a second initializer, a \
                helper function, a static property or a type alias) depends on those details \
                again, however many steps away it is; so does a default value that names them \
                (a foreign default): the caller evaluates it, but it is written where the screen \
                is declared, and every caller that leaves the argument out gets the real buttons.
                """
        )
    }

    @Test("the screen counts to no fixed size of its own")
    func countsToNoFixedSize() {
        code.expectNoMention(
            of: ["15"],
            in: "GameOfLifeViewController",
            rule: """
                The board says how many rows and columns it has: a screen that counts to 15 \
                itself lays out any other board wrong.
                """
        )
    }

    @Test("the screen lays out what the board says: it asks nothing of a cell but hands it on")
    func cellsHandedOnAsTheBoardGivesThem() {
        code.expectNoReach(
            from: "GameOfLifeViewController",
            to: ["Cell"],
            rule: """
                The board says which cell is at each place; the screen puts a button there \
                for that cell, and hands it to the factory as it is. A screen that reads a \
                cell's own row or column, or tells one cell from another, decides again what \
                the board decided: a board that numbers its cells otherwise (a window onto a \
                bigger world) or gives one cell for two places (a board that wraps around) \
                gets buttons off screen, or missing.
                """
        )
    }

    @Test("the screen keeps its board and factory as such, and casts neither back")
    func seamsStaySeams() {
        code.expectNoDeclaration(
            in: "GameOfLifeViewController",
            typedAs: ["Any", "AnyObject"],
            rule: """
                A board kept as `Any` or `AnyObject` has to be cast back before the screen can \
                use it, and the compiler no longer checks that it is a board at all.
                """
        )
        code.expectNoCasts(
            reachedFrom: "GameOfLifeViewController",
            rule: """
                A cast to a type of the module (`as! BoardProtocol`, `is Board`) undoes the \
                seam: the screen works with what the protocol promises, nothing more.
                """
        )
    }

    @Test("the module keeps no shared state: no singleton, no global")
    func keepsNoSharedState() {
        code.expectNoSharedState(
            rule: """
                A board or a factory kept in a static property or a global is the same \
                instance for every screen and every test: whoever makes the screen must \
                decide what it gets.
                """
        )
    }

    @Test("the screen reaches only what the lesson allows, as the compiler resolves it")
    func reachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "GameOfLifeViewController",
            exempting: ["Board"],
            numbers: Self.layoutNumbers,
            rule: """
                The screen lays out what its board says with what its factory builds. A factory \
                or a button it reaches itself, a global, or the system is a detail chosen behind \
                the caller's back, however it is spelled. (The board is stable: the screen may \
                name `Board()`, as a default for instance.)
                """
        )
    }

    @Test("the seams require what the lesson's shape gives them, and nothing more")
    func seamsRequireNothingMore() {
        code.expectSeam(
            "ButtonControllerFactoryProtocol",
            requiresOnly: ["createButtonController(forCell:at:sizeOf:)"],
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
            numbers: Self.layoutNumbers,
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, the board's and the factory's \
                included, is a limit no lesson sets: a board past it, or a button placed \
                beyond it, behaves another way, where no example looks. The lesson lists a \
                board's 15 cells a side, a button's 20 points and its middle at 10, and a \
                cell's 3 and 8 neighbours.
                """
        )
    }

    /// The numbers of the lesson's layout and of the game's rule, which any code may write.
    static let layoutNumbers = [3, 8, 10, 15, 20]

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
        code.expectDescribedAsBefore([
            "Cell": ["description"], "Point": ["description"], "Size": ["description"],
        ])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        code.expectNoClosureKeptByItsMaker()
        code.expectNoPublicSetters(settable: ["view", "board"])
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "Board": ["cell(row:column:)", "columns", "rows"],
                "ButtonController": ["bringToLife()", "cell", "view"],
                "ButtonView": ["center", "imageName", "show(imageName:)", "size"],
                "Cell": ["bringToLife()", "column", "description", "isAlive", "row"],
                "ConcreteButtonControllerFactory": ["createButtonController(forCell:at:sizeOf:)"],
                "GameOfLifeViewController": ["board", "buttonControllers", "viewDidLoad()"],
                "Point": ["description", "x", "y"],
                "Size": ["description", "height", "width"],
            ],
            keptFromBefore: [:],
            // Types the Before code called with fewer arguments: their functions may default.
            defaulting: ["Board", "GameOfLifeViewController"]
        )
    }

    @Test("what is handed in is kept: no weak or unowned property holds a collaborator")
    func collaboratorsAreKept() {
        code.expectNoWeakReferences(
            rule: """
                A controller keeps its cell, and the screen its board and its factory: held weakly \
                or unowned, a cell is gone once the board lets go, and a tap on a button still on \
                screen does nothing or crashes.
                """
        )
    }

    @Test("the policy's file holds no detail beside it")
    func policyFileHoldsNoDetail() {
        for policy in ["GameOfLifeViewController"] {
            code.expectNoDetailInTheFileOf(
                policy,
                rule: """
                    The screen's file names no concrete factory or button: they live in a file of \
                    their own, so the screen goes wherever it goes without them.
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

    @Test("every way to make the screen takes a button factory, never nil")
    func everyScreenHasAFactory() {
        code.expectEveryInitializer(
            of: "GameOfLifeViewController",
            takes: "ButtonControllerFactoryProtocol",
            rule: """
                A screen that can be made without a button factory, or with nil for one, shows \
                nothing and says nothing: constructor injection is there so that a screen \
                cannot exist without what it needs.
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
