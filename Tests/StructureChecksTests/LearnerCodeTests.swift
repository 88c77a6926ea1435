import Foundation
import Testing

@testable import StructureChecks

/// A module written to a scratch folder: `<scratch>/Sources/Sample/<file>`.
func sampleModule(_ files: [String: String]) throws -> LearnerCode {
    let written = try writeSampleModule(files)
    return LearnerCode(module: "Sample", sources: written.sources, base: written.package)
}

/// Expects `body` to record exactly the issues `expected`, each at its line and with its text.
func expectIssues(
    _ expected: [(line: Int, text: String)],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) async {
    let wanted = Set(expected.map { "\($0.line): \($0.text)" })
    await confirmation(expectedCount: expected.count, sourceLocation: sourceLocation) { seen in
        withKnownIssue(sourceLocation: sourceLocation) {
            body()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            guard wanted.contains("\(issue.sourceLocation?.line ?? 0): \(text)") else {
                return false
            }
            seen()
            return true
        }
    }
}

let presenterWithAnyObject = """
    /// Decides what a profile screen shows.
    public final class ProfilePresenter {
        // Once it kept a ProfileViewController; now any object at all.
        private weak var profileView: AnyObject?

        public init(
            profileView: AnyObject
        ) {
            self.profileView = profileView
        }

        public func presentProfile(_ profile: Profile) {
            (profileView as? ProfileViewing)?.showFullName("ProfileViewController")
        }
    }
    """

@Suite("Structure checks: what each expectation reports, and where")
struct LearnerCodeTests {
    @Test("a parameter declared as AnyObject is reported at its line, with the rule")
    func parameterAsAnyObject() async throws {
        let code = try sampleModule(["ProfilePresenter.swift": presenterWithAnyObject])
        await expectIssues([
            (
                7,
                """
                Sources/Sample/ProfilePresenter.swift:7: ProfilePresenter.init(profileView:) \
                takes `profileView` as `AnyObject`.
                Take a ProfileViewing.
                """
            )
        ]) {
            code.expectParameter(
                labeled: "profileView",
                of: "init",
                in: "ProfilePresenter",
                isDeclaredThrough: "ProfileViewing",
                rule: "Take a ProfileViewing."
            )
        }
    }

    @Test(
        "a parameter of the protocol bound to classes at the use site is through the protocol; one beside a concrete class is not"
    )
    func protocolAndAnyObject() async throws {
        let code = try sampleModule([
            "ProfilePresenter.swift": """
            public protocol ProfileViewing { func showFullName(_ fullName: String) }
            public final class ProfileViewController {}
            public final class ProfilePresenter {
                private weak var profileView: (any ProfileViewing & AnyObject)?
                public init(profileView: any ProfileViewing & AnyObject) {
                    self.profileView = profileView
                }
                public func show(on screen: any ProfileViewing & ProfileViewController) {}
            }
            """
        ])
        code.expectParameter(
            labeled: "profileView",
            of: "init",
            in: "ProfilePresenter",
            isDeclaredThrough: "ProfileViewing",
            rule: "Take a ProfileViewing."
        )
        await expectIssues([
            (
                8,
                """
                Sources/Sample/ProfilePresenter.swift:8: ProfilePresenter.show(on:) takes \
                `screen` as `any ProfileViewing & ProfileViewController`, which names \
                `ProfileViewController`.
                Take a ProfileViewing.
                """
            )
        ]) {
            code.expectParameter(
                labeled: "on",
                of: "show",
                in: "ProfilePresenter",
                isDeclaredThrough: "ProfileViewing",
                rule: "Take a ProfileViewing."
            )
        }
    }

    @Test("a strong property that can hold a seam is reported, wherever it is, a weak one is not")
    func strongReferencesToASeam() async throws {
        let code = try sampleModule([
            "Screens.swift": """
            public protocol Screen: AnyObject { func show(_ text: String) }
            public final class Presenter {
                weak var screen: (any Screen)?
                private var keptLate: (any Screen)?
                unowned let owner: any Screen
                unowned(safe) let safeOwner: any Screen
                unowned(unsafe) let lent: any Screen
                init(owner: any Screen) { (self.owner, safeOwner, lent) = (owner, owner, owner) }
            }
            final class Box<Held: Screen> {
                weak var held: Held?
                var all: [any Screen] = []
            }
            final class Real: Screen {
                var presenter: Presenter?
                var next: (any Screen)?
                func show(_ text: String) {}
            }
            """
        ])
        await expectIssues([
            (
                4,
                """
                Sources/Sample/Screens.swift:4: Presenter keeps `keptLate` as `(any Screen)?`, \
                a strong reference to its `Screen`.
                Hold it weakly.
                """
            ),
            (
                7,
                """
                Sources/Sample/Screens.swift:7: Presenter keeps `lent` as `unowned(unsafe)`: no \
                strong reference, but one nothing clears when the Screen goes, so the next call \
                through it reads freed memory (the test process may crash). Hold it weakly.
                Hold it weakly.
                """
            ),
            (
                12,
                """
                Sources/Sample/Screens.swift:12: Box keeps `all` as `[any Screen]`, a strong \
                reference to its `Screen`.
                Hold it weakly.
                """
            ),
        ]) {
            code.expectOnlyWeakReferences(to: "Screen", rule: "Hold it weakly.")
        }
    }

    @Test("stored properties and parameters of a forbidden type are each reported")
    func declarationsOfForbiddenTypes() async throws {
        let code = try sampleModule(["ProfilePresenter.swift": presenterWithAnyObject])
        await expectIssues([
            (
                4,
                """
                Sources/Sample/ProfilePresenter.swift:4: ProfilePresenter keeps `profileView` \
                as `AnyObject?`.
                Keep a ProfileViewing.
                """
            ),
            (
                7,
                """
                Sources/Sample/ProfilePresenter.swift:7: ProfilePresenter.init(profileView:) \
                takes `profileView` as `AnyObject`.
                Keep a ProfileViewing.
                """
            ),
        ]) {
            code.expectNoDeclaration(
                in: "ProfilePresenter",
                typedAs: ["AnyObject", "ProfileViewController"],
                rule: "Keep a ProfileViewing."
            )
        }
    }

    @Test("a comment or a string literal that names a forbidden name is not a mention")
    func commentsAndStringsAreNotMentions() async throws {
        let code = try sampleModule(["ProfilePresenter.swift": presenterWithAnyObject])
        code.expectNoMention(
            of: ["ProfileViewController"],
            in: "ProfilePresenter",
            rule: "Name no concrete screen."
        )
    }

    @Test("a mention in code is reported at its line")
    func mentionInCode() async throws {
        let code = try sampleModule(["ProfilePresenter.swift": presenterWithAnyObject])
        await expectIssues([
            (
                13,
                """
                Sources/Sample/ProfilePresenter.swift:13: ProfilePresenter mentions \
                `as? ProfileViewing`.
                Cast nothing.
                """
            )
        ]) {
            code.expectNoMention(
                of: ["as? ProfileViewing"],
                in: "ProfilePresenter",
                rule: "Cast nothing."
            )
        }
    }

    @Test(
        "a parameter declared through the protocol is accepted, however it is spelled",
        arguments: [
            "init(profileView: any ProfileViewing)",
            "init(profileView: some ProfileViewing)",
            "init<View: ProfileViewing>(profileView: View)",
            "init<View>(profileView: View) where View: ProfileViewing",
            "init(profileView: Screen)",
            "init(profileView: any PremiumViewing)",
            "init(profileView: (any ProfileViewing & Sendable)?)",
        ]
    )
    func acceptedSpellings(signature: String) async throws {
        let code = try sampleModule([
            "Presenter.swift": """
            typealias Screen = ProfileViewing
            protocol ProfileViewing: AnyObject {}
            protocol PremiumViewing: ProfileViewing {}
            final class ProfilePresenter {
                \(signature) {}
            }
            """
        ])
        code.expectParameter(
            labeled: "profileView",
            of: "init",
            in: "ProfilePresenter",
            isDeclaredThrough: "ProfileViewing",
            rule: "Take a ProfileViewing."
        )
    }

    @Test("a concrete class is refused even when it conforms to the protocol")
    func concreteConformingClass() async throws {
        let code = try sampleModule([
            "Presenter.swift": """
            protocol ProfileViewing: AnyObject {}
            final class ProfileViewController: ProfileViewing {}
            final class ProfilePresenter {
                init(profileView: ProfileViewController) {}
            }
            """
        ])
        await expectIssues([
            (
                4,
                """
                Sources/Sample/Presenter.swift:4: ProfilePresenter.init(profileView:) takes \
                `profileView` as `ProfileViewController`.
                Take a ProfileViewing.
                """
            )
        ]) {
            code.expectParameter(
                labeled: "profileView",
                of: "init",
                in: "ProfilePresenter",
                isDeclaredThrough: "ProfileViewing",
                rule: "Take a ProfileViewing."
            )
        }
    }

    @Test("a type that does not exist is reported, never taken as a pass")
    func missingType() async throws {
        let code = try sampleModule(["Empty.swift": "// Nothing here.\n"])
        withKnownIssue {
            code.expectNoMention(of: ["Date()"], in: "ProfilePresenter", rule: "Unused.")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "No type named ProfilePresenter was found in Sample."
            ]
        }
    }

    @Test("sources that cannot be read are reported, never taken as a pass")
    func unreadableSources() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/Sources/Sample")
        let code = LearnerCode(module: "Sample", sources: nowhere, base: nowhere)
        withKnownIssue {
            code.expectNoMention(of: ["Date()"], inBodyOf: "greet", rule: "Unused.")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "The checker could not read the Swift files of Sample in /nonexistent"
            ) == true
        }
    }

    @Test("a default argument that names the caller's file or binary is test detection")
    func callerFileIsTestDetection() async throws {
        let code = try sampleModule([
            "Pay.swift": """
            public func pay(_ amount: Int, from file: String = #fileID) -> Bool {
                file.contains("Tests") ? amount > 0 : true
            }
            public func image(_ handle: UnsafeRawPointer = #dsohandle) -> UnsafeRawPointer { handle }
            // A comment that writes #filePath is no code.
            public func greet(_ caller: String = #function) -> String { caller }
            """
        ])
        let said = { (name: String) in
            "`\(name)` names where the code is called from (the file, the function, the line, the "
                + "binary or the actor): as a default argument, it tells a call in a test from "
                + "a call in the app, and the code can behave one way for each."
        }
        await expectIssues([
            (1, "Sources/Sample/Pay.swift:1: \(said("#fileID"))\nTell no test apart."),
            (4, "Sources/Sample/Pay.swift:4: \(said("#dsohandle"))\nTell no test apart."),
            (6, "Sources/Sample/Pay.swift:6: \(said("#function"))\nTell no test apart."),
        ]) {
            code.expectNoTestDetection(rule: "Tell no test apart.")
        }
    }

    @Test(
        "an initializer that asks a collaborator is reported; one that keeps, builds or registers is not"
    )
    func initializersOnlyKeep() async throws {
        let code = try sampleModule([
            "Screen.swift": """
            public protocol Board { var rows: Int { get } }
            public final class Model {
                weak var observer: Screen?
                public init() {}
                public func register(_ screen: Screen) { observer = screen }
                public func title() -> String { "News" }
            }
            public final class Screen {
                let rows: Int
                let model: Model
                public init(board: any Board, model: Model) {
                    rows = board.rows
                    self.model = model
                }
                public init(model: Model) {
                    rows = 0
                    self.model = model
                    model.register(self)
                }
                public convenience init() { self.init(model: Model()) }
                public func load() -> String { model.title() }
            }
            public struct Headline: Decodable {
                public let title: String
            }
            """
        ])
        await expectIssues([
            (
                12,
                "Sources/Sample/Screen.swift:12: Screen.init(board:model:) calls `Board.rows.getter` "
                    + "while the object is being made.\nKeep only."
            )
        ]) {
            code.expectInitializersOnlyKeep(rule: "Keep only.")
        }
    }

    @Test("an open class or member is reported where it is declared; a public one is not")
    func openDeclarations() async throws {
        let code = try sampleModule([
            "Presenter.swift": """
            open class Presenter {
                public init() {}
                open func present() {}
                public func plain() {}
            }
            public final class Closed {
                public init() {}
            }
            """
        ])
        let rule = LearnerCode.openRule
        await expectIssues([
            (
                1,
                "Sources/Sample/Presenter.swift:1: `Presenter` is `open`: any module may subclass "
                    + "it and override what it does, around the rule and its collaborators.\n\(rule)"
            ),
            (
                3,
                "Sources/Sample/Presenter.swift:3: `Presenter.present()` is `open`: any module may "
                    + "subclass it and override what it does, around the rule and its "
                    + "collaborators.\n\(rule)"
            ),
        ]) {
            code.expectPublicAPI(["Presenter": ["present()", "plain()"], "Closed": []])
        }
    }

    @Test(
        "a method any file may call and none calls is reported; one called, private, offered, asked by a protocol or called by the learner's own tests is not"
    )
    func unusedMethods() async throws {
        let files = [
            "Screen.swift": """
            public protocol Loading { func load() -> [String] }
            public final class Screen {
                private let loader: any Loading
                public private(set) var shown: [String] = []
                public init(loader: any Loading) { self.loader = loader }
                public func viewDidLoad() { shown = sorted(loader.load()) }
                func sorted(_ items: [String]) -> [String] { items.sorted() }
                private func tidy() {}
            }
            extension Screen: Loading {
                func show(_ items: [String]) { shown = items }
                func load() -> [String] { shown }
            }
            """
        ]
        let written = try writeSampleModule(files)
        let code = LearnerCode(module: "Sample", sources: written.sources, base: written.package)
        let rule = LearnerCode.unusedMethodRule
        await expectIssues([
            (
                11,
                "Sources/Sample/Screen.swift:11: `Screen.show(_:)` is called by no code, yet every "
                    + "file of the module may call it.\n\(rule)"
            )
        ]) {
            code.expectPublicAPI(["Screen": ["viewDidLoad()", "shown"]])
        }
        let tests = written.package.appendingPathComponent("Tests/SampleTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "@testable import Sample\nfunc preview(_ screen: Screen) { screen.show([]) }\n".write(
            to: tests.appendingPathComponent("YourTests.swift"),
            atomically: true,
            encoding: .utf8
        )
        let tested = LearnerCode(module: "Sample", sources: written.sources, base: written.package)
        tested.expectPublicAPI(["Screen": ["viewDidLoad()", "shown"]])
    }

    @Test(
        "a member of another name stands for one the shape has and the type leaves out only where the module's own code uses it"
    )
    func renamedMembersUsedByTheModule() async throws {
        let code = try sampleModule([
            "Model.swift": """
            public final class Model {
                public private(set) var items: [String] = []
                public var observer: (() -> Void)?
                public init() {}
                public func load() { items = ["a"]; observer?() }
                public func reset() { items = [] }
            }
            public final class Screen {
                let model = Model()
                public init() { model.observer = {} }
            }
            """
        ])
        let rule = LearnerCode.publicAPIRule
        await expectIssues([
            (
                6,
                "Sources/Sample/Model.swift:6: `Model.reset()` is offered to every module beside "
                    + "all that the Before code and the lesson's shape offer: a second way in, not "
                    + "one of theirs renamed.\n\(rule)"
            )
        ]) {
            code.expectPublicAPI([
                "Model": ["items", "load()", "onChange", "refresh()"], "Screen": [],
            ])
        }
    }

    @Test("a Foundation member named for the user's language reads it, on any type")
    func localizedMembersReadTheLocale() async throws {
        let code = try sampleModule([
            "Headline.swift": """
            import Foundation
            public func headline(_ name: String) -> String {
                NSString(string: name).localizedUppercase
            }
            public func plain(_ name: String) -> String { name.uppercased() }
            """
        ])
        let issues = Texts()
        withKnownIssue {
            code.expectNoTestDetection(rule: "Tell no test apart.")
        } matching: { issue in
            issues.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        #expect(issues.all.count == 1, "\(issues.all)")
        #expect(
            issues.all.first?.hasPrefix(
                "Sources/Sample/Headline.swift:3: headline(_:) reads the user's language and region"
            ) == true,
            "\(issues.all)"
        )
    }

    @Test("an initializer without the seam, or with an optional one, is reported; the seam is not")
    func everyInitializerTakesTheSeam() async throws {
        let code = try sampleModule([
            "Payment.swift": """
            public protocol Asking { func ask() -> Bool }
            public protocol Vouching: Asking {}
            public final class Payment {
                let asking: (any Asking)?
                public init(asking: any Asking) { self.asking = asking }
                public init<A: Vouching>(vouching: A) { asking = vouching }
                public init() { asking = nil }
            }
            extension Payment {
                public convenience init(maybe: (any Asking)? = nil, twice: Bool) {
                    self.init(asking: maybe!)
                }
            }
            """
        ])
        await expectIssues([
            (
                7,
                "Sources/Sample/Payment.swift:7: Payment.init() takes no Asking: a Payment made "
                    + "with it has nobody to ask.\nAsk."
            ),
            (
                10,
                "Sources/Sample/Payment.swift:10: Payment.init(maybe:twice:) takes its Asking as "
                    + "optional, `(any Asking)?`: a Payment made with nil has nobody to ask.\nAsk."
            ),
        ]) {
            code.expectEveryInitializer(of: "Payment", takes: "Asking", rule: "Ask.")
        }
    }

    @Test("a function body is read, its default values are not")
    func bodiesOnly() async throws {
        let code = try sampleModule([
            "Greet.swift": """
            func greet(user: User, at date: Date = Date()) -> String {
                let now = Date()
                return "\\(now)"
            }
            """
        ])
        await expectIssues([
            (
                2,
                """
                Sources/Sample/Greet.swift:2: The body of greet mentions `Date()`.
                Read no clock.
                """
            )
        ]) {
            code.expectNoMention(of: ["Date()"], inBodyOf: "greet", rule: "Read no clock.")
        }
    }

    @Test("only the allowed files may mention a volatile thing")
    func outsideTheRoot() async throws {
        let code = try sampleModule([
            "CompositionRoot.swift": "let session = URLSession.shared\n",
            "Loader.swift": """
            // URLSession.shared is not mentioned here: this is a comment.
            final class Loader {
                let session = URLSession.shared
            }
            """,
        ])
        await expectIssues([
            (
                3,
                """
                Sources/Sample/Loader.swift:3: Loader.swift mentions `URLSession.shared`, outside \
                CompositionRoot.swift.
                Only the root names it.
                """
            )
        ]) {
            code.expectNoMention(
                of: ["URLSession.shared"],
                inFilesOtherThan: ["CompositionRoot.swift"],
                rule: "Only the root names it."
            )
        }
    }

    @Test("a property must be of the concrete type it is expected to be")
    func concreteProperty() async throws {
        let code = try sampleModule([
            "Screen.swift": """
            final class Screen {
                let cart: any CartProtocol = Cart()
                let other = Cart()
            }
            """
        ])
        code.expectProperty("other", in: "Screen", isDeclaredAs: "Cart", rule: "Keep a Cart.")
        await expectIssues([
            (
                2,
                """
                Sources/Sample/Screen.swift:2: Screen keeps `cart` as `any CartProtocol`, not as \
                a `Cart`.
                Keep a Cart.
                """
            )
        ]) {
            code.expectProperty("cart", in: "Screen", isDeclaredAs: "Cart", rule: "Keep a Cart.")
        }
    }

    @Test("a method that must be gone is reported where it is declared")
    func methodThatMustBeGone() async throws {
        let code = try sampleModule([
            "Cells.swift": """
            struct TextCell {}
            extension TextCell {
                func toString() -> String { "" }
            }
            """
        ])
        await expectIssues([
            (
                3,
                """
                Sources/Sample/Cells.swift:3: TextCell still has toString().
                Describe the cell.
                """
            )
        ]) {
            code.expectNoMethod(named: ["toString"], in: ["TextCell"], rule: "Describe the cell.")
        }
    }
}
