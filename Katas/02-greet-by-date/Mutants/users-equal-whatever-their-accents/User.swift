// Mutant: Foundation compares the names.
import Foundation

/// Someone the app greets.
public struct User: Equatable, Sendable {
    /// The name the greeting uses.
    public let name: String

    /// Creates a user called `name`.
    public init(name: String) {
        self.name = name
    }

    // Mutant: names compare without their accents and their width.
    /// Whether two users have the same name, accents and width aside.
    public static func == (left: User, right: User) -> Bool {
        left.name.compare(right.name, options: [.diacriticInsensitive, .widthInsensitive])
            == .orderedSame
    }
}
