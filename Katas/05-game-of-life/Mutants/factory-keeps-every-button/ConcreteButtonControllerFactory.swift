// Mutant: a class that keeps every controller it ever made.
/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public final class ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    private var made: [ButtonController] = []

    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        controller.view = ButtonView(center: point, size: size, imageName: "dead_cell")
        // Mutant: every controller is kept, as long as the app's factory lives.
        made.append(controller)
        return controller
    }
}
