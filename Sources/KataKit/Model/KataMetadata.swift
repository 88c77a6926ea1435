import Foundation

// The schema of `Katas/<folder>/kata.json`, whole: what a kata's author writes, and what every
// command reads of it. A new field is added here, and nowhere else.

extension Kata {
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
}

/// What a kata's `kata.json` says of its diagram.
struct GraphRoles: Codable, Sendable, Equatable {
    /// The high-level types and functions, whose arrows to details are flagged.
    let policies: [String]
    /// The low-level types the policies must not name.
    var details: [String] = []
    /// Outside abstractions to draw, such as `CustomStringConvertible`.
    var abstractions: [String]? = nil
    /// Types of the module left out of the picture, such as plain values.
    var omit: [String]? = nil
    /// Values worth drawing when code takes or keeps them, such as `Date`.
    var values: [String]? = nil
    /// In a kata about modules, which modules are policies, details and contracts, for the
    /// module view of `kata graph`.
    var modules: ModuleRoles? = nil

    /// The roles of a package's modules.
    struct ModuleRoles: Codable, Sendable, Equatable {
        /// The modules whose arrows to details are flagged: `Payment`.
        let policies: [String]
        /// The modules they must not depend on: `Authentication`.
        let details: [String]
        /// The thin modules of contracts both may depend on: `AuthenticationContract`.
        var contracts: [String] = []
    }

    /// The collaborators a policy is given, where `kata verify` generates its mutants.
    var seams: [Seam]? = nil

    /// One collaborator a policy's initializer (or one of its functions) takes, and the
    /// concrete detail it stands for.
    struct Seam: Codable, Sendable, Equatable {
        /// The policy: `GameOfLifeViewController`.
        let policy: String
        /// The function that takes it, by base name: `init` unless said otherwise.
        var function: String? = nil
        /// The argument label: `board`.
        let parameter: String
        /// Code that builds the detail: `Board()`.
        let detail: String
        /// Modules the detail's code needs imported where it is built (each imported only where
        /// it can be: `FoundationNetworking` exists on Linux alone).
        var imports: [String]? = nil
        /// In a kata about modules, the modules the policy's module must depend on to build the
        /// detail: a mutant adds them to its target in `Package.swift`.
        var dependsOn: [String]? = nil
    }
}
