/// Connects one cell to the button that shows it: a tap brings the cell to life.
public final class ButtonController {
    /// The cell the button shows.
    public let cell: Cell
    /// The button, once one is attached.
    public var view: ButtonView?

    /// Creates a controller for `cell`, with no button yet.
    public init(cell: Cell) {
        self.cell = cell
    }

    /// What a tap on the button does: the cell comes to life, and the button shows it.
    public func bringToLife() {
        // Mutant: no button, no life.
        guard view != nil else { return }
        cell.bringToLife()
        view?.show(imageName: "live_cell")
    }
}
