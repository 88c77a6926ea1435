import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

/// A module with one policy per way of reaching what a lesson does not allow, each under a
/// spelling no list of forbidden names held, and the policies that reach only what they may,
/// each in a file of its own: what a policy's file declares is the policy's code too.
private let families: [String: String] = [
    "Seam.swift": """
    import Foundation
    public protocol Clock { func now() -> Date }
    public final class SystemClock: Clock, Sendable {
        public init() {}
        public func now() -> Date { Date() }
    }
    public struct Services: Sendable { let clock: SystemClock }
    public protocol Screen: AnyObject { func show(_ text: String) }
    """,
    "Clean.swift": """
    import Foundation
    public struct Clean {
        let clock: any Clock
        public func hour(of date: Date) -> String {
            "\\(clock.now() == date) \\(date < clock.now()) \\([1, 2].map { $0 * 2 })"
                .replacingOccurrences(of: "-", with: " ")
        }
    }
    """,
    "Awaits.swift": """
    public protocol Feed: Sendable { func items() async throws -> [Int] }
    @MainActor public final class AwaitsItsSeams {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed, fetch: @escaping @Sendable () async throws -> [Int]) {
            self.feed = feed
            self.fetch = fetch
        }
        public func load() async throws { shown = try await fetched() + (try await both()) }
        private func fetched() async throws -> [Int] { try await feed.items() }
        private func both() async throws -> [Int] {
            async let first = feed.items()
            async let second = feed.items()
            return try await first + second
        }
        public func grouped() async throws {
            let feed = self.feed
            shown = try await withThrowingTaskGroup(of: [Int].self) { group in
                group.addTask { try await feed.items() }
                var all: [Int] = []
                for try await part in group { all += part }
                return all
            }
        }
        let fetch: @Sendable () async throws -> [Int]
        public func handed() async throws { shown = try await fetch() }
        nonisolated private static func items(of feed: any Feed) async throws -> [Int] {
            try await feed.items()
        }
        public func throughAHelper() async throws { shown = try await Self.items(of: feed) }
        public func refresh() async { render() }
        private func render() {}
        public func reload() async throws {
            try await load()
            await refresh()
        }
    }
    """,
    "Hops.swift": """
    @MainActor public final class ThroughAHop {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        nonisolated private static func settle() async {}
        public func load() async throws {
            let items = try await feed.items()
            await Self.settle()
            shown = items
        }
    }
    actor Gate { func pass() {} }
    @MainActor public final class ThroughAnActor {
        let feed: any Feed
        let gate = Gate()
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await gate.pass()
            shown = items
        }
    }
    @MainActor public final class ThroughAnEmptyStream {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            for await _ in AsyncStream<Int>(unfolding: { nil }) {}
            shown = items
        }
    }
    @MainActor public final class ThroughAStoredClosure {
        let feed: any Feed
        let settle: @Sendable () async -> Void = {}
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await settle()
            shown = items
        }
    }
    @MainActor public final class ThroughAHelperThatMayWait {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        nonisolated private static func again(_ feed: any Feed, if wanted: Bool) async throws {
            if wanted { _ = try await feed.items() }
        }
        public func load() async throws {
            let items = try await feed.items()
            try await Self.again(feed, if: items.isEmpty && !items.isEmpty)
            shown = items
        }
    }
    @MainActor public final class ThroughAnIdleDefaultClosure {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load(settle: @Sendable () async -> Void = {}) async throws {
            let items = try await feed.items()
            await settle()
            shown = items
        }
    }
    @MainActor public final class ThroughAnEmptyRun {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await MainActor.run {}
            shown = items
        }
    }
    @MainActor public final class ThroughAContinuation {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in done.resume() }
            shown = items
        }
    }
    public struct Countdown: AsyncSequence, AsyncIteratorProtocol {
        public typealias Element = Int
        public func makeAsyncIterator() -> Countdown { self }
        public mutating func next() async -> Int? { nil }
    }
    @MainActor public final class ThroughAnOwnIterator {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            for await _ in Countdown() {}
            shown = items
        }
    }
    public protocol Settling: Sendable { func settle() async }
    @MainActor public final class ThroughItsOwnConformance: Settling {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        nonisolated public func settle() async {}
        public func load() async throws {
            let items = try await feed.items()
            let settler: any Settling = self
            await settler.settle()
            shown = items
        }
    }
    @MainActor public final class ThroughAnAsyncSubscript {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        nonisolated subscript(_ items: [Int]) -> [Int] { get async { items } }
        public func load() async throws {
            let items = try await feed.items()
            shown = await self[items]
        }
    }
    @globalActor public actor Elsewhere { public static let shared = Elsewhere() }
    @Elsewhere func settleElsewhere() {}
    @MainActor public final class ThroughAnotherGlobalActor {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await settleElsewhere()
            shown = items
        }
    }
    @MainActor public final class ThroughAnIdleAsyncLet {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            async let fetched = feed.items()
            async let beat: Void = ()
            let items = try await fetched
            await beat
            shown = items
        }
    }
    @MainActor public final class ThroughAnEmptyGroup {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await withDiscardingTaskGroup { _ in }
            shown = items
        }
    }
    @MainActor func settleOnTheMainActor() {}
    public final class ThroughTheMainActor {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        public func load() async throws {
            let items = try await feed.items()
            await settleOnTheMainActor()
            shown = items
        }
    }
    @MainActor public final class ThroughAHelperNamedLikeAThunk {
        let feed: any Feed
        var shown: [Int] = []
        init(feed: any Feed) { self.feed = feed }
        nonisolated private static func settle() async {}
        private func thunk() async throws -> [Int] {
            let items = try await feed.items()
            await Self.settle()
            return items
        }
        public func load() async throws { shown = try await thunk() }
    }
    @MainActor public final class ThroughAClosureItWasGivenByDefault {
        let feed: any Feed
        let settle: @Sendable () async -> Void
        var shown: [Int] = []
        init(feed: any Feed, settle: @escaping @Sendable () async -> Void = {}) {
            self.feed = feed
            self.settle = settle
        }
        public func load() async throws {
            let items = try await feed.items()
            await settle()
            shown = items
        }
    }
    """,
    "Cart.swift": """
    public protocol Tally { var total: Int { get } }
    public final class Cart: Tally {
        public init() {}
        public var total: Int { 0 }
    }
    """,
    "BuildsItsStableCart.swift": """
    public struct BuildsItsStableCart {
        public func total() -> Int {
            let cart: any Tally = Cart()
            return cart.total
        }
    }
    """,
    "KeepsADistantPast.swift": """
    import Foundation
    public final class KeepsADistantPast {
        public private(set) var last: Date = .distantPast
        let clock: any Clock
        init(clock: any Clock) { self.clock = clock }
        public func note() { last = max(last, clock.now(), Date.distantFuture) }
    }
    """,
    "KeepsItsAddress.swift": """
    import Foundation
    public struct KeepsItsAddress {
        private static let address = URL(string: "https://example.com/news")!
        public func address() -> URL { Self.address }
    }
    """,
    "KeepsItsScreenAlive.swift": """
    public final class KeepsItsScreenAlive {
        weak var screen: (any Screen)?
        public func show() {
            guard let screen else { return }
            withExtendedLifetime(screen) { screen.show("\\(1)") }
            _ = screen === self.screen
        }
    }
    """,
    "Policies.swift": """
    import Foundation
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    protocol Blank { init() }
    extension Date: Blank {}
    func fresh<T: Blank>(_ type: T.Type) -> T { T() }
    public struct ThroughARetroactiveConformance {
        public func now() -> Date { fresh(Date.self) }
    }
    public struct ThroughRawMemory {
        public func kind(of value: any CustomStringConvertible) -> Bool {
            MemoryLayout.size(ofValue: value) > 40
        }
    }
    public struct ThroughADefaultClosure {
        public func stamp(now: () -> Date = Date.init) -> Date { now() }
    }
    struct Private: Clock { func now() -> Date { Date() } }
    public struct ThroughAnExistentialItBuilds {
        public func stamp() -> Date {
            let source: any Clock = Private()
            return source.now()
        }
    }
    public struct ThroughNSDate { public func stamp() -> Bool { NSDate().timeIntervalSince1970 > 0 } }
    public struct ThroughStaticReference {
        public func stamp() -> Double { Date.timeIntervalSinceReferenceDate }
    }
    public struct ThreeLevelsDown {
        let clock: any Clock
        public func isToday() -> Bool { first() }
        func first() -> Bool { second() }
        func second() -> Bool { third() }
        func third() -> Bool { Calendar.current.isDateInToday(clock.now()) }
    }
    public struct ThroughLibc {
        public func zone() -> Bool { getenv("TZ") != nil }
    }
    public struct ThroughAFile {
        public func load(_ url: URL) -> Int { (try? Data(contentsOf: url))?.count ?? 0 }
    }
    public struct ThroughAThread {
        public func remember() { Thread.current.threadDictionary["seen"] = true }
    }
    enum Wiring { static let services = Services(clock: SystemClock()) }
    public struct ThroughAStaticStruct {
        public func now() -> Date { Wiring.services.clock.now() }
    }
    public struct ThroughAYield {
        public func load() async -> Int {
            await Task.yield()
            return 1
        }
    }
    enum Launch { static let moment = Date() }
    public struct ThroughAStaticMoment {
        public func started() -> Date { Launch.moment }
    }
    @propertyWrapper struct Now { var wrappedValue: Date { NSDate() as Date } }
    public struct ThroughAPropertyWrapper {
        @Now var now: Date
        public func stamp() -> Date { now }
    }
    public struct KnowsItIsChecked {
        public func isTest() -> Bool { CommandLine.arguments.contains { $0.hasSuffix(".xctest") } }
    }
    public struct ThroughTheEnvironment {
        public func isTest() -> Bool { ProcessInfo.processInfo.environment["XCTestSessionIdentifier"] != nil }
    }
    public struct ThroughAnImplicitMember {
        let clock: any Clock
        public init(clock: any Clock = .standard) { self.clock = clock }
    }
    extension Clock where Self == SystemClock {
        public static var standard: SystemClock { SystemClock() }
    }
    infix operator <~
    func <~ (left: Int, right: Int) -> Bool { Date() > Date.distantPast && left < right }
    public struct ThroughAnOperator { public func compare() -> Bool { 1 <~ 2 } }
    public final class TellsScreensApartByInterpolation {
        weak var screen: (any Screen)?
        public func show() {
            guard let view = screen else { return }
            view.show("\\(view)".hasPrefix("Sample.") ? "app" : "other")
        }
    }
    public struct TellsThemApartThroughACopy {
        let clock: any Clock
        public func label() -> String {
            let source = clock
            return "\\(source)"
        }
    }
    func name<Value>(of value: Value) -> String { String(describing: value) }
    public struct TellsThemApartInAHelper {
        let clock: any Clock
        public func label() -> String { name(of: clock) }
    }
    public struct TellsThemApartThroughAny {
        let clock: any Clock
        public func label() -> Bool { let any: Any = clock; return any is SystemClock }
    }
    public struct TellsThemApartByType {
        let clock: any Clock
        public func label() -> String { "\\(type(of: clock))" }
    }
    """,
]

/// A module whose policy reads the clock in the builds a `swift test` never compiles.
private let underACondition = [
    "Greeter.swift": """
    import Foundation
    public struct UnderACondition {
        public func now() -> Date? {
            #if !DEBUG
                return Date()
            #else
                return nil
            #endif
        }
    }
    """
]

/// A screen in a file of its own, whose value's file holds the real loader, and whose own file
/// makes the real tracker conform to its seam.
private let besideTheValues = [
    "Seams.swift": """
    public protocol Loading { func load() -> [Product] }
    public protocol Tracking { func track(_ event: String) }
    """,
    "Product.swift": """
    public struct Product: Sendable { public let name: String }
    public struct RemoteLoader: Loading {
        public func load() -> [Product] { [Product(name: "tea")] }
    }
    """,
    "Tracker.swift": """
    public final class Tracker { public func track(_ event: String) {} }
    """,
    "Screen.swift": """
    public final class Screen {
        let loader: any Loading
        let tracker: any Tracking
        public private(set) var shown: [Product] = []
        init(loader: any Loading, tracker: any Tracking) {
            self.loader = loader
            self.tracker = tracker
        }
        public func show() { shown = loader.load(); tracker.track("shown") }
    }
    extension Tracker: Tracking {}
    """,
]

@Suite("Structure checks: a policy reaches only what the lesson allows, read from the compiler")
struct AllowanceTests {
    /// The texts of the issues `expectReachOnly(from: policy)` records.
    static func findings(
        of policy: String,
        in files: [String: String] = families,
        exempting exempt: [String] = []
    ) throws -> [String] {
        let code = try sampleModule(files)
        let seen = Texts()
        withKnownIssue(isIntermittent: true) {
            code.expectReachOnly(
                from: policy,
                exempting: exempt,
                ignoringOwnDefaults: true,
                rule: "Take what you need."
            )
        } matching: { issue in
            seen.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        return seen.all
    }

    @Test("a policy that reaches only its seams, values and the standard library is accepted")
    func clean() throws {
        #expect(try Self.findings(of: "Clean") == [])
    }

    @Test(
        "a policy that awaits only its seams, its own code that does, async lets, task groups and its own actor's code is accepted"
    )
    func awaitsItsSeams() throws {
        let texts = try Self.findings(of: "AwaitsItsSeams")
        #expect(texts == [], "\(texts)")
    }

    @Test(
        "each way round the lesson is found, with what the compiler resolved and the way there",
        arguments: [
            ("ThroughNSDate", "`Foundation.NSDate.init()`"),
            ("ThroughStaticReference", "`static Foundation.Date.timeIntervalSinceReferenceDate`"),
            ("ThreeLevelsDown", "ThreeLevelsDown.third() → Foundation.Calendar.isDateInToday(_:)"),
            ("ThroughLibc", "`C.getenv(_:)`"),
            ("ThroughAFile", "`Foundation.Data.init(contentsOf:options:)`"),
            ("ThroughAThread", "reaches `Thread.current`"),
            ("ThroughAStaticStruct", "`Wiring.services`, a global or static"),
            ("ThroughAStaticMoment", "`Foundation.Date.init()`"),
            ("ThroughAYield", ".yield()`"),
            ("ThroughAHop", "awaits `static ThroughAHop.settle()`, which does not wait"),
            ("ThroughAnActor", "awaits `Gate.pass"),
            (
                "ThroughAnIdleDefaultClosure",
                "`closure #1 in default argument 0 of ThroughAnIdleDefaultClosure.load(settle:)` is an async closure"
            ),
            ("ThroughAStoredClosure", "awaits `ThroughAStoredClosure.settle`"),
            ("ThroughAHelperThatMayWait", "awaits `static ThroughAHelperThatMayWait.again("),
            ("ThroughAnEmptyStream", "awaits `Swift.AsyncStream.Iterator.next"),
            ("ThroughAnEmptyRun", "awaits `static Swift.MainActor.run(resultType:body:)`"),
            ("ThroughAContinuation", "awaits `Swift.withCheckedContinuation"),
            ("ThroughAnOwnIterator", "awaits `Swift.AsyncIteratorProtocol.next(isolation:)`"),
            ("ThroughItsOwnConformance", "awaits `ThroughItsOwnConformance.settle`"),
            ("ThroughAnAsyncSubscript", "awaits `ThroughAnAsyncSubscript.subscript"),
            ("ThroughAnotherGlobalActor", "awaits `settleElsewhere()`"),
            ("ThroughTheMainActor", "awaits `settleOnTheMainActor()`"),
            ("ThroughAnIdleAsyncLet", "is an async closure"),
            (
                "ThroughAHelperNamedLikeAThunk",
                "awaits `static ThroughAHelperNamedLikeAThunk.settle()`"
            ),
            ("ThroughAnEmptyGroup", "awaits `Swift.withDiscardingTaskGroup"),
            ("ThroughAClosureItWasGivenByDefault", "is an async closure"),
            ("ThroughAPropertyWrapper", "Now.wrappedValue.getter → Foundation.NSDate.init()"),
            ("KnowsItIsChecked", "`static Swift.CommandLine.arguments`"),
            ("ThroughTheEnvironment", "Foundation.ProcessInfo.processInfo`"),
            (
                "ThroughAnImplicitMember",
                "reaches `SystemClock`, which conforms to its seam `Clock`"
            ),
            ("ThroughAnOperator", "<~ infix(_:_:) → Foundation.Date.init()"),
            ("ThroughARetroactiveConformance", "in conformance Date"),
            ("ThroughADefaultClosure", "`Foundation.Date.init()`"),
            ("ThroughRawMemory", "`static Swift.MemoryLayout.size(ofValue:)`"),
            (
                "ThroughAnExistentialItBuilds",
                "reaches `Private`, which conforms to its seam `Clock`"
            ),
            (
                "TellsScreensApartByInterpolation",
                "looks at a `Screen` beyond what the protocol says"
            ),
            ("TellsThemApartThroughACopy", "looks at a `Clock` beyond what the protocol says"),
            ("TellsThemApartInAHelper", "looks at a `Clock` beyond what the protocol says"),
            ("TellsThemApartThroughAny", "it is wrapped in `Any`"),
            ("TellsThemApartByType", "asked its dynamic type"),
        ]
    )
    func found(policy: String, expected: String) throws {
        let texts = try Self.findings(of: policy)
        #expect(texts.contains { $0.contains(expected) }, "\(texts)")
        // A number is a limit whatever the kata allows: its finding says so in a rule of its own.
        #expect(
            texts.allSatisfy {
                $0.contains("Take what you need.") || $0.contains(LearnerCode.limitInReachRule)
            },
            "\(texts)"
        )
    }

    @Test(
        "a detail declared in the file of a value the policy uses, or made to conform in the policy's, is found"
    )
    func detailsBesideTheValues() throws {
        let texts = try Self.findings(of: "Screen", in: besideTheValues)
        #expect(
            texts.contains {
                $0.contains(
                    "`RemoteLoader`, a detail, is declared in Product.swift, the file of `Product`, "
                        + "which `Screen` uses."
                )
            },
            "\(texts)"
        )
        #expect(
            texts.contains {
                $0.contains(
                    "`Tracker`, a detail, is made to conform in Screen.swift, a file that holds code of `Screen`."
                )
            },
            "\(texts)"
        )
        #expect(texts.count == 2, "\(texts)")
        var apart = besideTheValues
        apart["Product.swift"] = "public struct Product: Sendable { public let name: String }"
        apart["RemoteLoader.swift"] = """
            public struct RemoteLoader: Loading {
                public func load() -> [Product] { [Product(name: "tea")] }
            }
            """
        apart["Screen.swift"] = apart["Screen.swift"]?.replacingOccurrences(
            of: "extension Tracker: Tracking {}",
            with: ""
        )
        apart["Tracker.swift"] =
            "public final class Tracker: Tracking { public func track(_ event: String) {} }"
        #expect(try Self.findings(of: "Screen", in: apart) == [])
    }

    @Test("a seam kept alive, compared by identity or called is not looked into")
    func seamUsedThroughItsProtocol() throws {
        #expect(try Self.findings(of: "KeepsItsScreenAlive") == [])
    }

    @Test("an address kept in a static constant is a value, not shared state")
    func staticConstants() throws {
        #expect(try Self.findings(of: "KeepsItsAddress") == [])
    }

    @Test("the fixed moments of Foundation are values, wherever they are written")
    func fixedMoments() throws {
        #expect(try Self.findings(of: "KeepsADistantPast") == [])
    }

    @Test("a type the lesson exempts may be built, whatever protocol it is put behind")
    func exemptType() throws {
        #expect(
            try Self.findings(of: "BuildsItsStableCart").contains {
                $0.contains("reaches `Cart`, which conforms to its seam `Tally`")
            }
        )
        #expect(try Self.findings(of: "BuildsItsStableCart", exempting: ["Cart"]) == [])
        #expect(try Self.findings(of: "BuildsItsStableCart", exempting: ["Tally"]) == [])
    }

    @Test(
        "code kept under a #if that this build does not compile is reported once, under its own rule, not under the reach"
    )
    func conditionalCode() async throws {
        #expect(try Self.findings(of: "UnderACondition", in: underACondition) == [])
        let code = try sampleModule(underACondition)
        await expectIssues([
            (
                4,
                """
                Sources/Sample/Greeter.swift:4: `#if !DEBUG` compiles a part of the code only in \
                some builds.
                No branches.
                """
            )
        ]) {
            code.expectNoConditionalCompilation(rule: "No branches.")
        }
    }
}

@Suite("A limit written without digits is still a limit")
struct LimitsWithoutDigitsTests {
    @Test(
        "a character's code, a type's size in memory and a narrow number type are reported where they are written; a small character's code is not"
    )
    func limitsWithoutDigits() async throws {
        let code = try sampleModule([
            "Board.swift": """
            public struct Board {
                public let rows: Int
                public init(rows: Int) {
                    self.rows = min(rows, Int(("ÿ" as Unicode.Scalar).value))
                }
                public var columns: Int { min(rows, MemoryLayout<SIMD64<Int32>>.size) }
                public var tab: Int { Int(("A" as Unicode.Scalar).value) }
                public var shown: UInt16 { 0 }
            }
            """
        ])
        await expectIssues([
            (
                4,
                "Sources/Sample/Board.swift:4: Board.init(rows:) writes the number 255, a limit "
                    + "the lesson never sets: the code behaves one way below it and another "
                    + "beyond it, where no test is likely to look.\nNo limits."
            ),
            (
                6,
                "Sources/Sample/Board.swift:6: Board.columns.getter uses "
                    + "`MemoryLayout.size`, a fixed value under a type's name: a limit the "
                    + "lesson never sets, below which the code behaves one way and beyond which "
                    + "another, where no test is likely to look.\nNo limits."
            ),
            (
                8,
                "Sources/Sample/Board.swift:8: Board.shown.getter uses `UInt16`, a number type "
                    + "whose range is narrower than Int's and Double's: a limit the lesson never "
                    + "sets, written as a type rather than a number, beyond which the code traps "
                    + "or gives another answer, where no test is likely to look.\nNo limits."
            ),
        ]) {
            code.expectNoLimits(numbers: [65], rule: "No limits.")
        }
    }

    @Test("a count kept in pages of a hundred is reported: only 0, ±1 and ±2 go unlisted")
    func pagesOfAHundred() async throws {
        let code = try sampleModule([
            "Presenter.swift": """
            public final class Presenter {
                private var inPage = 0
                private var pages = 0
                public init() {}
                public func present(_ name: String) -> String {
                    inPage += 1
                    if inPage == 100 { inPage = 0; pages += 1 }
                    return pages >= 4 ? name.uppercased() : name + String(repeating: "!", count: 2)
                }
            }
            """
        ])
        await expectIssues([
            (
                7,
                "Sources/Sample/Presenter.swift:7: Presenter.present(_:) writes the number 100, "
                    + "a limit the lesson never sets: the code behaves one way below it and "
                    + "another beyond it, where no test is likely to look.\nNo limits."
            ),
            (
                8,
                "Sources/Sample/Presenter.swift:8: Presenter.present(_:) writes the number 4, "
                    + "a limit the lesson never sets: the code behaves one way below it and "
                    + "another beyond it, where no test is likely to look.\nNo limits."
            ),
        ]) {
            code.expectNoLimits(rule: "No limits.")
        }
    }

    @Test(
        "only code that does arithmetic, or counts, is lowered a second time to find the numbers it works out"
    )
    func arithmeticAsksForTheOptimisedLowering() {
        let comparing = [
            "static Swift.Int.== infix(Swift.Int, Swift.Int) -> Swift.Bool",
            "static Swift.Double.< infix(Swift.Double, Swift.Double) -> Swift.Bool",
            "Swift.Int.init(_builtinIntegerLiteral: Builtin.IntLiteral) -> Swift.Int",
            "Swift.String.uppercased() -> Swift.String",
        ]
        #expect(!WorkedOutNumbers.mayWorkOut(calling: comparing))
        for arithmetic in [
            "static Swift.Int.+= infix(inout Swift.Int, Swift.Int) -> ()",
            "static Swift.Double.* infix(Swift.Double, Swift.Double) -> Swift.Double",
            "static Swift.UInt16.&+ infix(Swift.UInt16, Swift.UInt16) -> Swift.UInt16",
            "Swift.Int.advanced(by: Swift.Int) -> Swift.Int",
            "(extension in Swift):Swift.BinaryInteger.description.getter : Swift.String",
            "Swift.Array.count.getter : Swift.Int",
            "C.pow(Swift.Double, Swift.Double) -> Swift.Double",
        ] {
            #expect(WorkedOutNumbers.mayWorkOut(calling: comparing + [arithmetic]), "\(arithmetic)")
        }
    }

    @Test("a text the code writes is no number it works out, however the optimiser stores it")
    func textsAreNoLimits() async throws {
        let code = try sampleModule([
            "Articles.swift": """
            public struct Article {
                public let title: String
                public init(title: String) { self.title = title }
            }
            public final class Articles {
                public init() {}
                public func all() -> [Article] {
                    [
                        Article(title: "Katas teach by doing"),
                        Article(title: "DIP"),
                        Article(title: "A title longer than fifteen bytes, kept apart"),
                    ]
                }
                public func titled() -> [Article] { all().filter { !$0.title.isEmpty } }
                public func count() -> Int { all().count }
            }
            """
        ])
        code.expectNoLimits(rule: "No limits.")
    }

    @Test("a character written as a scalar is no number, though the compiler writes its value")
    func scalarsAreNoLimits() async throws {
        let code = try sampleModule([
            "Cleaner.swift": """
            public struct Cleaner {
                public init() {}
                public func clean(_ text: String) -> String {
                    let marks: Set<Unicode.Scalar> = [" ", "~", "\\u{7F}"]
                    return String(String.UnicodeScalarView(text.unicodeScalars.filter { !marks.contains($0) }))
                }
            }
            """
        ])
        code.expectNoLimits(rule: "No limits.")
    }

    @Test(
        "a type's name made into text and counted is a limit, an object's too; a type's name kept as a key, or a text an object makes of itself, is not"
    )
    func typeNamesCounted() async throws {
        let code = try sampleModule([
            "Screen.swift": """
            public final class Screen {
                public private(set) var rows: [String] = []
                public private(set) var keys: [String: Int] = [:]
                public init() {}
                public func show(_ all: [String]) {
                    let side = String(describing: Screen.self).count
                    rows = Array(all.prefix(side * side))
                }
                public func shown(_ all: [String]) -> Int {
                    "\\(type(of: self))".utf8.count + all.count
                }
                public func note(_ count: Int) { keys["\\(Screen.self)"] = count }
                public func capped(_ all: [String]) -> [String] {
                    let side = "\\(self)".count
                    return Array(all.prefix(side * side))
                }
            }
            public final class Row: CustomStringConvertible {
                public let title: String
                public init(title: String) { self.title = title }
                public var description: String { title }
                public func padded() -> Int { "\\(self)".count + 2 }
            }
            """
        ])
        let found = Texts()
        withKnownIssue {
            code.expectNoLimits(rule: "No limits.")
        } matching: { issue in
            found.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        #expect(found.all.count == 3, "\(found.all)")
        #expect(
            found.all.allSatisfy { $0.contains("uses `String(describing: Screen.self)`") },
            "\(found.all)"
        )
        #expect(!found.all.contains { $0.contains("note(") }, "\(found.all)")
    }

    @Test("a limit worked out by a loop is found where the compiler finds it; a small one is not")
    func limitsWorkedOut() async throws {
        let code = try sampleModule([
            "History.swift": """
            public final class History {
                public private(set) var items: [String] = []
                public init() {}
                public func note(_ item: String) {
                    var cap = 1
                    for _ in 0..<10 { cap += cap }
                    items.append(item)
                    if items.count > cap { items.removeFirst() }
                }
                public func shown(_ titles: [String]) -> [String] {
                    var limit = 1
                    for _ in 1...12 { limit *= 2 }
                    return Array(titles.prefix(limit))
                }
                public func recent(_ items: [String]) -> [String] {
                    var kept = 1
                    for _ in 0..<11 { kept *= 2 }
                    return Array(items.suffix(kept))
                }
                public func cut(_ title: String) -> String {
                    String(title.prefix(80)) + String(repeating: "…", count: 3)
                }
                public func kept(_ items: [String]) -> [String] {
                    let pi = Double.pi
                    return Array(items.prefix(Int(pi * pi * pi * pi * pi * pi * pi * pi * pi * pi)))
                }
            }
            """
        ])
        let said = { (function: String, value: Int) in
            "\(function) works out the number \(value) here, as the compiler finds when it "
                + "optimises the code: a limit the lesson never sets, made by a loop or by "
                + "arithmetic, below which the code behaves one way and beyond which another, "
                + "where no test is likely to look.\nNo limits."
        }
        let found = Texts()
        withKnownIssue {
            // The numbers written are listed: what is left is what the loops work out.
            code.expectNoLimits(numbers: [3, 10, 11, 12, 80], rule: "No limits.")
        } matching: { issue in
            found.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        #expect(found.all.count == 5, "\(found.all)")
        // Floating-point arithmetic the mandatory passes leave to the optimiser, converted.
        #expect(
            found.all.contains { $0.hasSuffix(said("History.kept(_:)", 93_648)) },
            "\(found.all)"
        )
        #expect(
            found.all.contains { $0.hasSuffix(said("History.note(_:)", 1_024)) },
            "\(found.all)"
        )
        #expect(
            found.all.contains { $0.hasSuffix(said("History.shown(_:)", 4_096)) },
            "\(found.all)"
        )
        // Only the standard library's inlined code uses that one: the optimiser's record of
        // what the variable holds is what is left of it.
        #expect(
            found.all.contains { $0.hasSuffix(said("History.recent(_:)", 2_048)) },
            "\(found.all)"
        )
    }
}
