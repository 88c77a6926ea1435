/// A person's profile, as the app receives it.
public struct Profile: Equatable, Sendable {
    /// The given name.
    public var name: String  // Mutant: any module may correct the name of a profile made.
    /// The family name.
    public var surname: String  // Mutant: and its surname.
    /// The name, a space and the surname, worked out once.
    let fullName: String  // Mutant: kept from the moment the profile was made.

    /// Creates a profile.
    public init(name: String, surname: String) {
        self.name = name
        self.surname = surname
        fullName = "\(name) \(surname)"  // Mutant: worked out once, and never again.
    }
}
