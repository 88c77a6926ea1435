/// The grid of cells, each dead at first: 15 rows of 15 unless told otherwise.
public final class Board: BoardProtocol {
    /// How many rows the board has.
    public let rows: Int
    /// How many cells each row has.
    public let columns: Int
    private let cells: [[Cell]]

    /// Creates a board of dead cells, `rows` by `columns`.
    public init(rows: Int = 15, columns: Int = 15) {
        self.rows = rows
        self.columns = columns
        cells = (0..<rows).map { row in
            (0..<columns).map { column in Cell(row: row, column: column) }
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}

// Mutant: the stable board makes the real buttons too, so the app can hand one board to the
// screen as both its board and its factory, and the board depends on the buttons again.
extension Board: ButtonControllerFactoryProtocol {
    /// A real controller for `cell`, as the app's factory makes it.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        ConcreteButtonControllerFactory().createButtonController(
            forCell: cell,
            at: point,
            sizeOf: size
        )
    }
}
