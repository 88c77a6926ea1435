import Foundation

/// The machine, not the learner's code: a toolchain missing from `PATH`, a temporary folder that
/// cannot be written, a build folder made by another toolchain or in another place, a full
/// disk. Each is named, with what to type, and no verdict is recorded.
enum ToolchainProblem {
    /// Throws when `TMPDIR` names a folder that is not there or cannot be written: SwiftPM and
    /// the tests need one.
    static func checkTemporaryFolder(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        guard let folder = environment["TMPDIR"], !folder.isEmpty else { return }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue, FileManager.default.isWritableFile(atPath: folder)
        else {
            throw KataError.environment(
                "TMPDIR is \(folder), which is not a folder this user can write, and the build "
                    + "needs one. Unset it (`unset TMPDIR`) or point it at one, then check again."
            )
        }
    }

    /// Throws when a build failed without a word: no error of the code's, nothing printed. That
    /// is the machine's doing (most often a full temporary folder, where SwiftPM and the
    /// compiler write), never the learner's code.
    static func checkSilentFailure(_ outcome: ProcessOutcome, package: URL) throws {
        let said = outcome.output.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
                && !$0.hasPrefix("[") && !$0.hasPrefix("Building") && !$0.hasPrefix("Compiling")
        }
        guard said.isEmpty else { return }
        let temporary = FileManager.default.temporaryDirectory.path
        let ended =
            switch outcome.ending {
            case .exited(let status): "it exited with status \(status)"
            case .signalled(let signal): "it was ended by signal \(signal)"
            default: "it was stopped"
            }
        throw KataError.environment(
            "The build failed without saying why (\(ended)): nothing in your code was blamed. "
                + "The machine is the likely cause, most often a full temporary folder "
                + "(`df -h \(temporary)`), a full disk or too little memory for the builds "
                + "running at once. Free some space, then check again."
        )
    }

    /// Throws when `outcome` of a SwiftPM run in `package` failed for a reason of the machine.
    static func check(_ outcome: ProcessOutcome, package: URL) throws {
        let output = outcome.output
        let place = package.lastPathComponent
        if outcome.ending == .exited(127)
            || output.contains("swift: not found") || output.contains("swift: command not found")
        {
            throw KataError.environment(
                "The Swift toolchain is not on PATH: `swift` could not be run. Install Swift 6 "
                    + "(https://swift.org/install) or put it on PATH, then check again."
            )
        }
        let staleBuild = [
            "missing required module 'SwiftShims'", "compiled module was created by a different",
            "was compiled with module cache path", "has been modified since the module file",
            "is not a valid module file", "no such file or directory: '/",
        ]
        if staleBuild.contains(where: output.contains), output.contains(".build") {
            throw KataError.environment(
                "The exercise's build folder was made in another place or by another toolchain "
                    + "(the clone moved, or Swift was updated), so nothing in it can be reused. "
                    + "Remove it and check again: `rm -rf Exercises/\(place)/.build`."
            )
        }
        if output.contains("No space left on device") {
            throw KataError.environment(
                "The disk is full: the build could not be written. Free some space (an "
                    + "exercise's .build folder can go: `rm -rf Exercises/\(place)/.build`), then "
                    + "check again."
            )
        }
    }
}
