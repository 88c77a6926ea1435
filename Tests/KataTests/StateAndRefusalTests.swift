import Foundation
import Testing

@testable import KataKit

@Suite("Progress that survives its file, and commands that refuse rather than pretend")
struct StateAndRefusalTests {
    let fixture: FixtureRepository

    init() throws {
        fixture = try FixtureRepository.make()
    }

    @Test("progress written by many writers at once keeps every writer's change")
    func secondWriter() async throws {
        defer { fixture.remove() }
        let root = fixture.root
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<16 {
                group.addTask {
                    _ = try? await offThePool {
                        try ProgressState.update(in: root, clock: ClockDouble()) { state in
                            state.hintsShown["kata-\(writer)"] = writer
                        }
                    }
                }
            }
        }
        let state = ProgressState.load(from: root, clock: ClockDouble()).state
        #expect(state.hintsShown.count == 16)
    }

    @Test("a progress file that cannot be written: the verdict stands, and the learner is told")
    func unwritableState() throws {
        defer { fixture.remove() }
        // A folder where the file should be: no one, not even root, can write the file there.
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent(".kata/state.json"),
            withIntermediateDirectories: true
        )
        let processes = ProcessesDouble()
        processes.stubTests(FixtureRun.stream())
        let result = fixture.run("check", "01", processes: processes)
        #expect(result.status == .success)
        #expect(result.output.contains("✔ Kata 01 passes"))
        #expect(result.errors.contains("warning: your progress could not be saved"))
        #expect(
            result.errors.contains("`kata list` and `kata next` will not know it."),
            "\(result.errors)"
        )
        #expect(!result.errors.contains("Domain="), "raw system words: \(result.errors)")
        let hint = fixture.run("hint", "01", processes: processes)
        #expect(hint.errors.contains("it will not be remembered that you have seen this hint."))
        #expect(!hint.errors.contains("verdict"), "\(hint.errors)")
        #expect(!hint.output.contains("again for the next one"), "\(hint.output)")
        #expect(hint.output.contains("shows this hint again until it can"))
    }

    @Test(
        "a negative or huge hint count shows the hints there are, and never crashes",
        arguments: [-5, 1_000_000]
    )
    func oddHintCounts(count: Int) throws {
        defer { fixture.remove() }
        try fixture.write(
            ".kata/state.json",
            #"{"checks": {}, "hintsShown": {"01-first-steps": \#(count)}}"#
        )
        let result = fixture.run("hint", "01")
        #expect(result.status == .success)
        #expect(result.output.contains(count < 0 ? "Hint 1 of 2" : "Hint 2 of 2"))
    }

    @Test("reset with no Before code refuses, and changes and backs up nothing")
    func resetWithoutBefore() throws {
        defer { fixture.remove() }
        try fixture.write("Exercises/01-first-steps/Sources/Sample/Sample.swift", "// mine\n")
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("Katas/01-first-steps/Before")
        )
        let result = fixture.run("reset", "01")
        #expect(result.status == .failure)
        #expect(result.errors.contains("Kata 01 has no Before code to put back"))
        #expect(
            try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift") == "// mine\n"
        )
        #expect(!fixture.exists(".kata/backups"))
    }

    @Test("solve with no reference solution refuses, and changes and backs up nothing")
    func solveWithoutAfter() throws {
        defer { fixture.remove() }
        try fixture.write("Exercises/01-first-steps/Sources/Sample/Sample.swift", "// mine\n")
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("Katas/01-first-steps/After")
        )
        let result = fixture.run("solve", "01")
        #expect(result.status == .failure)
        #expect(result.errors.contains("Kata 01 has no reference solution to put back"))
        #expect(
            try fixture.read("Exercises/01-first-steps/Sources/Sample/Sample.swift") == "// mine\n"
        )
        #expect(!fixture.exists(".kata/backups"))
    }

    @Test("a missing exercise is refused by reset, before any backup is made")
    func resetWithoutExercise() throws {
        defer { fixture.remove() }
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("Exercises/01-first-steps/Package.swift")
        )
        let result = fixture.run("reset", "01")
        #expect(result.status == .failure)
        #expect(result.errors.contains("Exercises/01-first-steps/Package.swift is missing"))
        #expect(!fixture.exists(".kata/backups"))
    }

    @Test("a file where the tool keeps its state is named in plain words, and the code stays")
    func stateFolderIsAFile() throws {
        defer { fixture.remove() }
        let state = fixture.root.appendingPathComponent(".kata")
        try? FileManager.default.removeItem(at: state)
        try "not a folder\n".write(to: state, atomically: false, encoding: .utf8)
        let source = fixture.root.appendingPathComponent(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift"
        )
        let before = try String(contentsOf: source, encoding: .utf8)
        let result = fixture.run("reset", "01")
        #expect(result.status == .failure)
        #expect(!result.errors.contains("NSCocoaErrorDomain"), "\(result.errors)")
        #expect(result.errors.hasPrefix("error: "))
        #expect(try String(contentsOf: source, encoding: .utf8) == before)
    }

    @Test("a full disk and a refused permission are said in plain words, with the path")
    func fileSystemRefusals() {
        let full = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/k/.kata"])
        #expect(
            KataCommand.plainWords(for: full)
                == "at /k/.kata: the disk is full. Free some space, then run the command again."
        )
        let denied = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/k/s.json"])
        #expect(
            KataCommand.plainWords(for: denied)
                == "at /k/s.json: permission denied. Make it writable (`chmod u+w`), then run the "
                + "command again."
        )
    }

    @Test("diff without a reference solution refuses in words, not as every file 'only in yours'")
    func diffWithoutReference() throws {
        defer { fixture.remove() }
        try FileManager.default.removeItem(
            at: fixture.root.appendingPathComponent("Katas/01-first-steps/After")
        )
        let processes = ProcessesDouble()
        let result = fixture.run("diff", "01", processes: processes)
        #expect(result.status == .failure)
        #expect(result.errors.contains("Kata 01 has no reference solution to compare with"))
        #expect(!result.output.contains("Only in"))
        #expect(processes.commands.isEmpty)
    }

    @Test("diff compares a file that is not UTF-8 without claiming the code is the same")
    func diffOfBinaryFile() throws {
        defer { fixture.remove() }
        let file = fixture.root.appendingPathComponent(
            "Exercises/01-first-steps/Sources/Sample/Sample.swift"
        )
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: file)
        let result = fixture.run("diff", "01", processes: ProcessesDouble(running: ["diff"]))
        #expect(!result.output.contains("file for file"))
        #expect(result.output.contains("differ"))
    }

    @Test("diff without the diff program says what to install, and claims nothing")
    func diffMissing() throws {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.stubEveryRun(ending: .exited(127), output: "sh: diff: not found\n")
        let result = fixture.run("diff", "01", processes: processes)
        #expect(result.status == .failure)
        #expect(result.errors.contains("install diffutils"))
        #expect(!result.output.contains("file for file"))
    }
}
