/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public struct ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        // Mutant: a cell already alive gets a live cell's image.
        controller.view = ButtonView(
            center: point,
            size: size,
            imageName: cell.isAlive ? "live_cell" : "dead_cell"
        )
        return controller
    }
}
