// Mutant: a class, so that it can keep the buttons it made.
/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public final class ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    // Mutant: one button per place and size, used again.
    private var buttons: [String: ButtonView] = [:]

    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        // Mutant: a button made for this place and size before is given again.
        let key = "\(point.x) \(point.y) \(size.width) \(size.height)"
        let button = buttons[key] ?? ButtonView(center: point, size: size, imageName: "dead_cell")
        buttons[key] = button
        controller.view = button
        return controller
    }
}
