enum NetworkError: Error, Equatable {
    case timeout
    case badStatus(Int)
    case decoding(String)
}

nonisolated(unsafe) var globalRetryBudget = 3

final class Request {
    var path: String
    var headers: [String: String] = [:]
    init(path: String) { self.path = path }
}

/// A single-use body buffer that cannot be copied.
struct Payload: ~Copyable {
    private var bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    borrowing func peek(_ count: Int = 4) -> ArraySlice<UInt8> { bytes.prefix(count) }
    consuming func finish() -> [UInt8] { bytes }
    deinit { }
}

actor RequestQueue {
    private var pending: [Request] = []
    nonisolated let label: String
    nonisolated(unsafe) static var instancesCreated = 0
    nonisolated var description: String { "RequestQueue(\(label))" }

    init(label: String = "default") {
        self.label = label
        RequestQueue.instancesCreated += 1
    }

    func enqueue(_ request: sending Request) { pending.append(request) }

    func dequeue() -> sending Request? {
        pending.isEmpty ? nil : Request(path: pending.removeFirst().path)
    }

    func drain(limit: Int = .max) async throws(NetworkError) -> [String] {
        guard limit > 0 else { throw .badStatus(0) }
        let paths = pending.prefix(limit).map(\.path)
        pending.removeFirst(min(limit, pending.count))
        return paths
    }
}

func flush(_ queue: isolated RequestQueue, into sink: (String) -> Void) async {
    while let request = queue.dequeue() { sink(request.path) }
}

func retry<T>(times: Int = 3, delay: Double = 0.5, _ body: () throws -> T) rethrows -> T {
    var attempt = 0
    while true {
        do { return try body() } catch where attempt < times - 1 { attempt += 1 }
    }
}

func decode(_ text: String) throws(NetworkError) -> Int {
    guard let value = Int(text) else { throw NetworkError.decoding(text) }
    return value
}

func log(_ message: @autoclosure () -> String, level: Int = 0, tags: String...) {
    if level > 1 || !tags.isEmpty { print("[\(tags.joined(separator: ","))] \(message())") }
}

func adjust(_ window: inout Int, by factor: Double = 1.5, clamp: ClosedRange<Int> = 1...64) {
    window = min(max(Int(Double(window) * factor), clamp.lowerBound), clamp.upperBound)
}

func send(_ payload: consuming Payload, inspect: (borrowing Payload) -> Void = { _ in }) -> Int {
    inspect(payload)
    return payload.finish().count
}

class Connection {
    let host: String
    let port: Int
    private var headers: [String] = []

    class var scheme: String { "tcp" }
    final class var defaultTimeout: Double { 30 }
    static var maxConnections: Int { 8 }

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    init?(url: String) {
        guard let colon = url.lastIndex(of: ":"), let port = Int(url[url.index(after: colon)...]) else { return nil }
        self.host = String(url[..<colon])
        self.port = port
    }

    init!(unchecked url: String) {
        self.host = url
        self.port = 0
    }

    required convenience init(defaultsFor host: String) {
        self.init(host: host, port: 80)
    }

    deinit {
        headers.removeAll()
    }

    subscript(index: Int) -> String {
        get { headers[index] }
        set { headers[index] = newValue }
    }

    subscript(name: String, default fallback: @autoclosure () -> String = "") -> String {
        headers.first { $0.hasPrefix(name + ":") } ?? fallback()
    }

    static subscript(port: Int) -> String { port == 443 ? "https" : "http" }

    class func make(host: String) -> Self { Self(defaultsFor: host) }

    func fetch(_ path: String, completion: @escaping @Sendable (Result<[UInt8], NetworkError>) -> Void = { _ in }) {
        completion(path.isEmpty ? .failure(.badStatus(404)) : .success(Array(path.utf8)))
    }

    func parse(_ body: String, transform: (String) -> Int? = { Int($0) }) -> Int? { transform(body) }
}

final class SecureConnection: Connection {
    override class var scheme: String { "tls" }

    required convenience init(defaultsFor host: String) {
        self.init(host: host, port: 443)
    }

    override func fetch(_ path: String, completion: @escaping @Sendable (Result<[UInt8], NetworkError>) -> Void = { _ in }) {
        super.fetch("/secure" + path, completion: completion)
    }
}
