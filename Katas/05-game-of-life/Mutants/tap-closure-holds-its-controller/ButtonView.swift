/// A round button on screen.
///
/// There is no UIKit here: the button keeps what it would display, so a test can read it.
public final class ButtonView {
    /// Where the button's centre is.
    public let center: Point
    /// How big it is.
    public let size: Size
    /// The image it shows.
    public private(set) var imageName: String
    // Mutant: what a tap on the button does.
    /// What a tap on the button does.
    public var onTap: (() -> Void)?

    /// Creates a button at `center`, `size` big, showing `imageName`.
    public init(center: Point, size: Size, imageName: String) {
        self.center = center
        self.size = size
        self.imageName = imageName
    }

    /// Shows another image.
    public func show(imageName: String) {
        self.imageName = imageName
    }
}
