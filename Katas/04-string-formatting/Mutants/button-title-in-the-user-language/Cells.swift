// Mutant: Foundation, for its translations.
import Foundation

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

    /// The cell, in words.
    public var description: String { "ImageCell(\(imageName))" }
}

/// A cell that shows a button.
public struct ButtonCell: Sendable, CustomStringConvertible {
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    // Mutant: the title is looked up in the app's translations, in the user's language.
    /// The cell, in words, its title translated.
    public var description: String {
        "ButtonCell(\(NSLocalizedString(title, comment: "A button's title")))"
    }
}
