/// A person's profile, as the app receives it.
public struct Profile: Equatable, Sendable {
    /// The given name.
    public let name: String
    /// The family name.
    public let surname: String

    /// Creates a profile.
    public init(name: String, surname: String) {
        self.name = name
        self.surname = surname
    }

    // Mutant: two profiles are equal when their names joined are, wherever the border falls.
    /// Whether two profiles have the same full name.
    public static func == (left: Profile, right: Profile) -> Bool {
        left.name + left.surname == right.name + right.surname
    }
}
