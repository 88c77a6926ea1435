import Foundation
import SourceFacts

/// An exercise's modules as the compiler resolved them in its last build: each lowered to raw
/// SIL with the build's own files and flags, as the checkers' structure checks read them, with
/// the compiler and the demangler run through `kata`'s own way of running processes.
///
/// A graded check reads the learner's modules here before their code runs (``GradingGuard``),
/// and the judge of the learner's own test reads that test here (``OwnTestJudge``).
struct CompiledExercise {
    /// The exercise, built.
    let package: URL
    let processes: any ProcessRunning
    /// The folder it was built in, when not its own `.build` (`KATA_BUILD_FOLDER`).
    var buildFolder: URL? = nil

    /// What `module`'s code reaches, read from the compiler with the files and flags of the
    /// exercise's last build.
    func reach(of module: String) throws -> CompiledReach {
        let build = buildFolder ?? package.appendingPathComponent(".build")
        let products = build.appendingPathComponent("debug").resolvingSymlinksInPath()
        guard let files = CompilerInvocation.compiledFiles(of: module, products: products) else {
            throw KataError.environment(
                "The build left no record of the files of \(module), so its code cannot be "
                    + "read before it runs. Check again; if it persists, delete "
                    + "\(build.path) and check again."
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
}
