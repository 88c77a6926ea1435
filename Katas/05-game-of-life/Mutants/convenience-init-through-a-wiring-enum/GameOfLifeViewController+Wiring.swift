// Mutant: a second initializer that wires the real board and factory, through an enum.
extension GameOfLifeViewController {
    /// The screen as the app shows it.
    public convenience init() {
        self.init(board: GameWiring.board(), buttonControllerFactory: GameWiring.factory())
    }
}

// Mutant: the enum that names the details, one step away from the screen.
/// How the app's screen is put together.
enum GameWiring {
    /// The app's board.
    static func board() -> any BoardProtocol { Board() }
    /// The app's button factory.
    static func factory() -> any ButtonControllerFactoryProtocol {
        ConcreteButtonControllerFactory()
    }
}
