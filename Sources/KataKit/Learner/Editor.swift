import Foundation

/// The learner's editor, for `kata next --open`: `$VISUAL`, then `$EDITOR`, then `xed` (Xcode)
/// or `code` (VS Code) when one is found, or the one `.kata/settings.json` names.
struct Editor {
    let context: CommandContext

    /// The command that opens files, as words: `code --reuse-window`.
    func command(in root: URL) -> [String]? {
        let environment = context.environment
        let named = [
            LearnerSettings.read(in: root).editor, environment["VISUAL"], environment["EDITOR"],
        ]
        if let chosen = named.compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            return chosen.split(separator: " ").map(String.init)
        }
        let path = (environment["PATH"] ?? "").split(separator: ":")
        for candidate in ["xed", "code"] {
            if path.contains(where: {
                FileManager.default.isExecutableFile(atPath: "\($0)/\(candidate)")
            }) {
                return [candidate]
            }
        }
        return nil
    }

    /// Opens the files the kata says to open first.
    func open(_ kata: Kata) throws {
        let root = kata.root
        guard let command = command(in: root) else {
            context.console.complain(
                "warning: no editor to open the files with: set VISUAL or EDITOR (for example "
                    + "`export VISUAL=code`), or name one in .kata/settings.json as "
                    + "{\"editor\": \"code\"}."
            )
            return
        }
        let files = kata.metadata.open.map {
            kata.exerciseDirectory.appendingPathComponent($0).path
        }
        let status = try context.processes.runInteractively(
            command + files,
            in: kata.exerciseDirectory
        )
        if status != 0 {
            context.console.complain(
                "warning: `\(command.joined(separator: " "))` ended with status \(status)."
            )
        }
    }
}
