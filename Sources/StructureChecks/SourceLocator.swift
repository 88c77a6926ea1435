import Foundation
import SourceFacts

/// Which code a checker reads: the learner's, in an exercise package, or the kata's reference
/// solution, when the repository's root package compiles the same checker.
///
/// A checker cannot tell by itself, so it is told: each checker folder has a file that sets
/// it from a compilation condition the root package defines for its checker targets.
///
/// ```swift
/// #if KATA_REFERENCE_SOLUTION
///     let checkedCode = CheckedCode.referenceSolution
/// #else
///     let checkedCode = CheckedCode.exercise
/// #endif
/// ```
public enum CheckedCode: Sendable {
    /// The exercise's `Sources/<module>`: the learner's code.
    case exercise
    /// The kata's `After` folder: its reference solution.
    case referenceSolution
}

/// Finds the source folder of the module a checker tests.
///
/// One checker file serves twice: in its exercise package it tests the learner's code in
/// `Sources/<module>`; compiled into the repository's root package it tests the reference
/// solution in `Katas/<exercise>/After`. The checker's own path leads to its exercise package;
/// which of the two it reads, it is told.
enum SourceLocator {
    /// The folder of the nearest package manifest above the file at `path`, if any.
    static func package(containing path: String) -> URL? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("Package.swift").path
        ) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
        return folder
    }

    /// The folder of the module's files, the folder their paths are shown from, the package
    /// manifest that declares the module and, in an exercise that was built, the very files the
    /// build compiled into it.
    static func sources(of module: String, checker: String, code: CheckedCode) throws -> (
        sources: URL, base: URL, manifest: URL, files: [URL]?
    ) {
        let files = FileManager.default
        guard let package = package(containing: checker) else {
            throw LearnerCode.LoadingError(
                message: "The checker at \(checker) is not inside a Swift package."
            )
        }
        switch code {
        case .referenceSolution:
            // Only the root package compiles a checker with KATA_REFERENCE_SOLUTION; an
            // exercise whose manifest defines it for its checker would check the reference
            // solution in place of the learner's code.
            let products = CompilerView.productsDirectory.standardizedFileURL.path
            if products.hasPrefix(package.standardizedFileURL.path + "/") {
                throw LearnerCode.LoadingError(
                    message: "The checker of this kata is not the one shipped with it (its test "
                        + "target in \(package.lastPathComponent)/Package.swift defines "
                        + "KATA_REFERENCE_SOLUTION, which makes it read the kata's reference "
                        + "solution instead of your code), so it checks nothing of yours and "
                        + "the kata does not count as done. Restore the test targets in "
                        + "Package.swift as they were shipped."
                )
            }
            // A kata about modules keeps After as a package: a manifest and Sources/<module>.
            let root = package.deletingLastPathComponent().deletingLastPathComponent()
            let after = root.appendingPathComponent("Katas/\(package.lastPathComponent)/After")
            guard files.fileExists(atPath: after.path) else {
                throw LearnerCode.LoadingError(
                    message: "The checker was told to read the reference solution, and "
                        + "\(after.path) is not there."
                )
            }
            let nested = after.appendingPathComponent("Sources/\(module)")
            let sources = files.fileExists(atPath: nested.path) ? nested : after
            return (sources, root, after.appendingPathComponent("Package.swift"), nil)
        case .exercise:
            let manifest = package.appendingPathComponent("Package.swift")
            let standard = package.appendingPathComponent("Sources/\(module)")
            // What the build compiled, wherever the manifest keeps it (`path:`, `sources:`,
            // `exclude:`): a folder the manifest no longer compiles is never read instead.
            guard
                let compiled = CompilerInvocation.compiledFiles(
                    of: module,
                    products: CompilerView.productsDirectory
                )
            else { return (standard, package, manifest, nil) }
            // Either spelling of a path through a link (`/tmp` and `/private/tmp`) is inside.
            func spellings(_ url: URL) -> [String] {
                [
                    url.standardizedFileURL.path,
                    url.standardizedFileURL.resolvingSymlinksInPath().path,
                ]
            }
            let inside = spellings(package).map { $0 + "/" }
            let outside = compiled.filter { file in
                !spellings(file).contains { path in inside.contains { path.hasPrefix($0) } }
            }
            guard outside.isEmpty else {
                throw LearnerCode.LoadingError(
                    message: "Package.swift compiles \(module) from files outside this exercise ("
                        + outside.map(\.path).joined(separator: ", ")
                        + "), so the checker cannot tell your code from someone else's. Keep "
                        + "every module's files in this package, as the exercise was shipped."
                )
            }
            return (commonFolder(of: compiled) ?? standard, package, manifest, compiled)
        }
    }

    /// The deepest folder that holds every one of `files`.
    private static func commonFolder(of files: [URL]) -> URL? {
        let folders = files.map {
            $0.standardizedFileURL.deletingLastPathComponent().pathComponents
        }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        guard let root = common.first else { return nil }
        return common.dropFirst().reduce(URL(fileURLWithPath: root)) {
            $0.appendingPathComponent($1)
        }
    }
}
