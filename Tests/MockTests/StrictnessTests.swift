import Testing

@testable import Mock

@Suite("Strictness, opt-in")
struct StrictnessTests {
    @Test("a strict mock reports a call that returns a value and has no stub")
    func strictMockReportsUnstubbedCall() {
        let loader = StrictPriceList()
        var price = -1
        let messages = failures { price = loader.price(of: "apple") }
        #expect(price == 0)
        #expect(
            messages == [
                """
                prices.price(of:)("apple") was called, but nothing is stubbed for it and prices \
                is strict. The fallback was returned. Stub it with mock.stub("price(of:)", \
                returning: …), or make the mock without strict: true.
                """
            ]
        )
    }

    @Test("a strict mock accepts stubbed calls and calls that return nothing")
    func strictMockAcceptsStubbedAndVoidCalls() {
        let loader = StrictPriceList()
        loader.mock.stub("price(of:)", "apple", returning: 3)
        var price = 0
        #expect(failures { price = loader.price(of: "apple") } == [])
        #expect(price == 3)
        #expect(failures { loader.clear() } == [])
        #expect(failures { _ = loader.price(of: "pear") }.count == 1)
    }

    @Test("verifyStubsUsed lists the stubs no call used, with a did-you-mean for a wrong name")
    func unusedStubs() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", "apple", returning: 3)
        loader.mock.stub("price(of:)", "pear", returning: 2)
        loader.mock.stub("prize(of:)", returning: 1)
        _ = loader.price(of: "apple")
        let messages = failures { loader.mock.verifyStubsUsed() }
        #expect(
            messages == [
                """
                Expected every stub of loader to answer a call, but 2 were never used:
                  price(of:)("pear")
                    closest call: #1 price(of:)("apple")
                      first argument differs: expected "pear", got "apple"
                  prize(of:), which names no recorded call. Did you mean price(of:)? That is the name #function recorded.

                Remove the stubs the test does not need, or find out why the code does not make those calls.
                """
            ]
        )
    }

    @Test("verifyStubsUsed passes when every stub answered")
    func everyStubUsed() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 3)
        _ = loader.price(of: "fig")
        #expect(failures { loader.mock.verifyStubsUsed() } == [])
    }
}

final class StrictPriceList: Sendable {
    let mock = Mock("prices", strict: true)
    func price(of name: String) -> Int { mock.record(name, fallback: 0) }
    func clear() { mock.record() }
}
