import Foundation
import SourceFacts
import Testing

/// The code of the module a kata's checker judges, read from its source files, with
/// expectations about its structure that behaviour cannot show.
///
/// A checker makes one from its own file's path; it finds the exercise's sources from there:
///
/// ```swift
/// let code = LearnerCode(module: "ProfileFeature", in: checkedCode)
///
/// @Test func presenterNamesNoConcreteScreen() {
///     code.expectNoMention(
///         of: ["ProfileViewController"],
///         in: "ProfilePresenter",
///         rule: "The presenter talks to screens through ProfileViewing only."
///     )
/// }
/// ```
///
/// Each expectation that does not hold is recorded as an issue of the running test, located at
/// the line of the learner's code it is about, with the rule it breaks in plain words.
public struct LearnerCode: Sendable {
    /// The module's name.
    public let moduleName: String
    private let loaded: Result<Sources, LoadingError>

    /// The module's files, read, and the folder their paths are shown from.
    struct Sources: Sendable {
        let module: SourceModule
        /// The folder the module's files were read from.
        var folder: URL? = nil
        let base: URL
        /// The package manifest that declares the module.
        var manifest: URL? = nil
    }

    /// Why the module's sources could not be read.
    struct LoadingError: Error, Sendable {
        let message: String
    }

    /// Reads the sources of `module`, the module the checker at `checker` tests, in the code
    /// `code` says: the learner's `Sources/<module>` in an exercise package, or the kata's
    /// `After` folder when the repository's root package runs the checker.
    public init(module: String, in code: CheckedCode, checker: String = #filePath) {
        do {
            let folder = try SourceLocator.sources(of: module, checker: checker, code: code)
            self.init(
                module: module,
                sources: folder.sources,
                files: folder.files,
                base: folder.base,
                manifest: folder.manifest
            )
        } catch {
            self.init(
                module: module,
                loaded: .failure(error as? LoadingError ?? LoadingError(message: "\(error)"))
            )
        }
    }

    private init(module: String, loaded: Result<Sources, LoadingError>) {
        moduleName = module
        self.loaded = loaded
    }

    /// Reads the sources of `module` in `sources`, or only `files` when the build said which it
    /// compiled, showing their paths from `base`; `manifest` is the package manifest that
    /// declares the module.
    init(module: String, sources: URL, files: [URL]? = nil, base: URL, manifest: URL? = nil) {
        let loaded = Result {
            Sources(
                module: try files.map { files in
                    SourceModule(
                        name: module,
                        files: try files.map { try SourceFile(contentsOf: $0.path) }
                    )
                } ?? SourceModule(name: module, directory: sources),
                folder: sources,
                base: base,
                manifest: manifest
            )
        }.mapError { error in
            LoadingError(
                message: "The checker could not read the Swift files of \(module) in "
                    + "\(sources.path): \(error.localizedDescription)"
            )
        }
        self.init(module: module, loaded: loaded)
    }

    /// The module's files, or nil after recording why they could not be read.
    func sources(at sourceLocation: SourceLocation) -> Sources? {
        switch loaded {
        case .success(let sources):
            return sources
        case .failure(let error):
            Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Records each finding as an issue at the line of the learner's code it is about.
    func report(_ findings: [Finding], in sources: Sources) {
        // One line may hold the same fact several times (`Int.bitWidth * Int.bitWidth`): it
        // is said once.
        var said: Set<String> = []
        for finding in findings {
            let message = finding.message(base: sources.base)
            guard said.insert(message).inserted else { continue }
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: finding.sourceLocation(module: moduleName)
            )
        }
    }
}
