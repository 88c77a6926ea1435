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
        // Mutant: a negative size is read as no cells, where the Before board stopped.
        cells = (0..<max(rows, 0)).map { row in
            (0..<max(columns, 0)).map { column in Cell(row: row, column: column) }
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}
