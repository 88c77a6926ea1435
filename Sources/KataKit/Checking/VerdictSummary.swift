/// How a verdict reads: a few words for a table, or a full report for a learner.
enum VerdictSummary {
    /// A few words, for the verification table.
    static func short(_ verdict: CheckVerdict) -> String {
        switch verdict {
        case .passed(let expectations):
            let noun = expectations.count == 1 ? "expectation" : "expectations"
            return "passes (\(expectations.count) \(noun))"
        case .failed(let passing, let failing):
            return "fails \(failing.count) of \(passing.count + failing.count) expectations"
        case .notYet:
            return "fails: checker does not compile"
        case .codeDoesNotCompile:
            return "its own code does not compile"
        case .characterizationDoesNotCompile:
            return "fails: characterization does not compile"
        case .crashed(_, let detail, _):
            return "fails: crashed (\(detail))"
        case .timedOut:
            return "fails: timed out"
        case .buildTimedOut:
            return "fails: the build timed out"
        case .refusedForGrading(let findings):
            return "refused: its code could write its own verdict (\(findings.count) places)"
        }
    }

    /// What a verdict rests on, in a few lines: each expectation that did not hold with the first
    /// lines it reported, the compiler's first errors, or what crashed or ran too long. A row of
    /// `kata verify` that is wrong shows them, so that a run on a machine nobody can log in to
    /// says why.
    static func evidence(_ verdict: CheckVerdict, linesEach: Int = 4) -> [String] {
        switch verdict {
        case .passed(let expectations):
            return expectations.prefix(3).map { "✔ \($0)" }
        case .failed(_, let failing):
            return failing.prefix(5).flatMap { failure in
                ["✘ \(failure.name)"] + failure.details.prefix(linesEach).map { "  \($0)" }
            }
        case .notYet(let gap):
            return [gap.diagnostic.located]
        case .codeDoesNotCompile(let errors), .characterizationDoesNotCompile(let errors):
            return errors.prefix(3).map(\.located)
        case .crashed(let running, let detail, let runtime):
            return ["crashed in: \(running.joined(separator: ", ")) (\(detail))"]
                + runtime.prefix(linesEach)
        case .timedOut(let running, let seconds):
            return ["still running after \(Int(seconds)) s: \(running.joined(separator: ", "))"]
        case .buildTimedOut(let seconds, let largeFiles):
            return ["the build ran past \(Int(seconds)) s"] + largeFiles.prefix(3)
        case .refusedForGrading(let findings):
            return Array(findings.prefix(linesEach))
        }
    }

    /// The report `kata check` prints: what holds, what does not, and why.
    static func report(_ verdict: CheckVerdict, kata: Kata, style: TextStyle) -> String {
        var lines: [String] = []
        switch verdict {
        case .passed(let expectations):
            lines.append(style.green("✔ Kata \(kata.number) passes: the refactoring is done."))
            lines += expectations.map { "  " + style.green("✔") + " \($0)" }
        case .failed(let passing, let failing):
            let total = passing.count + failing.count
            let verb = failing.count == 1 ? "does" : "do"
            lines.append(
                style.red(
                    "✘ Kata \(kata.number): \(failing.count) of \(total) expectations \(verb) not "
                        + "hold yet."
                )
            )
            lines += passing.map { "  " + style.green("✔") + " \($0)" }
            for failure in failing {
                lines.append("  " + style.red("✘") + " \(failure.name)")
                lines += failure.details.map { "      " + $0 }
            }
        case .notYet(let gap):
            lines.append(
                style.yellow(
                    "… Kata \(kata.number): not yet. The checker does not compile against your code."
                )
            )
            if let test = gap.test {
                lines.append("  The expectation it is written for: \(test)")
            }
            lines.append(
                "  " + gap.diagnostic.located
            )
            if let seam = Self.protocolTooWide(gap.diagnostic.message) {
                lines.append(
                    "  Your protocol \(seam) asks for more than the code that uses it needs: the "
                        + "checker's own double of it has only what that code asks, as the "
                        + "README's “The shape the checker expects” lists. Keep \(seam) to what "
                        + "its one client uses; every conforming type, doubles included, pays for "
                        + "each extra requirement."
                )
            } else if gap.diagnostic.message.contains("actor-isolated") {
                lines.append(
                    "  The names match, but the checker cannot call your code from where it runs: "
                        + "an actor isolation (such as @MainActor) differs from the shape's."
                )
            } else {
                lines.append(
                    "  The checker is written against the refactored shape: design yours, then "
                        + "compare it with the README's “The shape the checker expects”."
                )
            }
        case .characterizationDoesNotCompile(let diagnostics):
            lines.append(
                style.red(
                    "✘ Kata \(kata.number): the characterization tests do not compile against "
                        + "your code."
                )
            )
            for diagnostic in diagnostics {
                lines.append("  " + diagnostic.located)
            }
            lines.append(
                "  They call the code the way the Before code allows, to prove the refactoring "
                    + "changed no behaviour: keep the names and signatures they use (add the new "
                    + "ones beside them if you need both)."
            )
        case .codeDoesNotCompile(let diagnostics):
            lines.append(style.red("✘ Kata \(kata.number): your code does not compile."))
            let shown = 5
            for diagnostic in diagnostics.prefix(shown) {
                lines.append(
                    "  " + (diagnostic.file.isEmpty ? diagnostic.message : diagnostic.located)
                )
            }
            if diagnostics.count > shown {
                lines.append("  … and \(diagnostics.count - shown) more errors.")
            }
        case .crashed(let running, let detail, let runtime):
            lines.append(style.red("✘ Kata \(kata.number): the test process crashed (\(detail))."))
            if !running.isEmpty {
                lines.append("  It was running: \(running.joined(separator: "; "))")
            }
            if runtime.isEmpty, ["signal 11", "signal 10"].contains(detail) {
                // A bad memory access the runtime said nothing about: in Swift code, almost
                // always a stack that overflowed, or a reference the code vouched for itself.
                lines.append(
                    "  A crash with no word from the Swift runtime is most often a stack overflow: "
                        + "something that calls itself without end, such as a `description` that "
                        + "interpolates `self`, a property whose getter or setter uses itself, or "
                        + "two initializers that call each other; or one that calls itself once "
                        + "for each item of a long list (a row, a product), which a test of "
                        + "100,000 items runs out of: a loop needs one frame for them all. The "
                        + "other usual cause is a "
                        + "reference the compiler was told not to check (`unowned(unsafe)`, "
                        + "`Unmanaged`, an unsafe pointer) used after its object is gone: hold "
                        + "it `weak` instead."
                )
            } else if runtime.isEmpty,
                ["signal 9", "signal 15", "signal 1", "signal 2"].contains(detail)
            {
                // Stopped from outside, not crashed: no trap, no runtime message.
                lines.append(
                    "  Nothing in the tests crashed: something stopped them from outside, with "
                        + "\(detail). Code that kills processes (its own, `swift test` or others) "
                        + "does this, and so does another program stopping them."
                )
            } else if runtime.isEmpty, detail == "the test process stopped early" {
                lines.append(
                    "  The test process ended before its tests did, without a crash: code that "
                        + "calls `exit`, or ends its own process some other way, does this."
                )
            } else if runtime.isEmpty {
                lines.append(
                    "  Look for a force unwrap, an index out of range or a fatalError on that path."
                )
            } else {
                lines.append("  The test process said:")
                lines += runtime.map { "    " + $0 }
            }
        case .timedOut(let running, let seconds):
            lines.append(
                style.red(
                    "✘ Kata \(kata.number): stopped after \(Int(seconds)) seconds: something hangs "
                        + "or runs far too slowly."
                )
            )
            if !running.isEmpty {
                lines.append("  It was running: \(running.joined(separator: "; "))")
            }
            lines.append(
                "  Look for a loop that never ends, a continuation never resumed, or work that "
                    + "grows much faster than its input (a loop inside a loop over every item); "
                    + "`--timeout` changes the limit."
            )
        case .buildTimedOut(let seconds, let largeFiles):
            lines.append(
                style.red(
                    "✘ Kata \(kata.number): the build was stopped after \(Int(seconds)) seconds, "
                        + "before any test ran."
                )
            )
            if largeFiles.isEmpty {
                lines.append(
                    "  A build this slow is most often one long expression whose types the "
                        + "compiler must work out: give its parts types, or split it."
                )
            } else {
                lines.append("  The compiler takes minutes on a source file this large:")
                lines += largeFiles.map { "    \($0)" }
                lines.append("  Make it smaller, or move what it holds out of the code.")
            }
            lines.append("  `--build-timeout` changes the limit (`--timeout` is the tests').")
        case .refusedForGrading(let findings):
            lines.append(
                style.red(
                    "✘ Kata \(kata.number): a graded check does not run this code, because it "
                        + "could write its own verdict:"
                )
            )
            lines += findings.prefix(10).map { "  \($0)" }
            if findings.count > 10 { lines.append("  … and \(findings.count - 10) more") }
            lines.append(
                "  No kata needs files, the process's end, signals, other processes, the "
                    + "environment or arguments, code loaded at run time or raw memory: remove "
                    + "what reaches them, and the tests will run."
            )
        }
        return lines.joined(separator: "\n")
    }
}

extension VerdictSummary {
    /// The learner's protocol a compiler error says the checker's double does not fully
    /// implement: `type 'MockBoard' does not conform to protocol 'BoardProtocol'`, or a private
    /// member of the double that `matches a requirement in protocol 'BoardProtocol'`.
    static func protocolTooWide(_ message: String) -> String? {
        for marker in ["does not conform to protocol '", "matches a requirement in protocol '"] {
            guard let start = message.range(of: marker) else { continue }
            let rest = message[start.upperBound...]
            return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
        }
        return nil
    }
}
