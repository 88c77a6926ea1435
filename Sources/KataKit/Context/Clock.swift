import Foundation

/// What time it is, and a way to wait: the seam through which a test makes `watch` loop, and
/// a backup's name, without waiting for real.
protocol Clock: Sendable {
    /// The time now.
    func now() -> Date
    /// Waits `seconds`.
    func sleep(_ seconds: Double)
}
