import Foundation
import SourceFacts

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a load through a `URLSession` does when the task that asked for it is cancelled while
/// the server still holds its answer.
///
/// `URLSession.data(from:)`, which the Before code of the loading katas awaits, stops its
/// request and throws a cancellation error at once. A loader that asks the session another way
/// (a data task awaited through a continuation, say) must stop its request too: one that does
/// not keeps the network busy for a screen that is gone, and hands its caller an answer it had
/// given up on.
public enum CancelledLoad: Equatable, Sendable {
    /// The request was stopped and the load threw, as the Before code's did.
    case stopped
    /// The load threw at once, but its request ran on to the end.
    case threwButTheRequestRanOn
    /// The load ran on to the end and gave what the server answered late.
    case ranOnAndGaveTheAnswer
    /// The load ran on to the end and threw only then.
    case ranOnAndThrewLate
    /// The load had not ended a while after the server answered.
    case hung
    /// The load ended without asking the server: this probe cannot judge it.
    case neverAsked

    /// How long the server holds its answer: far longer than a stopped load takes to end.
    static let hold: Duration = .seconds(4)

    /// Cancels a load while the server holds its answer and watches what the load does.
    ///
    /// - Parameters:
    ///   - body: What the server answers, with status 200, once it stops holding.
    ///   - load: The load, through the session it is given (a loader made on it, asked once).
    ///     Probes run one at a time in a process, each in its turn.
    public static func probe(
        answering body: Data,
        load: @escaping @Sendable (URLSession) async throws -> Void
    ) async -> CancelledLoad {
        // One probe at a time in a process: the server's request is the one probe's.
        await turns.take()
        let outcome = await probeAlone(answering: body, load: load)
        await turns.give()
        return outcome
    }

    /// The probes waiting for their turn.
    private static let turns = Turns()

    /// ``probe(answering:load:)``, while no other probe runs.
    private static func probeAlone(
        answering body: Data,
        load: @escaping @Sendable (URLSession) async throws -> Void
    ) async -> CancelledLoad {
        let request = HeldRequest(body: body)
        HoldingServer.current.withLock { $0 = request }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [HoldingServer.self]
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        let task = Task { try await load(session) }
        let ending = Task { () -> (Result<Void, any Error>, answered: Bool) in
            let result = await task.result
            let answered = request.state == .answered
            request.endLoad()
            return (result, answered)
        }
        _ = await eventually(seconds: 10) { request.state != .waiting || request.loadEnded }
        task.cancel()
        guard request.state != .waiting else { return .neverAsked }
        let seconds = Double(hold.components.seconds) + 3
        let ended = await eventually(seconds: seconds) { request.loadEnded }
        guard ended else { return .hung }
        switch await ending.value {
        case (.success, _): return .ranOnAndGaveTheAnswer
        case (.failure, answered: true): return .ranOnAndThrewLate
        case (.failure, answered: false):
            // Thrown before the answer: the request was stopped, or is held still and runs on.
            _ = await eventually(seconds: seconds) { request.state != .held }
            return request.state == .stopped ? .stopped : .threwButTheRequestRanOn
        }
    }

    /// What a checker says of this outcome to a learner, `what` naming the load ("A load of the
    /// products"); nil when the load behaved as the Before code's did, or could not be judged.
    public func message(what: String) -> String? {
        let seconds = Self.hold.components.seconds
        let fix =
            "A load that waits on a data task through a continuation must cancel the task when "
            + "its caller is cancelled (withTaskCancellationHandler), or await the session's own "
            + "async method, which does."
        switch self {
        case .stopped, .neverAsked:
            return nil
        case .threwButTheRequestRanOn:
            return "\(what) whose caller was cancelled threw at once, but its request ran on to "
                + "the end: the Before code's data(from:) stopped the request too, so a screen "
                + "left early costs no network. \(fix)"
        case .ranOnAndGaveTheAnswer:
            return "\(what) whose caller was cancelled ran on and gave the answer the server "
                + "sent \(seconds) s later, where the Before code's data(from:) stopped at once "
                + "with a cancellation error. \(fix)"
        case .ranOnAndThrewLate:
            return "\(what) whose caller was cancelled threw only after the server answered, "
                + "\(seconds) s later, where the Before code's data(from:) stopped at once. \(fix)"
        case .hung:
            return "\(what) whose caller was cancelled had still not ended \(seconds + 3) s "
                + "later, after the server answered: the Before code's data(from:) stopped at "
                + "once. \(fix)"
        }
    }
}

/// The one request a probe waits on, and what became of it.
final class HeldRequest: @unchecked Sendable {
    enum State: Equatable {
        /// Not asked yet.
        case waiting
        /// Asked; the server holds its answer.
        case held
        /// Stopped while the server held its answer.
        case stopped
        /// Answered, once the hold was over.
        case answered
    }

    let body: Data
    // Every variable is read and written under `lock`.
    private let lock = NSLock()
    private var current = State.waiting
    private var ended = false

    init(body: Data) { self.body = body }

    var state: State { lock.withLock { current } }

    /// Whether the load that asked has ended.
    var loadEnded: Bool { lock.withLock { ended } }

    /// Notes that the load that asked has ended.
    func endLoad() { lock.withLock { ended = true } }

    /// Moves to `next` when the request is in `from`; whether it moved.
    func move(from: State, to next: State) -> Bool {
        lock.withLock {
            guard current == from else { return false }
            current = next
            return true
        }
    }
}

/// Turns taken one after another, in the order asked.
private actor Turns {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits until no one else has the turn, then has it.
    func take() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next one waiting, or frees it.
    func give() {
        guard !waiting.isEmpty else {
            busy = false
            return
        }
        waiting.removeFirst().resume()
    }
}

/// A URL protocol that holds its answer to the probe's request for ``CancelledLoad/hold``, and
/// gives it only if nobody stopped the request before.
final class HoldingServer: URLProtocol {
    /// The request of the probe running now.
    static let current = Locked<HeldRequest?>(nil)

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    /// The request this instance holds, once it started loading.
    private var held: HeldRequest?

    override func startLoading() {
        guard let held = Self.current.withLock({ $0 }), held.move(from: .waiting, to: .held)
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable))
            return
        }
        self.held = held
        let deadline = DispatchTime.now() + .seconds(Int(CancelledLoad.hold.components.seconds))
        let server = Held(server: self)
        DispatchQueue.global().asyncAfter(deadline: deadline) {
            guard held.move(from: .held, to: .answered) else { return }
            server.answer(with: held.body)
        }
    }

    /// The server, handed to the queue that answers after the hold.
    private struct Held: @unchecked Sendable {
        let server: HoldingServer

        func answer(with body: Data) {
            let response = HTTPURLResponse(
                url: server.request.url ?? URL(string: "https://held.example")!,
                statusCode: 200,
                httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"]
            )!
            server.client?.urlProtocol(
                server,
                didReceive: response,
                cacheStoragePolicy: .notAllowed
            )
            server.client?.urlProtocol(server, didLoad: body)
            server.client?.urlProtocolDidFinishLoading(server)
        }
    }

    override func stopLoading() {
        _ = held?.move(from: .held, to: .stopped)
    }
}
