import Foundation
import Testing

@testable import Mock

@Suite("Clearing calls")
struct ClearCallsTests {
    @Test("clearCalls forgets the calls and what was verified, and keeps the stubs")
    func clearCallsKeepsStubs() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 3)
        _ = loader.price(of: "apple")
        loader.mock.calledWith("price(of:)", "apple", times: .once)
        loader.mock.clearCalls()

        #expect(loader.mock.calls.isEmpty)
        #expect(loader.price(of: "pear") == 3)
        #expect(loader.mock.calls.map(\.description) == [#"#1 price(of:)("pear")"#])
        #expect(failures { loader.mock.verifyNoOtherCalls() }.count == 1)
    }
}
