import Testing

@testable import StructureChecks

let viewModelWithState = """
    public protocol Loading { func load() -> [Item] }
    public struct Item { public let name: String }
    public final class ViewModel {
        public private(set) var items: [Item] = []
        public private(set) var isLoading = false
        public var onChange: (() -> Void)?
        private let loader: any Loading
        private let makeDetail: (Item) -> String
        private let tally: () -> Int
        private var loads = 0
        private let seen = Mutex<[String]>([])
        public init(loader: any Loading, makeDetail: @escaping (Item) -> String) {
            self.loader = loader
            self.makeDetail = makeDetail
            var count = 0
            tally = {
                loads += 1
                return count
            }
        }
    }
    """

@Suite("Structure checks: a policy keeps only what it is handed")
struct KeepsOnlyTests {
    @Test(
        "seams, values, flags and closures are kept; a count or a lock it makes itself is reported"
    )
    func keptState() async throws {
        let code = try sampleModule(["ViewModel.swift": viewModelWithState])
        let file = "Sources/Sample/ViewModel.swift"
        let tail = ", beside what it is handed (`Item`).\nKeep less."
        await expectIssues([
            (10, "\(file):10: ViewModel keeps `loads`, a value it makes itself" + tail),
            (11, "\(file):11: ViewModel keeps `seen`, a value it makes itself" + tail),
        ]) {
            code.expectKeepsOnly(in: "ViewModel", ["Item"], rule: "Keep less.")
        }
    }
}

let clientWithUnreadState = """
    public final class Client {
        private var requests: [String] = []
        private var loads = 0
        private var last: String?
        private var seen: [Int: Bool] = [:]
        private var cache: [String] = []
        public private(set) var log: [String] = []
        private(set) var audit: [String] = []
        private var names: [String] = []
        private var shown: [String]
        init(shown: [String]) {
            self.shown = shown
            names.append("first")
        }
        func get(_ path: String) -> Int {
            requests.append(path)
            loads += 1
            last = path
            seen[path.count] = true
            cache.append(path)
            log.append(path)
            audit.append(path)
            names.append(path)
            shown.append(path)
            return cache.count
        }
        func anyNames() -> Bool { names != [] }
    }
    """

@Suite("Structure checks: no state grows that no code reads")
struct UnreadStateTests {
    @Test("a list added to, a count counted up, a key filed and never read are each reported")
    func unreadState() async throws {
        let code = try sampleModule(["Client.swift": clientWithUnreadState])
        let file = "Sources/Sample/Client.swift"
        await expectIssues([
            (2, "\(file):2: Client adds to `requests` and no code reads it.\nRead it or drop it."),
            (3, "\(file):3: Client adds to `loads` and no code reads it.\nRead it or drop it."),
            (5, "\(file):5: Client adds to `seen` and no code reads it.\nRead it or drop it."),
        ]) {
            code.expectNoUnreadState(rule: "Read it or drop it.")
        }
    }

    @Test(
        "a closure that counts in a variable or an object it captured is reported; one that keeps an object, a loop's sum or its maker's own field is not"
    )
    func closureState() async throws {
        let code = try sampleModule(["Locator.swift": closuresKeepingState])
        let file = "Sources/Sample/Locator.swift"
        let fact =
            "closure #1 in makeLocator() changes a variable it captured (of type `Int`): the closure "
            + "keeps it for as long as it lives, where no one sees it."
        let field =
            "closure #1 in makeChecker() changes `Tally.count`, a field of an object it "
            + "captured: the closure keeps it for as long as it lives, where no one sees it."
        await expectIssues([
            (4, "\(file):4: \(fact)\n\(LearnerCode.closureStateRule)"),
            (24, "\(file):24: \(field)\n\(LearnerCode.closureStateRule)"),
        ]) {
            code.expectNoUnreadState()
        }
    }
}

/// A locator whose closure counts its calls in what it captured, beside a closure that keeps
/// the one screen it made and a sum kept by a closure that does not escape.
private let closuresKeepingState = """
    public struct Locator { public let make: () -> Int }
    public func makeLocator() -> Locator {
        var served = 0
        return Locator(make: { served += 1; return served })
    }
    public final class Screen {}
    public func makeScreens() -> () -> Screen {
        var made: Screen?
        return {
            if let made { return made }
            let screen = Screen()
            made = screen
            return screen
        }
    }
    public func total(_ values: [Int]) -> Int {
        var sum = 0
        values.forEach { sum += $0 }
        return sum
    }
    final class Tally { var count = 0 }
    public func makeChecker() -> () -> Bool {
        let tally = Tally()
        return { tally.count += 1; return tally.count > 2 }
    }
    public final class Counter {
        var shown = 0
        public init() {}
        public func bind() -> () -> Int { { self.shown += 1; return self.shown } }
    }
    """
