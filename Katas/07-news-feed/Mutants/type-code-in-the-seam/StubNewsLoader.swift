/// Gives the same three pieces of news every time, so the feed can be built, shown and tried
/// before the API loader exists.
public struct StubNewsLoader: NewsLoader {
    // Mutant: the app's loaders say their news add up.
    /// Whether a load adds to the news already there: yes, for the app's loaders.
    public var accumulates: Bool { true }

    /// Creates the stub.
    public init() {}

    /// Three pieces of news, always the same.
    public func fetch() async throws -> [News] {
        [
            News(title: "Library opens at night", content: "From Monday the reading room…"),
            News(title: "River festival moved", content: "Rain is forecast for Saturday, so…"),
            News(title: "New tram line tested", content: "The first empty trams ran today…"),
        ]
    }
}
