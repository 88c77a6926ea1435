precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator ∘ : CompositionPrecedence
infix operator <*> : CompositionPrecedence
prefix operator √

struct Vector: Equatable {
    var x: Double, y: Double

    static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    static func == <T: BinaryFloatingPoint>(lhs: Vector, rhs: T) -> Bool { lhs.x == Double(rhs) }
    static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    static prefix func - (vector: Vector) -> Vector { Vector(x: -vector.x, y: -vector.y) }
    static func <*> (lhs: Vector, rhs: Vector) -> Double { lhs.x * rhs.x + lhs.y * rhs.y }
}

func ∘ <A, B, C>(g: @escaping (B) -> C, f: @escaping (A) -> B) -> (A) -> C { { g(f($0)) } }
prefix func √ (value: Double) -> Double { value.squareRoot() }

enum ParseError: Error { case empty, invalid(String) }

struct Parser<each Field> {
    func parse(_ text: String) throws(ParseError) -> Int {
        guard !text.isEmpty else { throw .empty }
        return text.count
    }
    func all<each T>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
}

struct Buffer<let Count: Int> {}

final class Channel: Sendable {
    func send(_ value: sending [Int]) async {}
    func take(_ value: consuming [Int]) -> Int { value.count }
    func peek(_ value: borrowing [Int]) -> Int { value.count }
    func update(_ values: inout [Int], with more: Int...) { values += more }
    nonisolated func label(_ text: @autoclosure () -> String = "channel") -> String { text() }
}

actor Counter {
    var value = 0
    func add(_ other: isolated Counter) {}
    subscript(index: Int) -> Int { value + index }
    static subscript(name: String) -> String { name }
}

extension Collection where Self: Sendable, Element: Equatable {
    func countMatches(of element: Element) -> Int { filter { $0 == element }.count }
}
