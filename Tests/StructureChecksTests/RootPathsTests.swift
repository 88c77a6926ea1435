import SourceFacts
import Testing

/// A root and its container, with one root per way of calling the container's check: on every
/// path, and on some paths only.
private let roots: [String: String] = [
    "Container.swift": """
    public final class Container {
        var names: [String] = []
        public init() {}
        var isEmpty: Bool { names.isEmpty }
        public func register(_ name: String) { names.append(name) }
        public func validate() throws {}
    }
    """,
    "Roots.swift": """
    public final class Straight {
        let container: Container
        public init(container: Container, extra: String?) throws {
            self.container = container
            if let extra { print(extra) }
            container.register("client")
            for name in ["a", "b"] { print(name) }
            let count = container.isEmpty ? 0 : 1
            print(count)
            do { try container.validate() } catch { print(error); throw error }
        }
    }

    public final class CheckedWhenPrefilled {
        let container: Container
        public init(container: Container) throws {
            self.container = container
            let handed = !container.isEmpty
            container.register("client")
            if handed { try container.validate() }
        }
    }

    public final class CheckedUnlessEmpty {
        let container: Container
        public init(container: Container) throws {
            self.container = container
            guard !container.isEmpty else { return }
            try container.validate()
        }
    }

    public final class RegisteredInALoop {
        let container: Container
        public init(container: Container) throws {
            self.container = container
            for name in ["a", "b"] { container.register(name) }
            try container.validate()
        }
    }

    public final class CheckedThroughAHelper {
        let container: Container
        public init(container: Container) throws {
            self.container = container
            if !container.isEmpty && Bool.random() { try check() }
        }
        func check() throws { try container.validate() }
    }
    """,
]

@Suite("Structure checks: a root calls its tools on every path, whatever it is handed")
struct RootPathsTests {
    static func uses(root: String) throws -> [APIUse] {
        // Every class here uses the container, so each is on the root's side: only the one
        // asked about is read.
        try sampleReach(of: roots).toolsUsedOnSomePaths(root: root, rootOnly: ["Container"])
            .filter { $0.function.contains(root) }
    }

    @Test(
        "an if, a loop, a ternary or a catch that touches no tool of the root's is no finding"
    )
    func straight() throws {
        #expect(try Self.uses(root: "Straight").isEmpty)
    }

    @Test(
        "a call skipped on some paths is found, with its caller",
        arguments: [
            ("CheckedWhenPrefilled", "Container.validate()"),
            ("CheckedUnlessEmpty", "Container.validate()"),
            ("RegisteredInALoop", "Container.register(_:)"),
            ("CheckedThroughAHelper", "CheckedThroughAHelper.check()"),
        ]
    )
    func skipped(root: String, call: String) throws {
        let uses = try Self.uses(root: root)
        #expect(
            uses.contains { $0.api.hasSuffix(call) && $0.function.contains("\(root).init") },
            "\(uses)"
        )
    }
}
