/// The grid of cells: 15 rows of 15 cells, each dead at first.
public final class Board {
    /// How many rows the board has.
    public let rows = 15
    /// How many cells each row has.
    public let columns = 15
    private let cells: [[Cell]]

    /// Creates a board of dead cells.
    public init() {
        cells = (0..<15).map { row in (0..<15).map { column in Cell(row: row, column: column) } }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}
