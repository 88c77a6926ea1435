@testable import Mock

/// The protocols and doubles the Mock tests exercise, written the way a learner writes them.
protocol ProfileViewing: AnyObject {
    func showFullName(_ fullName: String)
    func refresh()
}

final class MockProfileView: ProfileViewing, Sendable {
    let mock = Mock("profileView")

    func showFullName(_ fullName: String) { mock.record(fullName) }
    func refresh() { mock.record() }
}

struct Product: Equatable, Sendable {
    let name: String
    let price: Int
}

struct LoadingFailed: Error, Equatable {}

protocol ProductsLoading: Sendable {
    func loadProducts() async throws -> [Product]
    func price(of name: String) -> Int
    func save(_ product: Product) throws
    var isOnline: Bool { get }
    var title: String { get set }
}

final class MockProductsLoader: ProductsLoading, Sendable {
    let mock = Mock("loader")

    func loadProducts() async throws -> [Product] { try mock.recordThrowing(fallback: []) }
    func price(of name: String) -> Int { mock.record(name, fallback: 0) }
    func save(_ product: Product) throws { try mock.recordThrowing(product) }
    var isOnline: Bool { mock.record(fallback: true) }
    var title: String {
        get { mock.record(fallback: "") }
        set { mock.record(newValue) }
    }
}

/// A class that is neither Equatable nor a value type, for the same-instance matcher.
final class Cell: CustomStringConvertible {
    let id: Int
    init(id: Int) { self.id = id }
    var description: String { "Cell \(id)" }
}

/// Runs `body` and returns the failure messages it would have reported, without failing.
func failures(of body: () throws -> Void) rethrows -> [String] {
    let capture = FailureCapture()
    try FailureReporter.$capture.withValue(capture) { try body() }
    return capture.messages
}

/// Runs `body` and returns the failure messages it would have reported, and the line of each.
func failuresAndLines(of body: () throws -> Void) rethrows -> (messages: [String], lines: [Int]) {
    let capture = FailureCapture()
    try FailureReporter.$capture.withValue(capture) { try body() }
    return (capture.messages, capture.lines)
}

/// A plain class, neither Equatable nor described: every instance prints as `MockTests.Square`.
final class Square: Sendable {
    let row: Int
    let column: Int
    init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// The game-of-life button factory of the seed article, as a double.
final class MockButtonMaker: Sendable {
    let mock = Mock("buttons")
    func makeButton(for square: Square) { mock.record(square) }
}

/// A cell whose description is recorded, like kata 04's `MockCell`.
final class MockCell: CustomStringConvertible, Sendable {
    let mock = Mock("cell")
    var description: String { mock.record(fallback: "MockCell") }
}

/// A formatter that receives recording cells.
final class MockCellFormatter: Sendable {
    let mock = Mock("formatter")
    func format(_ cell: MockCell) -> String { mock.record(cell, fallback: "") }
}
