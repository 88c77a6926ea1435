import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

/// Ways a test could read the date now, each in a function of its own, and ways that choose a
/// moment or only wait.
private let readers = """
    import Foundation
    #if canImport(Glibc)
        import Glibc
    #endif

    public func interval() -> Date { DateInterval().start }
    public func sinceReference() -> Double { Date.timeIntervalSinceReferenceDate }
    public func uptime() -> Double { ProcessInfo.processInfo.systemUptime }
    public func libcTime() -> Int { time(nil) }
    public func keyPath() -> Date { let now = \\Date.Type.now; return Date.self[keyPath: now] }
    public func dotInit() -> Date { let moment: Date = .init(); return moment }
    public func chosen() -> Date {
        Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 9))!
    }
    public func fixed() -> Date { Date(timeIntervalSince1970: 1_700_000_000) }
    public func waits() async throws { try await Task.sleep(for: .milliseconds(1)) }
    """

@Suite("A learner's test reads no clock, by any spelling the compiler resolves")
struct ClockReadingTests {
    static func readings() throws -> [APIUse] {
        try sampleReach(of: ["Readers.swift": readers]).clockReadings()
    }

    @Test(
        "each way to the date now is found",
        arguments: [
            "interval()", "sinceReference()", "uptime()", "libcTime()", "keyPath()", "dotInit()",
        ]
    )
    func found(function: String) throws {
        let readings = try Self.readings()
        #expect(readings.contains { $0.function.hasSuffix(function) }, "\(readings)")
    }

    @Test("a moment the test chooses, a fixed date and a wait are no readings")
    func clean() throws {
        let readings = try Self.readings()
        for function in ["chosen()", "fixed()", "waits()"] {
            #expect(!readings.contains { $0.function.hasSuffix(function) }, "\(readings)")
        }
    }
}
