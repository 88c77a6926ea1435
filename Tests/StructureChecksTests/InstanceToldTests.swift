import Foundation
import Testing

@testable import StructureChecks

/// Two functions that make a formatter: one tells it its locale, the other leaves it as made.
private let formatters = """
    import Foundation

    public func told(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: date)
    }

    public func leftAsMade(_ date: Date) -> String {
        let formatter = DateFormatter()
        return formatter.string(from: date)
    }
    """

@Suite("Structure checks: every instance of a class is told what it must be told")
struct InstanceToldTests {
    @Test("a formatter never told its locale is reported where it is made; a told one is not")
    func formatterLeftAsMade() async throws {
        let code = try sampleModule(["Formatters.swift": formatters])
        await expectIssues([
            (
                10,
                """
                Sources/Sample/Formatters.swift:10: leftAsMade(_:) makes a `DateFormatter` and \
                never sets its `locale`: it keeps what the machine it runs on chose.
                Tell it a locale.
                """
            )
        ]) {
            code.expectEveryInstance(
                of: "DateFormatter",
                toBeTold: "locale",
                rule: "Tell it a locale."
            )
        }
    }
}
