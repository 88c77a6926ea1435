// Alternative: the screen is generic over its board and its factory.
/// The Game of Life screen: one button for each cell of the board.
///
/// There is no UIKit here: the screen keeps what it would display, so a test can read it.
public final class GameOfLifeViewController<
    SomeBoard: BoardProtocol,
    Factory: ButtonControllerFactoryProtocol
> {
    // Alternative: a generic type cannot keep a static stored property, so the side is computed.
    /// How wide and how tall each button is, in points.
    private static var side: Double { 20 }

    /// The controllers of the buttons on screen, row by row.
    public private(set) var buttonControllers: [ButtonController] = []

    // Alternative: kept as the generic types.
    /// Which cells there are. Injected: a test hands in a board of one cell.
    private let board: SomeBoard
    /// How each button is made. Injected: a test hands in a factory that records its calls.
    private let buttonControllerFactory: Factory

    // Alternative: taken as the generic types.
    /// Creates the screen for `board`, its buttons made by `buttonControllerFactory`.
    public init(board: SomeBoard, buttonControllerFactory: Factory) {
        self.board = board
        self.buttonControllerFactory = buttonControllerFactory
    }

    /// Puts a button on screen for every cell of the board, side by side, row by row.
    public func viewDidLoad() {
        let size = Size(width: Self.side, height: Self.side)
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let center = Point(
                    x: Double(column) * Self.side + Self.side / 2,
                    y: Double(row) * Self.side + Self.side / 2
                )
                let controller = buttonControllerFactory.createButtonController(
                    forCell: board.cell(row: row, column: column),
                    at: center,
                    sizeOf: size
                )
                buttonControllers.append(controller)
            }
        }
    }
}
