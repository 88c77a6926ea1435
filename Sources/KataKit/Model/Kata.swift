import Foundation

/// One kata: its lesson in `Katas/<folder>` and its exercise package in `Exercises/<folder>`.
struct Kata: Sendable, Equatable {
    /// The folder name, for example `01-profile-presenter`.
    let folder: String
    /// What the kata's metadata file says.
    let metadata: Metadata
    /// The repository the kata belongs to.
    let root: URL

    /// Whether the learner edits the exercise's manifest and every module, not one module.
    var isPackageLayout: Bool { metadata.layout == .package }

    /// The number, for example `01`.
    var number: String { String(folder.prefix { $0 != "-" }) }
    /// The name without its number, for example `profile-presenter`.
    var slug: String { String(folder.drop { $0 != "-" }.dropFirst()) }

    /// `Katas/<folder>`: the lesson, hints, Before, After and mutants.
    var lessonDirectory: URL { root.appendingPathComponent("Katas/\(folder)") }
    /// `Exercises/<folder>`: the learner's package.
    var exerciseDirectory: URL { root.appendingPathComponent("Exercises/\(folder)") }
    /// The pristine code.
    var beforeDirectory: URL { lessonDirectory.appendingPathComponent("Before") }
    /// The reference solution.
    var afterDirectory: URL { lessonDirectory.appendingPathComponent("After") }
    /// The checker's tests inside the exercise, relative to the exercise folder.
    var checkerPath: String { "Tests/\(metadata.module)Checks" }
    /// The learner's own tests' module, in a kata that asks for them: `ProfileFeatureTests`.
    var ownTestModule: String { "\(metadata.module)Tests" }
    /// The learner's own tests inside the exercise, relative to the exercise folder.
    var ownTestPath: String { "Tests/\(ownTestModule)" }
    /// The kata's own version of the test it asks the learner to write.
    var ownTestDirectory: URL { lessonDirectory.appendingPathComponent("OwnTest") }

    /// The exercise's path relative to the repository root, for commands a person types.
    var exercisePath: String { "Exercises/\(folder)" }

    /// The progressive hints, least revealing first: the `## ` sections of `hints.md`.
    func hints() throws -> [String] {
        let url = lessonDirectory.appendingPathComponent("hints.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw KataError.brokenKata(folder, reason: "Katas/\(folder)/hints.md is missing")
        }
        return
            text
            .components(separatedBy: "\n## ")
            .dropFirst()
            .map { section in
                section.split(separator: "\n", maxSplits: 1).dropFirst().joined()
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
    }

    /// The wrong refactorings kept beside the kata, which its checker must reject, by name.
    func mutants() throws -> [Variant] {
        try variants(.mutant)
    }

    /// The valid refactorings kept beside the kata, which its checker must accept, by name.
    func alternatives() throws -> [Variant] {
        try variants(.alternative)
    }

    private func variants(_ kind: Variant.Kind) throws -> [Variant] {
        let directory = lessonDirectory.appendingPathComponent(kind.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return try names.sorted().filter { !$0.hasPrefix(".") }.map { name in
            try Variant(kind, directory: directory.appendingPathComponent(name), kata: folder)
        }
    }
}

/// Another refactoring of a kata, kept beside it to prove its checker: a plausible but wrong one
/// (a mutant) that the checker must reject, or a valid one that differs from the reference
/// solution (an alternative) that it must accept.
///
/// `Mutants/<name>/` or `Alternatives/<name>/` holds the files of the reference solution that
/// the variant changes or adds (the rest are the reference solution's; a file left with comments
/// only takes one away), and a `README.md` whose first line says why it is wrong, or why it is
/// valid.
struct Variant: Sendable, Equatable {
    /// Whether the checker must reject or accept a variant.
    enum Kind: Sendable, Equatable {
        /// A wrong refactoring: the checker must reject it.
        case mutant
        /// A valid refactoring: the checker must accept it.
        case alternative

        /// The folder of the kata that holds variants of this kind.
        var folder: String { self == .mutant ? "Mutants" : "Alternatives" }
    }

    /// Whether the checker must reject or accept it.
    let kind: Kind
    /// The variant's folder name, for example `strong-reference`.
    let name: String
    /// Why it is wrong, or why it is valid, in one line.
    let why: String
    /// The folder whose Swift files replace or join the reference solution's.
    let directory: URL
    /// The oldest Swift that compiles it, `(6, 2)`, when its README says so on a line of its own:
    /// `Needs Swift 6.2 or later.` An older toolchain skips it rather than call it wrong.
    let minimumSwift: (major: Int, minor: Int)?

    static func == (left: Variant, right: Variant) -> Bool {
        (left.kind, left.name, left.why, left.directory)
            == (right.kind, right.name, right.why, right.directory)
    }

    /// The Swift that built `kata`, and so the one that builds the exercises beside it.
    static var toolchainSwift: (major: Int, minor: Int) {
        #if compiler(>=6.3)
            (6, 3)
        #elseif compiler(>=6.2)
            (6, 2)
        #elseif compiler(>=6.1)
            (6, 1)
        #else
            (6, 0)
        #endif
    }

    /// The version a README's `Needs Swift 6.2 or later.` line names.
    static func minimumSwift(in readme: String) -> (major: Int, minor: Int)? {
        let (prefix, suffix) = ("Needs Swift ", " or later.")
        for line in readme.split(separator: "\n")
        where line.hasPrefix(prefix) && line.hasSuffix(suffix) {
            let version = line.dropFirst(prefix.count).dropLast(suffix.count)
            let parts = version.split(separator: ".").compactMap { Int($0) }
            if parts.count == 2 { return (parts[0], parts[1]) }
        }
        return nil
    }

    /// Whether the toolchain is too old for the variant.
    var needsNewerSwift: Bool {
        guard let minimumSwift else { return false }
        return Self.toolchainSwift < minimumSwift
    }

    init(_ kind: Kind, directory: URL, kata: String) throws {
        self.kind = kind
        name = directory.lastPathComponent
        self.directory = directory
        let readme = directory.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else {
            let noun = kind == .mutant ? "mutant" : "alternative"
            throw KataError.brokenKata(kata, reason: "\(noun) \(name) needs a README.md")
        }
        why =
            text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }
            .map(String.init) ?? ""
        minimumSwift = Self.minimumSwift(in: text)
    }
}
