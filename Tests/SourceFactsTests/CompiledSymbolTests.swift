import Testing

@testable import SourceFacts

@Suite("Compiled reach: what a demangled name says of its function")
struct CompiledSymbolTests {
    @Test(
        "the module and the declaration of every kind of function the compiler names",
        arguments: [
            (
                "Greeting.greet(user: Greeting.User, at: Foundation.Date) -> Swift.String",
                "Greeting", ["greet"]
            ),
            (
                "static Foundation.Date.< infix(Foundation.Date, Foundation.Date) -> Swift.Bool",
                "Foundation", ["Date", "<"]
            ),
            (
                "closure #1 (Swift.Int) -> [(Swift.Int, Swift.Int)] in (extension in GameOfLife):GameOfLife.BoardProtocol.placedCells() -> [(Swift.Int, Swift.Int)]",
                "GameOfLife", ["BoardProtocol", "placedCells"]
            ),
            (
                "default argument 0 of Greeting.greet(user: Greeting.User, at: Foundation.Date) -> Swift.String",
                "Greeting", ["greet"]
            ),
            (
                "protocol witness for static Swift.Equatable.== infix(A, A) -> Swift.Bool in conformance Greeting.User : Swift.Equatable in Greeting",
                "Greeting", ["User"]
            ),
            (
                "static GameOfLife.Screen.(side in _82FF65E58AEBC4D54CCDEF2A4A43B07C) : Swift.Double",
                "GameOfLife", ["Screen", "side"]
            ),
            (
                "(extension in Foundation):Swift.StringProtocol.components<A where A1: Swift.StringProtocol>(separatedBy: A1) -> [Swift.String]",
                "Foundation", ["StringProtocol", "components"]
            ),
            (
                "(extension in _StringProcessing):Swift.StringProtocol.contains(Swift.String) -> Swift.Bool",
                "_StringProcessing", ["StringProtocol", "contains"]
            ),
            ("ProfileFeature.Box<A>.value.getter : A", "ProfileFeature", ["Box", "value"]),
            (
                "register #1 <A>(_: A.Type, factory: (ShopApp.Container) throws -> A) -> () in ShopApp.AppAssembly.init(container: ShopApp.Container) throws -> ShopApp.AppAssembly",
                "ShopApp", ["AppAssembly", "init"]
            ),
            (
                "closure #1 () -> () in helper #2 () -> () in Greeting.Screen.load() -> ()",
                "Greeting", ["Screen", "load"]
            ),
        ]
    )
    func reads(name: String, module: String, path: [String]) throws {
        let symbol = try #require(CompiledSymbol(demangled: name))
        #expect(symbol.module == module)
        #expect(symbol.path == path)
    }

    @Test("a helper of the compiler's own belongs to no declaration")
    func helpers() {
        #expect(
            CompiledSymbol(
                demangled: "reabstraction thunk helper from @escaping () -> () to () -> ()"
            ) == nil
        )
    }
}

@Suite("Compiled reach: limits written as a type")
struct RangeLimitTests {
    @Test(
        "a member of a narrow number type, or arithmetic that wraps or clamps, by its demangled name",
        arguments: [
            ("static Swift.UInt16.+= infix(inout Swift.UInt16, Swift.UInt16) -> ()", "UInt16"),
            (
                "Swift.UInt16.init(_builtinIntegerLiteral: Builtin.IntLiteral) -> Swift.UInt16",
                "UInt16"
            ),
            ("static (extension in Swift):Swift.FixedWidthInteger.&+ infix(A, A) -> A", "&+"),
            (
                "static (extension in Swift):Swift.FixedWidthInteger.&*= infix(inout A, A) -> ()",
                "&*"
            ),
            (
                "Swift.Int.init<A where A: Swift.BinaryInteger>(clamping: A) -> Swift.Int",
                "init(clamping:)"
            ),
            (
                "Swift.Int.addingReportingOverflow(Swift.Int) -> (partialValue: Swift.Int, overflow: Swift.Bool)",
                "ReportingOverflow"
            ),
        ]
    )
    func narrow(name: String, limit: String) {
        #expect(CompiledReach.rangeLimit(callee: name) == limit)
    }

    @Test(
        "the standard library's own wide types and other members are no limit",
        arguments: [
            "static Swift.Int.+ infix(Swift.Int, Swift.Int) -> Swift.Int",
            "Swift.String.UTF8View.Iterator.next() -> Swift.UInt8?",
            "Swift.Double.rounded() -> Swift.Double",
            "static Swift.UInt64.max.getter : Swift.UInt64",
        ]
    )
    func wide(name: String) {
        #expect(CompiledReach.rangeLimit(callee: name) == nil)
    }

    @Test("a property of a narrow type is one, by its accessor")
    func accessor() {
        #expect(
            CompiledReach.rangeLimit(accessor: "M.P.presentedCount.getter : Swift.UInt16")
                == "UInt16"
        )
        #expect(CompiledReach.rangeLimit(accessor: "M.P.presentedCount.getter : Swift.Int") == nil)
    }
}
