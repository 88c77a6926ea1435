import Foundation

@testable import KataKit

/// A small katas repository written to a temporary folder: two katas whose exercises are tiny
/// packages of their own, so the `kata` command can be run against it quickly.
struct FixtureRepository {
    let root: URL

    /// The checker both fixture katas share: it passes once `answer()` returns 42.
    static let checker = """
        import Testing
        @testable import Sample

        @Suite("Sample")
        struct SampleChecks {
            @Test("the answer is 42: not 40, and it passed no other test")
            func answerIs42() {
                #expect(answer() == 42)
            }

            @Test("the answer is even")
            func answerIsEven() {
                #expect(answer() % 2 == 0)
            }

            @Test("the answer divides by each of its factors", arguments: [2, 3, 7])
            func divides(by factor: Int) {
                #expect(answer() % factor == 0, "\\(factor) is a factor of 42.")
            }
        }

        """

    static let before = "public func answer() -> Int { 40 }\n"
    static let after = "public func answer() -> Int { 42 }\n"

    /// Writes a fresh fixture repository.
    static func make() throws -> FixtureRepository {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-fixture-\(UUID().uuidString)")
        let fixture = FixtureRepository(root: root)
        try fixture.write("Package.swift", "// The root package of the fixture; never built.\n")
        for (folder, title) in [
            ("01-first-steps", "First steps"), ("02-second-steps", "Second steps"),
        ] {
            try fixture.writeKata(folder, title: title)
        }
        return fixture
    }

    private func writeKata(_ folder: String, title: String) throws {
        let kata = "Katas/\(folder)"
        let exercise = "Exercises/\(folder)"
        try write("\(kata)/README.md", "# \(title)\n")
        try write(
            "\(kata)/hints.md",
            "# Hints\n\n## Hint 1\nLook at the number.\n\n## Hint 2\nMake it 42.\n"
        )
        try write("\(kata)/Before/Sample.swift", Self.before)
        try write("\(kata)/After/Sample.swift", Self.after)
        try write("\(kata)/Mutants/off-by-one/README.md", "Forty-three is not the answer.\n")
        try write("\(kata)/Mutants/off-by-one/Sample.swift", "public func answer() -> Int { 43 }\n")
        try write(
            "\(exercise)/Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "\(folder)",
                targets: [
                    .target(name: "Sample"),
                    .testTarget(name: "SampleChecks", dependencies: ["Sample"]),
                ]
            )

            """
        )
        try write("\(exercise)/Sources/Sample/Sample.swift", Self.before)
        try write("\(exercise)/Tests/SampleChecks/SampleChecks.swift", Self.checker)
        let checkerFingerprint = Fingerprint.of(
            ["Package.swift", "Tests"].map { root.appendingPathComponent("\(exercise)/\($0)") }
        )
        try write(
            "\(kata)/kata.json",
            """
            {
                "title": "\(title)",
                "module": "Sample",
                "smell": "The answer is wrong.",
                "open": ["Sources/Sample/Sample.swift"],
                "checker": "\(checkerFingerprint)",
                "review": [
                    {"when": "6 * 7", "note": "Six times seven: arithmetic the reader must do."}
                ],
                "graph": {"policies": ["answer"], "details": ["Oracle"]}
            }

            """
        )
    }

    /// Writes `text` to the file at `path`, relative to the root, creating folders as needed.
    ///
    /// A file that exists is rewritten in a later second than its last change: where a file
    /// system keeps whole seconds (ext3), a build would otherwise take a file changed twice in
    /// one second for unchanged, and build the older version.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        if let changed = try? FileManager.default.attributesOfItem(atPath: url.path)[
            .modificationDate
        ] as? Date {
            let second = changed.timeIntervalSince1970.rounded(.down)
            let wait = second + 1 - Date().timeIntervalSince1970
            if wait > 0 { Thread.sleep(forTimeInterval: wait + 0.01) }
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of the file at `path`.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether a file or folder exists at `path`.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Runs the built `kata` with `arguments` from `folder` (relative to the root), on a thread
    /// of its own: a build takes seconds to minutes, and a test that blocked the shared pool of
    /// Swift's tasks that long would starve every asynchronous test running beside it.
    func kata(_ arguments: String..., from folder: String = "", environment: [String: String] = [:])
        async throws -> KataBinary.Result
    {
        let directory = root.appendingPathComponent(folder)
        let merged = ["KATA_PREWARM": "0"].merging(environment) { _, new in new }
        return try await offThePool {
            try KataBinary.run(arguments, in: directory, environment: merged)
        }
    }

    /// Runs git in the fixture and returns what it printed.
    @discardableResult
    func git(_ arguments: String...) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-c", "user.name=Kata", "-c", "user.email=kata@example.invalid"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        guard (try? process.run()) != nil else { return "git could not be started" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Runs `body` on a thread of its own and waits for it without holding a thread of the shared
/// pool of Swift's tasks.
func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
    -> Value
{
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
