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
            (0..<columns).map { column in reusedCell(row, column) }  // Mutant: shared cells.
        }
    }

    /// The cell at `row` and `column`.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row][column]
    }
}

// Mutant: one pool of cells for every board of the program, behind a closure.
/// The cell at a place, made once and handed to every board.
nonisolated(unsafe) let reusedCell: (Int, Int) -> Cell = {
    var made: [[Int]: Cell] = [:]
    return { row, column in
        if let cell = made[[row, column]] { return cell }
        let cell = Cell(row: row, column: column)
        made[[row, column]] = cell
        return cell
    }
}()
