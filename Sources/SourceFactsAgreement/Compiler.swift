import Foundation

/// The Swift compiler of the toolchain on `PATH`, asked for a module's symbol graph.
struct Compiler: Sendable {
    /// Compiles `module` into `folder` (where the modules it imports were compiled before it)
    /// and returns its symbol graphs, every declaration down to `private` ones.
    func symbolGraphs(of module: ModuleSource, in folder: URL) throws -> [SymbolGraph] {
        let graphs = folder.appendingPathComponent("\(module.name)-graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        // One frontend for the whole module (`-wmo`) rather than one per file: the graphs hold the
        // same declarations (and the locals of function bodies, which the comparison leaves
        // out), and the run over every kata's variants takes a third of the time.
        var arguments = [
            "-wmo", "-emit-module", "-emit-module-path",
            folder.appendingPathComponent("\(module.name).swiftmodule").path,
            "-module-name", module.name, "-package-name", "DependencyInversionKatas",
            "-swift-version", "6", "-I", folder.path,
            "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path,
            "-symbol-graph-minimum-access-level", "private",
        ]
        if !module.isExecutable { arguments.append("-parse-as-library") }
        for flag in module.flags.sorted() { arguments += ["-D", flag] }
        arguments += module.files.map(\.path)
        try run(arguments)
        return try SymbolGraph.all(in: graphs)
    }

    struct Failure: Error, CustomStringConvertible {
        let output: String
        var description: String { output }
    }

    private func run(_ arguments: [String]) throws {
        let process = Process()
        #if os(macOS)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["swiftc"] + arguments
        #else
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + arguments
        #endif
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: data, as: UTF8.self)
            let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(3)
            throw Failure(output: errors.joined(separator: "\n"))
        }
    }
}
