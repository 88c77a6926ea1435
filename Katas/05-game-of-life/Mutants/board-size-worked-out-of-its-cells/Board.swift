/// The grid of cells, each dead at first: 15 rows of 15 unless told otherwise.
public final class Board: BoardProtocol {
    /// How many rows the board has.
    public let rows: Int
    // Mutant: worked out of the cells, so a board of no rows has no columns either.
    /// How many cells each row has.
    public var columns: Int { cells.first?.count ?? 0 }
    private let cells: [[Cell]]

    /// Creates a board of dead cells, `rows` by `columns`.
    public init(rows: Int = 15, columns: Int = 15) {
        self.rows = rows
        // Mutant: nothing is kept of the columns asked for but the cells.
        cells = (0..<rows).map { row in
            (0..<columns).map { column in Cell(row: row, column: column) }
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}
