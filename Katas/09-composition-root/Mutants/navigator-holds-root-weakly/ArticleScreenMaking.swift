// Mutant: a factory protocol of the learner's own, which the root conforms to.
/// Anything that can make the screen of an article.
@MainActor
public protocol ArticleScreenMaking: AnyObject {
    /// A new screen for `headline`.
    func makeArticleScreen(for headline: Headline) -> ArticleScreen
}

extension CompositionRoot: ArticleScreenMaking {}
