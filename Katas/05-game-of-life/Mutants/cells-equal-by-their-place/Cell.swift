// Mutant: two cells at one place are equal, whatever board they are on and whether alive.
/// One square of the Game of Life, dead until something brings it to life.
public final class Cell: CustomStringConvertible, Equatable {
    /// Whether the two cells are at one place.
    public static func == (left: Cell, right: Cell) -> Bool {
        left.row == right.row && left.column == right.column
    }

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

    /// Makes the cell alive.
    public func bringToLife() {
        isAlive = true
    }
}
