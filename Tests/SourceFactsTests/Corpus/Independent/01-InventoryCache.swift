/// Errors raised while loading stock levels.
enum InventoryError: Error, Equatable {
    case missing(sku: String)
    case stale(age: Int, limit: Int)
}

/// A store keyed by a primary associated type.
protocol StockSource<Item>: Sendable {
    associatedtype Item: Sendable
    associatedtype Key: Hashable = String
    func items(matching key: Key) -> [Item]
}

/// A small inventory cache keyed by SKU.
struct InventoryCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    typealias Bucket = Dictionary<Key, Array<Value>>
    typealias Loader = @Sendable (Key) -> Result<Value, InventoryError>
    typealias Pair<A, B> = (first: A, second: B)

    var buckets = Dictionary<Key, Array<Value>>()
    var grid: Array<Array<Int>>=[[1, 2], [3, 4]]
    var pending: [Key: (Int, Int)] = [:]
    let loader: Loader?
    private(set) var hits: Int = 0, misses: Int = 0

    init(loader: Loader? = nil, seed: [Key: [Value]] = [:]) {
        self.loader = loader
        self.buckets = seed
    }

    mutating func insert(_ value: Value, for key: Key, at position: Int? = nil) {
        var bucket = buckets[key, default: []]
        if let position, position >= 0 && position < bucket.count {
            bucket.insert(value, at: position)
        } else {
            bucket.append(value)
        }
        buckets[key] = bucket
    }

    mutating func lookup(_ key: Key, fallback: Result<Value, InventoryError> = .failure(.missing(sku: "?"))) -> Result<Value, InventoryError> {
        if let first = buckets[key]?.first {
            hits += 1
            return .success(first)
        }
        misses += 1
        return loader?(key) ?? fallback
    }

    func snapshot(limit: Int = 10, weights: [String: (Int, Int)] = ["base": (1, 2)]) -> (count: Int, result: Result<[Key: Int], InventoryError>) {
        let sizes = buckets.mapValues { $0.count }
        let lower = hits < misses && misses > limit
        let ratio = weights["base"].map { pair in pair.0 < pair.1 ? 1 : 0 } ?? 0
        if lower || ratio > 1 {
            return (0, .failure(.stale(age: misses, limit: limit)))
        }
        return (sizes.count, .success(sizes))
    }

    func transposedGrid() -> Array<Array<Int>> {
        guard let width = grid.first?.count else { return [] }
        return (0..<width).map { column in grid.map { row in row[column] } }
    }

    func pair<A, B>(_ a: A, _ b: B) -> Pair<A, B> { (a, b) }
}

extension InventoryCache where Value == Int {
    var totalUnits: Int { buckets.values.reduce(0) { $0 + $1.reduce(0, +) } }

    func heaviest(where predicate: (Key, Array<Int>) -> Bool = { _, _ in true }) -> Key? {
        buckets.filter(predicate).max { lhs, rhs in lhs.value.count < rhs.value.count }?.key
    }
}

extension Collection where Self: RandomAccessCollection, Element: Comparable {
    func median() -> Element? {
        guard !isEmpty else { return nil }
        let sorted = self.sorted()
        return sorted[sorted.count / 2]
    }
}

/// A fixed number of reorder slots, sized at compile time.
struct ReorderSlots<let Capacity: Int, Element: Equatable> {
    var storage: InlineArray<Capacity, Element?>
    init() { storage = InlineArray(repeating: nil) }
    var capacity: Int { Capacity }

    mutating func place(_ element: Element, at index: Int) -> Bool {
        guard index >= 0 && index < Capacity else { return false }
        storage[index] = element
        return true
    }
}

/// Variadic labelled record built from a parameter pack.
struct Tagged<each Field> {
    var fields: (repeat each Field)
    init(_ fields: repeat each Field) { self.fields = (repeat each fields) }
}

func describeAll<each T: CustomStringConvertible>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for value in repeat each values { out.append(value.description) }
    return out
}

func total(of quantities: some Collection<Int>) -> Int { quantities.reduce(0, +) }

func names(from source: any Sequence<String>, excluding: Set<String> = []) -> [String] {
    source.filter { !excluding.contains($0) }
}

func merge<S: Sequence, T: Sequence>(_ lhs: S, _ rhs: T) -> Dictionary<String, [Int]> where S.Element == Int, T.Element == (String, Int) {
    var result: [String: [Int]] = ["all": Array(lhs)]
    for (name, amount) in rhs where amount > 0 && amount < 1_000 {
        result[name, default: []].append(amount)
    }
    return result
}

struct WarehouseSource: StockSource {
    typealias Item = (sku: String, count: Int)
    let levels: KeyValuePairs<String, Int>
    func items(matching key: String) -> [Item] {
        levels.filter { $0.key.hasPrefix(key) }.map { ($0.key, $0.value) }
    }
}
