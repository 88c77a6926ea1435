import Testing

@testable import SourceFacts

/// One construct of valid Swift, and what the reader must make of it.
struct Construct: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    /// The declarations that must be read: `Type.member` or `member` at the top, each with its
    /// declared type, labels or conformances, as `facts(of:)` spells them.
    let facts: [String]

    var testDescription: String { name }
}

/// Every type, property, function and alias of `source`, each as one line: what the reader
/// read, so that a row of the table below states all of it.
func facts(of source: String) -> [String] {
    let file = SourceFile(path: "Sample.swift", source: source)
    var lines: [String] = []
    func describe(_ property: PropertyDeclaration, in owner: String) -> String {
        let stored = property.isStored ? "stored" : "computed"
        let type = property.type.map { ": \($0.text)" } ?? ""
        let isStatic = property.isStatic ? "static " : ""
        return "\(isStatic)\(property.keyword) \(owner)\(property.name)\(type) (\(stored))"
    }
    func describe(_ function: FunctionDeclaration, in owner: String) -> String {
        let types = function.parameters.map(\.type.text).joined(separator: ", ")
        let generics = function.genericParameters.map { parameter in
            parameter.constraints.isEmpty
                ? parameter.name
                : "\(parameter.name): \(parameter.constraints.joined(separator: " & "))"
        }
        let clause = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        return "func \(owner)\(function.fullName)\(clause) [\(types)]"
    }
    for type in file.types {
        let owner = (type.parent.map { "\($0)." } ?? "") + type.name
        let inheritance = type.inheritance.map(\.text)
        let conformances = inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", ")
        lines.append("\(type.kind.rawValue) \(owner)\(conformances)")
        lines += type.properties.map { describe($0, in: owner + ".") }
        lines += type.functions.map { describe($0, in: owner + ".") }
        lines += type.typeAliases.map { "typealias \(owner).\($0.name) = \($0.type.text)" }
    }
    lines += file.properties.map { describe($0, in: "") }
    lines += file.functions.map { describe($0, in: "") }
    lines += file.typeAliases.map { "typealias \($0.name) = \($0.type.text)" }
    return lines
}

@Suite("Valid Swift the reader must read as the compiler does, one construct a row")
struct AwkwardSwiftTests {
    static let constructs: [Construct] = [
        Construct(
            name: "commas inside generic arguments of an initial value",
            source: "final class Memo { let subject = Pair<String, Never>() }",
            facts: ["class Memo", "let Memo.subject (stored)"]
        ),
        Construct(
            name: "commas inside generic arguments of a parameter and its default",
            source: """
                struct Screen {
                    init(memo: Memo<String, Int> = Memo<String, Int>(), loader: any Loading) {}
                }
                """,
            facts: [
                "struct Screen",
                "func Screen.init(memo:loader:) [Memo<String, Int>, any Loading]",
            ]
        ),
        Construct(
            name: "a comparison is not a generic argument list",
            source: """
                let a = 1, b = 2, c = 3, d = 4
                let both = a<b && c>d, last = 5
                """,
            facts: [
                "let a (stored)", "let b (stored)", "let c (stored)", "let d (stored)",
                "let both (stored)", "let last (stored)",
            ]
        ),
        Construct(
            name: "a protocol constrained to classes with the older `class` spelling",
            source: "protocol ProfileViewing: class { func showFullName(_ fullName: String) }",
            facts: [
                "protocol ProfileViewing: AnyObject",
                "func ProfileViewing.showFullName(_:) [String]",
            ]
        ),
        Construct(
            name: "an operator function with generic parameters",
            source: """
                struct Money {
                    static func == <T>(lhs: Money, rhs: T) -> Bool { false }
                    static func ..< (lhs: Money, rhs: Money) -> Range<Int> { 0..<1 }
                }
                """,
            facts: [
                "struct Money",
                "func Money.==(_:_:)<T> [Money, T]",
                "func Money...<(_:_:) [Money, Money]",
            ]
        ),
        Construct(
            name: "a property wrapper with generic arguments and arguments",
            source: """
                struct Settings {
                    @Clamped<Int>(0...10) var volume = 5
                    @Module.Wrapper var name: String
                }
                """,
            facts: [
                "struct Settings", "var Settings.volume (stored)",
                "var Settings.name: String (stored)",
            ]
        ),
        Construct(
            name: "only the branch of #if that this machine compiles",
            source: """
                struct Feed {
                #if os(Windows)
                    let windows: Int
                #elseif canImport(Foundation) && !false
                    let foundation: Int
                #else
                    let other: Int
                #endif
                #if DEBUG
                    var debug = true
                #endif
                }
                """,
            facts: ["struct Feed", "let Feed.foundation: Int (stored)", "var Feed.debug (stored)"]
        ),
        Construct(
            name: "a stored property with an initial value and observers",
            source: """
                final class Counter {
                    var count = 0 { didSet { print(count) } }
                    var limit: Int = 10 {
                        willSet { print(newValue) }
                    }
                    var doubled: Int { count * 2 }
                }
                """,
            facts: [
                "class Counter", "var Counter.count (stored)", "var Counter.limit: Int (stored)",
                "var Counter.doubled: Int (computed)",
            ]
        ),
        Construct(
            name: "parameter packs, value generics and a where clause on Self",
            source: """
                struct Tuple<each Element> {}
                struct Vector<let Count: Int> {}
                extension Collection where Self: Sendable, Element: Equatable {
                    func all<each T>(_ values: repeat each T) {}
                }
                """,
            facts: [
                "struct Tuple", "struct Vector", "extension Collection",
                "func Collection.all(_:)<T> [repeat each T]",
            ]
        ),
        Construct(
            name: "a regex literal with a comment opener inside hides nothing after it",
            source: """
                let pattern = #/a/*b/#
                let quote = /"/
                let half = 10 / 2 / 5
                struct After { let seen: Int }
                """,
            facts: [
                "struct After", "let After.seen: Int (stored)", "let pattern (stored)",
                "let quote (stored)", "let half (stored)",
            ]
        ),
        Construct(
            name: "names with letters outside ASCII and emoji",
            source: """
                struct Größe { let café: Int; let π = 3.14 }
                func 🚀(to ziel: String) {}
                """,
            facts: [
                "struct Größe", "let Größe.café: Int (stored)", "let Größe.π (stored)",
                "func 🚀(to:) [String]",
            ]
        ),
        Construct(
            name: "attributes in a parameter's type keep their spaces",
            source: """
                func run(_ work: @escaping @Sendable (Int) -> Void, in c: @convention(c) (Int32) -> Void) {}
                """,
            facts: [
                "func run(_:in:) [@escaping @Sendable (Int) -> Void, @convention(c) (Int32) -> Void]"
            ]
        ),
        Construct(
            name: "a subscript's single name is no label",
            source: """
                struct Grid {
                    subscript(index: Int) -> Int { index }
                    subscript(row row: Int, column: Int) -> Int { row }
                }
                """,
            facts: [
                "struct Grid", "func Grid.subscript(_:) [Int]",
                "func Grid.subscript(row:_:) [Int, Int]",
            ]
        ),
    ]

    @Test("each construct is read as the compiler reads it", arguments: constructs)
    func construct(_ construct: Construct) {
        #expect(facts(of: construct.source) == construct.facts)
    }

    @Test("a finding prints a type as Swift spells it: `@escaping @Sendable (Int) -> Void`")
    func typeText() {
        let file = SourceFile(
            path: "Sample.swift",
            source: "func f(x: @escaping@Sendable(Int)->Void, y: [String:Int]) {}"
        )
        #expect(
            file.functions.first?.parameters.map(\.type.text) == [
                "@escaping @Sendable (Int) -> Void", "[String: Int]",
            ]
        )
    }
}
