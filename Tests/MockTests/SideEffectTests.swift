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
}
