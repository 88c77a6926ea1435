import Foundation
import SourceFacts

/// What a graded check reads from the compiler before any learner code runs: whether the
/// learner's modules reach what could write the check's verdict, or leave the test process
/// before it is written (``VerdictCapability``). Such code could forge a grade, and no kata needs
/// it, so a graded check refuses it, in every module of the exercise.
///
/// It lowers each module to raw SIL with the flags and files of the build just made, as the
/// checkers' own structure checks do, and runs the compiler and the demangler through `kata`'s
/// own way of running processes.
struct GradingGuard {
    /// The exercise, built.
    let package: URL
    /// The learner's modules.
    let modules: [String]
    let processes: any ProcessRunning

    /// One line per place where learner code reaches a capability, or none.
    func findings() throws -> [String] {
        var lines: [String] = []
        for module in modules {
            for reach in try compiledReach(of: module).verdictReaches() {
                let place = reach.location.map { "\(relative($0.file)):\($0.line): " } ?? ""
                lines.append(
                    "\(place)\(reach.function) reaches \(reach.api), which can "
                        + "\(reach.capability.rawValue)"
                )
            }
        }
        return lines
    }

    /// What `module`'s code reaches, read from the compiler with the files and flags of the
    /// exercise's last build.
    func compiledReach(of module: String) throws -> CompiledReach {
        let products = package.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
        guard let files = CompilerInvocation.compiledFiles(of: module, products: products) else {
            throw KataError.environment(
                "The build left no record of the files of \(module), so its code cannot be "
                    + "read before it runs. Check again; if it persists, delete "
                    + "\(package.appendingPathComponent(".build").path) and check again."
            )
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent(WorkFolder.name("kata-grade-"))
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("\(module).sil")
        let lowered = try processes.run(
            ["swiftc"]
                + CompilerInvocation.loweringArguments(
                    of: module,
                    files: files,
                    products: products,
                    output: output
                ),
            in: package,
            limit: TimeLimit(seconds: 300),
            environment: [:]
        )
        guard lowered.succeeded, let sil = try? String(contentsOf: output, encoding: .utf8) else {
            throw KataError.environment(
                "The compiler could not read \(module) before the graded check ran it:\n"
                    + String(lowered.output.suffix(2000))
            )
        }
        let parsed = CompiledModule(name: module, sil: sil)
        let names = parsed.mangledNames.filter { $0.hasPrefix("$s") }.sorted()
        var demangled: [String: String] = [:]
        if !names.isEmpty {
            let readable = try processes.run(
                ["swift-demangle", "-compact"] + names,
                in: package,
                limit: TimeLimit(seconds: 120),
                environment: [:]
            )
            let lines = readable.output.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, name) in names.enumerated() where index < lines.count {
                demangled[name] = String(lines[index])
            }
        }
        return CompiledReach(module: parsed, demangled: demangled)
    }

    /// `file` relative to the exercise, when it is inside it.
    private func relative(_ file: String) -> String {
        let prefix = package.standardizedFileURL.path + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
