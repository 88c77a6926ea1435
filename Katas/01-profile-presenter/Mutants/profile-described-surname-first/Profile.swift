// Mutant: the profile describes itself, surname first.
/// A person's profile, as the app receives it.
public struct Profile: Equatable, Sendable, CustomStringConvertible {
    /// The given name.
    public let name: String
    /// The family name.
    public let surname: String

    /// Creates a profile.
    public init(name: String, surname: String) {
        self.name = name
        self.surname = surname
    }

    // Mutant: every log and interpolation of a profile now reads "Surname, Name".
    /// The profile as text.
    public var description: String { "\(surname), \(name)" }
}
