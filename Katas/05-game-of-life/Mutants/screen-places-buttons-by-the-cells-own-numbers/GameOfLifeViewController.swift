/// The Game of Life screen: one button for each cell of the board.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class GameOfLifeViewController {
    /// How wide and how tall each button is, in points.
    private static let side = 20.0

    /// The controllers of the buttons on screen, row by row.
    public private(set) var buttonControllers: [ButtonController] = []

    /// Which cells there are. Injected: a test hands in a board of one cell.
    private let board: any BoardProtocol
    /// How each button is made. Injected: a test hands in a factory that records its calls.
    private let buttonControllerFactory: any ButtonControllerFactoryProtocol

    /// Creates the screen for `board`, its buttons made by `buttonControllerFactory`.
    public init(
        board: any BoardProtocol,
        buttonControllerFactory: any ButtonControllerFactoryProtocol
    ) {
        self.board = board
        self.buttonControllerFactory = buttonControllerFactory
    }

    /// Puts a button on screen for every cell of the board, side by side, row by row.
    public func viewDidLoad() {
        let size = Size(width: Self.side, height: Self.side)
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                // Mutant: the button is placed by the cell's own numbers, not by its place.
                let cell = board.cell(row: row, column: column)
                let center = Point(
                    // Mutant: changed for this wrong version (see README.md).
                    x: Double(cell.column) * Self.side + Self.side / 2,
                    y: Double(cell.row) * Self.side + Self.side / 2
                )
                let controller = buttonControllerFactory.createButtonController(
                    // Mutant: changed for this wrong version (see README.md).
                    forCell: cell,
                    at: center,
                    sizeOf: size
                )
                buttonControllers.append(controller)
            }
        }
    }
}
