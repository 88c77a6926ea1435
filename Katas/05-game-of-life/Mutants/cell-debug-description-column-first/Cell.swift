// Mutant: the cell describes itself for debugging too.
/// One square of the Game of Life, dead until something brings it to life.
public final class Cell: CustomStringConvertible, CustomDebugStringConvertible {
    /// Its row on the board, from 0.
    public let row: Int
    /// Its column on the board, from 0.
    public let column: Int
    /// Whether it is alive.
    public private(set) var isAlive = false

    /// Creates a dead cell at `row` and `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The cell and its place, as `Cell(row 2, column 3)`.
    public var description: String { "Cell(row \(row), column \(column))" }

    // Mutant: a debug description of its own, column first; the Before code's cell had none.
    /// The cell for a debugger.
    public var debugDescription: String { "Cell(column \(column), row \(row))" }

    /// Makes the cell alive.
    public func bringToLife() {
        isAlive = true
    }
}
