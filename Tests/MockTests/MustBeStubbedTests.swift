import Foundation
import Testing

@testable import Mock

/// Methods with no value to fall back on, such as a generic method, record with
/// `record(returning:)`: any stub of the type the caller asks for answers them.
@Suite("Methods that must be stubbed")
struct MustBeStubbedTests {
    @Test("a generic method answers with the stub of the type its caller asks for")
    func genericMethodIsStubbed() {
        let factory = MockGenericFactory()
        factory.mock.stub("make()", returning: PlainFormatter())
        let formatter: PlainFormatter = factory.make()
        #expect(formatter.format(3) == "3")
        #expect(failures { factory.mock.calledWith("make()", times: .once) } == [])
    }

    @Test("a throwing method with nothing stubbed reports it and throws")
    func throwingMethodWithoutStubThrows() throws {
        let decoder = MockDecoder()
        @Sendable func decodeUnstubbed() throws -> Int { try decoder.decode(Data()) }
        var thrown: (any Error)?
        let (messages, _) = failuresAndLines {
            do { _ = try decodeUnstubbed() } catch { thrown = error }
        }
        #expect(thrown as? MockError == .notStubbed(method: "decode(_:)"))
        #expect(
            messages == [
                """
                decoder.decode(_:)(0 bytes) was called, but no stub answers it, and the double \
                records decode(_:) with record(returning:), which has no fallback to return. \
                Stub it before the code under test calls it: \
                mock.stub("decode(_:)", returning: …).
                """
            ]
        )
    }

    @Test("a throwing method that must be stubbed returns the stub, or throws the stubbed error")
    func throwingMethodIsStubbed() throws {
        let decoder = MockDecoder()
        decoder.mock.stub("decode(_:)", answers: .returning(42), .throwing(LoadingFailed()))
        let number: Int = try decoder.decode(Data())
        #expect(number == 42)
        #expect(throws: LoadingFailed()) { let _: Int = try decoder.decode(Data()) }
    }
}

/// A factory with a generic method, which has no fallback of its own.
final class MockGenericFactory: Sendable {
    let mock = Mock("factory")
    func make<T>() -> T { mock.record(returning: T.self) }
}

/// A decoder whose generic method throws.
final class MockDecoder: Sendable {
    let mock = Mock("decoder")
    func decode<T>(_ data: Data) throws -> T { try mock.recordThrowing(data, returning: T.self) }
}
