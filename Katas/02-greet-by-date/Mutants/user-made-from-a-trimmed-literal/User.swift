// Mutant: Foundation, to trim the literal.
import Foundation

// Mutant: a user can be written as a literal, which trims the name.
/// Someone the app greets.
public struct User: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A user named by the literal, trimmed.
    public init(stringLiteral name: String) {
        self.name = name.trimmingCharacters(in: .whitespaces)
    }

    /// The name the greeting uses.
    public let name: String

    /// Creates a user called `name`.
    public init(name: String) {
        self.name = name
    }
}
