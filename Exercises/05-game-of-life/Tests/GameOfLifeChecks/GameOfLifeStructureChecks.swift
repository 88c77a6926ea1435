// The structure checks of kata 05: facts about GameOfLifeViewController's declarations that
// its behaviour cannot show. A screen that takes a board but still counts to 15, or that takes
// a factory but builds a button on the side, can pass a test on one board and fail the next.

import StructureChecks
import Testing

@Suite("Kata 05 · the screen names the two protocols, and nothing it used to build")
struct GameOfLifeStructureChecks {
    let code = LearnerCode(module: "GameOfLife")

    @Test("the screen takes its board as a BoardProtocol")
    func takesBoardProtocol() {
        code.expectParameter(
            labeled: "board",
            of: "init",
            in: "GameOfLifeViewController",
            isDeclaredThrough: "BoardProtocol",
            rule: """
                The screen needs a number of rows, a number of columns and a cell at each place: \
                take any BoardProtocol, so a test can hand in a board of one cell.
                """
        )
    }

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

    @Test("the screen names no board, no button view and no factory, and counts to no fixed size")
    func buildsNothing() {
        code.expectNoMention(
            of: [
                "15", "Board", "ButtonController(", "ButtonView",
                "ConcreteButtonControllerFactory",
            ],
            in: "GameOfLifeViewController",
            rule: """
                A screen that still names the real board (even as a default argument, through a \
                static property or a type alias), builds its buttons, or counts to 15 itself, \
                depends on those details again: every size and every button must come from \
                what it is given.
                """
        )
    }
}
