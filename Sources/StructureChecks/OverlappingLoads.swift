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

/// Waits until `condition` holds, yielding `turns` times and then, on a machine so busy that the
/// work it waits for has not run yet, sleeping a millisecond at a time until `seconds` have
/// passed since it began; whether it came to hold. It runs where its caller runs (the main
/// actor, say), so the condition may read what is isolated there.
public func eventually(
    turns: Int = 100_000,
    seconds: Double = 2,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(seconds))
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
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

/// One step of a session in which loads overlap: a load starts and waits, a waiting one gets
/// its answer, or something else happens between them (a tap, a selection).
public enum OverlapStep<Answer: Sendable, Other: Sendable>: Sendable, CustomStringConvertible {
    /// A load starts and waits for its answer.
    case start
    /// The load at this place among those still waiting, oldest first, gets this answer.
    case answer(Int, Answer)
    /// Something else happens.
    case other(Other)

    /// A waiting load's place in words, oldest first.
    private static var ages: [String] {
        ["oldest", "second oldest", "third oldest", "fourth oldest", "fifth oldest"]
    }

    /// The step in words, for a failure's message.
    public var description: String {
        switch self {
        case .start: "a load starts"
        case .answer(let place, let answer):
            "the \(Self.ages[min(place, Self.ages.count - 1)]) load still waiting gets \(answer)"
        case .other(let other): "\(other)"
        }
    }
}

extension InputSource {
    /// Loads that overlap: up to five waiting at once, answered in any order with what `answer`
    /// makes, and what `other` makes between them; every load is answered in the end.
    public mutating func overlaps<Answer, Other>(
        answer: (inout InputSource) -> Answer,
        other: (inout InputSource) -> Other
    ) -> [OverlapStep<Answer, Other>] {
        var steps: [OverlapStep<Answer, Other>] = []
        var waiting = 0
        for _ in 0..<int(in: 2...14) {
            let draw = int(in: 0...5)
            if draw <= 2, waiting < 5 {
                steps.append(.start)
                waiting += 1
            } else if draw <= 4, waiting > 0 {
                steps.append(.answer(int(in: 0...(waiting - 1)), answer(&self)))
                waiting -= 1
            } else {
                steps.append(.other(other(&self)))
            }
        }
        while waiting > 0 {
            steps.append(.answer(int(in: 0...(waiting - 1)), answer(&self)))
            waiting -= 1
        }
        return steps
    }
}

/// Loads that overlap, each held until the test answers it: a test starts loads one after
/// another, each in a task of its own, and ends them in any order. A loader double answers
/// through ``calls``.
public final class OverlappingLoads<Value: Sendable> {
    /// The loader's calls, held until answered.
    public let calls = HeldCalls<Value>()
    private var waiting: [(number: Int, ended: Ended)] = []

    /// No load started yet.
    public init() {}

    /// How many loads wait for their answer.
    public var waitingCount: Int { waiting.count }

    /// Starts `load` in a task of its own and waits until it asks the loader: nil once it has,
    /// otherwise what went wrong, in words for the learner.
    public func start(
        isolation: isolated (any Actor)? = #isolation,
        _ load: @escaping @Sendable () async -> Void
    ) async -> String? {
        let number = calls.count + 1
        let ended = Ended()
        Task {
            await load()
            ended.note()
        }
        guard await calls.waitUntilMade(number) else {
            let others = waiting.count == 1 ? "another" : "\(waiting.count) others"
            return "the load started while \(others) waited did not ask the "
                + "loader. As the Before code did, every load asks at once, however many wait: "
                + "none is dropped, none waits for another."
        }
        waiting.append((number, ended))
        return nil
    }

    /// Answers the load at `place` among those waiting, oldest first, and waits until it ends:
    /// nil once it has, otherwise what went wrong, in words for the learner.
    public func answer(
        at place: Int,
        with answer: Result<Value, any Error>,
        isolation: isolated (any Actor)? = #isolation
    ) async -> String? {
        let load = waiting.remove(at: place)
        _ = await calls.answer(load.number, with: answer)
        guard await eventually({ load.ended.isEnded }) else {
            return "the load answered did not end: it waits for another. Each load ends when its "
                + "own answer comes."
        }
        return nil
    }

    /// Fails every load still waiting, so that no task is left waiting once the test is over.
    public func finish() {
        calls.failAll(with: CancellationError())
    }
}
