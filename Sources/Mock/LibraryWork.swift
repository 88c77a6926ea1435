/// The library's own runs of the test's code: matchers, `==`, and descriptions for a message.
///
/// A double called from there (a `description` that records, a matcher that calls a double) is
/// not being called by the code under test, so the call is not recorded and does not move a
/// stub's answers along; a value stub still answers it.
enum LibraryWork {
    @TaskLocal private static var isRunningOnThisTask = false

    /// Runs `body` as library work on the current task.
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard !isRunningOnThisTask else { return try body() }
        _ = ProcessCounter.libraryWork.add(1)
        defer { _ = ProcessCounter.libraryWork.add(-1) }
        return try $isRunningOnThisTask.withValue(true) { try body() }
    }

    /// Whether library work is running on the current task, given the counter of tasks doing
    /// it (``ProcessCounter/libraryWork``). It costs one read of that counter unless some task
    /// somewhere is doing library work.
    static func isRunning(counting counter: ProcessCounter) -> Bool {
        counter.value > 0 && isRunningOnThisTask
    }
}
