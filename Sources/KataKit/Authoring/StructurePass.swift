import Foundation

/// `kata verify`'s first look at a mutant whose declarations differ from those the test binary
/// was built from: the checker's structure suites, run in that binary without building it.
///
/// A structure suite reads the learner's code from its sources and from the compiler's lowering
/// of them, with the flags the build recorded; it never runs what was compiled of that code. So
/// its verdict on the sources in the package is the same whichever version the binary was built
/// from, and a mutant it rejects is rejected without the build, where most of a check's time
/// goes once the learner's interface changes (the whole checker is compiled again). A mutant it
/// lets through is built and checked whole, as any other version.
///
/// The structure suites are the suites declared in the checker's files that import none of the
/// learner's modules: such a file can only read the learner's code through `StructureChecks`.
/// A kata about modules, whose versions may change the manifest, has no such pass.
struct StructurePass {
    /// The `--filter` that selects the structure suites, or `nil` when there are none.
    let filter: String?
    /// The structure suites' names.
    private let suites: Set<String>

    init(kata: Kata, scratch: URL) {
        guard !kata.isPackageLayout else {
            filter = nil
            self.suites = []
            return
        }
        let module = kata.metadata.module
        let checker = scratch.appendingPathComponent(kata.checkerPath)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: checker.path)) ?? []
        var suites: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            guard
                let text = try? String(
                    contentsOf: checker.appendingPathComponent(file),
                    encoding: .utf8
                ),
                !Self.imports(module, text)
            else { continue }
            suites += Self.suites(in: text)
        }
        filter =
            suites.isEmpty
            ? nil : "^\(module)Checks\\.(\(suites.joined(separator: "|")))/"
        self.suites = Set(suites)
    }

    /// Whether the test `id` (`Checks.Suite/test()`) is one of the structure suites'.
    func covers(_ id: String) -> Bool {
        guard let dot = id.firstIndex(of: "."), let slash = id.firstIndex(of: "/"), dot < slash
        else { return false }
        return suites.contains(String(id[id.index(after: dot)..<slash]))
    }

    /// What the structure suites say of the sources now in the run's package, in the binary the
    /// last build left, and the test it rests on; `nil` when the kata has none. With `only`, a
    /// test of theirs, that test alone runs; with `binary`, the test binary is started directly
    /// (``CheckerRun/runTests(inBinary:filter:)``), otherwise through `swift test`.
    func verdict(
        using run: CheckerRun,
        only: String? = nil,
        inBinary binary: URL? = nil
    ) throws -> (verdict: CheckVerdict, culprit: String?)? {
        guard let filter else { return nil }
        var run = run
        run.stopAtFirstFailure = true
        let selected = only.map(CheckerRun.filter(selecting:)) ?? filter
        if let binary { return try run.runTests(inBinary: binary, filter: selected) }
        return try run.runBuiltTests(filter: selected)
    }

    /// Whether `text` imports `module`, in any form (`@testable import`, `import struct M.T`).
    static func imports(_ module: String, _ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let at = words.firstIndex(of: "import"),
                words[..<at].allSatisfy({ $0.hasPrefix("@") })
            else { return false }
            return words[(at + 1)...].contains {
                $0 == module[...] || $0.hasPrefix(module + ".")
            }
        }
    }

    /// The names of the types declared with `@Suite` in `text`.
    static func suites(in text: String) -> [String] {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "(" || $0 == "{" })
        var found: [String] = []
        var suite = false
        for (index, word) in words.enumerated() {
            if word.hasPrefix("@Suite") { suite = true }
            if suite, ["struct", "class", "enum", "actor"].contains(word), index + 1 < words.count {
                found.append(String(words[index + 1]))
                suite = false
            }
        }
        return found
    }
}
