import Mock
import Testing

@Suite("Stubbing answers")
struct StubbingTests {
    @Test("a stubbed value is returned")
    func stubbedValue() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 3)
        #expect(loader.price(of: "apple") == 3)
    }

    @Test("a sequence of values is returned in turn and the last one repeats")
    func sequenceOfValues() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 1, 2, 3)
        let prices = (1...5).map { _ in loader.price(of: "apple") }
        #expect(prices == [1, 2, 3, 3, 3])
    }

    @Test("a stubbed error is thrown by an async throwing method")
    func stubbedError() async {
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", throwing: LoadingFailed())
        await #expect(throws: LoadingFailed()) { try await loader.loadProducts() }
    }

    @Test("a stubbed async answer is returned")
    func stubbedAsyncValue() async throws {
        let loader = MockProductsLoader()
        let products = [Product(name: "fig", price: 4)]
        loader.mock.stub("loadProducts()", returning: products)
        #expect(try await loader.loadProducts() == products)
    }

    @Test("a stub with arguments answers only the calls they match")
    func stubRestrictedByArguments() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", "apple", returning: 3)
        #expect(loader.price(of: "apple") == 3)
        #expect(loader.price(of: "pear") == 0)
    }

    @Test("when several stubs match, the one added last wins")
    func lastStubWins() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 1)
        loader.mock.stub("price(of:)", "apple", returning: 3)
        loader.mock.stub(
            "price(of:)",
            Arg.where("is long") { (name: String) in name.count > 5 },
            returning: 9
        )

        #expect(loader.price(of: "apple") == 3)
        #expect(loader.price(of: "pear") == 1)
        #expect(loader.price(of: "pineapple") == 9)
    }

    @Test("a property is stubbed by its name")
    func stubbedProperty() {
        let loader = MockProductsLoader()
        loader.mock.stub("isOnline", returning: false)
        #expect(loader.isOnline == false)
    }

    @Test("a stub of the wrong type is reported and the fallback returned")
    func wrongTypeStub() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: "three")
        var price = -1
        let messages = failures { price = loader.price(of: "apple") }
        #expect(price == 0)
        #expect(
            messages == [
                """
                loader.price(of:) is stubbed to return "three" of type String, but the double \
                returns Int. The fallback was returned instead. Stub it with a value of type Int.
                """
            ]
        )
    }

    @Test("an error stubbed for a call that cannot throw is reported, not a crash")
    func errorForNonThrowingRecord() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", throwing: LoadingFailed())
        var price = -1
        let messages = failures { price = loader.price(of: "apple") }
        #expect(price == 0)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("loader.price(of:) is stubbed to throw LoadingFailed()")
                == true
        )
    }

    @Test("stubbing a property's getter leaves its setter alone")
    func getterStubLeavesSetterAlone() {
        let loader = MockProductsLoader()
        loader.mock.stub("title", returning: "Fruit")
        var writable: any ProductsLoading = loader
        #expect(failures { writable.title = "Vegetables" } == [])
        #expect(loader.title == "Fruit")
    }

    @Test("a stub of another type than the fallback's says how to declare the fallback's type")
    func fallbackTypeAdvice() {
        let factory = MockFormatterFactory()
        factory.mock.stub("make()", returning: FancyFormatter())
        let messages = failures { _ = factory.make() }
        #expect(
            messages == [
                """
                factory.make() is stubbed to return FancyFormatter() of type FancyFormatter, \
                but the double returns PlainFormatter, the type of its fallback. The fallback was \
                returned instead. If make() returns a protocol or a superclass, give the \
                fallback that type (`fallback: PlainFormatter(…) as any TheProtocol`) so that \
                any conforming value can be stubbed; otherwise stub it with a value of type \
                PlainFormatter.
                """
            ]
        )
    }

    @Test("a fallback written with the protocol's type lets any conforming value be stubbed")
    func fallbackOfProtocolType() {
        let factory = MockFormatterFactory()
        factory.mock.stub("makeDeclared()", returning: FancyFormatter())
        #expect(factory.makeDeclared().format(3) == "*3*")
    }
}

protocol Formatting: Sendable {
    func format(_ number: Int) -> String
}

struct PlainFormatter: Formatting {
    func format(_ number: Int) -> String { "\(number)" }
}

struct FancyFormatter: Formatting {
    func format(_ number: Int) -> String { "*\(number)*" }
}

final class MockFormatterFactory: Sendable {
    let mock = Mock("factory")
    func make() -> any Formatting { mock.record(fallback: PlainFormatter()) }
    func makeDeclared() -> any Formatting {
        mock.record(fallback: PlainFormatter() as any Formatting)
    }
}
