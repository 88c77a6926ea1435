import Foundation
import Testing

@testable import Mock

@Suite("More matchers")
struct MoreMatcherTests {
    @Test("Arg.not matches what its value or matcher does not")
    func not() {
        let view = MockProfileView()
        view.showFullName("Ada")
        #expect(failures { view.mock.calledWith("showFullName(_:)", Arg.not("Grace")) } == [])
        let messages = failures { view.mock.calledWith("showFullName(_:)", Arg.not("Ada")) }
        #expect(
            messages.first?.hasSuffix(#"first argument differs: expected not "Ada", got "Ada""#)
                == true
        )
        #expect(failures { view.mock.notCalled("showFullName(_:)", Arg.not(Arg.any)) } == [])
    }

    @Test("Arg.anyOf matches when one of its values or matchers does")
    func anyOf() {
        let view = MockProfileView()
        view.showFullName("Ada")
        #expect(
            failures { view.mock.calledWith("showFullName(_:)", Arg.anyOf("Grace", "Ada")) } == []
        )
        let messages = failures {
            view.mock.calledWith("showFullName(_:)", Arg.anyOf("Grace", "Alan"))
        }
        #expect(
            messages.first?.hasSuffix(
                #"first argument differs: expected any of ("Grace", "Alan"), got "Ada""#
            ) == true
        )
    }

    @Test("Arg.isNil matches nil of any optional type, and nothing else")
    func isNil() {
        let double = MockEvents()
        double.note(nil)
        double.note(3)
        #expect(failures { double.mock.calledWith("note(_:)", Arg.isNil, times: .once) } == [])
        #expect(
            failures { double.mock.calledWith("note(_:)", Arg.not(Arg.isNil), times: .once) } == []
        )
    }
}
