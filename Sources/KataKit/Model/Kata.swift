import Foundation

/// One kata: its lesson in `Katas/<folder>` and its exercise package in `Exercises/<folder>`.
struct Kata: Sendable, Equatable {
    /// What `Katas/<folder>/kata.json` says of the kata.
    struct Metadata: Codable, Sendable, Equatable {
        /// The kata's title, for example "A presenter tied to one screen".
        let title: String
        /// The exercise's module: its sources are `Sources/<module>`, its checker
        /// `Tests/<module>Checks`.
        let module: String
        /// What is wrong with the before code, in one paragraph.
        let smell: String
        /// The files to open first, relative to the exercise folder.
        let open: [String]
        /// The fingerprint of the checker as shipped (its tests and the exercise's manifest), so
        /// that `kata check` can tell a checker that was edited.
        let checker: String
        /// What to point out in a solution that passes: choices the checker accepts and the
        /// lesson questions.
        var review: [ReviewNote]? = nil
        /// Which types of the kata are policies and which are details, for `kata graph`.
        var graph: GraphRoles? = nil
        /// Generated mutants that behave as the reference solution does, so that no checker
        /// can tell them from it, each with the reason.
        var equivalentMutants: [EquivalentMutant]? = nil
        /// What the learner edits; `module` when `kata.json` says nothing.
        var layout: Layout? = nil
        /// The test the learner writes, in a kata that asks for one.
        var ownTest: OwnTest? = nil
    }

    /// The test a kata asks the learner to write, in `Tests/<module>Tests`: it must pass on the
    /// learner's code and fail on each of the wrong versions named here, which are mutants of the
    /// kata (`Mutants/<name>`). The kata's own version of it is `Katas/<folder>/OwnTest`.
    struct OwnTest: Codable, Sendable, Equatable {
        /// The mutants the test must fail on.
        let catches: [String]
        /// Whether the test must declare a double: a type of its own that conforms to one of the
        /// learner's protocols. A kata whose seam is a value (a date) has none.
        let double: Bool
    }

    /// What the learner edits in the exercise.
    enum Layout: String, Codable, Sendable, Equatable {
        /// The one module `Sources/<module>`.
        case module
        /// The whole exercise package but its tests: its manifest and every module under
        /// `Sources/`, for a kata about modules.
        case package
    }

    /// A generated mutant that cannot be told from the reference solution, and why.
    struct EquivalentMutant: Codable, Sendable, Equatable {
        /// Its name, as `kata verify` prints it: `swap-arguments …`.
        let name: String
        /// Why it behaves as the reference solution does.
        let why: String
    }

    /// Whether the learner edits the exercise's manifest and every module, not one module.
    var isPackageLayout: Bool { metadata.layout == .package }

    /// A choice worth a second look in a passing solution: when the learner's code shows `fact`
    /// (or contains `when`, a piece of code as structure checks match it), `note` says what it
    /// trades.
    struct ReviewNote: Codable, Sendable, Equatable {
        /// The design choice that prompts the note, read from the code.
        var fact: ReviewFact? = nil
        /// The types the fact looks at: the kata's policies unless said otherwise.
        var subjects: [String]? = nil
        /// Code that prompts the note, where no fact says it: `Date = Date()`.
        var when: String? = nil
        /// One or two sentences on the trade-off.
        let note: String
        /// A version of the kata that shows the choice: `After`, or an alternative's name. The
        /// repository's tests show the note on it.
        var example: String? = nil
        /// A version that does not show the choice: the tests show the note is not given there.
        var counterexample: String? = nil
    }

    /// The folder name, for example `01-profile-presenter`.
    let folder: String
    /// What the kata's metadata file says.
    let metadata: Metadata
    /// The repository the kata belongs to.
    let root: URL

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
    }
}
