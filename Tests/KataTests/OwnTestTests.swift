import Foundation
import SourceFacts
import Testing

@testable import KataKit

/// The learner's own test, judged as `kata check` judges it: end to end on a fixture kata that
/// asks for one, and the judgement's words in process.
@Suite("kata check judges the learner's own test", .serialized)
struct OwnTestTests {
    /// A fixture whose second kata asks for a test that fails on its mutant, `off-by-one`.
    static let fixture: FixtureRepository = {
        let fixture = try! FixtureRepository.make()
        let exercise = "Exercises/02-second-steps"
        try! fixture.write(
            "\(exercise)/Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "02-second-steps",
                targets: [
                    .target(name: "Sample"),
                    .testTarget(name: "SampleChecks", dependencies: ["Sample"]),
                    .testTarget(name: "SampleTests", dependencies: ["Sample"]),
                ]
            )

            """
        )
        try! fixture.write("\(exercise)/Tests/SampleTests/YourTests.swift", "import Testing\n")
        try! fixture.write("\(exercise)/Sources/Sample/Sample.swift", FixtureRepository.after)
        let checker = Fingerprint.of(
            ["Package.swift", "Tests"].map {
                fixture.root.appendingPathComponent("\(exercise)/\($0)")
            },
            excluding: ["SampleTests/"]
        )
        try! fixture.write(
            "Katas/02-second-steps/kata.json",
            """
            {
                "title": "Second steps",
                "module": "Sample",
                "smell": "The answer is wrong.",
                "open": ["Sources/Sample/Sample.swift"],
                "checker": "\(checker)",
                "ownTest": {"catches": ["off-by-one"], "double": false}
            }

            """
        )
        return fixture
    }()

    let yourTests = "Exercises/02-second-steps/Tests/SampleTests/YourTests.swift"

    @Test("no test, a test that misses the wrong version, a test that catches it")
    func judged() async throws {
        let fixture = Self.fixture
        let empty = try await fixture.kata("check", "02")
        #expect(empty.status == 1)
        #expect(empty.output.contains("✘ your own test in Tests/SampleTests passes on your code"))
        #expect(empty.output.contains("No test in Tests/SampleTests yet."))
        #expect(!empty.output.contains("Your arrows"), "the code's arrows are not what fails")

        try fixture.write(
            yourTests,
            "import Sample\nimport Testing\n\n@Test func positive() { #expect(answer() > 0) }\n"
        )
        let weak = try await fixture.kata("check", "02")
        #expect(weak.status == 1)
        #expect(
            weak.output.contains(
                "Your test passes on a wrong version of the code (off-by-one): Forty-three is "
                    + "not the answer."
            )
        )

        try fixture.write(
            yourTests,
            "import Sample\nimport Testing\n\n@Test func fortyTwo() { #expect(answer() == 42) }\n"
        )
        let strong = try await fixture.kata("check", "02")
        #expect(strong.status == 0)
        #expect(
            strong.output.contains(
                "✔ your own test in Tests/SampleTests passes on your code and fails on each "
                    + "wrong version (off-by-one)"
            )
        )
        #expect(!strong.output.contains("not the one shipped"), "the learner's tests are theirs")
        #expect(
            try fixture.read("Exercises/02-second-steps/Sources/Sample/Sample.swift")
                == FixtureRepository.after,
            "the wrong versions are built in a copy, never in the learner's folder"
        )
        #expect(strong.errors.contains("wrong versions of the code, in a copy"))

        // Tests that pass here and still fall short, each told why: readings of clocks no name
        // gives away, found in what the compiler built; a test that holds in this
        // machine's time zone only, run in another one too.
        let fortyTwo =
            "import Sample\nimport Testing\n\n@Test func fortyTwo() { #expect(answer() == 42) }\n"
        defer { try? fixture.write(yourTests, fortyTwo) }
        let shortfalls = [
            (
                "    let started = DateInterval().start\n    let waited = ContinuousClock.now\n"
                    + "    #expect(answer() == 42, \"\\(started) \\(waited)\")\n",
                "Your test reads the clock or waits (Foundation.DateInterval.init(), "
                    + "static Swift.ContinuousClock.now)"
            ),
            (
                "    let far = [\"Asia/Kathmandu\", \"America/St_Johns\"]\n"
                    + "    #expect(answer() == 42 && !far.contains(TimeZone.current.identifier))\n",
                "in this machine's time zone and fails in "
            ),
        ]
        for (body, told) in shortfalls {
            try fixture.write(
                yourTests,
                "import Foundation\nimport Sample\nimport Testing\n\n@Test func fortyTwo() {\n"
                    + body + "}\n"
            )
            let falling = try await fixture.kata("check", "02")
            #expect(falling.status == 1)
            #expect(falling.output.contains(told), "\(falling.output)")
        }
        try fixture.write(yourTests, fortyTwo)

        // An edit of the code alone: the wrong versions are built from the reference, so what
        // the same test did on them stands, and the check costs what `swift test` costs.
        let sample = "Exercises/02-second-steps/Sources/Sample/Sample.swift"
        defer { try? fixture.write(sample, FixtureRepository.after) }
        try fixture.write(sample, FixtureRepository.after + "// edited\n")
        let edited = try await fixture.kata("check", "02")
        #expect(edited.status == 0)
        #expect(edited.output.contains("fails on each wrong version (off-by-one)"))
        #expect(!edited.errors.contains("wrong versions of the code, in a copy"))

        // An edit of the test: judged again on the wrong versions.
        try fixture.write(
            yourTests,
            "import Sample\nimport Testing\n\n@Test func positive() { #expect(answer() > 0) }\n"
        )
        let weakAgain = try await fixture.kata("check", "02")
        #expect(weakAgain.status == 1)
        #expect(weakAgain.output.contains("Your test passes on a wrong version of the code"))
    }

    @Test("a test that reads the clock is told so; a fixed moment is no reading")
    func clockReadings() {
        let reads = SourceFile(
            path: "YourTests.swift",
            source: "let a = Date(); let b = Date.now; let c = Date(timeIntervalSinceNow: 60)"
                + "; let d: Date = .now; greet(user: u, at: .now)"
        ).tokens
        #expect(
            OwnTestJudge.clockReadings(in: reads)
                == [".now", "Date()", "Date(timeIntervalSinceNow:)", "Date.now"]
        )
        let fixed = SourceFile(
            path: "YourTests.swift",
            source:
                "let a = Date(timeIntervalSince1970: 0); let b = Calendar.current.date(from: parts)"
                + "; let c = clock.now; let d = clocks[0].now"
        ).tokens
        #expect(OwnTestJudge.clockReadings(in: fixed) == [])
    }

    @Test("a test that does not pass on the learner's code says so, with the failure")
    func failsOnYourCode() {
        let verdict = CheckVerdict.failed(
            passing: [],
            failing: [FailedExpectation(name: "greets", details: ["Expectation failed: 1 == 2"])]
        )
        let lines = OwnTestJudgement.Finding.failsOnYourCode(verdict).lines(folder: "Tests/XTests")
        #expect(lines.first?.hasPrefix("Your test does not pass on your own code") == true)
        #expect(lines.contains("  ✘ greets"))
        #expect(lines.contains("      Expectation failed: 1 == 2"))
    }

    @Test("failing on a wrong version catches it; passing, or not compiling there, does not")
    func recorded() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-variant-\(UUID().uuidString)/surname-first")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "The surname comes first.\n".write(
            to: folder.appendingPathComponent("README.md"),
            atomically: true,
            encoding: .utf8
        )
        let mutant = try Variant(.mutant, directory: folder, kata: "01-profile-presenter")
        var judgement = OwnTestJudgement()
        judgement.record(.failed(passing: [], failing: []), of: mutant)
        #expect(judgement.caught == ["surname-first"] && judgement.isPass)
        judgement.record(.passed(expectations: ["a"]), of: mutant)
        #expect(
            judgement.findings == [
                .misses(mutant: "surname-first", why: "The surname comes first.")
            ]
        )
        let error = Diagnostic(file: "Tests/XTests/A.swift", line: 3, message: "no member 'x'")
        judgement.record(.codeDoesNotCompile([error]), of: mutant)
        #expect(judgement.findings.last == .doesNotCompile(mutant: "surname-first", [error]))
    }

    @Test("a wrong version that does not build is the test's fault only when its files fail")
    func wrongVersionThatDoesNotBuild() {
        let inTest = Diagnostic(file: "Tests/XTests/A.swift", line: 3, message: "no member 'x'")
        let inKata = Diagnostic(
            file: "Sources/X/Presenter.swift",
            line: 4,
            message: "cannot find type 'Viewing' in scope"
        )
        let testsFault = OwnTestJudgement.Finding.doesNotCompile(mutant: "m", [inTest])
            .lines(folder: "Tests/XTests")
        #expect(testsFault.first?.hasPrefix("Your test does not compile") == true)
        let katasFault = OwnTestJudgement.Finding.doesNotCompile(mutant: "m", [inKata])
            .lines(folder: "Tests/XTests")
        #expect(katasFault.first?.hasPrefix("The kata's own code") == true)
        #expect(katasFault.last?.contains("git checkout -- Katas") == true)
    }
}
