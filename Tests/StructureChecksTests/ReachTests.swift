import Foundation
import Testing

@testable import StructureChecks

/// The pieces of a small Game of Life screen: the board protocol, the real board, and the
/// screen, whose initializer the detours below change.
let boardProtocol = """
    protocol BoardProtocol { var rows: Int { get } }
    final class Board: BoardProtocol { let rows = 15 }
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
            fact: "Screen reaches `Board()`: Screen.init(board:) → makeStandardGrid() → Board()."
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
            fact: "Screen reaches `Board()`: Screen.init() → Wiring.board() → Board()."
        ),
        Detour(
            name: "a static property holding a closure",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen(
                    "    static let makeBoard: () -> any BoardProtocol = { Board() }",
                    initializer: "init(board: any BoardProtocol = Screen.makeBoard())"
                ),
            ],
            line: 6,
            file: "Screen.swift",
            fact: "Screen reaches `Board()`: Screen.makeBoard → Board()."
        ),
        Detour(
            name: "a type alias created in a method",
            files: [
                "Board.swift": boardProtocol + "\ntypealias StandardGrid = Board",
                "Screen.swift": screen("    func reset() -> Int { StandardGrid().rows }"),
            ],
            line: 6,
            file: "Screen.swift",
            fact: "Screen reaches `StandardGrid() (Board)`: Screen.reset() → StandardGrid()."
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
            fact: "Screen reaches `Board()`: Screen.layout() → Layout.grid() → Board()."
        ),
        Detour(
            name: "a protocol extension's default implementation",
            files: [
                "Board.swift": boardProtocol,
                "Screen.swift": screen().replacingOccurrences(
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
            fact: "Screen reaches `Board()`: BoardMaking.standardBoard() → Board()."
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
            fact: "Screen reaches `Board.shared`: Screen.init(board:) → Board.shared."
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
            orTo: ["Date()", ".shared"],
            rule: "Inject the board."
        )
    }

    @Test("a volatile call and a global, each reported once with its way")
    func volatileAndGlobals() async throws {
        let code = try sampleModule([
            "Clock.swift": """
            import Foundation
            var currentLocale = "en"
            func stamp() -> String { "\\(Date()) \\(currentLocale)" }
            """,
            "Greeter.swift": """
            struct Greeter {
                func greet() -> String { stamp() + URLSession.shared.description }
            }
            """,
        ])
        await expectIssues([
            (
                3,
                """
                Sources/Sample/Clock.swift:3: Greeter reaches `Date()`: Greeter.greet() → \
                stamp() → Date().
                Take the clock.
                """
            ),
            (
                3,
                """
                Sources/Sample/Clock.swift:3: Greeter reaches the global `currentLocale`: \
                Greeter.greet() → stamp() → currentLocale.
                Take the clock.
                """
            ),
            (
                2,
                """
                Sources/Sample/Greeter.swift:2: Greeter reaches `URLSession.shared`: \
                Greeter.greet() → URLSession.shared.
                Take the clock.
                """
            ),
        ]) {
            code.expectNoReach(
                from: "Greeter",
                orTo: ["Date()", "URLSession.shared"],
                rule: "Take the clock."
            )
        }
    }

    @Test(
        "an implicit member is read as the type written just before it",
        arguments: [
            ("let when: Date = flag ? .init() : date", "Date()"),
            ("let when: Date? = date ?? .now", "Date.now"),
            ("let session: URLSession = .shared", "URLSession.shared"),
        ]
    )
    func implicitMemberOfAnAnnotation(line: String, reached: String) async throws {
        let code = try sampleModule([
            "Greeter.swift": """
            import Foundation
            struct Greeter {
                func greet(at date: Date?, flag: Bool) {
                    \(line)
                }
            }
            """
        ])
        await expectIssues([
            (
                4,
                """
                Sources/Sample/Greeter.swift:4: Greeter reaches `\(reached)`: \
                Greeter.greet(at:flag:) → \(reached).
                Take the clock.
                """
            )
        ]) {
            code.expectNoReach(
                from: "Greeter",
                orTo: ["Date()", "Date.now", "URLSession.shared"],
                rule: "Take the clock."
            )
        }
    }

    @Test("an implicit member a body returns is read as the type it returns")
    func implicitMemberReturned() async throws {
        let code = try sampleModule([
            "Greeter.swift": """
            import Foundation
            struct Greeter {
                var now: Date { return .init() }
                func today() -> Date { .now }
                func greet() -> String { "\\(now) \\(today())" }
                func counts() -> [Int] { [1, 2].map { .init($0) } }
                func zero() -> Int { let value: Int = .init(); return value }
            }
            """
        ])
        await expectIssues([
            (
                3,
                """
                Sources/Sample/Greeter.swift:3: Greeter reaches `Date()`: Greeter.now → Date().
                Take the clock.
                """
            ),
            (
                4,
                """
                Sources/Sample/Greeter.swift:4: Greeter reaches `Date.now`: Greeter.today() → \
                Date.now.
                Take the clock.
                """
            ),
        ]) {
            code.expectNoReach(
                from: "Greeter",
                orTo: ["Date()", "Date.now"],
                rule: "Take the clock."
            )
        }
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
                Sources/Sample/Screen.swift:6: Screen casts to `Board` (`is Board`): \
                Screen.isReal().
                Cast nothing.
                """
            ),
            (
                2,
                """
                Sources/Sample/Check.swift:2: Screen casts to `Board` (`as Board`): \
                Screen.isReal() → check(_:).
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
                enum Layout { static let side = 20.0; static var scale = 2.0 }
                enum Wiring {
                    struct Parts { let board: any BoardProtocol; let side: Double }
                    struct Sizes { let side: Double }
                    static let live = Parts(board: Board(), side: 1)
                    static let standard = Sizes(side: 2)
                }
                """,
            "Root.swift": "let app = Board()\nvar mode = 1",
            "Other.swift": "let cache = Board()",
        ])
        await expectIssues([
            (
                3,
                """
                Sources/Sample/Board.swift:3: Board.shared is a singleton: a static property \
                that keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, or a type this module cannot see into).
                Share nothing.
                """
            ),
            (
                4,
                "Sources/Sample/Board.swift:4: Layout.scale is a static variable.\nShare nothing."
            ),
            // A struct that holds the services shares them with every copy.
            (
                8,
                """
                Sources/Sample/Board.swift:8: Wiring.live is a singleton: a static property \
                that keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, or a type this module cannot see into).
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

    @Test("a custom operator and a property wrapper are ways to the detail too")
    func operatorsAndWrappers() async throws {
        let code = try sampleModule([
            "Board.swift": boardProtocol,
            "Screen.swift": screen(
                "    @BoardOutlet var spare: any BoardProtocol",
                initializer: "init(board: any BoardProtocol = ※0)"
            ),
            "Detours.swift": """
            prefix operator ※
            prefix func ※ (_ seed: Int) -> any BoardProtocol { Board() }
            @propertyWrapper struct BoardOutlet {
                var wrappedValue: any BoardProtocol
                init() { wrappedValue = Board() }
            }
            """,
        ])
        await expectIssues([
            (
                2,
                """
                Sources/Sample/Detours.swift:2: Screen reaches `Board()`: Screen.init(board:) → \
                ※(_:) → Board().
                Inject the board.
                """
            ),
            (
                5,
                """
                Sources/Sample/Detours.swift:5: Screen reaches `Board()`: Screen.spare → \
                BoardOutlet.init() → Board().
                Inject the board.
                """
            ),
        ]) {
            code.expectNoReach(from: "Screen", to: ["Board"], rule: "Inject the board.")
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
                Sources/Sample/Screen.swift:6: Screen looks at what a value is with \
                `"\\(board)"`: Screen.isReal.
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
            enum Cells { static let base: UnsafeMutablePointer<Int> = .allocate(capacity: 9) }
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
                Sources/Sample/Store.swift:3: Cells.base is a singleton: a static property that \
                keeps one value for the whole program, an object or one that may hold one (a class, a \
                protocol's value, or a type this module cannot see into).
                Share nothing.
                """
            ),
        ]) {
            code.expectNoSharedState(outside: [], rule: "Share nothing.")
        }
    }
}
