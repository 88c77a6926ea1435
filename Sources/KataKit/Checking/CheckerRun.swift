import Foundation
import SourceFacts

/// How long a check may take: the build, then the tests.
struct CheckLimits: Sendable, Equatable {
    /// Seconds the tests may run, once built (`--timeout`).
    var tests: Double = 60
    /// Seconds the build may take (`--build-timeout`).
    var build: Double = 600
}

/// Runs the tests of one exercise package and reads what they said.
struct CheckerRun: Sendable {
    /// The exercise package to check.
    let package: URL
    /// The exercise's module, which names its sources and checker folders.
    let module: String
    /// How long the tests may run before they are stopped, in seconds.
    let testTimeout: Double
    /// How long the build may take, in seconds.
    var buildTimeout: Double = 600
    /// How the build and the tests are run.
    let processes: any ProcessRunning
    /// For a graded check, the learner's modules to read before their code runs; `nil` for a
    /// learner's own check.
    var grading: [String]?
    /// The one test module to run and count, instead of the checker's: the learner's own tests,
    /// in a kata that asks for them.
    var onlyTestsOf: String?
    /// Variables set for the tests' run, over the process's own: a time zone, say.
    var environment: [String: String] = [:]
    /// The folder SwiftPM builds in, when it is not the package's own `.build`: one that the
    /// packages of several katas share, one after another, builds the root package's modules
    /// once for all of them. A graded check always builds in the package's own, which it reads.
    var buildFolder: URL?
    /// Whether the run leaves out XCTest's pass: a checker and its characterization tests are
    /// written with Swift Testing, so `kata verify`, which runs nothing else, starts the test
    /// binary once rather than twice. A learner's check keeps it, for a test of their own.
    var swiftTestingOnly = false
    /// Whether to stop the tests at the first failure: for a version that must fail (a mutant),
    /// whose verdict is then known.
    var stopAtFirstFailure = false
    /// The one checker test to run, by its identifier without its source location
    /// (`ReadingAppChecks.NewsAPIChecks/asksEachTime()`), instead of them all: `kata verify` asks
    /// first the test that rejected a mutant the last time (``Rejections``).
    var onlyTest: String?

    /// SwiftPM's option for ``buildFolder``, if there is one.
    private var buildFolderArguments: [String] {
        buildFolder.map { ["--scratch-path", $0.path] } ?? []
    }

    /// Prepares a check of the exercise at `package`.
    init(
        package: URL,
        module: String,
        testTimeout: Double,
        buildTimeout: Double = 600,
        processes: any ProcessRunning
    ) {
        self.package = package
        self.module = module
        self.testTimeout = testTimeout
        self.buildTimeout = buildTimeout
        self.processes = processes
    }

    /// Builds the exercise with its tests and runs them, in one start of SwiftPM, and says what
    /// they found (the caller has made sure the exercise is there: `Kata.requireCheckable`). A
    /// toolchain or a build folder that cannot work is thrown as such, never taken for the
    /// learner's code.
    func run() throws -> CheckVerdict {
        try run(alsoReading: nil).checker
    }

    /// Runs the check as ``run()`` does and, from the same run, also says what the tests of
    /// `ownTests` did (`nil` when the run never got to the tests): a kata that asks for the
    /// learner's own test reads it here rather than running the tests again.
    func run(alsoReading ownTests: String?) throws -> (checker: CheckVerdict, own: CheckVerdict?) {
        let run = try runReadingStream(alsoReading: ownTests)
        return (run.checker, run.own)
    }

    /// Runs the check as ``run()`` does, and also names the test the verdict rests on: the first
    /// that recorded an issue, or the one running when the tests crashed or ran too long.
    func runNamingCulprit() throws -> (verdict: CheckVerdict, culprit: String?) {
        let run = try runReadingStream(alsoReading: nil)
        return (run.checker, run.culprit)
    }

    private func runReadingStream(
        alsoReading ownTests: String?
    ) throws -> (checker: CheckVerdict, own: CheckVerdict?, culprit: String?) {
        try ToolchainProblem.checkTemporaryFolder()
        StaleObjects.remove(in: buildFolder ?? package.appendingPathComponent(".build"))
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent(WorkFolder.name("kata-events-") + ".jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        if let modules = grading {
            return (try gradedRun(guarding: modules), nil, nil)
        }
        let filter =
            onlyTest.map { ["--filter", Self.filter(selecting: $0)] }
            ?? onlyTestsOf.map { ["--filter", "^\($0)\\."] } ?? []
        let test = try processes.run(
            ["swift", "test", "--no-parallel"] + buildFolderArguments + filter
                + (swiftTestingOnly ? ["--disable-xctest"] : [])
                + EventStream.arguments(writingTo: events),
            in: package,
            limit: TimeLimit(
                seconds: buildTimeout,
                phase: (Self.builtMarker, testTimeout),
                done: (events, "\"runEnded\""),
                stopAtFirstFailure: stopAtFirstFailure
            ),
            environment: environment
        )
        if !test.output.contains(Self.builtMarker) {
            try ToolchainProblem.check(test, package: package)
            if case .timedOut = test.ending {
                return (
                    .buildTimedOut(seconds: buildTimeout, largeFiles: largeSources()), nil, nil
                )
            }
            if !test.succeeded {
                try ToolchainProblem.checkSilentFailure(test, package: package)
                if test.output.contains("was modified during the build") {
                    throw KataError.refused(
                        "Your code changed while it was being built (a file saved during the "
                            + "check), so this build says nothing about it. Check again."
                    )
                }
                return (compileVerdict(test.output), nil, nil)
            }
        }
        func stream(counting modules: Set<String>) -> EventStream {
            EventStream(contentsOf: events, countingTestsOf: modules)
        }
        func verdict(of stream: EventStream) -> CheckVerdict {
            stream.verdict(ending: test.ending, timeout: testTimeout, console: test.output)
        }
        let checker = stream(counting: testModules)
        return (
            verdict(of: checker),
            ownTests.map { verdict(of: stream(counting: [$0])) },
            checker.culprit
        )
    }

    /// Runs the tests `filter` selects in the test binary the last build left, without building
    /// anything, and says what they found and which test it rests on (``EventStream/culprit``).
    /// Only for tests that read the learner's code from its sources, never from what was
    /// compiled of it (`kata verify`'s structure pass): the binary may have been built from other
    /// sources than those now in the package.
    func runBuiltTests(filter: String) throws -> (verdict: CheckVerdict, culprit: String?) {
        try testsAlreadyBuilt(
            ["swift", "test", "--skip-build", "--no-parallel", "--filter", filter]
                + buildFolderArguments + (swiftTestingOnly ? ["--disable-xctest"] : []),
            stopAtFirstFailure: stopAtFirstFailure,
            environment: environment
        )
    }

    /// Runs the Swift Testing tests `filter` selects, or all of them, in the test binary at
    /// `binary`, started directly rather than through `swift test`, whose start costs more than
    /// most single tests (0.7 s against 0.03 s for one of kata 09's): `kata verify` builds with
    /// ``BuildReplay`` and knows the binary. Says what they found and which test it rests on.
    func runTests(
        inBinary binary: URL,
        filter: String?
    ) throws -> (verdict: CheckVerdict, culprit: String?) {
        try testsAlreadyBuilt(
            [binary.path, "--testing-library", "swift-testing", "--no-parallel"]
                + (filter.map { ["--filter", $0] } ?? []),
            stopAtFirstFailure: stopAtFirstFailure,
            environment: environment
        )
    }

    /// Runs the tests the last build left, with `command` (`swift test --skip-build` and its
    /// options, or the test binary itself), and reads their verdict, and the test it rests on,
    /// from the event stream they write.
    private func testsAlreadyBuilt(
        _ command: [String],
        stopAtFirstFailure: Bool,
        environment: [String: String]
    ) throws -> (verdict: CheckVerdict, culprit: String?) {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent(WorkFolder.name("kata-events-") + ".jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        let test = try processes.run(
            command + EventStream.arguments(writingTo: events),
            in: package,
            limit: TimeLimit(
                seconds: testTimeout,
                done: (events, "\"runEnded\""),
                stopAtFirstFailure: stopAtFirstFailure
            ),
            environment: environment
        )
        let stream = EventStream(contentsOf: events, countingTestsOf: testModules)
        return (
            stream.verdict(ending: test.ending, timeout: testTimeout, console: test.output),
            stream.culprit
        )
    }

    /// A source file larger than this many bytes takes the compiler a long time.
    /// A graded check: the build alone, then the learner's modules read from the compiler
    /// (``GradingGuard``), and the tests only if no learner code could write its own verdict.
    private func gradedRun(guarding modules: [String]) throws -> CheckVerdict {
        let build = try processes.run(
            ["swift", "build", "--build-tests"],
            in: package,
            limit: TimeLimit(seconds: buildTimeout),
            environment: [:]
        )
        if !build.succeeded {
            try ToolchainProblem.check(build, package: package)
            if case .timedOut = build.ending {
                return .buildTimedOut(seconds: buildTimeout, largeFiles: largeSources())
            }
            try ToolchainProblem.checkSilentFailure(build, package: package)
            return compileVerdict(build.output)
        }
        let findings = try GradingGuard(package: package, modules: modules, processes: processes)
            .findings()
        guard findings.isEmpty else { return .refusedForGrading(findings) }
        return try testsAlreadyBuilt(
            ["swift", "test", "--skip-build", "--no-parallel"],
            stopAtFirstFailure: false,
            environment: [:]
        ).verdict
    }

    /// The `--filter` that selects the one test `id` (`Checks.Suite/test()`), whose identifier in
    /// a run goes on with where it is declared (`…/test()/File.swift:12:6`).
    static func filter(selecting id: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: id) + "(/|$)"
    }

    /// The modules whose tests are the checker's expectations: a test compiled into the learner's
    /// own code is not one.
    var testModules: Set<String> {
        if let onlyTestsOf { return [onlyTestsOf] }
        return ["\(module)Checks", "\(module)Characterization"]
    }

    static let largeSource = 512 * 1024

    /// The exercise's Swift files larger than ``largeSource``, largest first, each with its
    /// size: `Sources/Formatting/Table.swift (8.2 MB)`.
    func largeSources() -> [String] {
        let root = package.standardizedFileURL
        let files = FileManager.default.enumerator(
            at: root,
            includingPropertiesForKeys: [.fileSizeKey],
            options: [.skipsHiddenFiles]
        )
        var found: [(path: String, size: Int)] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift",
                let size = try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize,
                size > Self.largeSource
            else { continue }
            let path = file.standardizedFileURL.path.dropFirst(root.path.count + 1)
            found.append((String(path), size))
        }
        return found.sorted { $0.size > $1.size }.map {
            "\($0.path) (\(ByteCountFormatter.string(fromByteCount: Int64($0.size), countStyle: .file)))"
        }
    }

    /// What SwiftPM prints once the build is done and the tests start.
    static let builtMarker = "Build complete!"

    /// Classifies a failed build by its first error: in the checker, "not yet"; elsewhere, the
    /// exercise's own code.
    func compileVerdict(_ output: String) -> CheckVerdict {
        let errors = output.split(separator: "\n").compactMap { parseError(String($0)) }
        guard let first = errors.first else {
            let detail = output.split(separator: "\n").suffix(5).joined(separator: "\n")
            return .codeDoesNotCompile([Diagnostic(file: "", line: 0, message: detail)])
        }
        let checker = "Tests/\(module)Checks/"
        if let inChecker = errors.first(where: { $0.file.hasPrefix(checker) }),
            !errors.contains(where: { $0.file.hasPrefix("Sources/") })
        {
            let source = try? String(
                contentsOf: package.appendingPathComponent(inChecker.file),
                encoding: .utf8
            )
            let test = source.flatMap { TestNames.enclosingTest(in: $0, line: inChecker.line) }
            return .notYet(CompileGap(test: test, diagnostic: inChecker))
        }
        // With the learner's code compiled, the characterization tests, which call it as the
        // Before code was called, are the ones to name: a test of the learner's own that fails
        // beside them fails for the same change (an isolation or a signature, say).
        let characterization = "Tests/\(module)Characterization/"
        let inSources = errors.filter { $0.file.hasPrefix("Sources/") }
        let inCharacterization = errors.filter { $0.file.hasPrefix(characterization) }
        if inSources.isEmpty, !inCharacterization.isEmpty {
            return .characterizationDoesNotCompile(Array(inCharacterization.prefix(5)))
        }
        var unique: [Diagnostic] = []
        for error in inSources.isEmpty ? [first] : inSources where !unique.contains(error) {
            unique.append(error)
        }
        return .codeDoesNotCompile(unique)
    }

    /// Reads `path:line:column: error: message`, with the path made relative to the package.
    private func parseError(_ line: String) -> Diagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":")
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else {
            return nil
        }
        var file = location.dropLast(2).joined(separator: ":")
        let prefix = package.standardizedFileURL.path + "/"
        if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
        return Diagnostic(
            file: file,
            line: lineNumber,
            message: String(line[marker.upperBound...])
        )
    }
}

/// Finds the test a line of a checker file belongs to.
enum TestNames {
    /// The display name of the nearest `@Test` at or above `line` (1-based), or its function's
    /// name when it has no display name. A display name wrapped over several lines is whole.
    static func enclosingTest(in source: String, line: Int) -> String? {
        let tokens = SourceFile(path: "", source: source).tokens
        var found: String?
        for (index, token) in tokens.enumerated() where token.line <= line {
            guard token.kind == .symbol, token.text == "@", index + 1 < tokens.count,
                tokens[index + 1].text == "Test"
            else { continue }
            let rest = tokens[(index + 2)...]
            if let open = rest.first, open.text == "(", let name = rest.dropFirst().first,
                name.kind == .string
            {
                found = name.text
            } else if let function = rest.firstIndex(where: { $0.text == "func" }),
                function + 1 < tokens.count
            {
                found = tokens[function + 1].text + "()"
            }
        }
        return found
    }
}
