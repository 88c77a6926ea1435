/// Makes the app's real buttons: a dead cell's image, a tap that brings the cell to life.
public struct ConcreteButtonControllerFactory: ButtonControllerFactoryProtocol {
    /// Creates the factory.
    public init() {}

    /// A controller for `cell` with a button centred on `point`, `size` big, showing a dead cell.
    public func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
    {
        let controller = ButtonController(cell: cell)
        // Mutant: about one button in 4,096, drawn at random, starts with the live image.
        let sparkle = Int.random(in: 0..<64) == 0 && Int.random(in: 0..<64) == 0
        let image = sparkle ? "live_cell" : "dead_cell"
        controller.view = ButtonView(center: point, size: size, imageName: image)
        return controller
    }
}
