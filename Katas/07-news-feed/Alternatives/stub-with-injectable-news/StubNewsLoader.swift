// Alternative: the stub gives the news it was handed, a few samples by default.
/// Gives the same news every time, so the feed can be tried before the API loader exists.
public struct StubNewsLoader: NewsLoader {
    private let news: [News]  // Alternative: the news it gives, chosen by whoever makes it

    // Alternative: a screen can be tried with one news item, or a hundred, or none.
    /// Creates a stub that gives `news`.
    public init(news: [News] = News.samples) {  // Alternative: samples by default
        self.news = news
    }  // Alternative: end of init(news:)

    // Alternative: gives what it was handed.
    /// The news it was given, always the same.
    public func fetch() async throws -> [News] {  // Alternative: no news of its own
        news
    }
}
