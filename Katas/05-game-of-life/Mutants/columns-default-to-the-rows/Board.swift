/// The grid of cells, each dead at first: 15 rows of 15 unless told otherwise.
public final class Board: BoardProtocol {
    /// How many rows the board has.
    public let rows: Int
    /// How many cells each row has.
    public let columns: Int
    private let cells: [[Cell]]

    // Mutant: a board told only its rows is square, its columns as many as its rows.
    /// Creates a board of dead cells, `rows` by `columns`.
    public init(rows: Int = 15, columns: Int? = nil) {
        self.rows = rows
        let columns = columns ?? rows  // Mutant: the columns default to the rows.
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
