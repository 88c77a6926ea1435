import Foundation
import Mock
import Testing

@testable import KataKit

@Suite("kata next --open: the files to edit, in the learner's editor")
struct EditorTests {
    let fixture: FixtureRepository
    let sample: String

    init() throws {
        fixture = try FixtureRepository.make()
        sample =
            fixture.root.appendingPathComponent(
                "Exercises/01-first-steps/Sources/Sample/Sample.swift"
            ).path
    }

    private var exercise: URL {
        fixture.root.appendingPathComponent("Exercises/01-first-steps")
    }

    @Test("--open opens the kata's files with $VISUAL, words and all, before $EDITOR")
    func visualFirst() {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        let result = fixture.run(
            "next",
            "--open",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "code --reuse-window", "EDITOR": "vi"]
        )
        #expect(result.status == .success)
        processes.mock.calledWith(
            "runInteractively(_:in:)",
            ["code", "--reuse-window", sample],
            exercise,
            times: .once
        )
    }

    @Test("without $VISUAL, $EDITOR opens them")
    func editorNext() {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        _ = fixture.run(
            "next",
            "--open",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "", "EDITOR": "nano"]
        )
        processes.mock.calledWith("runInteractively(_:in:)", ["nano", sample], exercise)
    }

    @Test("without either, xed or code is used when it is on the PATH")
    func foundOnThePath() throws {
        defer { fixture.remove() }
        let bin = fixture.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let code = bin.appendingPathComponent("code")
        try "#!/bin/sh\n".write(to: code, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: code.path)
        let processes = ProcessesDouble()
        _ = fixture.run(
            "next",
            "--open",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "", "EDITOR": "", "PATH": bin.path]
        )
        processes.mock.calledWith("runInteractively(_:in:)", ["code", sample], exercise)
    }

    @Test("with no editor at all, next still shows the kata and says how to name one")
    func noEditor() {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        let result = fixture.run(
            "next",
            "--open",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "", "EDITOR": "", "PATH": "/nowhere"]
        )
        #expect(result.status == .success)
        #expect(result.output.contains("Next: kata 01"))
        #expect(
            result.errors.contains(
                "warning: no editor to open the files with: set VISUAL or EDITOR"
            )
        )
        processes.mock.notCalled("runInteractively(_:in:)")
    }

    @Test("an editor that fails is a warning, not a failed next")
    func editorFails() {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        processes.mock.stub("runInteractively(_:in:)", answers: .returning(Int32(3)))
        let result = fixture.run(
            "next",
            "--open",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "false"]
        )
        #expect(result.status == .success)
        #expect(result.errors.contains("warning: `false` ended with status 3."))
    }

    @Test("the settings file opens the files without --open, with the editor it names")
    func settingsOpenEveryTime() throws {
        defer { fixture.remove() }
        try fixture.write(".kata/settings.json", #"{"open": true, "editor": "subl -n"}"#)
        let processes = ProcessesDouble()
        _ = fixture.run(
            "next",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "vim"]
        )
        processes.mock.calledWith("runInteractively(_:in:)", ["subl", "-n", sample], exercise)
    }

    @Test("without --open or the setting, next opens nothing")
    func opensNothingUnasked() {
        defer { fixture.remove() }
        let processes = ProcessesDouble()
        _ = fixture.run(
            "next",
            processes: processes,
            environment: ["KATA_PREWARM": "0", "VISUAL": "vim"]
        )
        processes.mock.notCalled("runInteractively(_:in:)")
    }
}
