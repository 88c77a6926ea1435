precedencegroup CompositionPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}

precedencegroup ForwardPipePrecedence {
    associativity: left
    lowerThan: LogicalDisjunctionPrecedence
    assignment: false
}

infix operator ∘: CompositionPrecedence
infix operator |>: ForwardPipePrecedence
infix operator <*>: AdditionPrecedence
infix operator ≈: ComparisonPrecedence
infix operator .*: MultiplicationPrecedence
infix operator ⊕
prefix operator √
prefix operator ∑
postfix operator %
postfix operator ++

/// A two-dimensional vector.
struct Vector2: Hashable, Sendable {
    var x: Double
    var y: Double

    static let zero = Vector2(x: 0, y: 0)

    static func == (lhs: Vector2, rhs: Vector2) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    static func + (lhs: Self, rhs: Self) -> Self { Self(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Self, rhs: Self) -> Self { lhs + -rhs }
    static func * (lhs: Vector2, rhs: Double) -> Vector2 { Vector2(x: lhs.x * rhs, y: lhs.y * rhs) }
    static func * (lhs: Double, rhs: Vector2) -> Vector2 { rhs * lhs }
    static func / (lhs: Vector2, rhs: Double) -> Vector2 { Vector2(x: lhs.x / rhs, y: lhs.y / rhs) }
    static prefix func - (vector: Vector2) -> Vector2 { Vector2(x: -vector.x, y: -vector.y) }
    static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }
    static func .* (lhs: Vector2, rhs: Vector2) -> Double { lhs.x * rhs.x + lhs.y * rhs.y }
    static func ≈ (lhs: Vector2, rhs: Vector2) -> Bool { (lhs - rhs).length < 1e-9 }
    static func ⊕ (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(x: max(lhs.x, rhs.x), y: max(lhs.y, rhs.y)) }
    static postfix func ++ (vector: inout Vector2) { vector.x += 1; vector.y += 1 }

    var length: Double { √(self .* self) }
}

struct Percentage: Comparable, ExpressibleByFloatLiteral {
    var fraction: Double
    init(floatLiteral value: Double) { fraction = value }
    init(_ fraction: Double) { self.fraction = fraction }
    static func < (lhs: Percentage, rhs: Percentage) -> Bool { lhs.fraction < rhs.fraction }
}

struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    var description: String { "\(major).\(minor).\(patch)" }
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    static func ~= (range: ClosedRange<Version>, version: Version) -> Bool { range.contains(version) }
}

/// A value tagged with a phantom unit.
struct Measured<Unit> {
    var value: Double
    static func == <Other>(lhs: Measured<Unit>, rhs: Measured<Other>) -> Bool { lhs.value == rhs.value }
    static func + (lhs: Measured, rhs: Measured) -> Measured { Measured(value: lhs.value + rhs.value) }
}

extension Measured: Equatable where Unit: Equatable {
    static func == (lhs: Measured, rhs: Measured) -> Bool { lhs.value == rhs.value }
}

prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix func % (value: Double) -> Percentage { Percentage(value / 100) }
prefix func ∑ <S: Sequence>(values: S) -> Double where S.Element == Double { values.reduce(0, +) }

func ∘ <A, B, C>(f: @escaping (B) -> C, g: @escaping (A) -> B) -> (A) -> C {
    { a in f(g(a)) }
}

func |> <T, U>(value: T, transform: (T) throws -> U) rethrows -> U { try transform(value) }

func <*> <A, B>(functions: [(A) -> B], values: [A]) -> [B] {
    functions.flatMap { f in values.map(f) }
}

func ≈ (lhs: Double, rhs: Double) -> Bool { abs(lhs - rhs) < 1e-9 }

enum Physics {
    static func step(position: inout Vector2, velocity: Vector2, dt: Double = 1 / 60) {
        position += velocity * dt
        position++
    }

    static func demo() -> [String] {
        let double: (Double) -> Double = { $0 * 2 }
        let increment: (Double) -> Double = { $0 + 1 }
        let composed = double ∘ increment ∘ { √$0 }
        let piped = 16.0 |> composed |> { "\($0)" }
        let grid = [double, increment] <*> [1, 2, 3]
        let isClose = 0.1 + 0.2 ≈ 0.3 && grid.count > 2
        let share: Percentage = 12.5%
        let total = ∑[1.0, 2.0, 3.5]
        let version = Version(major: 5, minor: 10, patch: 0)
        var label = "unknown"
        switch version {
        case Version(major: 5, minor: 0, patch: 0)...Version(major: 5, minor: 99, patch: 0): label = "five"
        default: break
        }
        let a = 1, b = 2, c = 3, d = 4
        let ordered = a < b && c > d || a<b
        return [piped, "\(grid)", "\(isClose)", "\(share < 50%)", "\(total)", label, "\(ordered)"]
    }
}
