// The structure checks of kata 06: the module graph, as SwiftPM itself reads the manifest
// (`swift package dump-package`), and the sources of each module. A protocol added inside
// Authentication behaves perfectly and leaves Payment depending on the whole Authentication
// module; an implementation kept in the contract, or a global placed there, hands every module
// that depends on the contract more than a contract.

import StructureChecks
import Testing

/// Every module of the app, the contract included, and any module the manifest adds: the rules
/// every module answers to hold next door too.
let appModules = checkedCode.modules(
    beyond: ["AuthenticationContract", "Authentication", "Payment", "PaymentApp"]
)

@Suite("Kata 06 · the modules depend on a thin contract, not on each other")
struct ModuleGraphChecks {
    let code = LearnerCode(module: "Payment", in: checkedCode)

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
        // Any other module of the package is a detail under another name (one Authentication
        // re-exports, say): the contract is all Payment may see.
        code.expectTarget(
            "Payment",
            dependsOnlyOn: ["AuthenticationContract"],
            rule: """
                Payment may depend on the contract alone: any other module of the app is a \
                detail, whatever its name, and Payment would see, rebuild with and break with it. \
                A product that ships Payment ships it alone or with the contract: one that \
                bundles a detail hands it to every app that links Payment.
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

    @Test("Authentication knows no policy: it depends on the contract at most")
    func authenticationKnowsNoPolicy() {
        // The app may instead make the untouched Authenticator conform (an adapter): either
        // way Payment sees only the contract, and driving the app shows the real one answers.
        code.expectTarget(
            "Authentication",
            dependsOnlyOn: ["AuthenticationContract"],
            rule: """
                The detail points at the contract, never at a policy: Authentication depends on \
                AuthenticationContract and conforms to it (or on nothing, when the app makes \
                its Authenticator conform). A dependency on Payment or the app turns the arrow \
                back; one on a module of your own gives the detail code the checks of the \
                contract do not see, and every module that links Authentication gets it too.
                """
        )
    }

    @Test("the contract holds what Payment needs, and nothing more")
    func contractHoldsWhatPaymentNeeds() {
        LearnerCode(module: "AuthenticationContract", in: checkedCode).expectEveryDeclarationNamed(
            by: code,
            rule: """
                The contract is Payment's: it says what Payment needs of an authenticator, and \
                nothing else. A protocol or a type there that Payment never names (a sign-out, \
                a user's details) grows the contract with what the detail can do, and every \
                module that depends on it sees and rebuilds with it.
                """
        )
    }

    @Test("the contract holds no implementation of itself")
    func contractHoldsNoImplementation() {
        LearnerCode(module: "AuthenticationContract", in: checkedCode).expectNoType(
            conformingTo: "Authenticating",
            rule: """
                The contract says what goes across, not how it is done: an authenticator kept \
                in the contract module, or a default answer given there, hands every module \
                that depends on it an implementation too. It belongs in Authentication.
                """
        )
    }

    @Test("Payment's code imports nothing of the Authentication module")
    func paymentNamesNoAuthenticator() {
        code.expectNoMention(
            of: ["import Authentication"]
                + ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].map {
                    "import \($0) Authentication"
                },
            inFilesOtherThan: [],
            rule: """
                Payment works with any Authenticating; importing the Authentication module, or \
                one of its declarations, brings the dependency back.
                """
        )
        code.expectNoCasts(
            reachedFrom: "PaymentManager",
            rule: """
                A payment manager that casts its authenticator to a type it knows works with \
                that type, not with any Authenticating.
                """
        )
    }

    @Test("the app wires the real Authenticator, not an authenticator of its own")
    func appWiresTheRealAuthenticator() {
        let app = LearnerCode(module: "PaymentApp", in: checkedCode)
        let rule = """
            The app is where the concrete pieces meet: it hands Payment the real Authenticator \
            from the Authentication module (wrapped, if it likes, in a type that forwards to \
            it). A stand-in of its own, that always says yes, passes every payment, signed in or \
            not.
            """
        app.expectReach(from: "PaymentApp", to: "Authenticator", rule: rule)
        // Whether a type of the app's own in front of it forwards its answer is judged by
        // driving the app (`appAsksTheRealAuthenticatorEachTime`): whatever that type keeps,
        // the real authenticator or any `Authenticating`, only what it answers tells.
    }

    @Test("a type that answers the contract asks what it wraps once per question")
    func requirementsAskedOnce() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectRequirementsAskedOnce(
                of: "Authenticating",
                rule: """
                    A type that stands in front of an authenticator (a decorator the app wraps \
                    around the real one) answers each question by asking it once: the Before \
                    code asked once per payment, and a real authenticator that prompts (a \
                    fingerprint, a password) would prompt twice for one payment, or ask again \
                    after the user said no.
                    """
            )
        }
    }

    @Test("no module keeps shared state: no singleton, no global, the contract's included")
    func noSharedState() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoSharedState(
                rule: """
                    A global or a static property that holds an authenticator, in any module, \
                    is a hidden way around the contract: whoever reads it gets the same \
                    instance, and no test or app can hand in another.
                    """
            )
        }
    }

    @Test(
        "no initializer, description or deinit of the module does work: making an object keeps what it is handed, describing it only reads, freeing it only lets go"
    )
    func deinitsOnlyLetGo() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNothingDoneWhenFreed()
            LearnerCode(module: module, in: checkedCode).expectInitializersOnlyKeep()
            LearnerCode(module: module, in: checkedCode).expectDescriptionsOnlyRead()
        }
    }

    @Test("nothing the code keeps grows unread: no history, log or count that no code reads")
    func keepsNothingUnread() {
        code.expectNoUnreadState()
    }

    @Test(
        "no overload picked by type, no seam in a detail's file, no check of the compiler's turned off, no closure kept by its maker, no object kept by itself, no state any module can set, nothing offered beyond the lesson's shape"
    )
    func sharedRules() {
        for module in appModules {
            let code = LearnerCode(module: module, in: checkedCode)
            code.expectNoOverloadsByType()
            code.expectSeamsApartFromTheirDetails()
            code.expectNoProtocolExtensionBodies()
            code.expectCompilerChecksKept()
            code.expectNoStandardNameTaken()
            code.expectNoStandardTypeAsDetail()
            code.expectNoClosureKeptByItsMaker()
            code.expectNoPublicSetters()
            // What other modules may ask of each type: the Before code's, and the shape's.
            code.expectPublicAPI(
                [
                    "Authenticator": ["authenticate()", "isSignedIn", "signOut()"],
                    "PaymentApp": ["makePaymentManager()"],
                    "PaymentManager": ["pay(amount:)", "receipts"],
                    "Receipt": ["amount"],
                ],
                keptFromBefore: [:],
                // Types the Before code called with fewer arguments: their functions may default.
                defaulting: ["Authenticator"]
            )
        }
    }

    @Test("the policy's state changes only through its own methods")
    func noPublicSetters() {
        code.expectNoPublicSetters(
            of: ["PaymentManager"],
            rule: """
                Only a payment the authenticator allowed leaves a receipt: receipts that any module \
                can set are written around that rule.
                """
        )
    }

    @Test("the composition root only composes: it does no work while it wires the app")
    func rootOnlyComposes() {
        LearnerCode(module: "PaymentApp", in: checkedCode).expectRootOnlyComposes(
            "PaymentApp",
            rule: """
                The app puts the modules together and nothing more: a sign-in asked while it \
                wires the payment manager prompts the user at launch, before any payment.
                """
        )
    }

    @Test(
        "no code of any module can tell a test run from the app: the process, files, the user's region"
    )
    func detectsNoTest() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoTestDetection(
                rule: """
                    Code that reads the process's arguments, its environment, its main bundle, \
                    its build configuration or the file its caller is in can tell a test run \
                    from the app, and behave one \
                    way under the checker and another for the people who use it. No kata needs \
                    them: the code is the same wherever it runs.
                    """
            )
        }
    }

    @Test("no code of any module, the app's included, writes a limit of its own")
    func writesNoLimits() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoLimits(
                rule: """
                    A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                    out (beyond ±100), in any code of the app, a detail's and the app's own \
                    included, written or worked out by a loop, is a limit no lesson sets: past \
                    it the code behaves another way, where no example looks.
                    """
            )
        }
    }

    @Test("no code of any module reads a clock or waits")
    func keepsNoTime() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoTimekeeping()
        }
    }

    @Test("no module changes what another module's types do")
    func changesNoOtherModulesTypes() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoChangeToOtherModulesTypes()
        }
    }

    @Test("no code of any module draws a random number")
    func drawsNoRandomNumbers() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoRandomness(
                rule: """
                    Code that draws a random number (`Int.random`, a shuffle, a new `UUID`, a hash \
                    value) does one thing in the checker's runs and, now and then, another for the \
                    people who use it. No kata needs one: the same input gets the same answer.
                    """
            )
        }
    }

    @Test("no code of any module is compiled in some builds only")
    func compilesTheSameInEveryBuild() {
        for module in appModules {
            LearnerCode(module: module, in: checkedCode).expectNoConditionalCompilation(
                rule: """
                    The checker judges the code this build compiles; a `#if` hides a branch \
                    from it that another build (release, another platform) would ship. Kata \
                    code needs none beyond imports: remove it.
                    """
            )
        }
    }

    @Test("the payment manager reaches only what the lesson allows, as the compiler resolves it")
    func paymentReachesOnlyWhatTheLessonAllows() {
        code.expectReachOnly(
            from: "PaymentManager",
            seams: ["Authenticating"],
            rule: """
                The payment manager asks the Authenticating it was given, and nothing else: an \
                authenticator it reaches itself (from Authentication, through `import func`, or \
                one kept in Payment), a global, or the system is the dependency the contract \
                was made to remove. From the contract it needs the protocol alone: a type of \
                Payment's own moved there (its receipt, say) is code every authenticator now \
                depends on, and the contract is no longer thin.
                """
        )
    }

    @Test("every way to make a payment manager takes an authenticator, never nil")
    func everyPaymentManagerHasAnAuthenticator() {
        code.expectEveryInitializer(
            of: "PaymentManager",
            takes: "Authenticating",
            rule: """
                A payment manager that can be made without an Authenticating, or with nil for \
                one ("a guest checkout"), pays without asking anyone: the trusting payment the \
                contract was made to rule out, written as a missing authenticator rather than \
                as a type.
                """
        )
    }

    @Test("Payment ships no authenticator of its own")
    func paymentShipsNoAuthenticator() {
        code.expectNoType(
            conformingTo: "Authenticating",
            rule: """
                Payment is the policy: it uses an Authenticating and implements none. An \
                authenticator kept in Payment is a detail in the policy's module, and whatever \
                builds a PaymentManager may reach for it. It belongs in Authentication.
                """
        )
    }

    @Test("the contract holds protocols and values, no behaviour, as the compiler reads it")
    func contractHoldsNoBehaviour() {
        LearnerCode(module: "AuthenticationContract", in: checkedCode).expectOnlyContracts(
            rule: """
                The contract says what goes across, not how it is done: a protocol extension \
                with a body (an answer given for every conformer), a function or a class in the \
                contract is behaviour that every module depending on it gets, whoever conforms.
                """
        )
    }

    @Test("the contract requires what the lesson's shape gives it, and nothing more")
    func contractRequiresNothingMore() {
        LearnerCode(module: "AuthenticationContract", in: checkedCode).expectSeam(
            "Authenticating",
            requiresOnly: ["authenticate()"],
            details: ["Authenticator"],
            rule: """
                A requirement beyond the lesson's seam can only be answered by a default in an \
                extension, which the real details override and a test's double does not: a \
                policy that branches on it tells its collaborators apart by a type code, the \
                dependency the seam was meant to remove.
                """
        )
    }
}
