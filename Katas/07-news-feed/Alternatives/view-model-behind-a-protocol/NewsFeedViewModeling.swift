// Alternative: the screen sees its view model through a protocol of the screen's own.

/// What the feed screen needs from its view model.
@MainActor
public protocol NewsFeedViewModeling: AnyObject {
    /// The news to show.
    var allNews: [News] { get }
    /// Why the last load failed, or nil when it did not.
    var loadingError: (any Error)? { get }
    /// Called after every change.
    var onChange: (() -> Void)? { get set }

    /// Loads the news.
    func load() async
}
