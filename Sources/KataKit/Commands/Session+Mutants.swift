import Foundation

extension Session {
    /// `kata mutants [<kata> …]`: the mutants `kata verify` generates from each reference
    /// solution, each with what it changes, and whether `kata.json` lists it as equivalent.
    func listMutants() throws -> ExitStatus {
        let verification = Verification(repository: repository, testTimeout: timeout)
        for kata in try namedKatas() {
            let mutants = try MutantGenerator(kata: kata).mutants()
            let equivalent = Set((kata.metadata.equivalentMutants ?? []).map(\.name))
            terminal.say(style.bold("\(kata.folder): \(mutants.count) generated mutants"))
            for mutant in mutants {
                let mark = equivalent.contains(mutant.name) ? " (equivalent)" : ""
                terminal.say("  \(mutant.name)\(mark)")
                terminal.say("    \(mutant.summary)")
                for line in verification.change(made: mutant, to: kata).split(separator: "\n") {
                    terminal.say("      \(line)")
                }
            }
        }
        return .success
    }
}
