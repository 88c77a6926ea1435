// The checker of kata 01. It is written against the refactored shape:
//
//     protocol ProfileViewing: AnyObject { func showFullName(_ fullName: String) }
//     ProfilePresenter(profileView: any ProfileViewing)
//
// Until that shape exists it does not compile; that is the kata's first red.

import Mock
import Testing

@testable import ProfileFeature

/// A screen the presenter has never heard of: the test's own double.
final class MockProfileView: ProfileViewing, Sendable {
    let mock = Mock("profileView")

    func showFullName(_ fullName: String) {
        mock.record(fullName)
    }
}

@Suite("Kata 01 · the presenter depends on ProfileViewing, not on a view controller")
struct ProfilePresenterChecks {
    let ada = Profile(name: "Ada", surname: "Lovelace")

    @Test("the presenter shows the full name through any ProfileViewing, exactly once")
    func showsFullNameThroughAnyProfileViewing() {
        let view = MockProfileView()
        let presenter = ProfilePresenter(profileView: view)

        presenter.presentProfile(ada)

        view.mock.calledWith("showFullName(_:)", "Ada Lovelace", times: .once)
        view.mock.verifyNoOtherCalls()
    }

    @Test("the premium screen works with the same presenter, unchanged")
    func premiumScreenWorks() {
        let premium = PremiumProfileViewController()
        let presenter = ProfilePresenter(profileView: premium)

        presenter.presentProfile(ada)

        #expect(premium.displayedHeadline == "ADA LOVELACE")
    }

    @Test("the standard screen still works with the presenter")
    func standardScreenWorks() {
        let standard = ProfileViewController()
        let presenter = ProfilePresenter(profileView: standard)

        presenter.presentProfile(ada)

        #expect(standard.displayedFullName == "Ada Lovelace")
    }

    @Test("the presenter does not keep its screen alive: it holds it weakly")
    func holdsItsScreenWeakly() {
        weak var released: MockProfileView?
        let presenter: ProfilePresenter
        do {
            let view = MockProfileView()
            released = view
            presenter = ProfilePresenter(profileView: view)
        }

        #expect(
            released == nil,
            "the screen should be gone once nothing but the presenter knows it"
        )
        presenter.presentProfile(ada)
    }
}
