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

    @Test("a crash in the code a property drives is preceded by the property, its input and seed")
    func crashNamesTheInput() async throws {
        let seed = InputSource.seed(for: "every list has a third element")
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                forAll(
                    "every list has a third element",
                    generate: { source in (0..<source.int(in: 0...5)).map { $0 } }
                ) { list in
                    list[2] == 2 ? nil : "the third element is \(list[2])"
                }
            }
        )
        let said = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            said.contains(
                "The crash came while the property “every list has a third element” ran on its input "
            )
        )
        #expect(
            said.contains(
                "(seed \(seed)). Replay these inputs: KATA_SEED=\(seed) swift test --no-parallel"
            )
        )
        #expect(said.contains("Index out of range"))
    }

    @Test("a property that holds records nothing, and the same seed gives the same inputs")
    func holdsAndRepeats() {
        var first = InputSource(seed: 7)
        var second = InputSource(seed: 7)
        #expect((0..<20).map { _ in first.name() } == (0..<20).map { _ in second.name() })
        forAll("every name is a string", generate: { $0.name() }) { _ in nil }
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
}

/// Texts collected under a lock.
private final class Texts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}
