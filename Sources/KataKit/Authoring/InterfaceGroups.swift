import Foundation

/// The order in which `kata verify` checks a kata's versions, so that SwiftPM compiles the
/// checker as few times as it must.
///
/// SwiftPM compiles the checker again only when the module it tests shows another interface: a
/// version that changes nothing but the bodies of functions leaves the module file the
/// compiler emits byte for byte the same, and the checker as it was (about 2 of the 5 seconds a
/// check costs). So the versions whose interface is the reference's are checked first, right
/// after it, and the others grouped by interface. The order changes what is compiled, never
/// what a check finds; a version whose interface cannot be read keeps its place at the end.
struct InterfaceGroups {
    let kata: Kata
    let processes: any ProcessRunning
    /// Where the compiler keeps the modules it builds for Foundation's C parts, from one
    /// version to the next: without it, each reading builds them again, in a second.
    let moduleCache: URL

    /// The indices of `versions` (each a list of layers, as ``Kata/writeCode(layers:into:)``
    /// takes them) in the order to check them, after `reference`. In a kata about several
    /// modules, where no one module's interface decides, the order is kept as it is.
    func order(_ versions: [[URL]], after reference: [URL]) -> [Int] {
        guard !kata.isPackageLayout, let first = interface(of: reference) else {
            return Array(versions.indices)
        }
        var groups: [(key: Data?, members: [Int])] = [(first, [])]
        for (index, layers) in versions.enumerated() {
            let key = interface(of: layers)
            if let group = groups.firstIndex(where: { key != nil && $0.key == key }) {
                groups[group].members.append(index)
            } else {
                groups.append((key, [index]))
            }
        }
        let unread = groups.filter { $0.key == nil }.flatMap(\.members)
        return groups.filter { $0.key != nil }.flatMap(\.members) + unread
    }

    /// The module file the compiler emits for the code `layers` make, bodies skipped as
    /// SwiftPM skips them: what decides whether the checker is compiled again. `nil` when the
    /// code does not compile, or the compiler could not be run.
    private func interface(of layers: [URL]) -> Data? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(WorkFolder.name("kata-interface-"))
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: URL] = [:]
        for layer in layers {
            files.merge(kata.codeFiles(in: layer)) { _, later in later }
        }
        let sources = folder.appendingPathComponent("Sources")
        let module = folder.appendingPathComponent("\(kata.metadata.module).swiftmodule")
        var paths: [String] = []
        do {
            for (path, url) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".swift")
            {
                let target = sources.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try FileManager.default.copyItem(at: url, to: target)
                paths.append(target.path)
            }
            let emitted = try processes.run(
                [
                    "swiftc", "-emit-module", "-wmo", "-parse-as-library", "-enable-testing",
                    "-experimental-skip-non-inlinable-function-bodies-without-types",
                    "-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
                    "-module-name", kata.metadata.module, "-module-cache-path", moduleCache.path,
                    "-emit-module-path", module.path,
                ] + paths,
                in: folder,
                timeout: 60
            )
            guard emitted.succeeded else { return nil }
            return FileManager.default.contents(atPath: module.path)
        } catch {
            return nil
        }
    }
}
