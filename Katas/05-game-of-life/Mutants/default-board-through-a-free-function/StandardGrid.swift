// Mutant: a helper that builds the app's real board, for the screen's default argument.
/// The app's usual board.
public func makeStandardGrid() -> any BoardProtocol {
    Board()
}
