// Mutant: the real board, one member access away.
extension Optional where Wrapped == any BoardProtocol {
    /// The board, or the app's usual one.
    var orTheAppsBoard: any BoardProtocol {
        switch self {
        case .some(let board): board
        case .none: Board()
        }
    }
}
