import Foundation

/// The next kata's exercise, built in the background while the learner reads, so that its first
/// check takes seconds, not the minute of a cold build.
///
/// One background build at a time, recorded in `.kata/prewarm.json`; a check stops it before it
/// builds anything itself, so that two builds never share a build folder or the machine.
enum Prewarm {
    /// What `.kata/prewarm.json` records.
    private struct Record: Codable {
        let kata: String
        let pid: Int32
    }

    private static func file(in root: URL) -> URL {
        root.appendingPathComponent(".kata/prewarm.json")
    }

    /// Starts building `kata`'s exercise and its tests in the background, unless it is built
    /// already or being built; returns whether it started.
    static func start(_ kata: Kata, in root: URL, processes: any ProcessRunning) -> Bool {
        let built = kata.exerciseDirectory.appendingPathComponent(".build")
        guard !FileManager.default.fileExists(atPath: built.path) else { return false }
        if let record = read(in: root), processes.isRunningInBackground(record.pid) {
            if record.kata == kata.folder { return false }
            processes.stopInBackground(record.pid)
        }
        guard
            let pid = try? processes.startInBackground(
                ["swift", "build", "--build-tests"],
                in: kata.exerciseDirectory
            )
        else { return false }
        try? FileManager.default.createDirectory(
            at: file(in: root).deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        if let data = try? JSONEncoder().encode(Record(kata: kata.folder, pid: pid)) {
            try? data.write(to: file(in: root), options: .atomic)
        }
        return true
    }

    /// Makes way for a build of `kata`'s exercise: a background build of another exercise is
    /// stopped, so that the check has the machine to itself; one of the same exercise is left
    /// to finish, since the check needs what it builds (SwiftPM makes the check wait for it,
    /// and `kata` says so), unless the check builds elsewhere (`buildingElsewhere`, one build
    /// folder for every exercise), where it needs nothing of it.
    static func makeWay(
        for kata: Kata,
        in root: URL,
        processes: any ProcessRunning,
        buildingElsewhere: Bool = false
    ) {
        guard let record = read(in: root), buildingElsewhere || record.kata != kata.folder
        else { return }
        processes.stopInBackground(record.pid)
        try? FileManager.default.removeItem(at: file(in: root))
    }

    private static func read(in root: URL) -> Record? {
        guard let data = try? Data(contentsOf: file(in: root)) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }
}

extension Session {
    /// Prepares `kata` in the background and says so in one line, unless no work was asked for
    /// but the check (``preparesInTheBackground``).
    func prewarm(_ kata: Kata) {
        guard preparesInTheBackground,
            Prewarm.start(kata, in: repository.root, processes: context.processes)
        else { return }
        console.say(
            style.dim(
                "Preparing kata \(kata.number) in the background; `KATA_PREWARM=0` turns this off."
            )
        )
    }

    /// Whether a check may prepare the next kata in the background: on a learner's machine, yes;
    /// not under CI (`CI` set, as GitHub Actions and the Classroom grader set it), not when
    /// `KATA_PREWARM` is `0`, and not when `.kata/settings.json` says `"prepare": false`. A grader
    /// pays for no work it did not ask for.
    var preparesInTheBackground: Bool {
        let environment = context.environment
        if environment["KATA_PREWARM"] == "0" { return false }
        // One build folder for every exercise: a build in the background would hold the lock
        // the next check waits for.
        if sharedBuildFolder != nil { return false }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            return false
        }
        return LearnerSettings.read(in: repository.root).prepare ?? true
    }

    /// Prepares the first kata after `kata` that is not done yet.
    func prewarmNext(after kata: Kata) {
        let state = ProgressState.load(from: repository.root, clock: context.clock).state
        let later = repository.katas.drop { $0.folder != kata.folder }.dropFirst()
        if let next = later.first(where: { !state.isDone($0, fingerprint: $0.exerciseFingerprint) })
        {
            prewarm(next)
        }
    }
}
