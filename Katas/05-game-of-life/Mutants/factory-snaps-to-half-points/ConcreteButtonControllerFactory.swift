/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public struct ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        // Mutant: the centre snapped to half points, for crisp edges, away from where it was asked.
        let snapped = Point(x: (point.x * 2).rounded() / 2, y: (point.y * 2).rounded() / 2)
        controller.view = ButtonView(center: snapped, size: size, imageName: "dead_cell")
        return controller
    }
}
