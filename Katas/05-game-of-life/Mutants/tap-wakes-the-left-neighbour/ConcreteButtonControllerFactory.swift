// Mutant: a class that remembers the last controller it made.
/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public final class ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    // Mutant: the controller made before, the left neighbour on the same row.
    private weak var previous: ButtonController?

    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        controller.view = ButtonView(center: point, size: size, imageName: "dead_cell")
        // Mutant: a tap also brings the cell to its left to life, without showing it.
        if let previous, previous.cell.row == cell.row {
            controller.onTap = { [weak previous] in previous?.cell.bringToLife() }
        }
        previous = controller
        return controller
    }
}
