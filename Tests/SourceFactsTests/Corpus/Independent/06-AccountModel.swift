import Foundation

/// Remote balance lookups may suspend and fail.
protocol BalanceProviding {
    var cachedBalance: Decimal { get }
    var liveBalance: Decimal { get async throws }
    var nickname: String { get set }
    subscript(month month: Int) -> [Decimal] { get }
}

enum LedgerError: Error {
    case offline
    case locked(until: Date)
}

final class Counter {
    var value = 0
}

/// A handle whose setter does not mutate the handle itself.
struct CounterHandle {
    let storage: Counter
    var current: Int {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    var doubled: Int {
        mutating get { storage.value * 2 }
    }
}

final class AccountViewModel: BalanceProviding {
    var transactions: [Decimal] = [] {
        willSet(incoming) {
            pendingChanges = incoming.count - transactions.count
        }
        didSet {
            if transactions.count > 500 { transactions = Array(oldValue.suffix(500)) }
            cachedBalance = transactions.reduce(0, +)
        }
    }

    var count = 0 { didSet { print("count \(oldValue) -> \(count)") } willSet { print("will be \(newValue)") } }

    private(set) var pendingChanges: Int = 0
    private(set) var cachedBalance: Decimal = 0

    var nickname: String = "Checking" {
        didSet(previous) {
            if nickname.isEmpty { nickname = previous }
        }
    }

    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    lazy var summary = makeSummary(prefix: "Account")

    lazy var monthlyTotals: [Int: Decimal] = { [unowned self] in
        var totals: [Int: Decimal] = [:]
        for (index, amount) in transactions.enumerated() { totals[index % 12, default: 0] += amount }
        return totals
    }()

    var isOverdrawn: Bool { cachedBalance < 0 }

    var displayBalance: String {
        get {
            formatter.string(from: NSDecimalNumber(decimal: cachedBalance)) ?? "-"
        }
        set(text) {
            if let value = Decimal(string: text) { transactions = [value] }
        }
    }

    var liveBalance: Decimal {
        get async throws {
            try await Task.sleep(nanoseconds: 1_000)
            guard !transactions.isEmpty else { throw LedgerError.offline }
            return cachedBalance
        }
    }

    var lastTransaction: Decimal? {
        get throws(LedgerError) {
            guard let last = transactions.last else { throw .offline }
            return last
        }
    }

    subscript(month month: Int) -> [Decimal] {
        transactions.enumerated().filter { $0.offset % 12 == month }.map(\.element)
    }

    subscript(range: Range<Int>, default fallback: Decimal = 0) -> Decimal {
        get { range.clamped(to: transactions.indices).map { transactions[$0] }.reduce(fallback, +) }
        set { transactions.append(newValue) }
    }

    init(transactions: [Decimal] = [], nickname: String = "Checking") {
        self.transactions = transactions
        self.nickname = nickname
        self.cachedBalance = transactions.reduce(0, +)
    }

    func makeSummary(prefix: String) -> String {
        "\(prefix) \(nickname): \(transactions.count) transactions"
    }

    func refresh() async -> Decimal? {
        do {
            return try await liveBalance
        } catch LedgerError.locked(let until) where until > Date() {
            return nil
        } catch {
            return cachedBalance
        }
    }
}

struct BudgetLimit {
    static var defaultCap: Decimal { 1_000 }
    var cap: Decimal = BudgetLimit.defaultCap {
        willSet { precondition(newValue >= 0, "cap must be positive") }
    }
    var spent: Decimal = 0, remaining: Decimal = 1_000
}
