/// The Game of Life screen: one button for each cell of the board.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class GameOfLifeViewController {
    /// The controllers of the buttons on screen, row by row.
    public private(set) var buttonControllers: [ButtonController] = []

    /// Creates the screen, with no buttons until it is loaded.
    public init() {}

    /// Puts a button on screen for every cell: 20 points wide, side by side, row by row.
    public func viewDidLoad() {
        let board = Board()
        for row in 0..<15 {
            for column in 0..<15 {
                let controller = ButtonController(cell: board.cell(row: row, column: column))
                let center = Point(x: Double(column) * 20 + 10, y: Double(row) * 20 + 10)
                controller.view = ButtonView(
                    center: center,
                    size: Size(width: 20, height: 20),
                    imageName: "dead_cell"
                )
                buttonControllers.append(controller)
            }
        }
    }
}
