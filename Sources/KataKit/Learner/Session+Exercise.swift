import Foundation

extension Session {
    /// Runs `body`, which writes the learner's files of `kata`, holding the exercise's lock:
    /// another `reset`, `solve` or `restore`, or a check, in the same exercise waits for it,
    /// and is told so, so that no two of them cut into each other's backups or swaps.
    func writingExercise<Result>(of kata: Kata, _ body: () throws -> Result) throws -> Result {
        try FolderLock.holding(
            kata.exerciseDirectory,
            whileWaiting: {
                console.say(
                    "Waiting for another kata working in \(kata.exercisePath) to finish…"
                )
            },
            body
        )
    }

    /// The backups of `kata`'s exercise.
    func backups(of kata: Kata) -> Backups {
        Backups(
            kata: kata,
            root: repository.root,
            fileSystem: context.fileSystem,
            now: { [clock = context.clock] in clock.now() }
        )
    }
}
