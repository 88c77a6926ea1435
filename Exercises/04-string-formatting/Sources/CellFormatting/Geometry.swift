/// A position on the board, in points.
public struct Point: Equatable, Sendable {
    /// The horizontal position.
    public let x: Double
    /// The vertical position.
    public let y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and a height, in points.
public struct Size: Equatable, Sendable {
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
