/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public struct ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    // Mutant: the controllers made so far, by cell.
    private let made = Made()

    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        // Mutant: a cell asked for again gets its first controller back, wherever it is asked.
        if let made = made.controllers[ObjectIdentifier(cell)] { return made }
        let controller = ButtonController(cell: cell)
        controller.view = ButtonView(center: point, size: size, imageName: "dead_cell")
        made.controllers[ObjectIdentifier(cell)] = controller
        return controller
    }
}

// Mutant: where the controllers made so far are kept.
/// The controllers a factory made, by cell.
final class Made {
    var controllers: [ObjectIdentifier: ButtonController] = [:]
}
