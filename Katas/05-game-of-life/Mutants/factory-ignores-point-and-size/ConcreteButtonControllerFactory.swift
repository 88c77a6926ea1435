/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public struct ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        // Mutant: the place and size worked out again from the cell, not taken from the screen.
        let center = Point(x: Double(cell.column) * 20 + 10, y: Double(cell.row) * 20 + 10)
        let side = Size(width: 20, height: 20)
        controller.view = ButtonView(center: center, size: side, imageName: "dead_cell")
        return controller
    }
}
