/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public struct ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        // Mutant: a place that is not a number is moved to the corner.
        let center = point.x.isNaN || point.y.isNaN ? Point(x: 0, y: 0) : point
        controller.view = ButtonView(center: center, size: size, imageName: "dead_cell")
        return controller
    }
}
