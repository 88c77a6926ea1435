import Foundation

/// Finds the source folder of the module a checker tests.
///
/// One checker file serves twice: in its exercise package it tests the learner's code in
/// `Sources/<module>`; compiled into the repository's root package it tests the reference
/// solution in `Katas/<exercise>/After`. The checker's own path leads to its exercise package,
/// and the name of the running test bundle tells which package is running it.
enum SourceLocator {
    /// The name of the repository's root package, which runs every checker against its `After`.
    static let rootPackageName = "DependencyInversionKatas"

    /// The folder of the module's files, the folder their paths are shown from, and the
    /// package manifest that declares the module.
    static func sources(of module: String, checker: String) throws -> (
        sources: URL, base: URL, manifest: URL
    ) {
        let files = FileManager.default
        var package = URL(fileURLWithPath: checker).deletingLastPathComponent()
        while !files.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
            let parent = package.deletingLastPathComponent()
            guard parent.path != package.path else {
                throw LearnerCode.LoadingError(
                    message: "The checker at \(checker) is not inside a Swift package."
                )
            }
            package = parent
        }
        if isRunningRootPackage {
            // A kata about modules keeps After as a package: a manifest and Sources/<module>.
            let root = package.deletingLastPathComponent().deletingLastPathComponent()
            let after = root.appendingPathComponent("Katas/\(package.lastPathComponent)/After")
            let nested = after.appendingPathComponent("Sources/\(module)")
            let sources = files.fileExists(atPath: nested.path) ? nested : after
            return (sources, root, after.appendingPathComponent("Package.swift"))
        }
        return (
            package.appendingPathComponent("Sources/\(module)"), package,
            package.appendingPathComponent("Package.swift")
        )
    }

    /// Whether the test bundle running now is the root package's.
    ///
    /// SwiftPM names a package's test bundle `<package>PackageTests`; on Linux it is the running
    /// executable, on macOS a bundle the test host loads and names in its arguments.
    static var isRunningRootPackage: Bool {
        let candidates =
            CommandLine.arguments + Bundle.allBundles.map(\.bundlePath) + [Bundle.main.bundlePath]
        return candidates.contains { path in
            (path as NSString).lastPathComponent.hasPrefix("\(rootPackageName)PackageTests")
        }
    }
}
