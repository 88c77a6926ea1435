// Behaviour that must not change while you refactor: the board, the cells and what a tap does.

import Testing

@testable import GameOfLife

@Suite("Kata 05 · characterization: what the game does stays the same")
struct GameOfLifeCharacterization {
    @Test("the board has 15 rows of 15 distinct, dead cells, each knowing its place")
    func board() {
        let board = Board()
        #expect(board.rows == 15)
        #expect(board.columns == 15)
        let corner = board.cell(row: 14, column: 3)
        #expect(corner.row == 14)
        #expect(corner.column == 3)
        #expect(!corner.isAlive)
        #expect(board.cell(row: 0, column: 0) !== board.cell(row: 0, column: 1))
    }

    @Test("a tap brings the cell to life and shows a live cell")
    func tap() {
        let cell = Cell(row: 0, column: 0)
        let controller = ButtonController(cell: cell)
        controller.view = ButtonView(
            center: Point(x: 10, y: 10),
            size: Size(width: 20, height: 20),
            imageName: "dead_cell"
        )

        controller.bringToLife()

        #expect(cell.isAlive)
        #expect(controller.view?.imageName == "live_cell")
    }
}
