/// A cell that shows a line of text.
public struct TextCell: Sendable, CustomStringConvertible {
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

    // Mutant: an extension all in capitals is written in small letters ("CAT.PNG" becomes
    // "CAT.png").
    /// The cell, in words.
    public var description: String {
        guard let dot = imageName.lastIndex(of: "."), dot != imageName.startIndex else {
            return "ImageCell(\(imageName))"
        }
        let suffix = imageName[imageName.index(after: dot)...]
        guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            return "ImageCell(\(imageName))"
        }
        return "ImageCell(\(imageName[...dot])\(suffix.lowercased()))"
    }
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
