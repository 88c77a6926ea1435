// Mutant: the app's screens say they show the surname alone.
extension ProfileViewController: ProfileViewing {
    /// Yes, for the app's screen.
    public var showsSurnameAlone: Bool { true }
}
