/// A position on the screen, in points.
public struct Point: Equatable, Sendable, CustomStringConvertible {
    /// The horizontal position.
    public let x: Double
    /// The vertical position.
    public let y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point, as `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    // Mutant: two points are equal when their numbers have the same bits: zero and minus zero
    // are two places.
    /// Whether two points are one, bit for bit.
    public static func == (left: Point, right: Point) -> Bool {
        left.x.bitPattern == right.x.bitPattern && left.y.bitPattern == right.y.bitPattern
    }
}

/// A width and a height, in points.
public struct Size: Equatable, Sendable, CustomStringConvertible {
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size, as `width×height`.
    public var description: String { "\(width)×\(height)" }
}
