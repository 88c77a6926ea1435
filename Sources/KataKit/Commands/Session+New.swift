import Foundation

extension Session {
    /// `kata new NN-name [Module]`: scaffolds a kata in its three places (the lesson folder, the
    /// exercise package and a line of the root manifest), ready for its code and its checker.
    func new() throws -> ExitStatus {
        let folder = options.operands[0]
        guard
            folder.range(of: #"^[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression)
                != nil
        else {
            throw UsageError(
                message: "a kata's folder is two digits, a dash and a name in lower case, "
                    + "for example `10-event-bus`.",
                usage: Subcommand.new.usage
            )
        }
        let slug = folder.dropFirst(3)
        let module =
            options.operands.count > 1
            ? options.operands[1]
            : slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined()
        let files = FileManager.default
        for place in ["Katas/\(folder)", "Exercises/\(folder)"]
        where files.fileExists(atPath: repository.root.appendingPathComponent(place).path) {
            throw KataError.refused("\(place) exists already; nothing was written.")
        }
        let scaffold = KataScaffold(folder: folder, module: module)
        try scaffold.addLine(toManifestIn: repository.root)
        for (path, text) in scaffold.files {
            let url = repository.root.appendingPathComponent(path)
            try files.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let kata = try Repository.containing(repository.root).kata(named: folder)
        try scaffold.recordFingerprint(of: kata)
        terminal.say("Kata \(folder) is scaffolded, module \(module):")
        for path in scaffold.files.map(\.path) { terminal.say("  \(path)") }
        terminal.say("  Package.swift: + kata(\"\(folder)\", module: \"\(module)\")")
        terminal.say("")
        terminal.say(
            "Next: write Before and After, the checker, the lesson and the hints; keep wrong "
                + "refactorings in Mutants/ and valid ones in Alternatives/; then "
                + "`swift run kata fingerprint \(kata.number)`, `swift run kata diagrams "
                + "\(kata.number)` and `swift run kata verify \(kata.number)`."
        )
        return .success
    }
}
