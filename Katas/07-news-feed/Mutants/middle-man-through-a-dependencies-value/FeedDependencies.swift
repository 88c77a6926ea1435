// Mutant: the loader travels in a value of its own, and a static factory of the view model
// unpacks it: the screen still builds its view model from its parts.
/// What a feed is made from, gathered in one value so initializers stay short.
public struct FeedDependencies: Sendable {
    /// Where the news come from.
    public let source: any NewsLoader

    /// Gathers what a feed is made from.
    public init(source: any NewsLoader) {
        self.source = source
    }
}

extension NewsViewModel {
    /// The view model of a feed made from `dependencies`.
    static func feed(from dependencies: FeedDependencies) -> Self {
        .init(newsLoader: dependencies.source)
    }
}
