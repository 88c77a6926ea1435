import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

/// Readings the source does not write: a default argument of another module's function that
/// makes the date now or the user's zone, a formatter's setting read before it is told one, and
/// an element of a hashed collection picked by its place.
private let hidden = """
    import Foundation

    public func summer() -> Bool { TimeZone(identifier: "Europe/Paris")!.isDaylightSavingTime() }
    public func offset() -> Int { TimeZone(identifier: "UTC")!.secondsFromGMT() }
    public func chosenSummer(at date: Date) -> Bool {
        TimeZone(identifier: "Europe/Paris")!.isDaylightSavingTime(for: date)
    }
    public func usersLocale() -> String { DateFormatter().locale.identifier }
    public func toldLocale() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date(timeIntervalSince1970: 0))
    }
    public func firstOfSet() -> Bool { Set(["a", "b", "c"]).first == "a" }
    public func firstKey() -> String? { ["a": 1, "b": 2].keys.first }
    public func firstOfArray() -> String? { ["a", "b"].first }
    public func sortedFirst() -> String? { Set(["a", "b"]).sorted().first }
    """

@Suite("Readings the source does not write, as the compiler lowers them")
struct HiddenReadingTests {
    static func reach() throws -> CompiledReach { try sampleReach(of: ["Hidden.swift": hidden]) }

    @Test("a default argument that makes the date now reads the clock; a date handed in does not")
    func clockThroughADefault() throws {
        let readings = try Self.reach().timeReadings()
        for function in ["summer()", "offset()"] {
            #expect(readings.contains { $0.function.hasSuffix(function) }, "\(readings)")
        }
        #expect(!readings.contains { $0.function.hasSuffix("chosenSummer(at:)") }, "\(readings)")
    }

    @Test("a formatter's locale read before it is told one is the user's; one told is not read")
    func formatterSetting() throws {
        let readings = try Self.reach().localeReadings()
        #expect(readings.contains { $0.function.hasSuffix("usersLocale()") }, "\(readings)")
        #expect(!readings.contains { $0.function.hasSuffix("toldLocale()") }, "\(readings)")
    }

    @Test("the first element of a set or a dictionary is drawn by the hash seed; an array's is not")
    func hashedOrder() throws {
        let draws = try Self.reach().randomDraws()
        for function in ["firstOfSet()", "firstKey()"] {
            #expect(draws.contains { $0.function.hasSuffix(function) }, "\(draws)")
        }
        for function in ["firstOfArray()", "sortedFirst()"] {
            #expect(!draws.contains { $0.function.hasSuffix(function) }, "\(draws)")
        }
    }
}
