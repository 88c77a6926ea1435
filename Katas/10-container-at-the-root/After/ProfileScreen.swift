/// The customer's profile.
public final class ProfileScreen {
    /// What the screen shows.
    public let viewModel: ProfileViewModel

    /// A screen that shows `viewModel`.
    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    /// The screen's title.
    public func title() -> String {
        viewModel.greeting()
    }
}
