import Foundation

/// The clock of this machine.
struct SystemClock: Clock {
    /// The system clock.
    init() {}

    func now() -> Date { Date() }

    func sleep(_ seconds: Double) {
        Thread.sleep(forTimeInterval: seconds)
    }
}
