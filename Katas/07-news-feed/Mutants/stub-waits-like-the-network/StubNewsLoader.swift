/// Gives the same three pieces of news every time, so the feed can be built, shown and tried
/// before the API loader exists.
public struct StubNewsLoader: NewsLoader {
    /// Creates the stub.
    public init() {}

    /// Three pieces of news, always the same.
    public func fetch() async throws -> [News] {
        // Mutant: the stub waits a little, to feel like the network.
        try await Task.sleep(for: .milliseconds(20))
        return [
            News(title: "Library opens at night", content: "From Monday the reading room…"),
            News(title: "River festival moved", content: "Rain is forecast for Saturday, so…"),
            News(title: "New tram line tested", content: "The first empty trams ran today…"),
        ]
    }
}
