import Foundation

/// One kata: its lesson in `Katas/<folder>` and its exercise package in `Exercises/<folder>`.
public struct Kata: Sendable, Equatable {
    /// What `Katas/<folder>/kata.json` says of the kata.
    public struct Metadata: Codable, Sendable, Equatable {
        /// The kata's title, for example "Depend on a contract, not on a view".
        public let title: String
        /// The exercise's module: its sources are `Sources/<module>`, its checker
        /// `Tests/<module>Checks`.
        public let module: String
        /// What is wrong with the before code, in one paragraph.
        public let smell: String
        /// The files to open first, relative to the exercise folder.
        public let open: [String]
        /// The fingerprint of the checker as shipped (its tests and the exercise's manifest), so
        /// that `kata check` can tell a checker that was edited.
        public let checker: String
    }

    /// The folder name, for example `01-profile-presenter`.
    public let folder: String
    /// What the kata's metadata file says.
    public let metadata: Metadata
    /// The repository the kata belongs to.
    public let root: URL

    /// The number, for example `01`.
    public var number: String { String(folder.prefix { $0 != "-" }) }
    /// The name without its number, for example `profile-presenter`.
    public var slug: String { String(folder.drop { $0 != "-" }.dropFirst()) }

    /// `Katas/<folder>`: the lesson, hints, Before, After and mutants.
    public var lessonDirectory: URL { root.appendingPathComponent("Katas/\(folder)") }
    /// `Exercises/<folder>`: the learner's package.
    public var exerciseDirectory: URL { root.appendingPathComponent("Exercises/\(folder)") }
    /// The pristine code.
    public var beforeDirectory: URL { lessonDirectory.appendingPathComponent("Before") }
    /// The reference solution.
    public var afterDirectory: URL { lessonDirectory.appendingPathComponent("After") }
    /// The learner's sources inside the exercise.
    public var exerciseSourcesDirectory: URL {
        exerciseDirectory.appendingPathComponent("Sources/\(metadata.module)")
    }
    /// The checker's tests inside the exercise, relative to the exercise folder.
    public var checkerPath: String { "Tests/\(metadata.module)Checks" }

    /// The exercise's path relative to the repository root, for commands a person types.
    public var exercisePath: String { "Exercises/\(folder)" }

    /// The progressive hints, least revealing first: the `## ` sections of `hints.md`.
    public func hints() throws -> [String] {
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

    /// The wrong refactorings kept beside the kata, sorted by name.
    public func mutants() throws -> [Mutant] {
        let directory = lessonDirectory.appendingPathComponent("Mutants")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return try names.sorted().filter { !$0.hasPrefix(".") }.map { name in
            try Mutant(directory: directory.appendingPathComponent(name), kata: folder)
        }
    }
}

/// A plausible but wrong refactoring of a kata, which its checker must reject.
///
/// `Mutants/<name>/` holds the files of the reference solution that the mutant changes (the
/// rest are the reference solution's), and a `README.md` whose first line says what is wrong.
public struct Mutant: Sendable, Equatable {
    /// The mutant's folder name, for example `strong-reference`.
    public let name: String
    /// What is wrong with it, in one line.
    public let why: String
    /// The folder whose Swift files replace the reference solution's.
    public let directory: URL

    init(directory: URL, kata: String) throws {
        name = directory.lastPathComponent
        self.directory = directory
        let readme = directory.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else {
            throw KataError.brokenKata(kata, reason: "mutant \(name) needs a README.md")
        }
        why =
            text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }
            .map(String.init) ?? ""
    }
}
