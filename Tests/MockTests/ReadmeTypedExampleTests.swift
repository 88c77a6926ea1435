import Foundation
import Mock
import Testing

// The typed example of README.md and of the DocC catalog's getting-started article, compiled
// and run. Between the markers, the text is the one both show.

// readme-typed-begin
protocol HTTPClient: Sendable {
    typealias Completion = @Sendable (Result<Data, any Error>) -> Void
    @discardableResult
    func get(from url: URL, completion: @escaping Completion) -> any HTTPClientTask
}

protocol HTTPClientTask: Sendable {
    func cancel()
}

final class HTTPClientSpy: HTTPClient {
    let mock = Mock("client")
    let get: Member<URL, Completion, any HTTPClientTask>
    let cancelled: Member<URL, Void>

    init() {
        get = mock.member("get(from:completion:)")
        cancelled = mock.member("cancel() of the task for")
    }

    func get(from url: URL, completion: @escaping Completion) -> any HTTPClientTask {
        get.record(url, completion, fallback: TaskSpy(url: url, cancelled: cancelled))
    }

    /// The task `get` returns: its `cancel()` is recorded on the client's mock, with the URL.
    struct TaskSpy: HTTPClientTask {
        let url: URL
        let cancelled: Member<URL, Void>
        func cancel() { cancelled.record(url) }
    }
}

/// The code under test: loads the titles of a feed, one per line.
struct FeedLoader {
    let client: any HTTPClient
    let url: URL

    func load(
        completion: @escaping @Sendable (Result<[String], any Error>) -> Void
    ) -> any HTTPClientTask {
        client.get(from: url) { result in
            completion(
                result.map {
                    String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
                }
            )
        }
    }
}

let feedURL = URL(string: "https://example.com/feed")!

@Test("each load asks the client for the feed's URL")
func requestsTheFeed() {
    let client = HTTPClientSpy()
    let loader = FeedLoader(client: client, url: feedURL)

    _ = loader.load { _ in }
    _ = loader.load { _ in }

    client.get.calledWith(.equal(feedURL), .any, times: .exactly(2))
}

@Test("a load delivers the titles its own request answers")
func deliversItsOwnAnswer() {
    let client = HTTPClientSpy()
    let loader = FeedLoader(client: client, url: feedURL)
    // The test calls the completion itself, on this thread, so nothing else touches `titles`.
    nonisolated(unsafe) var titles: [String] = []
    _ = loader.load { _ in }
    _ = loader.load { result in titles = (try? result.get()) ?? [] }

    let (_, completeSecond) = client.get.arguments[1]
    completeSecond(.success(Data("Dune\nEmma".utf8)))

    #expect(titles == ["Dune", "Emma"])
}

@Test("cancelling a load cancels its request")
func cancelsTheRequest() {
    let client = HTTPClientSpy()
    let loader = FeedLoader(client: client, url: feedURL)

    loader.load { _ in }.cancel()

    verifyExactlyInOrder(
        client.get.call(.equal(feedURL), .any),
        client.cancelled.call(.equal(feedURL))
    )
}
// readme-typed-end
