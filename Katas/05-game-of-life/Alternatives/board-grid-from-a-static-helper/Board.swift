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
        // Alternative: the grid is worked out by a static helper of the board's own.
        cells = Self.grid(rows: rows, columns: columns)
    }

    // Alternative: dead cells, row by row, from the size alone.
    /// A grid of dead cells, `rows` by `columns`.
    private static func grid(rows: Int, columns: Int) -> [[Cell]] {
        (0..<rows).map { row in
            (0..<columns).map { column in Cell(row: row, column: column) }
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}
