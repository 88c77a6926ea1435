/// Anything that can make the controller of a cell's button: how buttons are made is its
/// business, not the screen's.
public protocol ButtonControllerFactoryProtocol {
    /// A controller for `cell`, with a button centred on `point`, `size` big.
    func createButtonController(forCell cell: Cell, at point: Point, sizeOf size: Size)
        -> ButtonController
}
