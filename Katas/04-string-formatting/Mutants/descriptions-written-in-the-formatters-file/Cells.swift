/// A cell that shows a line of text.
public struct TextCell: Sendable {  // Mutant: described in the formatter's file.
    /// The text shown.
    public let text: String

    /// Creates a text cell.
    public init(text: String) { self.text = text }

    // Mutant: no description of its own.
}

/// A cell that shows an image.
public struct ImageCell: Sendable {  // Mutant: described in the formatter's file.
    /// The image's name.
    public let imageName: String

    /// Creates an image cell.
    public init(imageName: String) { self.imageName = imageName }

    // Mutant: no description of its own.
}

/// A cell that shows a button.
public struct ButtonCell: Sendable {  // Mutant: described in the formatter's file.
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    // Mutant: no description of its own.
}
