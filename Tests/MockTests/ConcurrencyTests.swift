import Mock
import Testing

@Suite("Recording from many tasks")
struct ConcurrencyTests {
    @Test("concurrent tasks lose no call and get unique sequence numbers")
    func concurrentRecording() async {
        let view = MockProfileView()
        let loader = MockProductsLoader()
        let tasks = 16
        let callsPerTask = 2_000

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for call in 0..<callsPerTask {
                        view.showFullName("\(task)-\(call)")
                        _ = loader.price(of: "fig")
                    }
                }
            }
        }

        let all = view.mock.calls + loader.mock.calls
        #expect(view.mock.calls.count == tasks * callsPerTask)
        #expect(loader.mock.calls.count == tasks * callsPerTask)
        #expect(Set(all.map(\.sequence)).count == all.count)
        let names = Set(view.mock.calls.compactMap { try? $0.argument(0, as: String.self) })
        #expect(names.count == tasks * callsPerTask)
    }

    @Test("a double holding a Mock crosses into a detached task without @unchecked")
    func doubleIsSendable() async {
        let view = MockProfileView()
        await Task.detached { view.refresh() }.value
        view.mock.calledWith("refresh()", times: .once)
    }
}

@Suite("Sendable values")
struct SendableTests {
    /// A matcher kept in a `static let`, which needs `Arg` to be `Sendable`.
    static let nonEmpty = Arg.where("is not empty") { (name: String) in !name.isEmpty }

    @Test("a verification runs in another task and hands its calls back")
    func verifiesFromAnotherTask() async throws {
        let view = MockProfileView()
        view.showFullName("Ada")
        let calls = await Task { view.mock.calledWith("showFullName(_:)", Self.nonEmpty) }.value
        #expect(try calls.first?.argument(0, as: String.self) == "Ada")
    }

    @Test("an expectation made in one task is checked in another")
    func expectationCrossesTasks() async {
        let view = MockProfileView()
        view.refresh()
        let expectation = view.mock.call("refresh()")
        let messages = await Task { failures { verifyInOrder(expectation) } }.value
        #expect(messages == [])
    }
}
