import Foundation

/// Calls that each wait until a test answers them: a double built on it (a loader) lets a test
/// start loads one after another, keep them all waiting, and end them in any order, as a slow
/// network ends requests. Calls are numbered from 1 in the order they are made.
public final class HeldCalls<Value: Sendable>: @unchecked Sendable {
    // Every variable is read and written under `lock`.
    private let lock = NSLock()
    private var made = 0
    private var waiting: [Int: CheckedContinuation<Result<Value, any Error>, Never>] = [:]

    /// No call made yet.
    public init() {}

    /// How many calls were made so far.
    public var count: Int { lock.withLock { made } }

    /// Waits until the test answers this call, then returns or throws as the answer says.
    public func next() async throws -> Value {
        let number = lock.withLock {
            made += 1
            return made
        }
        let answer = await withCheckedContinuation { continuation in
            lock.withLock { waiting[number] = continuation }
        }
        return try answer.get()
    }

    /// Waits, a bounded number of turns, until `count` calls were made; whether they were.
    public func waitUntilMade(_ count: Int) async -> Bool {
        await eventually { self.count >= count }
    }

    /// Answers call `number` with `answer` once it waits, a bounded number of turns; whether it
    /// was waiting to be answered.
    public func answer(_ number: Int, with answer: Result<Value, any Error>) async -> Bool {
        var continuation: CheckedContinuation<Result<Value, any Error>, Never>?
        _ = await eventually {
            continuation = self.lock.withLock { self.waiting.removeValue(forKey: number) }
            return continuation != nil
        }
        continuation?.resume(returning: answer)
        return continuation != nil
    }

    /// Answers every call still waiting with `error`, so that no task is left waiting.
    public func failAll(with error: any Error) {
        let all = lock.withLock {
            defer { waiting = [:] }
            return Array(waiting.values)
        }
        for continuation in all { continuation.resume(returning: .failure(error)) }
    }
}

/// Waits, yielding up to `turns` times, until `condition` holds; whether it came to hold. It runs
/// where its caller runs (the main actor, say), so the condition may read what is isolated there.
public func eventually(
    turns: Int = 100_000,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Whether a piece of work that runs in a task of its own has ended: the task sets it, the
/// test reads it.
public final class Ended: @unchecked Sendable {
    private let lock = NSLock()
    private var ended = false

    /// Work not ended yet.
    public init() {}

    /// Notes that the work ended.
    public func note() { lock.withLock { ended = true } }

    /// Whether the work ended.
    public var isEnded: Bool { lock.withLock { ended } }
}
