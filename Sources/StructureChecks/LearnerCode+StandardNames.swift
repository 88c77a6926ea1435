import Foundation
import SourceFacts
import Testing

extension LearnerCode {
    /// The rule a type named after a standard one breaks, in every kata.
    public static let standardNamesRule = """
        A name of the standard library or of Foundation means the same in every file: a type of \
        your module that takes one (a protocol of your own called `CustomStringConvertible`, a \
        struct called `Date`) shadows the standard one in every file that imports your module, \
        so code written against the standard type (a test, a caller, a log line) is handed a \
        look-alike that keeps none of its promises. Give your own types names of their own.
        """

    /// Expects no type, protocol or type alias declared at the top level of the module to take
    /// a name that the standard library or Foundation declares (``StandardNames``) and that
    /// the checker's own files use: there, the name means the learner's type, not the standard
    /// one the checker was written against.
    ///
    /// A name the checker never writes changes nothing it reads (a protocol called `Clock` in
    /// a kata whose checker names no `Clock`), so it is left to the learner's taste.
    ///
    /// - Parameters:
    ///   - rule: The rule such a name breaks, ``standardNamesRule`` unless the kata says more.
    ///   - sourceLocation: Where the checker is: the files of its folder are the ones read.
    public func expectNoStandardNameTaken(
        rule: String = LearnerCode.standardNamesRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let checkerWords = Self.words(
            inFolderOf: URL(fileURLWithPath: sourceLocation.filePath)
        )
        var findings: [Finding] = []
        for file in sources.module.files {
            let declared =
                file.types.filter { $0.kind != .extension && $0.parent == nil }
                .map { ($0.name, $0.position) } + file.typeAliases.map { ($0.name, $0.position) }
            for (name, position) in declared
            where StandardNames.all.contains(name) && checkerWords.contains(name) {
                findings.append(
                    Finding(
                        file: file.path,
                        position: position,
                        fact: "`\(name)` is the name of a type of the standard library or of "
                            + "Foundation, and the checker uses it: in every file that imports "
                            + "\(sources.module.name), it now means yours.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// The rule a standard type made a detail breaks, in every kata.
    public static let standardDetailRule = """
        A detail behind a seam is a type of its own, named for what it does and made where the \
        app is put together. A type of the standard library or of Foundation made to conform \
        to a seam (an empty array that is a loader, a string that is a screen) hides a detail \
        in a value nobody reads as one: a default of `[]` then wires it where no root shows it.
        """

    /// Expects no type of the standard library or Foundation (``StandardNames``) to be
    /// extended, in the module, to conform to one of the module's protocols.
    ///
    /// - Parameters:
    ///   - rule: The rule such a conformance breaks, ``standardDetailRule`` unless the kata says
    ///     more.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoStandardTypeAsDetail(
        rule: String = LearnerCode.standardDetailRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        let seams = Set(module.types.filter { $0.kind == .protocol }.map(\.name))
        var findings: [Finding] = []
        for declaration in module.types
        where declaration.kind == .extension && StandardNames.all.contains(declaration.name)
            && module.declarations(of: declaration.name).allSatisfy({ $0.kind == .extension })
        {
            for seam in declaration.inheritance.flatMap(\.names) where seams.contains(seam) {
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: declaration.position,
                        fact: "`\(declaration.name)`, a type of the standard library or of "
                            + "Foundation, is made to conform to `\(seam)` here.",
                        rule: rule
                    )
                )
            }
        }
        report(findings, in: sources)
    }

    /// Every name written in the Swift files of the folder `file` is in.
    private static func words(inFolderOf file: URL) -> Set<String> {
        let folder = file.deletingLastPathComponent()
        let files =
            (try? FileManager.default.contentsOfDirectory(
                at: folder,
                includingPropertiesForKeys: nil
            )) ?? []
        var words = Set<String>()
        for url in files where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for token in SourceFile(path: url.path, source: text).tokens where token.kind == .word {
                words.insert(token.text)
            }
        }
        return words
    }
}
