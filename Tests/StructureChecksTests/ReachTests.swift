import Foundation
import Testing

@testable import StructureChecks

/// The pieces of a small Game of Life screen: the board protocol, the real board, and the
/// screen, whose initializer the detours below change.
let boardProtocol = """
    protocol BoardProtocol { var rows: Int { get } }
    final class Board: BoardProtocol, Sendable { let rows = 15 }
    """

/// A screen that takes its board, with `extra` added to its body.
func screen(_ extra: String = "", initializer: String = "init(board: any BoardProtocol)") -> String
{
    """
    final class Screen {
        private static let side = 20.0
        private let board: any BoardProtocol
        \(initializer) { self.board = board }
        func viewDidLoad() -> Int { board.rows }
    \(extra)
    }
    """
}

/// A detour a learner takes to the real board, and the path the check must report.
struct Detour: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    let line: Int
    let file: String
    let fact: String

    var testDescription: String { name }
}

@Suite("Structure checks: what a type reaches, by any path through the module")
struct ReachTests {
    static let detours: [Detour] = [
        Detour(
            name: "a default argument through a free function",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen(
                    initializer: "init(board: any BoardProtocol = makeStandardGrid())"
                ),
                "Grid.swift": "func makeStandardGrid() -> any BoardProtocol { Board() }",
            ],
            line: 1,
            file: "Grid.swift",
            fact:
                "Screen reaches `Board`: default argument 0 of Screen.init(board:) → makeStandardGrid() → Board."
        ),
        Detour(
            name: "a convenience initializer in an extension, through a nested enum",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen(),
                "Screen+Wiring.swift": """
                extension Screen {
                    convenience init() { self.init(board: Wiring.board()) }
                }
                enum Wiring {
                    static func board() -> any BoardProtocol { Board() }
                }
                """,
            ],
            line: 5,
            file: "Screen+Wiring.swift",
            fact: "Screen reaches `Board`: Screen.init() → static Wiring.board() → Board."
        ),
        Detour(
            name: "a static property holding a closure",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen(
                    "    static let makeBoard: @Sendable () -> any BoardProtocol = { Board() }",
                    initializer: "init(board: any BoardProtocol = Screen.makeBoard())"
                ),
            ],
            line: 6,
            file: "Screen.swift",
            fact:
                "Screen reaches `Board`: Screen.makeBoard → closure #1 in variable initialization expression of static Screen.makeBoard → Board."
        ),
        Detour(
            name: "a type alias created in a method",
            files: [
                "Board.swift": boardProtocol + "\ntypealias StandardGrid = Board",
                "Screen.swift": screen("    func reset() -> Int { StandardGrid().rows }"),
            ],
            line: 6,
            file: "Screen.swift",
            fact: "Screen reaches `Board`: Screen.reset() → Board."
        ),
        Detour(
            name: "a helper type the screen creates, which creates the board",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen(
                    "    func layout() -> Int { Layout().grid().rows }"
                ),
                "Layout.swift": """
                struct Layout {
                    func grid() -> any BoardProtocol { Board() }
                }
                """,
            ],
            line: 2,
            file: "Layout.swift",
            fact: "Screen reaches `Board`: Screen.layout() → Layout.grid() → Board."
        ),
        Detour(
            name: "a protocol extension's default implementation",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen("    func reset() -> Int { standardBoard().rows }")
                    .replacingOccurrences(
                        of: "final class Screen {",
                        with: "final class Screen: BoardMaking {"
                    ),
                "BoardMaking.swift": """
                protocol BoardMaking {}
                extension BoardMaking {
                    func standardBoard() -> any BoardProtocol { Board() }
                }
                """,
            ],
            line: 3,
            file: "BoardMaking.swift",
            fact: "Screen reaches `Board`: Screen.reset() → BoardMaking.standardBoard() → Board."
        ),
        Detour(
            name: "a singleton read through an implicit member",
            files: [
                "Board.swift": boardProtocol
                    + "\nextension Board { static let shared = Board() }",
                "Screen.swift": screen(
                    initializer: "init(board: any BoardProtocol = Board.shared)"
                ),
            ],
            line: 4,
            file: "Screen.swift",
            fact: "Screen reaches `Board`: default argument 0 of Screen.init(board:) → Board."
        ),
        Detour(
            name: "a custom operator in a default argument",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen(initializer: "init(board: any BoardProtocol = ※0)"),
                "Detours.swift": """
                prefix operator ※
                prefix func ※ (_ seed: Int) -> any BoardProtocol { Board() }
                """,
            ],
            line: 2,
            file: "Detours.swift",
            fact:
                "Screen reaches `Board`: default argument 0 of Screen.init(board:) → ※ prefix(_:) → Board."
        ),
        Detour(
            name: "a property wrapper whose initializer makes the board",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen("    @BoardOutlet var spare: any BoardProtocol"),
                "Detours.swift": """
                @propertyWrapper struct BoardOutlet {
                    var wrappedValue: any BoardProtocol
                    init() { wrappedValue = Board() }
                }
                """,
            ],
            line: 3,
            file: "Detours.swift",
            fact:
                "Screen reaches `Board`: variable initialization expression of Screen._spare → BoardOutlet.init() → Board."
        ),
    ]

    @Test("a detour to the detail is reported with the way there", arguments: detours)
    func detour(_ detour: Detour) async throws {
        let code = try sampleModule(detour.files)
        await expectIssues([
            (
                detour.line,
                "Sources/Sample/\(detour.file):\(detour.line): \(detour.fact)\nInject the board."
            )
        ]) {
            code.expectNoReach(from: "Screen", to: ["Board"], rule: "Inject the board.")
        }
    }

    @Test("a screen that only uses what it is given reaches nothing, its own constants included")
    func injected() throws {
        let code = try sampleModule(["Board.swift": boardProtocol, "Screen.swift": screen()])
        code.expectNoReach(
            from: "Screen",
            to: ["Board"],
            rule: "Inject the board."
        )
    }

    @Test("a cast to a module type, in the type's code or in a helper it calls, is reported")
    func casts() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol,
            "Screen.swift": screen(
                "    func isReal() -> Bool { board is Board || check(board) }"
            ),
            "Check.swift": """
            func check(_ board: any BoardProtocol) -> Bool {
                switch board { case let real as Board: real.rows == 15; default: false }
            }
            """,
        ])
        await expectIssues([
            (
                6,
                """
                Sources/Sample/Screen.swift:6: Screen casts to `Board`: Screen.isReal().
                Cast nothing.
                """
            ),
            (
                2,
                """
                Sources/Sample/Check.swift:2: Screen casts to `Board`: Screen.isReal() → \
                check(_:).
                Cast nothing.
                """
            ),
        ]) {
            code.expectNoCasts(reachedFrom: "Screen", rule: "Cast nothing.")
        }
    }

    @Test(
        "a check of the compiler's turned off and an underscored attribute are each named for what they do"
    )
    func compilerChecks() async throws {
        let code = try sampleModule([
            "Checks.swift": """
            @_exported import Foundation
            final class Box: @unchecked Sendable { var count = 0 }
            """
        ])
        await expectIssues([
            (
                1,
                """
                Sources/Sample/Checks.swift:1: `@_exported` is an underscored attribute, the \
                compiler's own and no part of the language: what it says (a promise about a call, \
                a module handed on to every importer) the compiler takes on trust.
                Keep the checks.
                """
            ),
            (
                2,
                """
                Sources/Sample/Checks.swift:2: `@unchecked` turns off a check of the compiler's: \
                it takes the code's word for what it cannot prove.
                Keep the checks.
                """
            ),
        ]) {
            code.expectCompilerChecksKept(rule: "Keep the checks.")
        }
    }

    @Test(
        "singletons and globals are named as such, a struct that holds an object too; values and the root's own instance are not"
    )
    func sharedState() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol + """

                extension Board { static let shared = Board() }
                enum Layout { static let side = 20.0; nonisolated(unsafe) static var scale = 2.0 }
                enum Wiring {
                    struct Parts: @unchecked Sendable { let board: any BoardProtocol; let side: Double }
                    struct Sizes { let side: Double }
                    static let live = Parts(board: Board(), side: 1)
                    static let standard = Sizes(side: 2)
                    static let slot = Slot.held(Board())
                }
                enum Slot { case held(Board), empty(side: Double) }
                """,
            "Root.swift": "let app = Board()\nnonisolated(unsafe) var mode = 1",
            "Other.swift": "let cache = Board()",
        ])
        await expectIssues([
            (
                3,
                """
                Sources/Sample/Board.swift:3: `Board.shared` is a singleton: a static property \
                that keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, a closure, or a type this module cannot see into).
                Share nothing.
                """
            ),
            (
                4,
                "Sources/Sample/Board.swift:4: `Layout.scale` is a static variable.\nShare nothing."
            ),
            // A struct that holds the services shares them with every copy.
            (
                8,
                """
                Sources/Sample/Board.swift:8: `Wiring.live` is a singleton: a static property \
                that keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, a closure, or a type this module cannot see into).
                Share nothing.
                """
            ),
            // So does an enum whose case carries one.
            (
                10,
                """
                Sources/Sample/Board.swift:10: `Wiring.slot` is a singleton: a static property \
                that keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, a closure, or a type this module cannot see into).
                Share nothing.
                """
            ),
            (2, "Sources/Sample/Root.swift:2: `mode` is a global variable.\nShare nothing."),
            (
                1,
                """
                Sources/Sample/Other.swift:1: `cache` is a global instance, shared by all the \
                program.
                Share nothing.
                """
            ),
        ]) {
            code.expectNoSharedState(outside: ["Root.swift"], rule: "Share nothing.")
        }
    }

    @Test(
        "a type the policy may use but not build is reported when built, by its name, its metatype or a subclass"
    )
    func building() async throws {
        let code = try sampleModule([
            "Button.swift": """
            class Button { let title: String; required init(title: String) { self.title = title } }
            final class RoundButton: Button {
                required init(title: String) { super.init(title: "(" + title + ")") }
            }
            """,
            "Screen.swift": """
            final class Screen {
                var buttons: [Button] = []
                func add(_ button: Button) { buttons.append(button) }
                func first() -> Button { Button(title: "1") }
                func second(_ kind: Button.Type) -> Button { kind.init(title: "2") }
                func third() -> Button { RoundButton(title: "3") }
            }
            """,
        ])
        await expectIssues([
            (
                4,
                """
                Sources/Sample/Screen.swift:4: Screen builds `Button`, which it must be handed \
                instead: Screen.first() → Button.
                Be handed buttons.
                """
            ),
            (
                5,
                """
                Sources/Sample/Screen.swift:5: Screen builds `Button`, which it must be handed \
                instead: Screen.second(_:) → Button.
                Be handed buttons.
                """
            ),
            (
                3,
                """
                Sources/Sample/Button.swift:3: Screen builds `Button`, which it must be handed \
                instead: Screen.third() → RoundButton.init(title:) → Button.
                Be handed buttons.
                """
            ),
        ]) {
            code.expectNoReach(from: "Screen", orBuilding: ["Button"], rule: "Be handed buttons.")
        }
    }

    @Test(
        "an argument a call sets beyond the shape is reported at the call; a default or a closure is not"
    )
    func argumentsBeyondTheShape() async throws {
        let code = try sampleModule([
            "Container.swift": """
            final class Container {
                func register<Service>(
                    _ type: Service.Type,
                    scope: Int = 0,
                    factory: @escaping () -> Service,
                    completed: @escaping (Service) -> Void = { _ in },
                    checked: Bool = true
                ) {}
            }
            """,
            "Root.swift": """
            final class Root {
                init(container: Container) {
                    container.register(Int.self, scope: 1) { 1 }
                    container.register(String.self, factory: { "" }, completed: { _ in })
                    container.register(Double.self, factory: { 1 }, checked: false)
                }
            }
            """,
        ])
        await expectIssues([
            (
                5,
                """
                Sources/Sample/Root.swift:5: Root.init(container:) hands Container.register an \
                argument `checked:` of its own, a Bool the lesson's shape does not give: the \
                calls that set it are treated otherwise than the others.
                Check every registration alike.
                """
            )
        ]) {
            code.expectCalls(
                to: "Container.register",
                toSetOnly: ["_", "scope", "factory"],
                rule: "Check every registration alike."
            )
        }
    }

    @Test("a type test a caller chooses and a mirror are questions about what a value is")
    func genericTestsAndMirrors() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol,
            "Screen.swift": screen(
                """
                    func isA<Kind>(_ kind: Kind.Type) -> Bool { board is Kind }
                    func parts() -> Int { Mirror(reflecting: board.rows).children.count }
                """
            ),
        ])
        await expectIssues([
            (
                6,
                """
                Sources/Sample/Screen.swift:6: Screen tests a value against a type its caller \
                chooses (`Kind`): Screen.isA(_:).
                Cast nothing.
                """
            ),
            (
                7,
                """
                Sources/Sample/Screen.swift:7: Screen looks at what a value is with \
                `Swift.Mirror.init(reflecting:)`: Screen.parts().
                Cast nothing.
                """
            ),
        ]) {
            code.expectNoCasts(reachedFrom: "Screen", rule: "Cast nothing.")
        }
    }

    @Test("a named type's value looked into, a field read or its identity taken, reaches it")
    func namedValuesLookedInto() async throws {
        let code = try sampleModule([
            "Cell.swift": """
            final class Cell: Sendable { let row: Int; init(row: Int) { self.row = row } }
            struct Spot { let x: Int }
            """,
            "Screen.swift": """
            final class Screen {
                func place(_ cell: Cell) -> Int { cell.row }
                func same(_ cell: Cell, _ other: Cell) -> Bool { ObjectIdentifier(cell) == ObjectIdentifier(other) }
                func across(_ spot: Spot) -> Int { spot.x }
                func handOn(_ cell: Cell) -> [Cell] { [cell] }
            }
            """,
        ])
        await expectIssues([
            (
                2,
                """
                Sources/Sample/Screen.swift:2: Screen reaches `Cell`: Screen.place(_:) → Cell.
                Hand cells on.
                """
            ),
            (
                3,
                """
                Sources/Sample/Screen.swift:3: Screen reaches `Cell`: Screen.same(_:_:) → Cell.
                Hand cells on.
                """
            ),
            (
                4,
                """
                Sources/Sample/Screen.swift:4: Screen reaches `Spot`: Screen.across(_:) → Spot.
                Hand cells on.
                """
            ),
        ]) {
            code.expectNoReach(from: "Screen", to: ["Cell", "Spot"], rule: "Hand cells on.")
        }
    }

    @Test(
        "a seam's value in a generic helper is a seam's value too: its type, its size or its description asked is reported"
    )
    func seamValuesInGenericHelpers() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol,
            "Screen.swift": screen(
                """
                    func live() -> Bool { Self.a(board) || Self.b(board) || Self.c(board) || Self.d(board) > 0 }
                    static func a(_ board: some BoardProtocol) -> Bool { MemoryLayout.size(ofValue: board) == 0 }
                    static func b<B: BoardProtocol>(_ board: B) -> Bool { type(of: board) == Board.self }
                    static func c(_ board: some BoardProtocol) -> Bool { String(describing: board).isEmpty }
                    static func d(_ board: some BoardProtocol) -> Int { [board, board].map { $0.rows }.count }
                """
            ),
        ])
        // `c` hands it on as `a` does, which is said once; `d` puts it in an array, which asks
        // nothing of it.
        let handed = """
            handed to generic code that asks nothing of it (a string interpolation, \
            `String(describing:)`, a helper that takes any value), which can print or reflect \
            what it really is
            """
        await expectIssues([
            (
                7,
                """
                Sources/Sample/Screen.swift:7: Screen looks at a `BoardProtocol` beyond what the \
                protocol says: it is \(handed): static Screen.a(_:).
                Cast nothing.
                """
            ),
            (
                8,
                """
                Sources/Sample/Screen.swift:8: Screen looks at a `BoardProtocol` beyond what the \
                protocol says: it is asked its dynamic type, `type(of:)`: static Screen.b(_:).
                Cast nothing.
                """
            ),
        ]) {
            code.expectNoCasts(reachedFrom: "Screen", rule: "Cast nothing.")
        }
    }

    @Test(
        "with onlyErrors, a cast to an error is reported and a cast to a type of the module is not"
    )
    func errorCasts() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol + "\nstruct Refused: Error {}",
            "Screen.swift": screen(
                """
                    func load(_ work: () throws -> Void) -> Bool {
                        do { try work(); return board is Board } catch is Refused { return false } catch { return true }
                    }
                """
            ),
        ])
        await expectIssues([
            (
                7,
                """
                Sources/Sample/Screen.swift:7: Screen casts to `Refused`: Screen.load(_:).
                Tell no error apart.
                """
            )
        ]) {
            code.expectNoCasts(
                reachedFrom: "Screen",
                onlyErrors: true,
                rule: "Tell no error apart."
            )
        }
    }

    @Test("a collaborator described into a string is a question about its type")
    func interpolatedCollaborator() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol,
            "Screen.swift": screen(
                "    var isReal: Bool { \"\\(board)\".hasPrefix(\"Board\") }"
            ),
        ])
        await expectIssues([
            (
                6,
                """
                Sources/Sample/Screen.swift:6: Screen looks at a `BoardProtocol` beyond what the \
                protocol says: it is handed to generic code that asks nothing of it (a string \
                interpolation, `String(describing:)`, a helper that takes any value), which can \
                print or reflect what it really is: Screen.isReal.getter.
                Cast nothing.
                """
            )
        ]) {
            code.expectNoCasts(reachedFrom: "Screen", rule: "Cast nothing.")
        }
    }

    @Test("an address kept as a number, or a pointer, is shared state")
    func addressesAsNumbers() async throws {
        let code = try sampleModule([
            "Store.swift": """
            final class Store { var cells: [Int] = [] }
            let storeAddress = Int(bitPattern: Unmanaged.passRetained(Store()).toOpaque())
            enum Cells { nonisolated(unsafe) static let base: UnsafeMutablePointer<Int> = .allocate(capacity: 9) }
            """
        ])
        await expectIssues([
            (
                2,
                """
                Sources/Sample/Store.swift:2: `storeAddress` is a global instance, shared by all \
                the program.
                Share nothing.
                """
            ),
            (
                3,
                """
                Sources/Sample/Store.swift:3: `Cells.base` is a singleton: a static property that \
                keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, a closure, or a type this module cannot see into).
                Share nothing.
                """
            ),
        ]) {
            code.expectNoSharedState(outside: [], rule: "Share nothing.")
        }
    }
}
