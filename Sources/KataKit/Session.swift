import Foundation

/// One run of a `kata` command against a repository, with the learner's saved progress.
struct Session {
    let repository: Repository
    let terminal: Terminal
    let options: Options

    var style: TextStyle { terminal.style }
    var timeout: Double { options.timeout }

    func run(_ command: Subcommand) throws -> ExitStatus {
        switch command {
        case .next: try next()
        case .list: try list()
        case .check: try check()
        case .watch: try watch()
        case .hint: try hint()
        case .reset: try reset()
        case .diff: try diff()
        case .solve: try solve()
        case .solutionBranch: try solutionBranch()
        case .verify: try verify()
        case .fingerprint: try fingerprint()
        }
    }

    // MARK: Choosing katas

    /// The kata named on the command line, or the current one.
    func chosenKata(_ state: ProgressState) throws -> Kata {
        if let name = options.operands.first { return try repository.kata(named: name) }
        if let current = state.current,
            let kata = repository.katas.first(where: { $0.folder == current })
        {
            return kata
        }
        return try firstUnfinished(state) ?? requireKatas().last!
    }

    func requireKatas() throws -> [Kata] {
        guard !repository.katas.isEmpty else {
            throw KataError.refused("There are no katas in \(repository.root.path)/Katas.")
        }
        return repository.katas
    }

    /// The first kata not known to pass with its current sources, without running anything.
    func firstUnfinished(_ state: ProgressState) throws -> Kata? {
        try requireKatas().first { !state.isDone($0, fingerprint: $0.exerciseFingerprint) }
    }

    // MARK: Checking

    /// Checks `kata`, records the result, and returns the verdict and whether the checker was
    /// edited.
    func runCheck(_ kata: Kata, state: inout ProgressState) throws -> (CheckVerdict, tampered: Bool)
    {
        let fingerprint = kata.exerciseFingerprint
        let tampered = kata.checkerFingerprint != kata.metadata.checker
        let verdict = try CheckerRun(
            package: kata.exerciseDirectory,
            module: kata.metadata.module,
            testTimeout: timeout
        ).run()
        state.checks[kata.folder] = ProgressState.CheckRecord(
            fingerprint: fingerprint,
            passed: verdict.isPass && !tampered
        )
        try state.save(to: repository.root)
        return (verdict, tampered)
    }

    func tamperWarning(_ kata: Kata) -> String {
        style.red("! The checker of kata \(kata.number) is not the one shipped with it")
            + " (\(kata.exercisePath)/Package.swift or Tests/ changed), so the kata does not count"
            + " as done. Restore it with `git checkout -- \(kata.exercisePath)/Package.swift"
            + " \(kata.exercisePath)/Tests`."
    }

    func check() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        terminal.say("Checking kata \(kata.number) · \(kata.slug) (\(kata.exercisePath))…")
        let (verdict, tampered) = try runCheck(kata, state: &state)
        terminal.say(VerdictSummary.report(verdict, kata: kata, style: style))
        if tampered { terminal.say(tamperWarning(kata)) }
        return verdict.isPass && !tampered ? .success : .failure
    }

    // MARK: Next and list

    func next() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let katas = try requireKatas()
        var nextKata: Kata?
        var lastVerdict: CheckVerdict?
        for kata in katas {
            let fingerprint = kata.exerciseFingerprint
            if let record = state.checks[kata.folder], record.fingerprint == fingerprint {
                if record.passed { continue }
                nextKata = kata
                break
            }
            let (verdict, tampered) = try runCheck(kata, state: &state)
            if verdict.isPass && !tampered { continue }
            nextKata = kata
            lastVerdict = verdict
            break
        }
        state.current = nextKata?.folder
        try state.save(to: repository.root)
        let done = katas.filter { state.isDone($0, fingerprint: $0.exerciseFingerprint) }.count

        guard let kata = nextKata else {
            terminal.say(style.green("All \(katas.count) katas are done. Well refactored!"))
            terminal.say("")
            terminal.say(
                "Going further: every lesson ends with alternatives and trade-offs to explore:"
            )
            for kata in katas {
                terminal.say("  Katas/\(kata.folder)/README.md")
            }
            terminal.say("")
            terminal.say(ProgressBar.line(done: done, total: katas.count))
            return .success
        }
        terminal.say(style.bold("Next: kata \(kata.number) · \(kata.slug): \(kata.metadata.title)"))
        terminal.say("")
        terminal.say(TextWrapping.wrap(kata.metadata.smell, width: 96))
        terminal.say("")
        terminal.say("Open:")
        for file in kata.metadata.open {
            terminal.say("  \(kata.exercisePath)/\(file)")
        }
        terminal.say(
            "Read:  Katas/\(kata.folder)/README.md (the lesson and the shape the checker expects)"
        )
        terminal.say("Check: cd \(kata.exercisePath) && swift test    (or: swift run kata check)")
        terminal.say("Stuck: swift run kata hint")
        if let lastVerdict {
            terminal.say("")
            terminal.say("Checked just now: \(VerdictSummary.short(lastVerdict)).")
        }
        terminal.say("")
        terminal.say(ProgressBar.line(done: done, total: katas.count))
        return .success
    }

    func list() throws -> ExitStatus {
        let state = ProgressState.load(from: repository.root)
        let katas = try requireKatas()
        let firstUnfinished = try firstUnfinished(state)
        let current = state.current ?? firstUnfinished?.folder
        var done = 0
        for kata in katas {
            let fingerprint = kata.exerciseFingerprint
            let status: String
            if state.isDone(kata, fingerprint: fingerprint) {
                status = style.green("done")
                done += 1
            } else if try DirectoryComparison.differences(
                kata.exerciseSourcesDirectory,
                kata.beforeDirectory
            ).isEmpty {
                status = "not started"
            } else {
                status = style.yellow("pending")
            }
            let marker = kata.folder == current ? "▶" : " "
            let name = "\(kata.number) \(kata.slug)".padding(
                toLength: 24,
                withPad: " ",
                startingAt: 0
            )
            terminal.say("\(marker) \(name) \(status)")
        }
        terminal.say("")
        terminal.say(ProgressBar.line(done: done, total: katas.count))
        return .success
    }

    // MARK: Watch

    func watch() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        terminal.say(
            "Watching kata \(kata.number) · \(kata.slug). Save a file to check it again; Ctrl-C to stop."
        )
        let commands = StandardInputLines()
        var lastFingerprint = ""
        while true {
            let fingerprint = kata.exerciseFingerprint
            if fingerprint != lastFingerprint {
                // Debounce: wait until the files stop changing before checking.
                Thread.sleep(forTimeInterval: 0.3)
                if kata.exerciseFingerprint != fingerprint { continue }
                lastFingerprint = fingerprint
                let (verdict, tampered) = try runCheck(kata, state: &state)
                terminal.say("")
                terminal.say(VerdictSummary.report(verdict, kata: kata, style: style))
                if tampered { terminal.say(tamperWarning(kata)) }
                if verdict.isPass && !tampered {
                    terminal.say(
                        "Type `n` and Enter to go on to `swift run kata next`, or keep editing."
                    )
                }
            }
            if let line = commands.take(), line.trimmingCharacters(in: .whitespaces) == "n" {
                return try next()
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
    }

    // MARK: Hints

    func hint() throws -> ExitStatus {
        var state = ProgressState.load(from: repository.root)
        let kata = try chosenKata(state)
        let hints = try kata.hints()
        guard !hints.isEmpty else {
            terminal.say("Kata \(kata.number) has no hints; its README walks through the steps.")
            return .success
        }
        let shown = min((state.hintsShown[kata.folder] ?? 0) + 1, hints.count)
        state.hintsShown[kata.folder] = shown
        try state.save(to: repository.root)
        for index in 0..<shown {
            terminal.say(
                style.bold("Hint \(index + 1) of \(hints.count)") + " · kata \(kata.number)"
            )
            terminal.say(hints[index])
            terminal.say("")
        }
        if shown == hints.count {
            terminal.say(
                "That was the last hint. `swift run kata diff \(kata.number)` shows the reference solution."
            )
        } else {
            terminal.say("Run `swift run kata hint` again for the next one.")
        }
        return .success
    }

    // MARK: Reset, diff, solve

    /// Copies the learner's sources of `kata` to a new backup folder and returns its path.
    func backUp(_ kata: Kata) throws -> String {
        let stamp = ISO8601DateFormatter().string(from: Date())
            .replacingOccurrences(of: ":", with: "-")
        var relative = ".kata/backups/\(kata.folder)/\(stamp)"
        var folder = repository.root.appendingPathComponent(relative)
        var attempt = 1
        while FileManager.default.fileExists(atPath: folder.path) {
            attempt += 1
            relative = ".kata/backups/\(kata.folder)/\(stamp)-\(attempt)"
            folder = repository.root.appendingPathComponent(relative)
        }
        try FileManager.default.createDirectory(
            at: folder.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(at: kata.exerciseSourcesDirectory, to: folder)
        return relative
    }

    /// Replaces the learner's sources of `kata` with the Swift files of `folder`.
    func replaceSources(of kata: Kata, with folder: URL) throws {
        let files = FileManager.default
        let target = kata.exerciseSourcesDirectory
        let staging = target.deletingLastPathComponent().appendingPathComponent(
            ".\(kata.metadata.module).new"
        )
        try? files.removeItem(at: staging)
        try files.copyItem(at: folder, to: staging)
        try? files.removeItem(at: target)
        try files.moveItem(at: staging, to: target)
    }

    func reset() throws -> ExitStatus {
        try replaceLearnerSources(with: \.beforeDirectory, saying: "is back to its Before code")
    }

    func solve() throws -> ExitStatus {
        try replaceLearnerSources(
            with: \.afterDirectory,
            saying: "now holds the reference solution"
        )
    }

    /// Backs up the named kata's sources, replaces them with the kata's `folder`, and says so.
    func replaceLearnerSources(with folder: KeyPath<Kata, URL>, saying what: String) throws
        -> ExitStatus
    {
        let kata = try repository.kata(named: options.operands[0])
        let backup = try backUp(kata)
        try replaceSources(of: kata, with: kata[keyPath: folder])
        terminal.say("Kata \(kata.number) \(what).")
        terminal.say("Your version is saved in \(backup)/")
        return .success
    }

    func diff() throws -> ExitStatus {
        let kata = try repository.kata(named: options.operands[0])
        let outcome = try ProcessRunner.run(
            [
                "diff", "-ru",
                "--label", "your code", "--label", "reference solution",
                kata.exerciseSourcesDirectory.path, kata.afterDirectory.path,
            ],
            in: repository.root,
            timeout: 30
        )
        let text = outcome.output
            .replacingOccurrences(of: kata.exerciseSourcesDirectory.path + "/", with: "your code: ")
            .replacingOccurrences(of: kata.afterDirectory.path + "/", with: "reference solution: ")
        if text.isEmpty {
            terminal.say(
                "Your code of kata \(kata.number) is the reference solution, file for file."
            )
        } else {
            terminal.say(text)
        }
        return .success
    }

    // MARK: Solution branch

    func solutionBranch() throws -> ExitStatus {
        let git = GitRepository(root: repository.root)
        try git.requireCleanWorkingTree()
        let replacements = try requireKatas().map { kata in
            (
                path: "\(kata.exercisePath)/Sources/\(kata.metadata.module)",
                source: kata.afterDirectory
            )
        }
        let commit = try git.commitReplacing(
            replacements,
            message: "Solve every exercise with its reference solution",
            onBranch: "solution"
        )
        terminal.say(
            "Branch `solution` now holds every exercise solved (commit \(commit.prefix(8)))."
        )
        terminal.say(
            "Your branch and working tree are untouched. Try: git switch solution && swift test"
        )
        return .success
    }

    // MARK: Verify

    func verify() throws -> ExitStatus {
        let katas =
            try options.operands.isEmpty
            ? requireKatas() : options.operands.map(repository.kata(named:))
        let started = Date()
        let table = VerificationTable(style: style)
        terminal.say(table.header)
        var rows = try Verification(repository: repository, testTimeout: timeout).run(katas) {
            row in
            terminal.say(table.line(row))
        }
        for kata in katas where kata.checkerFingerprint != kata.metadata.checker {
            let row = Verification.Row(
                kata: kata.folder,
                variant: "checker fingerprint in kata.json",
                expected: "identical",
                actual:
                    "kata.json says \(kata.metadata.checker), the checker is "
                    + "\(kata.checkerFingerprint); after a deliberate change, run "
                    + "`swift run kata fingerprint \(kata.number)`",
                isCorrect: false
            )
            terminal.say(table.line(row))
            rows.append(row)
        }
        let wrong = rows.filter { !$0.isCorrect }.count
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        terminal.say("")
        terminal.say("\(rows.count - wrong) passed, \(wrong) failed")
        terminal.say("Verified \(katas.count) katas in \(seconds) s.")
        return wrong == 0 ? .success : .failure
    }
}

/// Breaks prose into lines for a terminal.
enum TextWrapping {
    /// `text` with its words put on lines of at most `width` characters (a longer word gets a
    /// line of its own).
    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " \(word)"
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}

/// The progress line: `[██████░░░░░░] 2/4 done`.
enum ProgressBar {
    static func line(done: Int, total: Int, width: Int = 24) -> String {
        let filled = total == 0 ? 0 : width * done / total
        let bar =
            String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        return "Progress: [\(bar)] \(done)/\(total) done"
    }
}

/// The table `kata verify` prints, one row per kata and variant.
struct VerificationTable {
    let style: TextStyle

    var header: String {
        "kata".padding(toLength: 24, withPad: " ", startingAt: 0)
            + "variant".padding(toLength: 46, withPad: " ", startingAt: 0)
            + "must".padding(toLength: 11, withPad: " ", startingAt: 0) + "result"
    }

    func line(_ row: Verification.Row) -> String {
        let mark = row.isCorrect ? style.green("ok   ") : style.red("WRONG")
        return row.kata.padding(toLength: 24, withPad: " ", startingAt: 0)
            + row.variant.padding(toLength: 46, withPad: " ", startingAt: 0)
            + row.expected.padding(toLength: 11, withPad: " ", startingAt: 0)
            + "\(mark) \(row.actual)"
            + (row.why.map { "\n" + String(repeating: " ", count: 24) + style.dim("↳ \($0)") } ?? "")
    }
}
