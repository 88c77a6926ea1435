import Foundation
import Mock
import Synchronization
import Testing

/// A feed loader's client, the shape of a real project's spy: a call whose completion the test
/// calls later, and a task whose `cancel()` the test checks.
private protocol FeedClient: Sendable {
    typealias Completion = @Sendable (Result<Data, any Error>) -> Void
    func get(from url: URL, completion: @escaping Completion) -> any FeedTask
}

private protocol FeedTask: Sendable {
    func cancel()
}

private final class FeedClientSpy: FeedClient {
    let mock = Mock("client")
    let get: Member<URL, Completion, any FeedTask>
    let cancelled: Member<URL, Void>

    init() {
        get = mock.member("get(from:completion:)")
        cancelled = mock.member("cancel(task for:)")
    }

    func get(from url: URL, completion: @escaping Completion) -> any FeedTask {
        get.record(url, completion, fallback: TaskSpy(url: url, cancelled: cancelled))
    }

    /// The task a `get` returns: its `cancel()` is recorded as the client's, with the URL.
    struct TaskSpy: FeedTask {
        let url: URL
        let cancelled: Member<URL, Void>
        func cancel() { cancelled.record(url) }
    }
}

/// A view with overloads of one name, and members of several kinds.
final class ShelfSpy: Sendable {
    let mock = Mock("shelf")
    let showTitle: Member<String, Void>
    let showCount: Member<Int, Void>
    let place: Member<String, Int, Double, Void>
    let price: Member<Double, Void>
    let tags: Member<[String], Void>
    let book: Member<Book, Void>
    let lookUp: Member<String, Int?>

    init() {
        showTitle = mock.member("show(_:)")
        showCount = mock.member("show(_:)")
        place = mock.member("place(_:row:weight:)")
        price = mock.member("price(_:)")
        tags = mock.member("tag(_:)")
        book = mock.member("add(_:)")
        lookUp = mock.member("lookUp(_:)")
    }

    struct Book: Sendable {
        let title: String
        let pages: Int
        let note: String
    }
}

@Suite("Typed members")
struct MemberTests {
    private let url = URL(string: "https://example.com/feed")!

    @Test("a stored completion is read back with its own type and called directly")
    func typedCaptor() throws {
        let client = FeedClientSpy()
        let received = Received()
        _ = client.get(from: url) { received.add($0) }
        _ = client.get(from: url) { received.add($0) }

        let (secondURL, secondCompletion) = client.get.arguments[1]
        #expect(secondURL == url)
        secondCompletion(.success(Data("ok".utf8)))
        #expect(received.count == 1)

        let calls = client.get.calledWith(.equal(url), .any, times: .exactly(2))
        #expect(calls.count == 2)
        #expect(client.get.count == 2)
    }

    @Test("a returned task's cancel is recorded on a member of its own")
    func cancelOfAReturnedTask() {
        let client = FeedClientSpy()
        let task = client.get(from: url) { _ in }
        task.cancel()
        client.cancelled.calledWith(url, times: .once)
        verifyInOrder(
            client.get.call(.equal(url), .any),
            client.cancelled.call(.equal(url))
        )
    }

    @Test("a typed stub answers with the arguments given their own types")
    func typedAnswer() throws {
        let client = FeedClientSpy()
        client.get.stub(.any, .any) { url, completion in
            completion(.success(Data(url.absoluteString.utf8)))
            return FeedClientSpy.TaskSpy(url: url, cancelled: client.cancelled)
        }
        let received = Received()
        _ = client.get(from: url) { received.add($0) }
        #expect(received.count == 1)
    }

    @Test("overloads of one name keep their calls apart")
    func overloads() {
        let shelf = ShelfSpy()
        shelf.showTitle.record("Dune")
        shelf.showCount.record(3)
        #expect(shelf.showTitle.arguments == ["Dune"])
        #expect(shelf.showCount.arguments == [3])
        shelf.showTitle.calledWith("Dune", times: .once)
        shelf.showCount.calledWith(3, times: .once)
        let messages = failures { shelf.showCount.calledWith(4, times: .once) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Closest call: #2 show(_:)(3)") == true, "\(messages)")
        #expect(shelf.mock.calls.map(\.description) == [#"#1 show(_:)("Dune")"#, "#2 show(_:)(3)"])
    }

    @Test("plain values, literals and matchers are checked against the argument types")
    func matchers() {
        let shelf = ShelfSpy()
        shelf.place.record("Dune", 2, 0.1 + 0.2)
        shelf.place.calledWith("Dune", 2, 0.1 + 0.2)
        shelf.place.calledWith(
            .equal("Dune"),
            .where("is low") { $0 < 5 },
            .around(0.3, tolerance: 1e-9)
        )
        shelf.tags.record(["sf", "classic"])
        shelf.tags.calledWith(.contains("sf"))
        shelf.tags.notCalled(.isEmpty)
        shelf.price.record(9.5)
        shelf.price.calledWith(9.5)
        shelf.lookUp.stub("Dune", returning: 42)
        #expect(shelf.lookUp.record("Dune", fallback: nil) == 42)
        #expect(shelf.lookUp.record("Emma", fallback: nil) == nil)
        shelf.lookUp.calledWith("Emma", times: .once)
    }

    @Test("a matcher by fields compares the fields the test names, and says which differ")
    func byFields() {
        let shelf = ShelfSpy()
        let dune = ShelfSpy.Book(title: "Dune", pages: 412, note: "")
        shelf.book.record(ShelfSpy.Book(title: "Dune", pages: 412, note: "signed"))
        shelf.book.calledWith(.fields(of: dune, \.title, \.pages), times: .once)
        let messages = failures {
            shelf.book.calledWith(.fields(of: dune, \.title, \.note), times: .once)
        }
        #expect(messages.first?.contains(#"note is "signed", expected """#) == true, "\(messages)")
    }

    @Test("a member's calls are the mock's too, and a reset leaves the member recording")
    func sharedWithTheMock() {
        let shelf = ShelfSpy()
        shelf.showTitle.record("Dune")
        shelf.mock.calledWith("show(_:)", "Dune", times: .once)
        shelf.mock.verifyNoOtherCalls()
        shelf.mock.reset()
        #expect(shelf.showTitle.count == 0)
        shelf.showTitle.record("Emma")
        #expect(shelf.showTitle.arguments == ["Emma"])
        shelf.mock.clearCalls()
        #expect(shelf.mock.calls.isEmpty)
    }

    @Test("a failing typed verification reads as the string-named one")
    func failureText() {
        let shelf = ShelfSpy()
        shelf.showTitle.record("Dune")
        let typed = failures { shelf.showTitle.calledWith("Emma", times: .once) }
        let named = failures { shelf.mock.calledWith("show(_:)", "Emma", times: .once) }
        #expect(typed.count == 1)
        #expect(typed == named)
    }
}

/// What a completion received, safe to share with the tasks that call it.
private final class Received: Sendable {
    private let results = Mutex<[Result<Data, any Error>]>([])
    func add(_ result: Result<Data, any Error>) { results.withLock { $0.append(result) } }
    var count: Int { results.withLock { $0.count } }
}

@Suite("Bugs of the string-named API")
struct StringNamedBugTests {
    /// A store whose generic lookup has no fallback to give.
    final class StoreSpy: Sendable {
        let mock = Mock("store")
        func value<T>(for key: String) -> T { mock.record(key, returning: T.self) }
        func article(id: Int) -> String? { mock.record(id, fallback: "fallback") }
    }

    @Test("among a generic member's stubs, the one of the asked type answers")
    func stubsOfSeveralTypes() {
        let store = StoreSpy()
        store.mock.stub("value(for:)", returning: 42)
        store.mock.stub("value(for:)", returning: "text")
        let number: Int = store.value(for: "count")
        let text: String = store.value(for: "title")
        #expect(number == 42)
        #expect(text == "text")
    }

    @Test("a missing stub of a type with an empty value is reported, and the test goes on")
    func missingStubDoesNotStop() {
        let store = StoreSpy()
        let messages = failures {
            let names: [String] = store.value(for: "names")
            let count: Int = store.value(for: "count")
            let maybe: Double? = store.value(for: "ratio")
            #expect(names.isEmpty && count == 0 && maybe == nil)
        }
        #expect(messages.count == 3)
        #expect(messages.first?.contains("value(for:)") == true, "\(messages)")
    }

    @Test("a nil stub of an optional is written without a cast to Any")
    func nilStub() {
        let store = StoreSpy()
        store.mock.stub("article(id:)", 7, returning: nil as String?)
        #expect(store.article(id: 7) == nil)
        #expect(store.article(id: 8) == "fallback")
        store.mock.stub("article(id:)", 9, returning: "Dune")
        #expect(store.article(id: 9) == "Dune")
    }

    @Test("NaN and dates a fraction of a second apart say why they differ")
    func alikeButDifferent() {
        let shelf = ShelfSpy()
        shelf.price.record(.nan)
        let nan = failures { shelf.mock.calledWith("price(_:)", Double.nan) }
        #expect(nan.first?.contains("NaN is equal to nothing") == true, "\(nan)")
        let clock = Mock("clock")
        let now = Date(timeIntervalSinceReferenceDate: 1_000)
        clock.record(now.addingTimeInterval(0.25), function: "tick(_:)")
        let dates = failures { clock.calledWith("tick(_:)", now) }
        #expect(dates.first?.contains("0.25 seconds apart") == true, "\(dates)")
    }

    @Test("a failing step in order names the closest call, and the steps before it are verified")
    func inOrderClosest() {
        let shelf = ShelfSpy()
        shelf.showTitle.record("Dune")
        shelf.showCount.record(3)
        let messages = failures {
            verifyInOrder(
                shelf.showTitle.call("Dune"),
                shelf.showCount.call(4)
            )
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("was never called with those arguments"), "\(message)")
        #expect(message.contains("Closest call: #2 shelf.show(_:)(3)"), "\(message)")
        #expect(message.contains("first argument differs: expected 4, got 3"), "\(message)")
        let others = failures { shelf.mock.verifyNoOtherCalls() }
        #expect(others.count == 1)
        #expect(others.first?.contains("#1") == false, "\(others)")
    }
}

@Suite("Exactly these calls, and stubs cleared alone")
struct ExactlyTests {
    @Test("exactly these calls in this order passes only on the very sequence")
    func exactly() {
        let shelf = ShelfSpy()
        shelf.showTitle.record("Dune")
        shelf.showCount.record(3)
        #expect(
            failures { verifyExactlyInOrder(shelf.showTitle.call("Dune"), shelf.showCount.call(3)) }
                == []
        )
        #expect(failures { shelf.mock.verifyNoOtherCalls() } == [])
        let swapped = failures {
            verifyExactlyInOrder(shelf.showCount.call(3), shelf.showTitle.call("Dune"))
        }
        #expect(
            swapped.first?.hasPrefix(
                #"Expected exactly these calls in this order, but call #1 is shelf.show(_:)("Dune"), where step 1 expects shelf.show(_:)(3)."#
            ) == true,
            "\(swapped)"
        )
        let missing = failures { verifyExactlyInOrder(shelf.showTitle.call("Dune")) }
        #expect(
            missing.first?.contains("a call comes after the last step, from #2 shelf.show(_:)(3)")
                == true,
            "\(missing)"
        )
        let tooMany = failures {
            verifyExactlyInOrder(
                shelf.showTitle.call("Dune"),
                shelf.showCount.call(3),
                shelf.showCount.call(4)
            )
        }
        #expect(
            tooMany.first?.contains("step 3, shelf.show(_:)(4), has no call") == true,
            "\(tooMany)"
        )
    }

    @Test("clearing the stubs keeps the calls")
    func clearStubs() {
        let shelf = ShelfSpy()
        shelf.lookUp.stub("Dune", returning: 1)
        #expect(shelf.lookUp.record("Dune", fallback: nil) == 1)
        shelf.mock.clearStubs()
        #expect(shelf.lookUp.record("Dune", fallback: nil) == nil)
        #expect(shelf.lookUp.count == 2)
    }
}

@Suite("What the compiler says of a double")
struct CompilerWarningTests {
    @Test("a nil stub of an optional, and a typed double, compile without a warning")
    func noWarning() throws {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mock-warnings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Double.swift")
        try """
        import Mock

        final class StoreSpy: Sendable {
            let mock = Mock("store")
            let title: Member<Int, String?>
            init() { title = mock.member("title(id:)") }
            func article(id: Int) -> String? { mock.record(id, fallback: nil) }
        }

        func prepare(_ store: StoreSpy) {
            store.mock.stub("article(id:)", 7, returning: nil as String?)
            store.title.stub(.equal(7), returning: nil)
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
            "-I", modules.path, source.path,
        ]
        let output = Pipe()
        compiler.standardOutput = output
        compiler.standardError = output
        try compiler.run()
        let text = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(),
            as: UTF8.self
        )
        compiler.waitUntilExit()
        #expect(compiler.terminationStatus == 0, "\(text)")
    }
}
