import Foundation

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@resultBuilder
enum Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildOptional(_ part: [String]?) -> String { part?.joined() ?? "" }
}

@available(macOS 13, *)
@MainActor
final class Mixer {
    @Clamped<Int>(0...10) var volume = 5
    @Clamped(0.0...1.0) var balance: Double = 0.5
    var onChange: (@MainActor @Sendable (Int) -> Void)?
    nonisolated let name: String
    nonisolated(unsafe) static var instances = 0

    #if os(Linux)
        var platform = "Linux"
    #elseif os(macOS) || os(iOS)
        var platform = "Apple"
    #else
        var platform = "other"
    #endif

    #if DEBUG
        var trace: [String] = []
    #else
        var release = true
    #endif

    #if false
        var never: Int = 0
    #endif

    #if compiler(>=6.0) && canImport(Foundation)
        func modern(_ work: @escaping @Sendable () async -> Void) {}
    #endif

    init(name: String) { self.name = name }

    @discardableResult
    func describe(@Lines _ body: () -> [String]) -> String { body().joined() }
}
