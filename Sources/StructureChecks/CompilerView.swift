import Foundation
import SourceFacts

/// The learner's module as the compiler lowers it, from exactly the files the build that runs
/// the checker compiled: the raw SIL of `swiftc -emit-silgen`, before any inlining, with every
/// mangled name demangled.
///
/// It is made once per module in a test process, and shared by every test that asks.
enum CompilerView {
    /// The module's reach, or why the compiler could not give it.
    static func reach(of module: String, sourcesFolder: URL) -> Result<
        Compiled, LearnerCode.LoadingError
    > {
        cache.withLock { cache in
            let key = "\(module)|\(sourcesFolder.path)"
            if let known = cache[key] { return known }
            let made = Result { try compile(module, sourcesFolder: sourcesFolder) }
                .mapError { $0 as? LearnerCode.LoadingError ?? .init(message: "\($0)") }
            cache[key] = made
            return made
        }
    }

    /// A module compiled: its reach, and the files it was compiled from.
    struct Compiled: Sendable {
        let reach: CompiledReach
        let files: [URL]
    }

    private static let cache = Locked<[String: Result<Compiled, LearnerCode.LoadingError>]>([:])

    private static func compile(_ module: String, sourcesFolder: URL) throws -> Compiled {
        let products = productsDirectory
        let files =
            CompilerInvocation.compiledFiles(of: module, products: products)
            ?? swiftFiles(in: sourcesFolder)
        guard !files.isEmpty else {
            throw LearnerCode.LoadingError(message: "\(module) has no Swift files to compile.")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-sil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let silFile = scratch.appendingPathComponent("\(module).sil")
        let arguments = CompilerInvocation.loweringArguments(
            of: module,
            files: files,
            products: products,
            output: silFile
        )
        let compiled = try Toolchain.run("swiftc", arguments, input: nil)
        guard compiled.status == 0 else {
            throw LearnerCode.LoadingError(
                message: "The compiler could not lower \(module) for the checker:\n"
                    + String(compiled.output.prefix(4000))
            )
        }
        let sil = try String(contentsOf: silFile, encoding: .utf8)
        var parsed = CompiledModule(name: module, sil: sil)
        for (value, location) in workedOutNumbers(
            of: module,
            files: files,
            products: products,
            scratch: scratch
        ) {
            parsed.add(workedOut: value, at: location)
        }
        let names = parsed.mangledNames.sorted()
        let demangledOutput = try Toolchain.run(
            "swift-demangle",
            [],
            input: names.joined(separator: "\n") + "\n"
        )
        let lines = demangledOutput.output.split(separator: "\n", omittingEmptySubsequences: false)
        var demangled: [String: String] = [:]
        for (index, name) in names.enumerated() where index < lines.count {
            demangled[name] = String(lines[index])
        }
        return Compiled(reach: CompiledReach(module: parsed, demangled: demangled), files: files)
    }

    /// The numbers the optimiser works out of the module's code where the source writes none
    /// (``WorkedOutNumbers``), from two more lowerings run side by side; none when either
    /// fails, since the raw SIL already compiled and the rest of the reach stands without them.
    private static func workedOutNumbers(
        of module: String,
        files: [URL],
        products: URL,
        scratch: URL
    ) -> [(value: Int, location: CompiledLocation)] {
        let lowerings: [CompilerInvocation.Lowering] = [.mandatory, .optimized]
        let texts = Locked<[String?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: lowerings.count) { index in
            let output = scratch.appendingPathComponent("\(module)-\(index).sil")
            let arguments = CompilerInvocation.loweringArguments(
                of: module,
                files: files,
                products: products,
                output: output,
                lowering: lowerings[index]
            )
            guard let run = try? Toolchain.run("swiftc", arguments, input: nil), run.status == 0,
                let text = try? String(contentsOf: output, encoding: .utf8)
            else { return }
            texts.withLock { $0[index] = text }
        }
        let (mandatory, optimized) = texts.withLock { ($0[0], $0[1]) }
        guard let mandatory, let optimized else { return [] }
        return WorkedOutNumbers.find(
            optimized: optimized,
            mandatory: mandatory,
            files: Set(files.map(\.path))
        )
    }

    /// The folder the build put the test binary, its modules and its records in.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
    }

    private static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

/// A value behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
