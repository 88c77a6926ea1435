/// Commas inside generic arguments, wherever a declaration can hold them.
struct Pair<First: Sendable, Second: Sendable>: Sendable {
    var first: First
    var second: Second
}

struct Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private var storage: Dictionary<Key, Array<Value>> = Dictionary<Key, Array<Value>>()
    let subject = Pair<String, Never?>(first: "", second: nil), count = 0
    var pairs: [Pair<Int, Int>] = [Pair<Int, Int>(first: 1, second: 2)]
    var nested: Array<Array<Pair<Int, Int>>> = []

    init(seed: Dictionary<Key, Array<Value>> = [:], loader: (any Sequence<Int> & Sendable)? = nil) {
        storage = seed
    }

    func lookup(_ key: Key, fallback: Result<Value, Never>? = nil, among candidates: [Key: (Int, Int)] = [:]) -> Pair<Key, Value?> {
        Pair(first: key, second: storage[key]?.first)
    }

    func compare(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Bool {
        a<b && c>d
    }
}

let defaultMemo = Memo<String, Int>(seed: ["a": [1, 2]], loader: nil)
let comparison = 1 < 2 && 3 > 2, afterComparison = Pair<Bool, Bool>(first: true, second: false)
func makeCache() -> Memo<Int, String> { Memo<Int, String>() }
typealias Table<Row> = Dictionary<String, Array<Row>>
