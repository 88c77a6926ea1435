/// Anything that can say how many rows and columns of cells it has, and give each one: the
/// board as the screen sees it.
public protocol BoardProtocol {
    /// How many rows of cells there are.
    var rows: Int { get }
    /// How many cells each row has.
    var columns: Int { get }

    /// The cell at `row` and `column`, both from 0.
    func cell(row: Int, column: Int) -> Cell
}

// Mutant: the seam answers a requirement itself, for every board that does not: a square one.
extension BoardProtocol {
    /// As many columns as rows, unless a board says otherwise.
    public var columns: Int { rows }
}
