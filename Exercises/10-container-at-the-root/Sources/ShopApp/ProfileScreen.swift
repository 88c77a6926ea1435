/// The customer's profile.
public final class ProfileScreen {
    /// What the screen shows.
    public let viewModel = Container.shared.resolve(ProfileViewModel.self)!

    /// A screen that takes its view model from the shared container.
    public init() {}

    /// The screen's title.
    public func title() -> String {
        viewModel.greeting()
    }
}
