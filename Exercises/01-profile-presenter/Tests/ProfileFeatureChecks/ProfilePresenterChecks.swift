// The checker of kata 01. It hands the presenter a screen of its own, one the presenter has
// never heard of, and watches what the presenter tells it, profile after profile; it checks
// that both app screens still work with the same presenter, and that the presenter does not
// keep its screen alive.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Mock
import StructureChecks
import Testing

@testable import ProfileFeature

/// A screen the presenter has never heard of: the test's own double.
final class MockProfileView: ProfileViewing, Sendable {
    let mock = Mock("profileView")

    func showFullName(_ fullName: String) {
        mock.record(fullName)
    }
}

/// A screen that keeps every full name it was asked to show, for the properties below.
final class ShownNames: ProfileViewing {
    private(set) var shown: [String] = []

    func showFullName(_ fullName: String) {
        shown.append(fullName)
    }
}

/// A screen that, each time it shows a name, asks for more profiles before the call returns (a
/// tap handled at once, say): as many as its plan says for that showing, in the order of the
/// showings, numbered on from 1.
final class AskingAgain: ProfileViewing {
    private(set) var shown: [String] = []
    /// The names whose showing is over, in the order each call returned: a profile asked for
    /// during a showing is shown inside it, so its showing ends first.
    private(set) var finished: [String] = []
    private let plan: [Int]
    private var asked = 0
    /// Presents the profile of the number it is given.
    var present: ((Int) -> Void)?

    init(plan: [Int]) {
        self.plan = plan
    }

    func showFullName(_ fullName: String) {
        shown.append(fullName)
        let asks = shown.count <= plan.count ? plan[shown.count - 1] : 0
        for _ in 0..<asks {
            asked += 1
            present?(asked)
        }
        finished.append(fullName)
    }

    /// The numbers of the profiles the Before code shows for `plan`, starting from profile 0, and
    /// the order their showings ended: it showed each at once, so a profile asked for during a
    /// showing comes right after it, before the rest of what was asked then, and is over before
    /// the showing that asked for it.
    static func shownBefore(plan: [Int]) -> (shown: [Int], finished: [Int]) {
        var shown: [Int] = []
        var finished: [Int] = []
        var asked = 0
        func show(_ number: Int) {
            shown.append(number)
            let asks = shown.count <= plan.count ? plan[shown.count - 1] : 0
            for _ in 0..<asks {
                asked += 1
                show(asked)
            }
            finished.append(number)
        }
        show(0)
        return (shown, finished)
    }
}

/// Profiles as people have them: names in any script and length, empty ones, and now and then
/// the same profile as the one before, or an earlier one a little changed (its accents written
/// apart, which Swift's `==` holds the same text, a space more, another case).
func generatedProfiles(_ source: inout InputSource) -> [(name: String, surname: String)] {
    var profiles: [(name: String, surname: String)] = []
    for _ in 0..<source.int(in: 1...8) {
        if let last = profiles.last, source.int(in: 0...2) == 0 {
            profiles.append(last)
        } else if !profiles.isEmpty, source.int(in: 0...3) == 0 {
            // Another profile like an earlier one, the last one as often as all the others:
            // its fields each a little changed, or changed together (the same text once joined,
            // the surname the name backwards).
            let earlier =
                source.int(in: 0...1) == 0 ? profiles[profiles.count - 1] : source.pick(profiles)
            profiles.append(
                source.int(in: 0...1) == 0
                    ? (source.nearby(earlier.name), source.nearby(earlier.surname))
                    : source.nearby(earlier.name, earlier.surname)
            )
        } else if source.int(in: 0...4) == 0 {
            let name = source.name()
            profiles.append((name, name))
        } else {
            profiles.append((source.name(), source.name()))
        }
    }
    return profiles
}

/// Smaller lists of profiles, to find the smallest a property fails on: fewer profiles, and
/// profiles with a shorter name or surname.
func smallerProfiles(
    _ profiles: [(name: String, surname: String)]
) -> [[(name: String, surname: String)]] {
    Shrinking.array(profiles) { profile -> [(name: String, surname: String)] in
        // The halves of each first: only six candidates are tried per profile.
        Shrinking.string(profile.name).prefix(3).map { ($0, profile.surname) }
            + Shrinking.string(profile.surname).prefix(3).map { (profile.name, $0) }
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

    @Test("every profile presented is shown, in turn, with its own name")
    func everyProfileInTurn() {
        let view = MockProfileView()
        let presenter = ProfilePresenter(profileView: view)

        presenter.presentProfile(ada)
        presenter.presentProfile(Profile(name: "Grace Brewster", surname: "Hopper"))
        presenter.presentProfile(Profile(name: "Ōgai", surname: "Mori"))
        presenter.presentProfile(Profile(name: "john", surname: "McCarthy"))
        presenter.presentProfile(Profile(name: "Ursula K.", surname: "le Guin"))
        presenter.presentProfile(Profile(name: "", surname: "Plato"))

        verifyInOrder([
            view.mock.call("showFullName(_:)", "Ada Lovelace"),
            view.mock.call("showFullName(_:)", "Grace Brewster Hopper"),
            view.mock.call("showFullName(_:)", "Ōgai Mori"),
            view.mock.call("showFullName(_:)", "john McCarthy"),
            view.mock.call("showFullName(_:)", "Ursula K. le Guin"),
            view.mock.call("showFullName(_:)", " Plato"),
        ])
        view.mock.calledWith(
            "showFullName(_:)",
            times: .exactly(6),
            message: "the full name is the name, a space and the surname, exactly as written"
        )
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
        // The presenter, kept alive by its method; unnamed, so a generic presenter fits too.
        let present: (Profile) -> Void
        do {
            let view = MockProfileView()
            released = view
            present = ProfilePresenter(profileView: view).presentProfile
        }

        #expect(
            released == nil,
            "the screen should be gone once nothing but the presenter knows it"
        )
        present(ada)
    }

    @Test("after presenting, the presenter still holds its screen weakly, however many times")
    func weakAfterPresenting() {
        weak var released: MockProfileView?
        let present: (Profile) -> Void
        do {
            let view = MockProfileView()
            released = view
            present = ProfilePresenter(profileView: view).presentProfile
            present(ada)
            present(ada)
        }

        #expect(
            released == nil,
            """
            the screen should be gone once nothing but the presenter knows it, even after the \
            presenter has shown it a profile: keep no strong reference to it on the way
            """
        )
        present(ada)
    }

    @Test("after presenting, the presenter itself goes once nothing holds it")
    func presenterGoesAfterPresenting() {
        weak var released: AnyObject?
        let view = MockProfileView()
        do {
            let presenter = ProfilePresenter(profileView: view)
            presenter.presentProfile(ada)
            presenter.presentProfile(ada)
            // A presenter that is a value is boxed here, and the box goes at once: only a class
            // can keep itself alive.
            released = presenter as AnyObject
        }

        #expect(
            released == nil,
            """
            The presenter outlives everything that held it, once it has presented: something \
            made on the way (a lazy closure, a callback) holds it in turn, so every presenter \
            that ever shows a profile stays in memory.
            """
        )
    }

    @Test("any profiles, in any script and length, repeated or not, are each shown in turn")
    func anyProfiles() {
        forAll(
            "every profile presented is shown once, in turn, as its name, a space and its surname",
            generate: generatedProfiles,
            shrink: smallerProfiles
        ) { profiles in
            let view = ShownNames()
            let presenter = ProfilePresenter(profileView: view)
            for profile in profiles {
                presenter.presentProfile(Profile(name: profile.name, surname: profile.surname))
            }
            let expected = profiles.map { "\($0.name) \($0.surname)" }
            // Compared scalar by scalar: `==` holds "é" written as one scalar equal to "e" and
            // an accent, and the name is to be shown exactly as written.
            let same = sameScalars(view.shown, expected)
            return same
                ? nil
                : "The screen was asked to show \(view.shown); the profiles make \(expected)."
        }
    }

    @Test("the app's two screens show any profile as the Before code did, each in its own way")
    func realScreensShowAnyProfile() {
        forAll(
            "the standard screen shows the name, a space and the surname as written; the premium one the same in capitals",
            generate: generatedProfiles,
            shrink: smallerProfiles
        ) { profiles in
            let standard = ProfileViewController()
            let premium = PremiumProfileViewController()
            // Two presenters, not a list of them: a presenter generic over its screen is of
            // another type for each.
            let standardPresenter = ProfilePresenter(profileView: standard)
            let premiumPresenter = ProfilePresenter(profileView: premium)
            for profile in profiles {
                let shownProfile = Profile(name: profile.name, surname: profile.surname)
                standardPresenter.presentProfile(shownProfile)
                premiumPresenter.presentProfile(shownProfile)
                // Joined by the checker, scalar by scalar: nothing of the module's decides.
                var full = String.UnicodeScalarView()
                full.append(contentsOf: profile.name.unicodeScalars)
                full.append(" ")
                full.append(contentsOf: profile.surname.unicodeScalars)
                let expected = String(full)
                let shown = [standard.displayedFullName, premium.displayedHeadline]
                let wanted = [expected, expected.uppercased()]
                for (screen, (seen, want)) in zip(["standard", "premium"], zip(shown, wanted))
                where !sameScalars(seen, want) {
                    return
                        "The \(screen) screen shows \(seen.map { $0.debugDescription } ?? "nothing") "
                        + "for the profile \(profile.name.debugDescription) "
                        + "\(profile.surname.debugDescription); the Before code showed "
                        + "\(want.debugDescription)."
                }
            }
            return nil
        }
    }

    @Test("a screen that asks for more profiles while it shows one is shown each, at once")
    func presentedFromTheScreen() {
        forAll(
            "every profile a screen asks for while it shows another is shown, right then, as the Before code showed it",
            count: 150,
            generate: { source -> [Int] in
                (0..<source.int(in: 1...10)).map { _ in
                    source.int(in: 0...2) == 0 ? 0 : source.int(in: 1...3)
                }
            },
            shrink: { plan in Shrinking.array(plan, minimum: 1) { Shrinking.int($0) } }
        ) { plan in
            let view = AskingAgain(plan: plan)
            let presenter = ProfilePresenter(profileView: view)
            func profile(_ number: Int) -> Profile {
                Profile(name: "Grace", surname: "Hopper \(number)")
            }
            view.present = { presenter.presentProfile(profile($0)) }
            presenter.presentProfile(profile(0))
            view.present = nil
            let before = AskingAgain.shownBefore(plan: plan)
            let expected = before.shown.map { "Grace Hopper \($0)" }
            let ended = before.finished.map { "Grace Hopper \($0)" }
            guard view.shown != expected || view.finished != ended else { return nil }
            return """
                A screen that asks for more profiles while it shows one (a tap handled at once, \
                say), as many at each showing as \(plan) says, was asked to show \(view.shown), \
                the showings ending in the order \(view.finished); the Before code showed \
                \(expected), ending in the order \(ended): each profile at once, even one asked \
                for while another is shown, and shown before the showing that asked for it is \
                over; none dropped, none put off until later.
                """
        }
    }

    @Test("however many profiles it presents, the presenter never keeps its screen alive")
    func weakAfterAnyNumberOfPresentations() {
        forAll(
            "after any number of presentations, the screen is gone once only the presenter knows it",
            count: 60,
            generate: { source -> [(name: String, surname: String)] in
                let profiles = generatedProfiles(&source)
                let presentations =
                    source.int(in: 0...3) == 0 ? source.int(in: 41...300) : source.int(in: 0...40)
                return (0..<presentations).map { profiles[$0 % profiles.count] }
            },
            shrink: smallerProfiles
        ) { profiles in
            weak var released: ShownNames?
            let present: (Profile) -> Void
            do {
                let view = ShownNames()
                released = view
                present = ProfilePresenter(profileView: view).presentProfile
                for profile in profiles {
                    present(Profile(name: profile.name, surname: profile.surname))
                }
            }
            defer { present(ada) }
            return released == nil
                ? nil
                : "After \(profiles.count) presentations the presenter keeps its screen alive: "
                    + "the presenter, or something it made (a closure, a task), holds it strongly."
        }
    }

    @Test(
        "at a scale no example reaches: thousands of profiles in a row, and names of a million characters"
    )
    func atScale() {
        // A limit that no number spells (a value doubled at each call is infinite after 1,024)
        // and a name copied one call deep per character (the stack runs out) both pass every
        // smaller example: the Before presenter had neither.
        let view = ShownNames()
        let presenter = ProfilePresenter(profileView: view)
        let count = 3_000
        for index in 0..<count {
            presenter.presentProfile(Profile(name: "Ada\(index)", surname: "Lovelace"))
        }
        let wrong = (0..<count).first {
            view.shown.indices.contains($0) ? view.shown[$0] != "Ada\($0) Lovelace" : true
        }
        #expect(
            view.shown.count == count && wrong == nil,
            "After \(count) profiles presented in a row, the screen showed \(view.shown.count) names, the first wrong one at presentation \(wrong.map { "\($0 + 1)" } ?? "none"): the Before presenter showed every profile, however many, as its name, a space and its surname."
        )
        let long = String(repeating: "Ada", count: 340_000)
        presenter.presentProfile(Profile(name: long, surname: long))
        // Compared first, so that a failure does not print two million characters.
        let whole = view.shown.count == count + 1 && view.shown.last == long + " " + long
        #expect(
            whole,
            "A name and a surname of 1,020,000 characters each were shown as \(view.shown.last?.count ?? 0) characters, not whole, as the Before presenter showed them."
        )
    }

    @Test("the presenter keeps nothing of the profiles it presented, however many")
    func keepsNoHistory() {
        let view = ShownNames()
        let presenter = ProfilePresenter(profileView: view)
        expectKeepsNoHistory(of: presenter, named: "The presenter", module: "ProfileFeature") {
            // Every profile another, every name as long as the others.
            let number = String(1000 + $0)
            presenter.presentProfile(Profile(name: "Ada" + number, surname: "Byron" + number))
        }
    }

    @Test("the presenter keeps nothing of the profiles it presented, wherever it might keep it")
    func keepsNothingInMemory() async {
        let view = LastShownName()
        let presenter = ProfilePresenter(profileView: view)
        await expectKeepsNoHistoryInMemory(named: "The presenter") { text, _ in
            presenter.presentProfile(Profile(name: text, surname: "Byron"))
        }
        if let shown = view.last {
            #expect(
                shown.hasSuffix(" Byron"),
                "The presenter showed a name ending \"…\(shown.suffix(24))\" for the surname Byron: the Before presenter showed the name, a space and the surname, whole, whatever their length."
            )
        } else {
            Issue.record("The presenter showed no name at all.")
        }
    }
}

/// A screen that keeps only the last name it showed.
final class LastShownName: ProfileViewing {
    private(set) var last: String?

    func showFullName(_ fullName: String) {
        last = fullName
    }
}

@Suite("Kata 01 · Profile compares by its fields, as the checker reads them")
struct ProfileEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Profile.self,
            generate: { source in
                let profile = Profile(name: source.name(), surname: source.name())
                let (name, surname) = source.nearby(profile.name, profile.surname)
                return (profile, Profile(name: name, surname: surname))
            },
            same: { $0.name == $1.name && $0.surname == $1.surname }
        )
    }
}
