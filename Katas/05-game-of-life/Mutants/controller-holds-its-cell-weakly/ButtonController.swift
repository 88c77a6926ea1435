/// Connects one cell to the button that shows it: a tap brings the cell to life.
public final class ButtonController {
    // Mutant: held weakly, "the board owns it": once the board lets go, a tap does nothing.
    /// The cell the button shows.
    public var cell: Cell { heldCell! }
    private weak var heldCell: Cell?
    /// The button, once one is attached.
    public var view: ButtonView?

    /// Creates a controller for `cell`, with no button yet.
    public init(cell: Cell) {
        self.heldCell = cell  // Mutant: weakly.
    }

    /// What a tap on the button does: the cell comes to life, and the button shows it.
    public func bringToLife() {
        heldCell?.bringToLife()  // Mutant: a cell already gone is not brought to life.
        view?.show(imageName: "live_cell")
    }
}
