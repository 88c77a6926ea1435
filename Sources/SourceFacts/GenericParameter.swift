/// A generic parameter with the protocols and classes it is constrained to, from its angle
/// brackets and from the `where` clause: `View` in `init<View: ProfileViewing>(…)`.
public struct GenericParameter: Sendable, Equatable {
    /// The parameter's name.
    public let name: String
    /// The names it must conform to or inherit from.
    public internal(set) var constraints: [String]

    /// Creates a generic parameter.
    public init(name: String, constraints: [String]) {
        self.name = name
        self.constraints = constraints
    }
}
