import Testing

@testable import Mock

@Suite("Answers computed from the call, and mixed sequences")
struct AnswerTests {
    @Test("an answer can call the completion handler the double received")
    func callsCapturedCompletion() async {
        let service = MockGreetingService()
        service.mock.stub("fetchGreeting(for:completion:)") { call in
            let name = try call.argument(0, as: String.self)
            let completion = try call.argument(1, as: (@Sendable (String) -> Void).self)
            completion("Hello, \(name)!")
        }
        let greeting = await withCheckedContinuation { continuation in
            service.fetchGreeting(for: "Ada") { continuation.resume(returning: $0) }
        }
        #expect(greeting == "Hello, Ada!")
    }

    @Test("an answer can return one of the arguments")
    func returnsAnArgument() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)") { call in try call.argument(0, as: String.self).count }
        #expect(loader.price(of: "apple") == 5)
        #expect(loader.price(of: "fig") == 3)
    }

    @Test("an answer can throw for some inputs only")
    func throwsForSomeInputs() throws {
        let loader = MockProductsLoader()
        loader.mock.stub("save(_:)") { call in
            if try call.argument(0, as: Product.self).price < 0 { throw LoadingFailed() }
        }
        try loader.save(Product(name: "fig", price: 4))
        #expect(throws: LoadingFailed()) { try loader.save(Product(name: "fig", price: -1)) }
    }

    @Test("a sequence mixes values and errors: a value, then an error, then the last repeats")
    func mixedSequence() async throws {
        let loader = MockProductsLoader()
        let fig = Product(name: "fig", price: 4)
        loader.mock.stub(
            "loadProducts()",
            answers: .returning([fig]),
            .throwing(LoadingFailed()),
            .computing { _ in [Product]() }
        )
        #expect(try await loader.loadProducts() == [fig])
        await #expect(throws: LoadingFailed()) { try await loader.loadProducts() }
        #expect(try await loader.loadProducts() == [])
        #expect(try await loader.loadProducts() == [])
    }

    @Test("an answer may call other doubles, and their calls are recorded")
    func answerCallsOtherDoubles() {
        let view = MockProfileView()
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)") { _ in
            view.refresh()
            return 1
        }
        #expect(loader.price(of: "fig") == 1)
        #expect(failures { view.mock.calledWith("refresh()", times: .once) } == [])
    }

    @Test("an answer of the wrong type is reported like a wrong stubbed value")
    func computedWrongType() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)") { _ in "three" }
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

    @Test("a double's description asked for by a message shows its stubbed value, unrecorded")
    func messagesShowStubbedDescriptions() {
        let cell = MockCell()
        cell.mock.stub("description", returning: "Cell(1, 2)")
        let formatter = MockCellFormatter()
        _ = formatter.format(cell)
        let messages = failures { formatter.mock.calledWith("format(_:)", times: .never) }
        #expect(messages.first?.contains("#1 format(_:)(Cell(1, 2))") == true)
        #expect(cell.mock.calls.isEmpty)
    }
}

final class MockGreetingService: Sendable {
    let mock = Mock("greetings")
    func fetchGreeting(for name: String, completion: @escaping @Sendable (String) -> Void) {
        mock.record(name, completion)
    }
}
