import Foundation

/// `kata fingerprint [<kata> …]`: records each checker's fingerprint in its `kata.json`, after
/// an author changed the checker on purpose.
struct FingerprintCommand: KataSubcommand {
    /// `--author`: the author of the kata is changing it.
    static let authorOption = OptionDeclaration(
        name: "--author",
        kind: .flag,
        help: "Say that you are changing the kata, not doing it: without it, nothing is "
            + "recorded."
    )

    static let configuration = CommandConfiguration(
        name: "fingerprint",
        abstract: "Record each checker's fingerprint in kata.json, after changing it.",
        audience: .author,
        arguments: [.kata(0...Int.max)],
        options: [
            authorOption
        ]
    )

    let katas: [String]
    let author: Bool

    init(_ arguments: ParsedArguments) throws {
        katas = arguments.operands
        author = arguments.isSet(Self.authorOption)
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        guard author else {
            throw KataError.refused(
                "fingerprint blesses a checker as the one shipped with its kata: it is for the "
                    + "kata's authors, and a checker it blesses counts as untouched. Changed a "
                    + "checker by mistake? `git checkout -- Exercises/<kata>/Tests` puts it back. "
                    + "Changing the kata itself? Add --author."
            )
        }
        for kata in try session.katas(named: katas) {
            let file = kata.lessonDirectory.appendingPathComponent("kata.json")
            let text = try String(contentsOf: file, encoding: .utf8)
            let updated = text.replacingOccurrences(
                of: #""checker"\s*:\s*"[0-9a-f]*""#,
                with: "\"checker\": \"\(kata.checkerFingerprint)\"",
                options: .regularExpression
            )
            guard updated != text || kata.metadata.checker == kata.checkerFingerprint else {
                throw KataError.brokenKata(
                    kata.folder,
                    reason: "Katas/\(kata.folder)/kata.json has no \"checker\" field to rewrite"
                )
            }
            if updated != text {
                try updated.write(to: file, atomically: true, encoding: .utf8)
                context.console.say(
                    "\(kata.folder): checker fingerprint \(kata.metadata.checker) → "
                        + "\(kata.checkerFingerprint)"
                )
            } else {
                context.console.say(
                    "\(kata.folder): checker fingerprint \(kata.checkerFingerprint), unchanged"
                )
            }
        }
        return .success
    }
}
