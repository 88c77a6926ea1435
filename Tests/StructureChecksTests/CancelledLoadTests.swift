import Foundation
import Testing

@testable import StructureChecks

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private let address = URL(string: "https://held.example/products.json")!
private let body = Data("[1, 2, 3]".utf8)

/// The probe holds one request at a time, so these run one after another.
@Suite("What a load does when its caller is cancelled", .serialized)
struct CancelledLoadTests {
    @Test("a load through the session's async method stops its request and throws")
    func sessionsOwnMethodStops() async {
        let outcome = await CancelledLoad.probe(answering: body) { session in
            _ = try await session.data(from: address)
        }
        #expect(outcome == .stopped)
        #expect(outcome.message(what: "A load") == nil)
    }

    @Test("a data task awaited and never cancelled runs on and gives the late answer")
    func dataTaskRunsOn() async {
        let outcome = await CancelledLoad.probe(answering: body) { session in
            _ = try await dataNeverCancelled(session)
        }
        #expect(outcome == .ranOnAndGaveTheAnswer)
        #expect(outcome.message(what: "A load")?.contains("gave the answer") == true)
    }

    @Test("a load that checks for cancellation only once the answer came throws late")
    func checkedAfterTheAnswer() async {
        let outcome = await CancelledLoad.probe(answering: body) { session in
            _ = try await dataNeverCancelled(session)
            try Task.checkCancellation()
        }
        #expect(outcome == .ranOnAndThrewLate)
    }

    @Test("a load that throws at once but leaves its data task running lets the request run on")
    func throwsButLeavesTheRequest() async {
        let outcome = await CancelledLoad.probe(answering: body) { session in
            let task = session.dataTask(with: address) { _, _, _ in }
            task.resume()
            while !Task.isCancelled { await Task.yield() }
            throw CancellationError()
        }
        #expect(outcome == .threwButTheRequestRanOn)
    }

    @Test("a load that never asks the server is not judged")
    func neverAsked() async {
        let outcome = await CancelledLoad.probe(answering: body) { _ in }
        #expect(outcome == .neverAsked)
        #expect(outcome.message(what: "A load") == nil)
    }
}

/// The body `session` answers for ``address``, through a data task nobody cancels.
private func dataNeverCancelled(_ session: URLSession) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        session.dataTask(with: address) { data, _, error in
            if let data {
                continuation.resume(returning: data)
            } else {
                continuation.resume(throwing: error ?? URLError(.badServerResponse))
            }
        }.resume()
    }
}
