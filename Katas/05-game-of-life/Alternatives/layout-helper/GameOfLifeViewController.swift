/// The Game of Life screen: one button for each cell of the board.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class GameOfLifeViewController {
    // Alternative: the layout of the buttons is a helper type of its own.
    private let layout = ButtonLayout(side: 20)

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
        // Alternative: no size here; the helper has it.
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                // Alternative: the helper says where each button goes.
                let controller = buttonControllerFactory.createButtonController(
                    forCell: board.cell(row: row, column: column),
                    at: layout.center(row: row, column: column),
                    sizeOf: layout.size
                )
                buttonControllers.append(controller)
            }
        }
    }
}
