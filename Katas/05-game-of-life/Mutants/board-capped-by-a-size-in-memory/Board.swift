/// The grid of cells, each dead at first: 15 rows of 15 unless told otherwise.
public final class Board: BoardProtocol {
    /// How many rows the board has.
    public let rows: Int
    /// How many cells each row has.
    public let columns: Int
    private let cells: [[Cell]]

    /// Creates a board of dead cells, `rows` by `columns`.
    public init(rows: Int = 15, columns: Int = 15) {
        // Mutant: no more than 256 cells a side, the limit spelled as a size in memory.
        let most = MemoryLayout<SIMD64<Int32>>.size
        let shownRows = min(rows, most)
        let shownColumns = min(columns, most)
        self.rows = shownRows
        self.columns = shownColumns
        cells = (0..<shownRows).map { row in
            (0..<shownColumns).map { column in Cell(row: row, column: column) }
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}
