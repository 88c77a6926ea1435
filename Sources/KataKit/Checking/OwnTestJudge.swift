import Foundation
import SourceFacts

/// What `kata check` says of the test a learner wrote, in a kata that asks for one.
struct OwnTestJudgement: Sendable, Equatable {
    /// One way the test falls short.
    enum Finding: Sendable, Equatable {
        /// The learner's test module declares no Swift Testing test.
        case noTest
        /// The tests declare no type of their own that conforms to one of these protocols of the
        /// learner's code.
        case noDouble(protocols: [String])
        /// The tests name the real details the double stands in for.
        case usesDetails([String])
        /// The tests read the clock, so what they check changes with the time they run.
        case readsTheClock([String])
        /// The tests change a setting the whole process reads (its default time zone, its
        /// environment): these APIs.
        case changesTheProcess([String])
        /// The tests keep state in global or static variables of their own: these.
        case sharesState([String])
        /// The tests read files, the environment or other processes, through these APIs.
        case readsTheMachine([String])
        /// The tests do not pass on the learner's own code: what the run said.
        case failsOnYourCode(CheckVerdict)
        /// The tests pass on the learner's code in the machine's time zone and fail in `zone`:
        /// they build their moments in a zone of their own, not the one the code reads.
        case failsInAnotherZone(zone: String, CheckVerdict)
        /// The tests do not compile against the kata's code with a mutant in it: they use
        /// something only the learner's code has.
        case doesNotCompile(mutant: String, [Diagnostic])
        /// The tests pass on a mutant, which is wrong in the way `why` says.
        case misses(mutant: String, why: String)
    }

    /// The mutants the tests failed on.
    var caught: [String] = []
    /// What is wrong with the tests; none when they do their job.
    var findings: [Finding] = []

    /// Whether the test does its job.
    var isPass: Bool { findings.isEmpty }
}

/// Judges the learner's own test: it must run, use a double of its own where the kata has a seam
/// to stand in for, pass on the learner's code, and fail on each wrong version the kata names.
///
/// The wrong versions are the kata's reference solution with a mutant laid over it, built in a
/// scratch copy of the exercise (`.build-own-test/<kata>`), never in the learner's folder. The
/// learner's names match the reference solution's once the checker passes, so the same test
/// compiles against both.
struct OwnTestJudge {
    let kata: Kata
    let limits: CheckLimits
    let processes: any ProcessRunning

    /// Another scratch package to use, already built: `kata verify`'s own.
    var scratchFolder: URL? = nil
    /// The folder that scratch package builds in, when it is another one: `kata verify`'s.
    var scratchBuildFolder: URL? = nil
    /// The folder the learner's exercise builds in, when it is not its own `.build`: the one
    /// `KATA_BUILD_FOLDER` names for every check.
    var exerciseBuildFolder: URL? = nil
    /// Whether the tests run with Swift Testing alone (``CheckerRun/swiftTestingOnly``), as
    /// `kata verify` runs every check: the kata's own version of the test is written with it.
    var swiftTestingOnly = false

    /// The scratch package: two levels below the root, so the exercise's path to the root
    /// package (`../..`) still holds there.
    var scratch: URL {
        scratchFolder ?? kata.root.appendingPathComponent(".build-own-test/\(kata.folder)")
    }

    /// Where the scratch package builds: one folder for the scratch packages of every kata, which
    /// use it one after another, so the root package's modules are built once for all of them.
    var scratchBuild: URL {
        scratchBuildFolder ?? kata.root.appendingPathComponent(".build-own-test/.build")
    }

    /// Judges the tests in the learner's exercise. `progress` is told before each slow step;
    /// `ownRun` is what the tests did in the check that ran them already, if one did.
    func judge(
        ownRun: CheckVerdict? = nil,
        progress: (String) -> Void = { _ in }
    ) throws -> OwnTestJudgement {
        guard let asked = kata.metadata.ownTest else { return OwnTestJudgement() }
        var judgement = OwnTestJudgement()
        let tests = kata.exerciseDirectory.appendingPathComponent(kata.ownTestPath)
        let sources = kata.learnerModules.map {
            kata.exerciseDirectory.appendingPathComponent("Sources/\($0)")
        }
        if asked.double, !hasDouble(in: tests, conformingToProtocolsOf: sources) {
            judgement.findings.append(.noDouble(protocols: protocols(of: sources)))
        }
        let read = Self.tokens(in: tests)
        let details = Set(kata.metadata.graph?.details ?? [])
        let named = Set(read.filter { $0.kind == .word && details.contains($0.text) }.map(\.text))
        if !named.isEmpty { judgement.findings.append(.usesDetails(named.sorted())) }
        let clock = Self.clockReadings(in: read)
        if !clock.isEmpty { judgement.findings.append(.readsTheClock(clock)) }
        guard Self.declaresTest(read) else {
            judgement.findings.append(.noTest)
            return judgement
        }
        let own = try ownRun ?? run(in: kata.exerciseDirectory)
        guard case .passed = own else {
            judgement.findings.append(.failsOnYourCode(own))
            return judgement
        }
        let key = cacheKey(tests: tests)
        if let caught = cachedCatches(key) {
            judgement.caught = caught
            return judgement
        }
        // Tests that are not the ones a judgement passed before: now that they are built, the
        // compiler says what they reach, whatever the spelling: a clock the token reading above
        // missed (`DateInterval()`, `ContinuousClock.now`, C's `time`) is a reading too, and so
        // is a wait (`Task.sleep`, `asyncAfter`), whose test passes or not by the machine's pace.
        let compiled = compiledReach()
        let compiledClock = Self.eachOnce(compiled?.timeReadings().map(\.api))
            .filter { !clock.contains($0) }
        if !compiledClock.isEmpty {
            judgement.findings.removeAll { if case .readsTheClock = $0 { true } else { false } }
            judgement.findings.append(.readsTheClock((clock + compiledClock).sorted()))
        }
        // Nor may a test change what the whole process reads (its default time zone, its
        // environment): every other test runs in what it leaves, in an order nobody chose.
        // A store the process shares (its user defaults, its URL cache, its notification
        // centre) is such a setting too: what one test writes there, the next one reads.
        let settings = Self.eachOnce(
            ((compiled?.processSettings() ?? []) + (compiled?.processStoreUses() ?? [])).map(\.api)
        )
        if !settings.isEmpty { judgement.findings.append(.changesTheProcess(settings)) }
        // Nor read the machine: a file (the code's own source, a snapshot), the environment, or
        // another process, which pass or fail a test by what is on disk, not by what the code
        // does with its double.
        let machine: Set<VerdictCapability> = [.files, .environment, .processes]
        let reads = Self.eachOnce(
            compiled?.verdictReaches().filter { machine.contains($0.capability) }.map(\.api)
        )
        if !reads.isEmpty { judgement.findings.append(.readsTheMachine(reads)) }
        // Nor may tests share a variable of their own: each passes or fails by what the ones
        // before it left there, in an order nobody chose.
        let shared = compiled.map(Self.variables(in:)) ?? []
        if !shared.isEmpty { judgement.findings.append(.sharesState(shared)) }
        // A test that passes here must pass wherever it runs: in another zone too.
        let zone = Self.farZone()
        let elsewhere = try run(in: kata.exerciseDirectory, environment: ["TZ": zone])
        guard case .passed = elsewhere else {
            judgement.findings.append(.failsInAnotherZone(zone: zone, elsewhere))
            return judgement
        }
        progress(
            "Running your test on \(asked.catches.count) wrong versions of the code, in a copy "
                + (scratchBuildFolder == nil
                    ? "(.build-own-test; the first time builds it, about a minute)…"
                    : "(.build-own-test)…")
        )
        try prepareScratch(tests: tests)
        for (mutant, verdict) in try verdictsOnMutants() {
            judgement.record(verdict, of: mutant)
        }
        if judgement.isPass { remember(judgement.caught, under: key) }
        return judgement
    }

    // MARK: Catches already seen

    /// Where a check remembers that the learner's test caught every wrong version, so that the
    /// next check, after an edit of the code alone, need not build them again. `kata verify`,
    /// which names its own scratch package, always runs them.
    private var cacheFile: URL? {
        guard scratchFolder == nil else { return nil }
        return kata.root.appendingPathComponent(".build-own-test/\(kata.folder).caught")
    }

    /// What the wrong versions' verdicts depend on: the learner's tests, the reference solution,
    /// the wrong versions and the checker the scratch package copies. The learner's own code is
    /// not in it: the wrong versions are built from the reference.
    func cacheKey(tests: URL) -> String {
        let mutants = (kata.metadata.ownTest?.catches ?? []).map {
            kata.lessonDirectory.appendingPathComponent("Mutants/\($0)")
        }
        let exercise = Fingerprint.of(
            [kata.exerciseDirectory],
            excluding: ["Sources/", "\(kata.ownTestPath)/"]
        )
        return [
            Fingerprint.of([tests]), Fingerprint.of([kata.afterDirectory]),
            Fingerprint.of(mutants), exercise,
        ].joined(separator: "-")
    }

    /// The wrong versions the tests caught, when a check with the same `key` saw them caught.
    private func cachedCatches(_ key: String) -> [String]? {
        guard let file = cacheFile,
            let text = try? String(contentsOf: file, encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == key else { return nil }
        return lines[1].split(separator: ",").map(String.init)
    }

    /// Remembers that the tests with `key` caught `caught`, every wrong version asked for.
    private func remember(_ caught: [String], under key: String) {
        guard let file = cacheFile else { return }
        try? (key + "\n" + caught.joined(separator: ",") + "\n").write(
            to: file,
            atomically: true,
            encoding: .utf8
        )
    }

    /// Whether a Swift file under `folder` declares a Swift Testing test: an `@Test` attribute.
    static func declaresTest(in folder: URL) -> Bool {
        declaresTest(tokens(in: folder))
    }

    /// Whether `tokens` hold an `@Test` attribute.
    static func declaresTest(_ tokens: [Token]) -> Bool {
        tokens.indices.dropLast().contains { index in
            tokens[index].text == "@" && tokens[index + 1].text == "Test"
        }
    }

    /// The tokens of every Swift file under `folder`, one file after another.
    static func tokens(in folder: URL) -> [Token] {
        Fingerprint.files(under: folder).flatMap { file -> [Token] in
            guard file.url.pathExtension == "swift",
                let text = try? String(contentsOf: file.url, encoding: .utf8)
            else { return [] }
            return SourceFile(path: file.relativePath, source: text).tokens
        }
    }

    /// The ways `tokens` read the current time through `Date` or `NSDate`: `Date()`, `Date.now`,
    /// `Date(timeIntervalSinceNow:)`, `NSDate()`, and `.now` where a date is expected
    /// (`let moment: Date = .now`; a double's own `clock.now` is not a reading). A clock of
    /// another kind (`ContinuousClock`) is not looked for: it gives no date a greeting could
    /// read.
    static func clockReadings(in tokens: [Token]) -> [String] {
        var found: [String] = []
        for index in tokens.indices.dropFirst().dropLast()
        where tokens[index].text == "." && tokens[index + 1].text == "now" {
            let before = tokens[index - 1]
            if before.kind != .word, ![")", "]", "?", "!", ">"].contains(before.text) {
                found.append(".now")
            }
        }
        for index in tokens.indices where tokens[index].kind == .word {
            let name = tokens[index].text
            let next = tokens.dropFirst(index + 1).prefix(2).map(\.text)
            guard name == "Date" || name == "NSDate" else { continue }
            if next == ["(", ")"] { found.append("\(name)()") }
            if next == [".", "now"] { found.append("\(name).now") }
            if next.first == "(", tokens.dropFirst(index + 2).first?.text == "timeIntervalSinceNow"
            {
                found.append("\(name)(timeIntervalSinceNow:)")
            }
        }
        return Array(Set(found)).sorted()
    }

    /// What the learner's test module reaches, as the compiler resolved its code in the
    /// exercise's last build; nil when the compiler cannot say.
    func compiledReach() -> CompiledReach? {
        var compiled = CompiledExercise(package: kata.exerciseDirectory, processes: processes)
        compiled.buildFolder = exerciseBuildFolder
        return try? compiled.reach(of: kata.ownTestModule)
    }

    /// The global and static variables the module of `reach` declares (its globals are its own;
    /// another module's are apart), by their names, sorted.
    static func variables(in reach: CompiledReach) -> [String] {
        reach.module.globals.values.filter { !$0.isLet }.map(reach.globalName).sorted()
    }

    /// `names`, each once, sorted; none for nil.
    private static func eachOnce(_ names: [String]?) -> [String] {
        Array(Set(names ?? [])).sorted()
    }

    /// Runs the own tests of the package at `package` as its code stands.
    func run(in package: URL, environment: [String: String] = [:]) throws -> CheckVerdict {
        var run = CheckerRun(
            package: package,
            module: kata.metadata.module,
            testTimeout: limits.tests,
            buildTimeout: limits.build,
            processes: processes
        )
        run.onlyTestsOf = kata.ownTestModule
        run.environment = environment
        run.swiftTestingOnly = swiftTestingOnly
        if package.standardizedFileURL == scratch.standardizedFileURL {
            run.buildFolder = scratchBuild
        } else if package.standardizedFileURL == kata.exerciseDirectory.standardizedFileURL {
            run.buildFolder = exerciseBuildFolder
        }
        return try run.run()
    }

    /// The zone the learner's test runs in a second time: far from most machines' and a whole
    /// number of hours from none, so a moment built in a zone of the test's own lands on
    /// another hour there. Another when the machine is there already.
    static func farZone(from current: TimeZone = .current) -> String {
        current.identifier == "Asia/Kathmandu" ? "America/St_Johns" : "Asia/Kathmandu"
    }

    /// Copies the exercise's manifest and checker into the scratch package, with `tests` as its
    /// own tests; its build folder stays.
    func prepareScratch(tests: URL) throws {
        let files = FileManager.default
        try kata.prepareScratch(scratch)
        let ownTests = scratch.appendingPathComponent(kata.ownTestPath)
        if tests.standardizedFileURL
            != kata.exerciseDirectory
            .appendingPathComponent(kata.ownTestPath).standardizedFileURL
        {
            try? files.removeItem(at: ownTests)
            try files.copyItem(at: tests, to: ownTests)
        }
    }

    /// Runs the scratch package's own tests on the reference solution with each mutant the
    /// kata names laid over it, in the order `kata.json` names them.
    func verdictsOnMutants() throws -> [(Variant, CheckVerdict)] {
        let mutants = try kata.mutants()
        var verdicts: [(Variant, CheckVerdict)] = []
        for name in kata.metadata.ownTest?.catches ?? [] {
            guard let mutant = mutants.first(where: { $0.name == name }) else {
                throw KataError.brokenKata(
                    kata.folder,
                    reason: "kata.json's ownTest names the mutant \(name), which is not in Mutants/"
                )
            }
            try writeCode(layers: [kata.afterDirectory, mutant.directory])
            verdicts.append((mutant, try run(in: scratch)))
        }
        return verdicts
    }

    /// Puts in the scratch package the code made of `layers` in turn.
    func writeCode(layers: [URL]) throws {
        try kata.writeCode(layers: layers, into: scratch)
    }

    /// The protocols the code in `folders` declares, by name, and the type aliases that name one.
    func protocols(of folders: [URL]) -> [String] {
        folders.flatMap { folder -> [String] in
            guard let source = try? SourceModule(name: folder.lastPathComponent, directory: folder)
            else { return [] }
            let protocols = source.types.filter { $0.kind == .protocol }.map(\.name)
            let aliases = source.typeAliasNames.filter {
                protocols.contains(source.canonicalName($0))
            }
            return protocols + aliases
        }.sorted()
    }

    /// Whether a type or extension in `tests` conforms to one of the protocols of the code in
    /// `code`: a double of the test's own.
    func hasDouble(in tests: URL, conformingToProtocolsOf code: [URL]) -> Bool {
        guard let source = try? SourceModule(name: kata.ownTestModule, directory: tests) else {
            return false
        }
        let wanted = Set(protocols(of: code))
        let doubles = Set(
            source.types.filter { type in
                type.inheritance.contains { !wanted.isDisjoint(with: $0.names) }
            }.map(\.name)
        )
        // A double counts once the tests use it: a mention of its name that does not declare it.
        let declaring: Set<String> = ["class", "struct", "actor", "enum", "extension"]
        let tokens = source.files.flatMap(\.tokens)
        return tokens.indices.contains { index in
            doubles.contains(tokens[index].text) && tokens[index].kind == .word
                && (index == 0 || !declaring.contains(tokens[index - 1].text))
        }
    }
}

extension Kata {
    /// Writes the kata's own version of the test it asks for into the exercise, when the
    /// learner's test module holds no test yet; a file already there is left as it is. The paths
    /// written, relative to the repository.
    func placeReferenceOwnTest() throws -> [String] {
        guard metadata.ownTest != nil else { return [] }
        let files = FileManager.default
        let folder = exerciseDirectory.appendingPathComponent(ownTestPath)
        guard !OwnTestJudge.declaresTest(in: folder) else { return [] }
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for (path, source) in Fingerprint.files(under: ownTestDirectory) {
            let target = folder.appendingPathComponent(path)
            guard !files.fileExists(atPath: target.path) else { continue }
            try files.copyItem(at: source, to: target)
            written.append("\(exercisePath)/\(ownTestPath)/\(path)")
        }
        return written
    }
}

extension OwnTestJudgement {
    /// Adds what the own tests did on `mutant`: failing is catching it.
    mutating func record(_ verdict: CheckVerdict, of mutant: Variant) {
        switch verdict {
        case .passed:
            findings.append(.misses(mutant: mutant.name, why: mutant.why))
        case .codeDoesNotCompile(let errors), .characterizationDoesNotCompile(let errors):
            findings.append(.doesNotCompile(mutant: mutant.name, errors))
        case .notYet(let gap):
            findings.append(.doesNotCompile(mutant: mutant.name, [gap.diagnostic]))
        case .buildTimedOut(let seconds, _):
            let stopped = "The build was stopped after \(Int(seconds)) seconds."
            findings.append(
                .doesNotCompile(
                    mutant: mutant.name,
                    [Diagnostic(file: "", line: 0, message: stopped)]
                )
            )
        case .failed, .crashed, .timedOut, .refusedForGrading:
            caught.append(mutant.name)
        }
    }
}

extension CheckVerdict {
    /// The name of the expectation that stands for the learner's own test.
    static func ownTestExpectation(_ kata: Kata) -> String {
        ownTestPrefix + "\(kata.ownTestPath) passes on your code and fails on each wrong version"
    }

    /// How the expectation that stands for the learner's own test starts, whatever the kata.
    private static let ownTestPrefix = "your own test in "

    /// Whether the checker's expectations all hold and only the learner's own test falls short:
    /// the code's arrows have nothing to do with it.
    var failsOnlyOwnTest: Bool {
        guard case .failed(_, let failing) = self else { return false }
        return !failing.isEmpty && failing.allSatisfy { $0.name.hasPrefix(Self.ownTestPrefix) }
    }

    /// The verdict with the learner's own test as one more expectation: a pass stays a pass only
    /// if the test does its job.
    func adding(_ judgement: OwnTestJudgement, of kata: Kata) -> CheckVerdict {
        guard case .passed(let expectations) = self else { return self }
        let folder = kata.ownTestPath
        guard judgement.isPass else {
            let failing = FailedExpectation(
                name: Self.ownTestExpectation(kata),
                details: judgement.findings.flatMap { $0.lines(folder: folder) }
            )
            return .failed(passing: expectations, failing: [failing])
        }
        let caught = judgement.caught.joined(separator: ", ")
        return .passed(
            expectations: expectations + [
                Self.ownTestExpectation(kata) + " (\(caught))"
            ]
        )
    }
}

extension OwnTestJudgement.Finding {
    /// What the finding tells the learner, line by line.
    func lines(folder: String) -> [String] {
        switch self {
        case .noTest:
            return [
                "No test in \(folder) yet. Write one there with Swift Testing (`@Test`), as the "
                    + "lesson's \"Your own test\" says."
            ]
        case .noDouble(let protocols):
            let seams = protocols.map { "`\($0)`" }.joined(separator: " or ")
            return [
                "No test in \(folder) uses a type of its own that conforms to "
                    + "\(seams.isEmpty ? "a protocol of your code" : seams): the test has no double. "
                    + "Write one (a small class that records what it is told, by hand or with "
                    + "Mock) and hand it to the code under test."
            ]
        case .usesDetails(let details):
            let names = details.map { "`\($0)`" }.joined(separator: " and ")
            return [
                "Your test uses \(names), the real thing the double stands in for: a test with a "
                    + "double of its own never needs it, and the real one may reach a screen, the "
                    + "network or the clock. Hand the code under test your double instead."
            ]
        case .readsTheClock(let readings):
            return [
                "Your test reads the clock or waits (\(readings.joined(separator: ", "))), so what "
                    + "it checks depends on when it runs and on how busy the machine is. Build the "
                    + "moments it needs from fixed dates, and have its double answer at once."
            ]
        case .changesTheProcess(let apis):
            return [
                "Your test changes or reads what the whole test process shares "
                    + "(\(apis.map { "`\($0)`" }.joined(separator: ", "))): every other test, the "
                    + "checker's own included, then runs in what yours left, in an order nobody "
                    + "chose. Leave the process as it is, and build what the test needs from "
                    + "values of its own (moments from fixed dates, a double that answers at once)."
            ]
        case .sharesState(let variables):
            return [
                "Your tests keep state in a variable of the test module's own "
                    + "(\(variables.map { "`\($0)`" }.joined(separator: ", "))): each test then passes "
                    + "or fails by what the tests run before it left there, and tests run in any "
                    + "order, at once too. Give each test its own double, made in the test."
            ]
        case .readsTheMachine(let apis):
            return [
                "Your test reads what is on the machine it runs on "
                    + "(\(apis.map { "`\($0)`" }.joined(separator: ", "))): a file, the code's own "
                    + "source included, the environment or another process. It then passes or fails "
                    + "by what is there, not by what the code does. Check what the code tells its "
                    + "double, or gives back."
            ]
        case .failsInAnotherZone(let zone, let verdict):
            return [
                "Your test passes on your code in this machine's time zone and fails in \(zone) "
                    + "(\(VerdictSummary.short(verdict))): it builds its moments in a zone of its "
                    + "own. Build them with `Calendar.current`, the calendar your code reads, so "
                    + "the test holds wherever it runs."
            ]
        case .failsOnYourCode(let verdict):
            var lines = [
                "Your test does not pass on your own code: \(VerdictSummary.short(verdict))."
            ]
            switch verdict {
            case .failed(_, let failing):
                for test in failing {
                    lines.append("  ✘ \(test.name)")
                    lines += test.details.prefix(4).map { "      \($0)" }
                }
            case .codeDoesNotCompile(let errors), .characterizationDoesNotCompile(let errors):
                lines += errors.prefix(3).map { "  " + $0.located }
            default:
                break
            }
            return lines
        case .doesNotCompile(let mutant, let errors):
            // When no file of the test's fails, nothing of the learner's does: the kata's own
            // code does not build.
            let kata = !errors.isEmpty && errors.allSatisfy { !$0.file.hasPrefix("Tests/") }
            let lead =
                kata
                ? "The kata's own code, with the wrong version \(mutant) laid over its reference "
                    + "solution, does not build, whatever your test says:"
                : "Your test does not compile against the kata's own code (with the wrong "
                    + "version \(mutant) in it), so it cannot be run there:"
            let advice =
                kata
                ? "The reference solution (the kata's After folder, under Katas/) is missing or "
                    + "changed in this copy of the repository: `git status Katas` shows what "
                    + "changed, and `git checkout -- Katas` brings it back."
                : "Keep the test to what the lesson's shape declares: the seam's protocol and the "
                    + "initializer and methods of the code under test."
            return [lead] + errors.prefix(3).map { "  " + $0.located } + [advice]
        case .misses(let mutant, let why):
            return [
                "Your test passes on a wrong version of the code (\(mutant)): \(why)",
                "A test that checks what your code tells its double, or what it returns, fails "
                    + "on it.",
            ]
        }
    }
}
