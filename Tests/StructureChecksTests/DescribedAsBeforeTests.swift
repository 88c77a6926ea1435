import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

@Suite("A value reads as text as the Before code's did")
struct DescribedAsBeforeTests {
    @Test(
        "a description, a debug description, a mirror or a conformance the Before value lacked is found, in an extension too"
    )
    func newDescriptionsFound() throws {
        let code = try sampleModule([
            "Values.swift": """
            public struct Profile: CustomStringConvertible {
                public let name: String
                public var description: String { name }
            }
            public final class Cell: CustomStringConvertible {
                public var description: String { "Cell" }
            }
            extension Cell: CustomDebugStringConvertible {
                public var debugDescription: String { "cell" }
            }
            public struct Point { public let x: Int }
            extension Point: CustomReflectable {
                public var customMirror: Mirror { Mirror(self, children: []) }
            }
            struct LoadError: Error, CustomStringConvertible {
                var description: String { "failed" }
            }
            """
        ])
        let recorded = Locked<[String]>([])
        withKnownIssue {
            code.expectDescribedAsBefore([
                "Profile": [], "Cell": ["description"], "Point": [],
            ])
        } matching: { issue in
            recorded.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        let text = recorded.withLock { $0 }.joined(separator: "\n")
        #expect(text.contains("Values.swift:3: `Profile` gets a `description`"))
        #expect(text.contains("Values.swift:1: `Profile` conforms to `CustomStringConvertible`"))
        #expect(text.contains("Values.swift:9: `Cell` gets a `debugDescription`"))
        #expect(text.contains("Values.swift:13: `Point` gets a `customMirror`"))
        #expect(text.contains("`Point` conforms to `CustomReflectable`"))
        // The Before code's own description, and a type of the learner's own, are no finding.
        #expect(!text.contains("`Cell` gets a `description`"))
        #expect(!text.contains("`Cell` conforms to `CustomStringConvertible`"))
        #expect(!text.contains("LoadError"))
    }
}
