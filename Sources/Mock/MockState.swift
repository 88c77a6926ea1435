/// What one mock has recorded and been told.
///
/// An ordinary class whose properties are read and written only while the ``CallLedger``'s lock
/// is held.
final class MockState: @unchecked Sendable {
    /// Every call recorded since the mock was made or reset, oldest first.
    var calls: [RecordedCall] = []
    /// The sequence numbers of the calls a verification matched.
    var verifiedSequences: Set<Int> = []
    /// The stubs, oldest first.
    var stubs: [Stub] = []
    /// The identity of the next stub added.
    var nextStubID = 0

    /// Forgets every call and every stub.
    func reset() {
        calls = []
        verifiedSequences = []
        stubs = []
    }

    /// The next answer of the stub with identity `id`, moving it on to the following one; `nil`
    /// when the stub is gone (the mock was reset meanwhile).
    func takeAnswer(fromStub id: Int) -> Answer? {
        guard let index = stubs.firstIndex(where: { $0.id == id }) else { return nil }
        return stubs[index].takeAnswer()
    }
}
