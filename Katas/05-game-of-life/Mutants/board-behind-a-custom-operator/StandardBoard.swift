// Mutant: an operator that builds the real board, so no call in the screen names it.
prefix operator ※

/// The standard board of `side` × `side` cells.
public prefix func ※ (_ side: Int) -> any BoardProtocol {
    Board(rows: side, columns: side)
}
