/// Anything that can say how many rows and columns of cells it has, and give each one: the
/// board as the screen sees it.
public protocol BoardProtocol {
    /// How many rows of cells there are.
    var rows: Int { get }
    /// How many cells each row has.
    var columns: Int { get }

    /// The cell at `row` and `column`, both from 0.
    func cell(row: Int, column: Int) -> Cell
    // Mutant: a flag that tells the app's board from a test's.
    /// Whether the board is laid out compactly.
    var prefersCompactLayout: Bool { get }
}

// Mutant: the flag is false unless a board says otherwise.
extension BoardProtocol {
    /// A board that says nothing is laid out whole.
    public var prefersCompactLayout: Bool { false }
}
