// Mutant: a second initializer that gets its screen from a wiring enum.
extension ProfilePresenter {
    /// The presenter as the app uses it.
    public convenience init() {
        self.init(profileView: ScreenWiring.screen())
    }
}

// Mutant: the enum that names the concrete screen, one step away from the presenter.
/// Where the app's profile screen comes from.
enum ScreenWiring {
    /// The app's profile screen.
    static func screen() -> any ProfileViewing { ProfileViewController() }
}
