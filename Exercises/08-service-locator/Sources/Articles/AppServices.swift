/// What the app registers when it starts.
@MainActor
public enum AppServices {
    /// Registers the app's real services in the shared locator.
    public static func register() {
        ServiceLocator.shared.register(ArticleRepository(), for: "articleRepository")
        ServiceLocator.shared.register(Reachability(), for: "reachability")
    }
}
