// The structure checks of kata 04: what the formatter's code can reach, by any path through the
// module. A formatter that takes any CustomStringConvertible and still switches over the known
// cells, itself or in a helper, formats every test's cell right and still knows each cell type.

import StructureChecks
import Testing

@Suite("Kata 04 · the formatter knows CustomStringConvertible, and no cell type")
struct CallFormatterStructureChecks {
    let code = LearnerCode(module: "CellFormatting", in: checkedCode)

    @Test("the formatter takes its cell as a CustomStringConvertible, not as Any")
    func takesDescribableCell() {
        code.expectParameter(
            labeled: "from",
            of: "createString",
            in: "CallFormatter",
            isDeclaredThrough: "CustomStringConvertible",
            rule: """
                The formatter needs one thing of a cell, its description: ask for exactly that \
                with `any CustomStringConvertible` (or a generic constrained to it). A cell taken \
                as `Any` has to be cast, and the compiler no longer checks it can describe itself.
                """
        )
    }

    @Test("no code the formatter can run names a cell type or casts its cell")
    func namesNoCellType() {
        let rule = """
            Code the formatter runs that names a cell type (a type switch kept behind the new \
            protocol, a helper, a default value that builds a cell) still depends on every cell \
            it names: a new cell type would still mean changing the formatter. Let each cell \
            describe itself, format every cell the same way, and let the caller choose the cell.
            """
        code.expectNoReach(
            from: "CallFormatter",
            to: ["TextCell", "ImageCell", "ButtonCell"],
            rule: rule
        )
        code.expectNoCasts(reachedFrom: "CallFormatter", rule: rule)
    }

    @Test("the module keeps no shared state: no cache of lines, no global")
    func keepsNoSharedState() {
        code.expectNoSharedState(
            rule: """
                A formatter that keeps lines or cells in a global or a static property answers \
                from what it saw before, for every caller and every test.
                """
        )
    }

    @Test("the cells describe themselves through description alone")
    func cellsLostTheirOwnMethods() {
        code.expectNoMethod(
            named: ["toString", "toS", "stringify"],
            in: ["TextCell", "ImageCell", "ButtonCell"],
            rule: """
                Three names for one idea are what forced the formatter to know each cell. With \
                `description` in their place, remove the old methods so nothing can call them.
                """
        )
    }

    @Test("each cell writes its own description")
    func eachCellWritesItsOwnDescription() {
        code.expectOwnMember(
            "description",
            in: ["TextCell", "ImageCell", "ButtonCell"],
            rule: """
                The lesson moves the words out of the formatter and into each cell: a cell says \
                what it is. One description worked out for every cell alike (from the type's \
                name, or by reflecting on the first field) is the formatter's old switch by \
                another road: a new cell would be described by code that has never heard of it.
                """
        )
    }

    @Test("each cell says what it is by itself: no cell builds or asks another")
    func cellsStandAlone() {
        code.expectDetailsStandAlone(
            ["TextCell", "ImageCell", "ButtonCell"],
            rule: """
                Each cell is a detail of its own, and says what it is in its own words. A \
                cell that builds another and rewrites that one's description (a button \
                described through a text cell) depends on the other's wording: change how \
                a text cell reads, and every button changes with it.
                """
        )
    }

    @Test("the formatter reaches only what the lesson allows, as the compiler resolves it")
    func reachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "CallFormatter",
            seams: ["CustomStringConvertible"],
            // The point and the size are the formatter's own values, given to it and written
            // by it: never cells, even when they describe themselves; and so is any value the
            // formatter makes for itself (a line that describes itself). The cells are the
            // details.
            exempting: ["Point", "Size"],
            details: ["TextCell", "ImageCell", "ButtonCell"],
            rule: """
                The formatter knows one thing of a cell: that it describes itself. Code it runs \
                that reaches a cell type (to build it, to call it directly, through a helper) \
                or anything outside the lesson depends on what the description protocol was \
                meant to hide.
                """
        )
    }

    @Test("no code of the module, a cell's included, writes a limit of its own")
    func writesNoLimits() {
        code.expectNoLimits(
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, the cells' included, is a limit \
                no lesson sets: a text or a description past it is written another way, where \
                no example looks.
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
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        code.expectNoClosureKeptByItsMaker()
        code.expectNoPublicSetters()
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "ButtonCell": ["description", "title"],
                "CallFormatter": ["createString(from:at:sizeOf:)"],
                "ImageCell": ["description", "imageName"],
                "Point": ["x", "y"],
                "Size": ["height", "width"],
                "TextCell": ["description", "text"],
            ],
            keptFromBefore: [
                "ButtonCell": ["stringify()"],
                "ImageCell": ["toS()"],
                "TextCell": ["toString()"],
            ]
        )
    }

    @Test("the policy's file holds no detail beside it")
    func policyFileHoldsNoDetail() {
        for policy in ["CallFormatter"] {
            code.expectNoDetailInTheFileOf(
                policy,
                seams: ["CustomStringConvertible"],
                // The cells: a value of the formatter's own that describes itself is no cell.
                details: ["TextCell", "ImageCell", "ButtonCell"],
                rule: """
                    CallFormatter.swift names no cell type: each cell describes itself in its own \
                    file, so a new cell touches no line of the formatter's.
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
}
