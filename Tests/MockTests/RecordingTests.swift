import Mock
import Testing

@Suite("Recording calls")
struct RecordingTests {
    @Test("a method that returns nothing is recorded with its name and arguments")
    func recordsVoidMethod() throws {
        let view = MockProfileView()
        view.showFullName("Ada Lovelace")
        view.refresh()

        #expect(view.mock.calls.map(\.method) == ["showFullName(_:)", "refresh()"])
        #expect(try view.mock.calls[0].argument(0, as: String.self) == "Ada Lovelace")
        #expect(view.mock.calls[1].arguments.isEmpty)
    }

    @Test("a method that returns a value gives the fallback when nothing is stubbed")
    func fallbackWithoutStub() {
        let loader = MockProductsLoader()
        #expect(loader.price(of: "apple") == 0)
        #expect(loader.mock.calls.count == 1)
    }

    @Test("an async throwing method is recorded and returns its fallback")
    func recordsAsyncThrowingMethod() async throws {
        let loader = MockProductsLoader()
        #expect(try await loader.loadProducts() == [])
        #expect(loader.mock.calls.map(\.method) == ["loadProducts()"])
    }

    @Test("a throwing method that returns nothing is recorded")
    func recordsThrowingVoidMethod() throws {
        let loader = MockProductsLoader()
        try loader.save(Product(name: "pear", price: 2))
        #expect(try loader.mock.calls[0].argument(0) == Product(name: "pear", price: 2))
    }

    @Test("a property's getter records under its name, its setter under its name and =")
    func recordsProperties() {
        var loader: any ProductsLoading = MockProductsLoader()
        _ = loader.isOnline
        loader.title = "Fruit"
        _ = loader.title
        let mock = (loader as! MockProductsLoader).mock

        #expect(mock.calls.map(\.method) == ["isOnline", "title=", "title"])
        #expect(failures { mock.calledWith("title", times: .once) } == [])
        #expect(failures { mock.calledWith("title=", "Fruit", times: .once) } == [])
    }

    @Test("sequence numbers grow across every mock")
    func sequenceNumbersGrowAcrossMocks() {
        let view = MockProfileView()
        let loader = MockProductsLoader()
        view.refresh()
        _ = loader.price(of: "fig")
        view.refresh()

        let first = view.mock.calls[0].sequence
        #expect(loader.mock.calls[0].sequence > first)
        #expect(view.mock.calls[1].sequence > loader.mock.calls[0].sequence)
    }

    @Test("thousands of calls keep their order, numbers and arguments")
    func manyCallsKeepTheirOrder() throws {
        let view = MockProfileView()
        for index in 0..<10_000 { view.showFullName("\(index)") }
        let calls = view.mock.calls
        #expect(calls.count == 10_000)
        #expect(
            calls.map(\.description).prefix(2) == [
                #"#1 showFullName(_:)("0")"#, #"#2 showFullName(_:)("1")"#,
            ]
        )
        #expect(
            try calls.map { try $0.argument(0, as: String.self) } == (0..<10_000).map { "\($0)" }
        )
        #expect(zip(calls, calls.dropFirst()).allSatisfy { $0.sequence < $1.sequence })
        #expect(failures { view.mock.calledWith("showFullName(_:)", "9999", times: .once) } == [])
    }

    @Test("reset forgets calls and stubs")
    func resetForgetsEverything() {
        let loader = MockProductsLoader()
        loader.mock.stub("price(of:)", returning: 5)
        _ = loader.price(of: "fig")
        loader.mock.reset()

        #expect(loader.mock.calls.isEmpty)
        #expect(loader.price(of: "fig") == 0)
    }
}

@Suite("Reading captured arguments")
struct CapturedArgumentTests {
    @Test("an argument is read back with its type")
    func readsTypedArgument() throws {
        let view = MockProfileView()
        view.showFullName("Grace Hopper")
        let call = try #require(view.mock.calledWith("showFullName(_:)").first)
        #expect(try call.argument(0, as: String.self) == "Grace Hopper")
    }

    @Test("a wrong index is a clear error")
    func wrongIndex() throws {
        let view = MockProfileView()
        view.showFullName("Grace Hopper")
        let error = #expect(throws: MockError.self) {
            try view.mock.calls[0].argument(1, as: String.self)
        }
        #expect(
            error?.description
                == "showFullName(_:) was called with 1 argument, so there is no argument at index 1. Indexes start at 0."
        )
    }

    @Test("a wrong type is a clear error")
    func wrongType() throws {
        let view = MockProfileView()
        view.showFullName("Grace Hopper")
        let error = #expect(throws: MockError.self) {
            try view.mock.calls[0].argument(0, as: Int.self)
        }
        #expect(
            error?.description
                == "Argument 0 of showFullName(_:) is of type String, not Int. Ask for it with `as: String.self`."
        )
    }
}
