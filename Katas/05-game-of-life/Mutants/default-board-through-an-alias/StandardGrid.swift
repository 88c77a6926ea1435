// Mutant: another name for the real board.
/// The board the app usually shows.
typealias StandardGrid = Board
