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
