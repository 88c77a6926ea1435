// Mutant: two text cells are equal, and hash alike, whatever the case of their letters, although
// they describe themselves differently.
/// A cell that shows a line of text.
public struct TextCell: Sendable, CustomStringConvertible, Hashable {
    /// Whether two cells show the same text, whatever the case of its letters.
    public static func == (lhs: TextCell, rhs: TextCell) -> Bool {
        lhs.text.lowercased() == rhs.text.lowercased()
    }

    /// Hashes the text in small letters.
    public func hash(into hasher: inout Hasher) { hasher.combine(text.lowercased()) }

    /// The text shown.
    public let text: String

    /// Creates a text cell.
    public init(text: String) { self.text = text }

    /// The cell, in words.
    public var description: String { "TextCell(\(text))" }
}

/// A cell that shows an image.
public struct ImageCell: Sendable, CustomStringConvertible {
    /// The image's name.
    public let imageName: String

    /// Creates an image cell.
    public init(imageName: String) { self.imageName = imageName }

    /// The cell, in words.
    public var description: String { "ImageCell(\(imageName))" }
}

/// A cell that shows a button.
public struct ButtonCell: Sendable, CustomStringConvertible {
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    /// The cell, in words.
    public var description: String { "ButtonCell(\(title))" }
}
