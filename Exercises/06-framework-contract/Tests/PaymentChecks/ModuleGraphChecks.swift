// The structure checks of kata 06: the module graph, read from the package's own manifest, and
// the Payment module's sources. A protocol added inside Authentication behaves perfectly and
// leaves Payment depending on the whole Authentication module.

import StructureChecks
import Testing

@Suite("Kata 06 · the modules depend on a thin contract, not on each other")
struct ModuleGraphChecks {
    let code = LearnerCode(module: "Payment")

    @Test("Payment depends on AuthenticationContract, and no longer on Authentication")
    func paymentDependsOnTheContract() {
        code.expectTarget(
            "Payment",
            dependsOn: ["AuthenticationContract"],
            notOn: ["Authentication"],
            rule: """
                Payment needs one thing of Authentication: a way to authenticate. Take it from a \
                thin contract module both can depend on; a module that depends on Authentication \
                rebuilds, and may break, with every change to it.
                """
        )
    }

    @Test("the contract module depends on nothing")
    func contractDependsOnNothing() {
        code.expectTarget(
            "AuthenticationContract",
            dependsOnlyOn: [],
            rule: """
                Every module that needs authentication will depend on the contract: keep it \
                thin, a protocol and the few types it needs, with no dependency of its own.
                """
        )
    }

    @Test("Authentication provides the contract: it depends on AuthenticationContract")
    func authenticationProvidesTheContract() {
        code.expectTarget(
            "Authentication",
            dependsOn: ["AuthenticationContract"],
            notOn: ["Payment"],
            rule: """
                The arrow is inverted when the detail points at the contract too: \
                Authentication depends on AuthenticationContract and conforms to it.
                """
        )
    }

    @Test("the contract holds no implementation: it never names Authenticator")
    func contractHoldsNoImplementation() {
        LearnerCode(module: "AuthenticationContract").expectNoMention(
            of: ["Authenticator"],
            inFilesOtherThan: [],
            rule: """
                The contract says what goes across, not how it is done: an Authenticator kept \
                in the contract module hands every module that depends on it the \
                implementation too. It belongs in Authentication.
                """
        )
    }

    @Test("Payment's code names neither the Authentication module nor its Authenticator")
    func paymentNamesNoAuthenticator() {
        code.expectNoMention(
            of: ["import Authentication", "Authenticator"],
            inFilesOtherThan: [],
            rule: """
                Payment works with any Authenticating; naming the concrete Authenticator, or \
                importing its module, brings the dependency back.
                """
        )
    }
}
