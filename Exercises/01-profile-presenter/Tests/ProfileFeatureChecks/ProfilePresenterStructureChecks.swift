// The structure checks of kata 01: facts about the declarations of ProfilePresenter that the
// behaviour checks cannot see. A presenter that keeps its screen as `AnyObject` and casts it
// back, or that names a concrete screen, can show the right name and still depend on a detail.

import StructureChecks
import Testing

@Suite("Kata 01 · the presenter's declarations name ProfileViewing, never a concrete screen")
struct ProfilePresenterStructureChecks {
    let code = LearnerCode(module: "ProfileFeature")

    @Test("the presenter's initializer takes its screen as a ProfileViewing")
    func initializerTakesProfileViewing() {
        code.expectParameter(
            labeled: "profileView",
            of: "init",
            in: "ProfilePresenter",
            isDeclaredThrough: "ProfileViewing",
            rule: """
                Depend on the contract the presenter owns: take the screen as \
                `any ProfileViewing` (or a generic constrained to ProfileViewing), so the \
                compiler checks that whatever screen comes in can show a full name.
                """
        )
    }

    @Test("the presenter keeps its screen as a ProfileViewing, not as AnyObject or a class")
    func keepsNoConcreteScreen() {
        code.expectNoDeclaration(
            in: "ProfilePresenter",
            typedAs: ["ProfileViewController", "PremiumProfileViewController", "Any", "AnyObject"],
            rule: """
                A screen kept as `AnyObject`, `Any` or a concrete view controller has to be cast \
                before the presenter can talk to it, and the compiler no longer knows whether it \
                can show a profile. Keep it as ProfileViewing.
                """
        )
    }

    @Test("the presenter never names a concrete screen, not to make one, not to cast to one")
    func namesNoConcreteScreen() {
        code.expectNoMention(
            of: ["ProfileViewController", "PremiumProfileViewController"],
            in: "ProfilePresenter",
            rule: """
                A presenter that names a screen class, to create it or to cast to it, still \
                depends on that detail: each new screen would mean changing the presenter again.
                """
        )
    }
}
