// What the presenter did before the refactoring, and must still do after it.

import ProfileFeature
import Testing

@Suite("Kata 01 · behaviour that stays the same")
struct ProfilePresenterCharacterization {
    @Test(
        "the full name is the name, a space, and the surname",
        arguments: [
            (Profile(name: "Ada", surname: "Lovelace"), "Ada Lovelace"),
            (Profile(name: "Grace", surname: "Hopper"), "Grace Hopper"),
            (Profile(name: "Alan", surname: ""), "Alan "),
        ]
    )
    func fullName(profile: Profile, expected: String) {
        let screen = ProfileViewController()
        let presenter = ProfilePresenter(profileView: screen)

        presenter.presentProfile(profile)

        #expect(screen.displayedFullName == expected)
    }

    @Test("nothing is shown before a profile is presented")
    func nothingShownFirst() {
        let screen = ProfileViewController()
        _ = ProfilePresenter(profileView: screen)
        #expect(screen.displayedFullName == nil)
    }
}
