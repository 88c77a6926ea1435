/// A generic parameter with the protocols and classes it is constrained to, from its angle
/// brackets and from the `where` clause: `View` in `init<View: ProfileViewing>(…)`.
package struct GenericParameter: Sendable, Equatable {
    /// The parameter's name.
    package let name: String
    /// The names it must conform to or inherit from.
    package internal(set) var constraints: [String]

    /// Creates a generic parameter.
    package init(name: String, constraints: [String]) {
        self.name = name
        self.constraints = constraints
    }
}
