/// The grid of cells, each dead at first: 15 rows of 15 unless told otherwise.
public final class Board: BoardProtocol {
    /// How many rows the board has.
    public let rows: Int
    /// How many cells each row has.
    public let columns: Int
    // Mutant: the cells are kept in one list, row after row.
    private let cells: [Cell]

    /// Creates a board of dead cells, `rows` by `columns`.
    public init(rows: Int = 15, columns: Int = 15) {
        self.rows = rows
        self.columns = columns
        // Mutant: one list of every cell, row after row.
        cells = (0..<rows).flatMap { row in
            (0..<columns).map { column in Cell(row: row, column: column) }
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        // Mutant: a column past the end of a row is a cell of the next row.
        cells[row * columns + column]
    }
}
