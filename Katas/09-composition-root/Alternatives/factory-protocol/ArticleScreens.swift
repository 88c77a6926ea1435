// Alternative: the factory the root hands the navigator, made with the root's tracker.
/// Makes article screens that count their readings with one tracker.
@MainActor
struct ArticleScreens: ArticleScreenMaking {
    let tracker: any EventTracking

    func makeArticleScreen(for headline: Headline) -> ArticleScreen {
        ArticleScreen(headline: headline, tracker: tracker)
    }
}
