/// One square of the Game of Life, dead until something brings it to life.
public final class Cell {
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

    /// Makes the cell alive.
    public func bringToLife() {
        isAlive = true
    }
}
