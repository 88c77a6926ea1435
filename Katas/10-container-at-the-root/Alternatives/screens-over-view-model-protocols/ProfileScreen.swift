// Alternative: the screen states what it needs of what it shows, in a protocol of its own.
/// What the profile screen needs from what it shows: a greeting, and signing out.
public protocol ProfileShowing: AnyObject {
    /// "Signed in as ada", or "Signed out".
    func greeting() -> String
    /// Signs the customer out.
    func signOut()
}

/// The customer's profile.
public final class ProfileScreen {
    // Alternative: the screen keeps its view model behind that protocol.
    /// What the screen shows.
    public let viewModel: any ProfileShowing

    // Alternative: any view model that conforms will do.
    /// A screen that shows `viewModel`.
    public init(viewModel: any ProfileShowing) {
        self.viewModel = viewModel
    }

    /// The screen's title.
    public func title() -> String {
        viewModel.greeting()
    }
}
