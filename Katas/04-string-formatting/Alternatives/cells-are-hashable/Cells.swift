// Alternative: cells that are Hashable, as the compiler writes it, compare by their text.
/// A cell that shows a line of text.
public struct TextCell: Sendable, CustomStringConvertible, Hashable {
    /// The text shown.
    public let text: String

    /// Creates a text cell.
    public init(text: String) { self.text = text }

    /// The cell, in words.
    public var description: String { "TextCell(\(text))" }
}

// Alternative: so does an image cell.
/// A cell that shows an image.
public struct ImageCell: Sendable, CustomStringConvertible, Hashable {
    /// The image's name.
    public let imageName: String

    /// Creates an image cell.
    public init(imageName: String) { self.imageName = imageName }

    /// The cell, in words.
    public var description: String { "ImageCell(\(imageName))" }
}

// Alternative: and a button cell.
/// A cell that shows a button.
public struct ButtonCell: Sendable, CustomStringConvertible, Hashable {
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    /// The cell, in words.
    public var description: String { "ButtonCell(\(title))" }
}
