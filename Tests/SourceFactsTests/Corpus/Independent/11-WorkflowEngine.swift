/// Something that can be composed and compared with its own kind.
protocol Step: Equatable {
    associatedtype Output
    associatedtype Failure: Error = Never
    var title: String { get }
    func run(_ input: Output) throws(Failure) -> Output
    static func combine(_ lhs: Self, _ rhs: Self) -> Self
}

extension Step {
    var title: String { String(describing: Self.self) }
    static func combine(_ lhs: Self, _ rhs: Self) -> Self { lhs }
}

extension Step where Output == Int, Failure == Never {
    func runTwice(_ input: Int) -> Int { run(run(input)) }
}

enum Priority: Int, Comparable, CaseIterable {
    case low = 1, normal = 5, high = 10
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum Currency: String {
    case euro = "EUR", dollar = "USD", yen = "JPY"
}

indirect enum Condition: Equatable {
    case always
    case never
    case field(name: String, equals: String)
    case not(Condition)
    case all([Condition]), any([Condition])
    case threshold(Int, above: Bool = true)
}

enum Task {
    case pending, running(progress: Double = 0), finished(result: Int, warnings: [String] = [])
    case failed(code: Int, message: String), cancelled
    indirect case retry(Task, attempts: Int)
}

struct Workflow {
    struct Stage {
        enum Kind: String { case manual, automatic }
        struct Transition {
            enum Outcome { case advance, rollback(reason: String), hold(until: Int) }
            var from: String
            var to: String
            var outcome: Outcome = .advance
            var guardCondition: Condition = .always
        }
        var name: String
        var kind: Kind = .manual
        var transitions: [Transition] = []
    }

    var stages: [Stage]
    var priority: Priority = .normal

    func stage(named name: String) -> Stage? { stages.first { $0.name == name } }
}

extension Workflow.Stage.Transition: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.from == rhs.from && lhs.to == rhs.to }
}

extension Workflow.Stage.Transition.Outcome: CustomStringConvertible {
    var description: String {
        switch self {
        case .advance: "advance"
        case .rollback(let reason): "rollback: \(reason)"
        case .hold(until: let time): "hold until \(time)"
        }
    }
}

extension Workflow.Stage.Kind: CaseIterable {}

extension Array where Element == Workflow.Stage {
    var automaticNames: [String] { filter { $0.kind == .automatic }.map(\.name) }
}

extension Dictionary where Key == String, Value: Collection, Value.Element: Equatable {
    func keys(containing element: Value.Element) -> [Key] {
        compactMap { $0.value.contains(element) ? $0.key : nil }
    }
}

struct DoubleStep: Step {
    typealias Output = Int
    func run(_ input: Int) -> Int { input * 2 }
}

struct ValidationStep: Step {
    enum Failure: Error { case invalid(String) }
    var title: String { "Validate" }
    let minimum: Int
    func run(_ input: Int) throws(Failure) -> Int {
        guard input >= minimum else { throw .invalid("\(input) < \(minimum)") }
        return input
    }
    static func combine(_ lhs: Self, _ rhs: Self) -> Self { Self(minimum: max(lhs.minimum, rhs.minimum)) }
}

class Handler {
    var name: String { "base" }
    func handle(_ task: Task) -> Bool { false }
    init() {}
    required init(copying other: Handler) {}
}

class LoggingHandler: Handler {
    override var name: String { "logging:" + super.name }
    override func handle(_ task: Task) -> Bool {
        if case .failed(let code, _) = task, code >= 500 { return true }
        return super.handle(task)
    }
}

final class RetryingHandler: LoggingHandler {
    let maxAttempts: Int
    override var name: String { "retrying(\(maxAttempts))" }
    init(maxAttempts: Int = 3) {
        self.maxAttempts = maxAttempts
        super.init()
    }
    required init(copying other: Handler) {
        maxAttempts = (other as? RetryingHandler)?.maxAttempts ?? 1
        super.init(copying: other)
    }
    override func handle(_ task: Task) -> Bool {
        switch task {
        case .retry(_, let attempts) where attempts < maxAttempts: true
        case .running(progress: let p) where p > 0.5: true
        case .finished(_, let warnings) where !warnings.isEmpty: super.handle(task)
        default: super.handle(task)
        }
    }
}
