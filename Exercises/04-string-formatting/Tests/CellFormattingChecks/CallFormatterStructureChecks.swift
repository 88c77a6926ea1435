// The structure checks of kata 04: facts about the declarations of CallFormatter and the cells
// that the behaviour checks cannot see. A formatter that keeps its type switch behind
// `description`, or takes `Any` and casts, formats every cell right and still knows them all.

import StructureChecks
import Testing

@Suite("Kata 04 · the formatter knows CustomStringConvertible, and no cell type")
struct CallFormatterStructureChecks {
    let code = LearnerCode(module: "CellFormatting")

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

    @Test("the formatter names no cell type and none of their old methods")
    func namesNoCellType() {
        code.expectNoMention(
            of: ["TextCell", "ImageCell", "ButtonCell", "toString", "toS", "stringify"],
            in: "CallFormatter",
            rule: """
                A type switch kept behind the new protocol still depends on every cell it names: \
                a new cell type would still mean changing the formatter. Let each cell describe \
                itself, and format every cell the same way.
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
}
