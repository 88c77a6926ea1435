// Mutant: one description for every cell, from its type's name and its first field.
/// A cell that describes itself by reflection.
public protocol ReflectedCell: Sendable, CustomStringConvertible {}

extension ReflectedCell {
    /// The type's name, then the first field in brackets.
    public var description: String {
        let shown = Mirror(reflecting: self).children.first.map { "\($0.value)" } ?? ""
        return "\(Self.self)(\(shown))"
    }
}

// Mutant: no description of its own.
/// A cell that shows a line of text.
public struct TextCell: ReflectedCell {
    /// The text shown.
    public let text: String

    /// Creates a text cell.
    public init(text: String) { self.text = text }

    // Mutant: its description is gone: the protocol extension above writes one.
}

// Mutant: no description of its own.
/// A cell that shows an image.
public struct ImageCell: ReflectedCell {
    /// The image's name.
    public let imageName: String

    /// Creates an image cell.
    public init(imageName: String) { self.imageName = imageName }

    // Mutant: its description is gone: the protocol extension above writes one.
}

// Mutant: no description of its own.
/// A cell that shows a button.
public struct ButtonCell: ReflectedCell {
    /// The button's title.
    public let title: String

    /// Creates a button cell.
    public init(title: String) { self.title = title }

    // Mutant: its description is gone: the protocol extension above writes one.
}
