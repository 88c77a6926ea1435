// Alternative: the conformances, apart from the types.

extension TextCell: CustomStringConvertible {
    /// The cell, in words.
    public var description: String { "TextCell(\(text))" }
}

extension ImageCell: CustomStringConvertible {
    /// The cell, in words.
    public var description: String { "ImageCell(\(imageName))" }
}

extension ButtonCell: CustomStringConvertible {
    /// The cell, in words.
    public var description: String { "ButtonCell(\(title))" }
}
