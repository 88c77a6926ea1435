import Foundation

extension Session {
    /// `kata fingerprint`: writes the fingerprint of each kata's checker into its `kata.json`,
    /// after an author changed the checker on purpose.
    func fingerprint() throws -> ExitStatus {
        let katas = try namedKatas()
        for kata in katas {
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
                terminal.say(
                    "\(kata.folder): checker fingerprint \(kata.metadata.checker) → "
                        + "\(kata.checkerFingerprint)"
                )
            } else {
                terminal.say(
                    "\(kata.folder): checker fingerprint \(kata.checkerFingerprint), unchanged"
                )
            }
        }
        return .success
    }
}
