import Foundation
import SourceFacts

/// The tools of the Swift toolchain a checker asks, run from inside the test process that
/// runs it: the compiler, the demangler, SwiftPM. `kata` runs its own programs through its
/// context; a checker has no context, and runs them here, the one place it starts a process.
enum Toolchain {
    /// Runs `tool`, found on `PATH` (or through `xcrun` on macOS), with `arguments` in
    /// `directory` (the current one when nil), feeding it `input`, and returns its exit status
    /// and its output and errors, interleaved. With `temporaryFolder`, the tool keeps its
    /// temporary files there (`TMPDIR`): the compiler's driver leaves a folder behind at each
    /// run, and the caller removes that one.
    static func run(
        _ tool: String,
        _ arguments: [String],
        in directory: URL? = nil,
        temporaryFolder: URL? = nil,
        input: String?
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        if let temporaryFolder {
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporaryFolder.path
            process.environment = environment
        }
        if let path = toolPath(tool) {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = [tool] + arguments
        }
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        // The input is read from a file, not written to a pipe by another thread: while every
        // test waits on the one module being compiled, a new thread of Dispatch's pool took up
        // to a second to start, and the tool waited for its input all that time.
        var inputFile: (url: URL, handle: FileHandle)?
        defer {
            if let inputFile {
                try? inputFile.handle.close()
                try? FileManager.default.removeItem(at: inputFile.url)
            }
        }
        if let input {
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("kata-input-\(UUID().uuidString)")
            try Data(input.utf8).write(to: url)
            let handle = try FileHandle(forReadingFrom: url)
            inputFile = (url, handle)
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw LearnerCode.LoadingError(
                message: "The checker could not start \(tool), which the Swift toolchain ships: "
                    + "\(error.localizedDescription). Is the toolchain's bin folder on PATH?"
            )
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The package whose manifest is `manifest`, as SwiftPM evaluates it.
    static func packageGraph(of manifest: URL) throws -> PackageGraph {
        try PackageGraph.read(manifest: manifest) { arguments, folder in
            let ran = try run(arguments[0], Array(arguments.dropFirst()), in: folder, input: nil)
            return (ran.output, ran.status == 0 ? nil : "exited with status \(ran.status)")
        }
    }

    /// Where `tool` is, its links followed, if it is on `PATH`.
    static func path(of tool: String) -> String? {
        toolPath(tool).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

    private static func toolPath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
