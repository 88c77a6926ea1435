import Mock
import ProfileFeature
import Testing

/// A screen that only remembers what it was told.
final class ScreenSpy: ProfileViewing {
    private(set) var shownNames: [String] = []

    func showFullName(_ fullName: String) {
        shownNames.append(fullName)
    }
}

@Test func thePresenterShowsTheFullNameOnTheScreenItWasGiven() {
    let screen = ScreenSpy()
    let presenter = ProfilePresenter(profileView: screen)

    presenter.presentProfile(Profile(name: "Grace", surname: "Hopper"))

    #expect(screen.shownNames == ["Grace Hopper"])
}
