import Foundation
import Testing

@testable import StructureChecks

@Suite("Structure checks: properties over generated inputs")
struct PropertyTests {
    @Test("a failing property names the smallest failing input, the seed, and how to replay it")
    func smallestFailingInput() {
        let seen = Texts()
        withKnownIssue {
            forAll(
                "every number is below ten",
                generate: { source in source.int(in: 0...1_000) },
                shrink: { Shrinking.int($0) }
            ) { number in
                number < 10 ? nil : "\(number) is not below ten."
            }
        } matching: { issue in
            seen.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let seed = InputSource.seed(for: "every number is below ten")
        #expect(seen.all.count == 1)
        #expect(
            seen.all.first?.hasPrefix("every number is below ten: not for the input 10 (") == true
        )
        #expect(seen.all.first?.contains("seed \(seed),") == true)
        #expect(seen.all.first?.contains("10 is not below ten.") == true)
        #expect(
            seen.all.first?.hasSuffix(
                "Replay these inputs: KATA_SEED=\(seed) swift test --no-parallel"
            ) == true
        )
    }

    @Test("an input of characters that print as nothing or a plain space is shown escaped")
    func unseenCharactersEscaped() {
        let seen = Texts()
        withKnownIssue {
            forAll("every name is seen", count: 1, generate: { _ in "\u{FEFF}a\u{A0}b" }) { name in
                "\(name) is not seen."
            }
        } matching: { issue in
            seen.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        #expect(
            seen.all.first?.contains(#"not for the input "\u{FEFF}a\u{A0}b" ("#) == true,
            "\(seen.all)"
        )
        #expect(seen.all.first?.contains(#"\u{FEFF}a\u{A0}b is not seen."#) == true)
    }

    /// The test binary runs the tests itself where SwiftPM starts it directly, as on Linux;
    /// elsewhere another program hosts them, and this test has no binary to start.
    static var startsItsOwnBinary: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    @Test(
        "a crash in the code a property drives is preceded by the property, its input and seed",
        .enabled(if: startsItsOwnBinary)
    )
    func crashNamesTheInput() throws {
        let seed = InputSource.seed(for: PropertyTests.crashingProperty)
        let said = try PropertyTests.crashOfTheCrashingProperty()
        #expect(
            said.contains(
                "The crash came while the property “every list has a third element” ran on its input "
            ),
            "\(said)"
        )
        #expect(
            said.contains(
                "(seed \(seed)). Replay these inputs: KATA_SEED=\(seed) swift test --no-parallel"
            )
        )
        #expect(said.contains("Index out of range"))
    }

    static let crashingProperty = "every list has a third element"
    static let crashingVariable = "KATA_CRASHING_PROPERTY"

    /// The property that crashes, run only in the process ``crashOfTheCrashingProperty()``
    /// starts for it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[crashingVariable] == "1"))
    func crashingPropertyFixture() {
        forAll(
            PropertyTests.crashingProperty,
            generate: { source in (0..<source.int(in: 0...5)).map { $0 } }
        ) { list in
            list[2] == 2 ? nil : "the third element is \(list[2])"
        }
    }

    /// What the test binary wrote to standard error when it ran ``crashingPropertyFixture()``
    /// alone and crashed. It runs as a process of its own, started and awaited by its identifier
    /// (an exit test's waiter waits for any child, and a child another test stopped and left to
    /// the system keeps it waiting for ever).
    static func crashOfTheCrashingProperty() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [
            "--testing-library", "swift-testing", "--filter", "crashingPropertyFixture",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment[crashingVariable] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus != 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test("a property that holds records nothing, and the same seed gives the same inputs")
    func holdsAndRepeats() {
        var first = InputSource(seed: 7)
        var second = InputSource(seed: 7)
        #expect((0..<20).map { _ in first.name() } == (0..<20).map { _ in second.name() })
        forAll("every name is a string", generate: { $0.name() }) { _ in nil }
    }

    @Test("names now and then hold a text the code under test writes, read from its literals")
    func namesDrawOnTheCodesWords() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("code-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        func greet(_ name: String) -> String {
            name.hasSuffix(" [bot]") ? "Hi \\(name)!" : "Hello \\(name), welcome"
        }
        """.write(
            to: folder.appendingPathComponent("Greet.swift"),
            atomically: true,
            encoding: .utf8
        )
        let words = CodeWords.words(under: folder)
        #expect(words == [" [bot]", "Hi ", "!", "Hello ", ", welcome"])
        var source = InputSource(seed: 11, words: words)
        let names = (0..<400).map { _ in source.name() }
        #expect(names.contains { $0.hasSuffix(" [bot]") })
        #expect(names.filter { $0.contains("[bot]") }.count < 100)
        var plain = InputSource(seed: 11)
        #expect(!(0..<400).map { _ in plain.name() }.contains { $0.contains("[bot]") })
    }

    @Test(
        "names now and then look already quoted or written by the code: its word at both ends, its word and what closes it, a pair of marks around"
    )
    func namesLookAlreadyWritten() {
        var source = InputSource(seed: 5, words: ["TextCell(", "\""])
        let names = (0..<600).map { _ in source.name() }
        #expect(names.contains { $0.count > 10 && $0.hasPrefix("TextCell(") && $0.hasSuffix(")") })
        #expect(names.contains { $0.count > 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") })
        var plain = InputSource(seed: 5)
        let wrapped = (0..<600).map { _ in plain.name() }.filter { name in
            InputSource.wrappers.contains {
                name.count > 2 && name.hasPrefix($0.0) && name.hasSuffix($0.1)
            }
        }
        #expect(wrapped.count > 10)
    }

    @Test("strings shrink to shorter and plainer ones, arrays to shorter ones")
    func shrinking() {
        #expect(Shrinking.string("").isEmpty)
        #expect(Shrinking.string("Zoë").contains("Zo"))
        #expect(Shrinking.string("Zoë").contains("Zoa"))
        #expect(Shrinking.array([1, 2, 3]).contains([1, 2]))
        // A property that reads its first element is never handed an empty array to shrink to.
        #expect(Shrinking.array([1]).contains([]))
        #expect(Shrinking.array([1], minimum: 1).isEmpty)
        #expect(Shrinking.array([1, 2], minimum: 1).allSatisfy { !$0.isEmpty })
        #expect(Shrinking.array([5], minimum: 1, element: { Shrinking.int($0) }).contains([0]))
        #expect(Shrinking.int(0).isEmpty)
        #expect(Shrinking.int(9).first == 0)
    }

    @Test("a long input loses most of its length in a few steps, wherever the culprit sits")
    func shrinkingFindsTheCulprit() {
        // A property that fails whenever an input holds two elements, one at each end of a
        // long array of long strings, as a session of loads with long names may.
        let names = (0..<200).map { String(repeating: "name \($0) ", count: 8) }
        var input = ["bad"] + names + ["worse"]
        var steps = 0
        var shrunk = true
        while shrunk && steps < 500 {
            shrunk = false
            for candidate in Shrinking.array(input, element: Shrinking.string) {
                steps += 1
                if candidate.contains("bad"), candidate.contains("worse") {
                    input = candidate
                    shrunk = true
                    break
                }
            }
        }
        #expect(input == ["bad", "worse"])
        #expect(steps < 100)
    }
}
