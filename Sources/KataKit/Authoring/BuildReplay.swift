import Foundation
import SourceFacts

/// The compiler's and the linker's commands of the last SwiftPM build of a scratch package, run
/// again without SwiftPM: `kata verify` checks hundreds of versions of one package, each a
/// change to the code in its files, and SwiftPM's start and plan took about as long as the
/// build itself (0.9 s against 1 s for kata 09), and its start of the tests 0.7 s more.
///
/// After SwiftPM has built the package (``settle(after:)``), the replay reads the plan SwiftPM
/// wrote beside the build (`debug.yaml`): for each command that makes the test binary, what it
/// reads, what it writes and how it is started. To build a version, it runs again, in the
/// plan's order, each command that reads a file changed since that command last ran, as
/// SwiftPM's build engine does; the Swift driver each command starts still chooses which files
/// of its module to compile again. A module's interface (`.swiftmodule`) is written anew each time
/// its module is compiled, byte for byte the same when only a function's body changed, as most
/// versions change one: while every interface a build has written so far holds the bytes it held
/// before, a command whose only changed inputs are interfaces does not run again, so a body
/// changed in the learner's module compiles that module and the link, not the checker. (One
/// interface changed, every reader runs as SwiftPM would run it: a reader may depend on a module
/// it does not list, through one it does.) It never guesses: a version whose Swift files are not those
/// the plan compiles (one added, one removed), a changed manifest, or a command that fails
/// leaves the build to SwiftPM (`nil`), which plans it anew and reports the errors its way.
struct BuildReplay {
    /// One command of the plan: a module compiled, a module's interface wrapped, a link.
    struct Command: Equatable {
        let inputs: [String]
        let outputs: [String]
        let arguments: [String]
    }

    /// The package being built.
    let package: URL
    /// The commands that make the test binary, each after those whose outputs it reads.
    private(set) var commands: [Command] = []
    /// The test binary the last command links.
    private(set) var testBinary: URL?
    /// For each command, the status of each file it reads, as it was when the command last ran.
    private var seen: [[String: FileStatus]] = []
    /// The Swift files of the package the plan compiles, and the manifest as the plan read it.
    private var planned: (sources: Set<String>, manifest: FileStatus?) = ([], nil)

    init(package: URL) {
        self.package = package.standardizedFileURL
    }

    /// Reads the plan of the build SwiftPM has just finished in `buildFolder`, with everything
    /// it made up to date. A plan that cannot be read leaves the replay empty: every build
    /// then goes to SwiftPM.
    mutating func settle(after buildFolder: URL) {
        forget()
        let plan = buildFolder.appendingPathComponent("debug.yaml")
        guard let text = try? String(contentsOf: plan, encoding: .utf8),
            let all = Self.commands(inPlan: text),
            let (link, binary) = all.lazy.compactMap({ command in
                command.outputs.first { $0.hasSuffix("Tests.xctest") }.map { (command, $0) }
            }).first,
            let ordered = Self.order(all, feeding: link)
        else { return }
        commands = ordered
        testBinary = URL(fileURLWithPath: binary)
        seen = commands.map(Self.statuses(of:))
        planned = (
            Set(commands.flatMap(\.inputs).filter { isPackageSource($0) }),
            FileStatus(path: manifest.path)
        )
    }

    /// Forgets the plan: the next build goes to SwiftPM.
    mutating func forget() {
        commands = []
        testBinary = nil
        seen = []
        planned = ([], nil)
    }

    /// Builds the code now in the package's files by running again the commands that read a
    /// changed file, and returns the test binary; or `nil` when SwiftPM must build it: there is
    /// no plan, the package's Swift files or manifest are not those planned, or a command
    /// failed (the replay then forgets the plan until SwiftPM has built again).
    mutating func build(
        with processes: any ProcessRunning,
        timeout: Double
    ) throws -> URL? {
        guard let testBinary, isAsPlanned() else { return nil }
        // Whether a command of this build wrote an interface with other bytes than before.
        var interfaceChanged = false
        for index in commands.indices {
            let now = Self.statuses(of: commands[index])
            guard now != seen[index] else { continue }
            let changed = Set(now.keys).union(seen[index].keys).filter {
                now[$0] != seen[index][$0]
            }
            if !interfaceChanged, changed.allSatisfy(Self.isInterface) {
                seen[index] = now
                continue
            }
            let written = Self.interfaces(among: commands[index].outputs)
            let ran = try processes.run(
                commands[index].arguments,
                in: package,
                limit: TimeLimit(seconds: timeout),
                environment: [:]
            )
            guard ran.succeeded else {
                forget()
                return nil
            }
            seen[index] = now
            if Self.interfaces(among: commands[index].outputs) != written {
                interfaceChanged = true
            }
        }
        return testBinary
    }

    private var manifest: URL { package.appendingPathComponent("Package.swift") }

    /// Whether the package's Swift files and its manifest are those the plan was made from.
    private func isAsPlanned() -> Bool {
        guard FileStatus(path: manifest.path) == planned.manifest else { return false }
        var found: Set<String> = []
        for place in ["Sources", "Tests"] {
            let folder = package.appendingPathComponent(place)
            let walker = FileManager.default.enumerator(atPath: folder.path)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                found.insert(folder.appendingPathComponent(relative).path)
            }
        }
        return found == planned.sources
    }

    /// Whether `path` is a Swift file of the package's own code or tests.
    private func isPackageSource(_ path: String) -> Bool {
        path.hasSuffix(".swift")
            && (path.hasPrefix(package.path + "/Sources/")
                || path.hasPrefix(package.path + "/Tests/"))
    }

    /// The status of each regular file `command` reads; a folder, a missing file or one of the
    /// plan's named nodes (`<…>`) is no file.
    private static func statuses(of command: Command) -> [String: FileStatus] {
        var statuses: [String: FileStatus] = [:]
        for input in command.inputs {
            guard let status = FileStatus(path: input), status.kind == .regular else { continue }
            statuses[input] = status
        }
        return statuses
    }

    /// Whether `path` names a module's interface, which its compiler writes anew each time.
    private static func isInterface(_ path: String) -> Bool {
        path.hasSuffix(".swiftmodule")
    }

    /// The bytes of each module interface among `paths`, as they are now.
    private static func interfaces(among paths: [String]) -> [String: Data] {
        var bytes: [String: Data] = [:]
        for path in paths where isInterface(path) {
            bytes[path] = FileManager.default.contents(atPath: path)
        }
        return bytes
    }

    /// The commands SwiftPM's plan runs with a shell, or nil when the plan does not read as
    /// SwiftPM writes it: a key line, `"name":`, then the command's fields, one per line, the
    /// lists written as JSON.
    static func commands(inPlan text: String) -> [Command]? {
        var commands: [Command] = []
        var fields: [String: String] = [:]
        func finish() -> Bool {
            defer { fields = [:] }
            guard fields["tool"] == "shell" else { return true }
            guard let inputs = list(fields["inputs"]), let outputs = list(fields["outputs"]),
                let arguments = list(fields["args"]), !arguments.isEmpty
            else { return false }
            commands.append(Command(inputs: inputs, outputs: outputs, arguments: arguments))
            return true
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \""), line.hasSuffix("\":") {
                guard finish() else { return nil }
            } else if line.hasPrefix("    "), let colon = line.firstIndex(of: ":") {
                let key = line.dropFirst(4)[..<colon]
                fields[String(key)] = String(line[line.index(after: colon)...].drop { $0 == " " })
            }
        }
        return finish() ? commands : nil
    }

    /// A JSON list of strings, `["a","b"]`.
    private static func list(_ text: String?) -> [String]? {
        guard let data = text?.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode([String].self, from: data)
    }

    /// The commands whose outputs `last` reads, directly or through others, then `last`, each
    /// after those whose outputs it reads; nil if they read each other in a circle.
    static func order(_ commands: [Command], feeding last: Command) -> [Command]? {
        var maker: [String: Int] = [:]
        for (index, command) in commands.enumerated() {
            for output in command.outputs { maker[output] = index }
        }
        var ordered: [Int] = []
        var state: [Int: Bool] = [:]  // false: being visited; true: placed
        func visit(_ index: Int) -> Bool {
            if let placed = state[index] { return placed }
            state[index] = false
            for input in commands[index].inputs {
                if let source = maker[input], source != index, !visit(source) { return false }
            }
            state[index] = true
            ordered.append(index)
            return true
        }
        guard let lastIndex = commands.firstIndex(of: last), visit(lastIndex) else { return nil }
        return ordered.map { commands[$0] }
    }
}
