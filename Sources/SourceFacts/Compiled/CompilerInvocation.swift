import Foundation

/// How to ask the compiler for the view of a module that SwiftPM built: the files it compiled
/// and the flags that change what the code means, both read from what the build left behind.
/// Reading them is all this does; running the compiler is the caller's, through its own way of
/// running processes.
package enum CompilerInvocation {
    /// The files the build compiled into `module`, from the record SwiftPM keeps of them.
    package static func compiledFiles(of module: String, products: URL) -> [URL]? {
        let map = products.appendingPathComponent("\(module).build/output-file-map.json")
        guard let data = FileManager.default.contents(atPath: map.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        let files = object.keys.filter { $0.hasSuffix(".swift") }.sorted()
        return files.isEmpty ? nil : files.map { URL(fileURLWithPath: $0) }
    }

    /// The flags the build compiled `module` with that change what the code means: its
    /// conditions (`-D`), its package, its language mode and features, read from the command
    /// SwiftPM recorded in its build description (`.build/debug.yaml`).
    package static func buildFlags(of module: String, products: URL) -> [String]? {
        guard let text = buildDescription(products: products) else { return nil }
        let marker = "\"-module-name\",\"\(module)\","
        guard
            let line = text.split(separator: "\n").first(where: {
                $0.contains(marker) && $0.contains("\"-emit-module\"") && $0.contains("args: [")
            }),
            let start = line.range(of: "args: ")
        else { return nil }
        guard let data = String(line[start.upperBound...]).data(using: .utf8),
            let arguments = try? JSONSerialization.jsonObject(with: data) as? [String]
        else { return nil }
        var flags: [String] = []
        var index = 0
        let withValue: Set<String> = [
            "-package-name", "-swift-version", "-enable-upcoming-feature",
            "-enable-experimental-feature", "-Xfrontend", "-default-isolation", "-I", "-F",
        ]
        while index < arguments.count {
            let argument = arguments[index]
            if withValue.contains(argument), index + 1 < arguments.count {
                flags += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-D") || argument.hasPrefix("-strict-concurrency")
                || argument == "-enable-testing"
            {
                flags.append(argument)
            }
            index += 1
        }
        return flags
    }

    /// The modules each module of the build was compiled against, by module: the module files
    /// its compile command in the build description takes as inputs, one for each target it
    /// depends on. What the build did, whatever the manifest tells `swift package dump-package`.
    package static func builtDependencies(products: URL) -> [String: [String]]? {
        guard let text = buildDescription(products: products) else { return nil }
        var dependencies: [String: [String]] = [:]
        var inputs: [String] = []
        // Each command is a block: its name, then `inputs:`, …, `args:`, one per line.
        for line in text.split(separator: "\n") {
            if line.hasPrefix("  \"") {
                inputs = []
            } else if let listed = list(line, after: "    inputs: ") {
                inputs = listed
            } else if let arguments = list(line, after: "    args: "),
                arguments.contains("-emit-module"),
                let flag = arguments.firstIndex(of: "-module-name"), flag + 1 < arguments.count
            {
                dependencies[arguments[flag + 1]] = inputs.compactMap { input in
                    let file = URL(fileURLWithPath: input)
                    guard file.pathExtension == "swiftmodule",
                        file.deletingLastPathComponent().lastPathComponent == "Modules"
                    else { return nil }
                    return file.deletingPathExtension().lastPathComponent
                }
            }
        }
        return dependencies
    }

    /// The build description SwiftPM wrote beside the products of one configuration
    /// (`.build/debug.yaml`), if there is one; read once per process, since the build that
    /// wrote it is over before the tests that read it start.
    private static func buildDescription(products: URL) -> String? {
        descriptions.value(for: products.path) {
            let description = products.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("\(products.lastPathComponent).yaml")
            return try? String(contentsOf: description, encoding: .utf8)
        }
    }

    /// The build descriptions read so far, by products folder: `nil` inside when there was none.
    private static let descriptions = Locked<[String: String?]>([:])

    /// The JSON list of strings that `line` holds after `prefix`, if it starts with it.
    private static func list(_ line: Substring, after prefix: String) -> [String]? {
        guard line.hasPrefix(prefix),
            let data = line.dropFirst(prefix.count).data(using: .utf8)
        else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String]
    }

    /// How far the compiler goes before it prints the SIL.
    package enum Lowering: Sendable {
        /// Raw SIL, before any pass: every call still a call.
        case raw
        /// After the mandatory passes, unoptimised: transparent code inlined.
        case mandatory
        /// Optimised: what the compiler can work out before the program runs is worked out.
        case optimized

        var flags: [String] {
            switch self {
            case .raw: ["-emit-silgen", "-Onone"]
            case .mandatory: ["-emit-sil", "-Onone"]
            case .optimized: ["-emit-sil", "-O"]
            }
        }
    }

    /// The arguments of `swiftc` that lower `module`'s `files` to SIL in `output` (raw SIL
    /// unless `lowering` says otherwise), with the build's flags (or the usual ones when the
    /// build recorded none) and its products as the place of other modules.
    package static func loweringArguments(
        of module: String,
        files: [URL],
        products: URL,
        output: URL,
        lowering: Lowering = .raw
    ) -> [String] {
        var arguments =
            lowering.flags + [
                "-wmo", "-parse-as-library", "-module-name", module,
                "-Xllvm", "-sil-print-debuginfo", "-o", output.path,
            ]
        arguments +=
            buildFlags(of: module, products: products)
            ?? [
                "-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG", "-package-name",
                "main",
            ]
        for folder in [products.appendingPathComponent("Modules"), products] {
            arguments += ["-I", folder.path]
        }
        return arguments + files.map(\.path)
    }
}
