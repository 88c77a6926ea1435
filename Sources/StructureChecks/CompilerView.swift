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
        cache.value(for: "\(module)|\(sourcesFolder.path)") {
            Result { try compile(module, sourcesFolder: sourcesFolder) }
                .mapError { $0 as? LearnerCode.LoadingError ?? .init(message: "\($0)") }
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
        var parsed = try CompiledModule(
            name: module,
            sil: lower(module, files: files, products: products, scratch: scratch, .raw).get()
        )
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
        // The optimised SIL shows the numbers the code works out, and only arithmetic works a
        // number out: a module that calls none (most policies) is not lowered a second time. The
        // optimised SIL is only a second look: when the optimiser cannot lower the code, the
        // rest of the reach stands without it.
        if WorkedOutNumbers.mayWorkOut(calling: demangled.values),
            case .success(let optimizedSIL) = lower(
                module,
                files: files,
                products: products,
                scratch: scratch,
                .optimized
            )
        {
            let found = workedOutNumbers(
                in: optimizedSIL,
                of: module,
                parsed: parsed,
                files: files,
                products: products,
                scratch: scratch
            )
            for (value, location) in found { parsed.add(workedOut: value, at: location) }
        }
        return Compiled(reach: CompiledReach(module: parsed, demangled: demangled), files: files)
    }

    /// The SIL of `module` lowered as `lowering` says, or what the compiler said instead. An
    /// earlier test process of the same build that lowered the same inputs left its SIL in
    /// ``LoweringCache``, read instead of a lowering.
    private static func lower(
        _ module: String,
        files: [URL],
        products: URL,
        scratch: URL,
        _ lowering: CompilerInvocation.Lowering
    ) -> Result<String, LearnerCode.LoadingError> {
        let output = scratch.appendingPathComponent("\(module)-\(lowering).sil")
        let arguments = CompilerInvocation.loweringArguments(
            of: module,
            files: files,
            products: products,
            output: output,
            lowering: lowering
        )
        let cache = products.appendingPathComponent("kata-lowerings")
        let key = LoweringCache.key(
            compiler: Toolchain.path(of: "swiftc"),
            arguments: arguments,
            output: output,
            files: files,
            dependencies: (CompilerInvocation.builtDependencies(products: products)?[module] ?? [])
                .map { products.appendingPathComponent("Modules/\($0).swiftmodule") }
        )
        if let key, let sil = LoweringCache.sil(for: key, in: cache) { return .success(sil) }
        do {
            let run = try Toolchain.run(
                "swiftc",
                arguments,
                temporaryFolder: scratch,
                input: nil
            )
            guard run.status == 0 else {
                return .failure(
                    .init(
                        message: "The compiler could not lower \(module) for the checker:\n"
                            + String(run.output.prefix(4000))
                    )
                )
            }
            let sil = try String(contentsOf: output, encoding: .utf8)
            if let key { LoweringCache.keep(sil, for: key, in: cache) }
            return .success(sil)
        } catch {
            return .failure(error as? LearnerCode.LoadingError ?? .init(message: "\(error)"))
        }
    }

    /// The numbers the optimiser works out of the module's code where the source writes none
    /// (``WorkedOutNumbers``). A large number of the optimised SIL at a place where the raw SIL
    /// writes one is the source's own; the others are checked against one more lowering, after
    /// the mandatory passes, only when there are any: most code has none.
    private static func workedOutNumbers(
        in optimized: String,
        of module: String,
        parsed: CompiledModule,
        files: [URL],
        products: URL,
        scratch: URL
    ) -> [(value: Int, location: CompiledLocation)] {
        let paths = Set(files.map(\.path))
        let written = Set(
            parsed.functions.values.flatMap(\.references).compactMap {
                (reference: CompiledReference) -> CompiledLocation? in
                guard case .number(let value) = reference.kind, WorkedOutNumbers.isLarge(value)
                else { return nil }
                return reference.location
            }
        )
        let candidates = WorkedOutNumbers.find(in: optimized, files: paths, apartFrom: written)
        guard !candidates.isEmpty,
            case .success(let mandatory) = lower(
                module,
                files: files,
                products: products,
                scratch: scratch,
                .mandatory
            )
        else { return [] }
        return WorkedOutNumbers.unexplained(
            candidates,
            transparent: WorkedOutNumbers.largeLiteralPlaces(in: mandatory, files: paths)
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
