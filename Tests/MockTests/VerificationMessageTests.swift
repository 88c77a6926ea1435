import Foundation
import Testing

@testable import Mock

@Suite("Messages on verifications")
struct VerificationMessageTests {
    @Test("a verification's message comes first in its failure")
    func messageComesFirst() {
        let view = MockProfileView()
        let messages = failures {
            view.mock.calledWith("refresh()", message: "The view refreshes once it appears")
            view.mock.notCalled("refresh()", message: "unused")
        }
        #expect(
            messages == [
                """
                The view refreshes once it appears

                Expected profileView.refresh() to be called at least once, but it was never called.

                No calls were recorded on profileView.
                """
            ]
        )
    }

    @Test("verifyNoOtherCalls, verifyStubsUsed and verifyInOrder take a message too")
    func otherVerificationsTakeAMessage() {
        let view = MockProfileView()
        view.refresh()
        view.mock.stub("refresh()", "never", returning: ())
        let messages = failures {
            view.mock.verifyNoOtherCalls(message: "no other calls")
            view.mock.verifyStubsUsed(message: "stubs used")
            verifyInOrder(view.mock.call("showFullName(_:)"), message: "in order")
        }
        #expect(
            messages.map { $0.components(separatedBy: "\n").first } == [
                "no other calls", "stubs used", "in order",
            ]
        )
    }
}
