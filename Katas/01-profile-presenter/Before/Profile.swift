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
}
