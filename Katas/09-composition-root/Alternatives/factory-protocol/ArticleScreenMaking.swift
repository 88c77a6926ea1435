// Alternative: a factory protocol of the learner's own, for the navigator's article screens.
/// Anything that can make the screen of an article.
@MainActor
public protocol ArticleScreenMaking {
    /// A new screen for `headline`.
    func makeArticleScreen(for headline: Headline) -> ArticleScreen
}
