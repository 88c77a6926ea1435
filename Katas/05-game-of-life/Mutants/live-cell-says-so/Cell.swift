/// One square of the Game of Life, dead until something brings it to life.
public final class Cell: CustomStringConvertible {
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

    // Mutant: a live cell adds that it is alive to its place.
    /// The cell and its place, as `Cell(row 2, column 3)`.
    public var description: String {
        "Cell(row \(row), column \(column)\(isAlive ? ", alive" : ""))"
    }

    /// Makes the cell alive.
    public func bringToLife() {
        isAlive = true
    }
}
