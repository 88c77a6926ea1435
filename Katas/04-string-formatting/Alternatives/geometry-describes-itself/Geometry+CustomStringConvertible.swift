// Alternative: the point and the size write themselves as the line wants them.
extension Point: CustomStringConvertible {
    /// "x y".
    public var description: String { "\(x) \(y)" }
}

extension Size: CustomStringConvertible {
    /// "width height".
    public var description: String { "\(width) \(height)" }
}
