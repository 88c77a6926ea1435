import Testing

@testable import Mock

/// Verifying and stubbing never call back into the library under its lock, and never record the
/// calls the library itself makes into a double.
@Suite("No side effects, no deadlock")
struct SideEffectTests {
    @Test("matching and failure messages do not record calls into a double that is an argument")
    func verifyingDoesNotRecord() {
        let cell = MockCell()
        let formatter = MockCellFormatter()
        _ = formatter.format(cell)

        #expect(failures { formatter.mock.calledWith("format(_:)", cell) } == [])
        #expect(failures { formatter.mock.calledWith("format(_:)", MockCell()) }.count == 1)
        #expect(failures { cell.mock.verifyNoOtherCalls() } == [])
        #expect(cell.mock.calls.isEmpty)
    }

    @Test(
        "a stub restricted to a recording double answers without deadlock",
        .timeLimit(.minutes(1))
    )
    func stubRestrictedToRecordingDouble() {
        let cell = MockCell()
        let formatter = MockCellFormatter()
        formatter.mock.stub("format(_:)", cell, returning: "formatted")
        #expect(formatter.format(cell) == "formatted")
        #expect(formatter.format(MockCell()) == "")
    }

    @Test("a stub's Arg.where may read another mock", .timeLimit(.minutes(1)))
    func predicateReadsAnotherMock() {
        let view = MockProfileView()
        let loader = MockProductsLoader()
        loader.mock.stub(
            "price(of:)",
            Arg.where("while the view was not refreshed") { (_: String) in
                view.mock.calls.isEmpty
            },
            returning: 1
        )
        #expect(loader.price(of: "fig") == 1)
        view.refresh()
        #expect(loader.price(of: "fig") == 0)
    }

    @Test(
        "reset frees recorded arguments whose deinit calls a double, this one too",
        .timeLimit(.minutes(1))
    )
    func resetFreesArgumentsOutsideTheLock() {
        let view = MockProfileView()
        let tracker = MockTracker()
        tracker.watch(Watched { view.refresh() })
        tracker.watch(Watched { tracker.mock.record() })
        tracker.mock.reset()
        #expect(view.mock.calls.count == 1)
        #expect(tracker.mock.calls.count == 1)
    }

    @Test(
        "reset frees stubbed values whose deinit calls a double",
        .timeLimit(.minutes(1))
    )
    func resetFreesStubsOutsideTheLock() {
        let view = MockProfileView()
        let tracker = MockTracker()
        tracker.mock.stub("current()", returning: Watched { view.refresh() })
        tracker.mock.reset()
        #expect(view.mock.calls.count == 1)
    }
}

/// A value whose deinit runs code of the test's, as a view model's may call its delegate.
final class Watched: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

final class MockTracker: Sendable {
    let mock = Mock("tracker")
    func watch(_ watched: Watched) { mock.record(watched) }
    func current() -> Watched? { mock.record(fallback: nil) }
}
