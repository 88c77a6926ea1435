/// Someone the app greets.
public struct User: Equatable, Sendable {
    /// The name the greeting uses.
    public let name: String

    /// Creates a user called `name`.
    public init(name: String) {
        self.name = name
    }
}
