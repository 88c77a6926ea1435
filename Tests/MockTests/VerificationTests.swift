import Mock
import Testing

@Suite("Verifying calls")
struct VerificationTests {
    @Test("calledWith passes when a call matches, and returns the matching calls")
    func passesAndReturnsMatches() {
        let view = MockProfileView()
        view.showFullName("Ada")
        view.showFullName("Grace")
        let calls = view.mock.calledWith("showFullName(_:)", "Ada", times: .once)
        #expect(calls.count == 1)
        #expect(
            failures { view.mock.calledWith("showFullName(_:)", Arg.any, times: .exactly(2)) } == []
        )
    }

    @Test("the calls a verification returns are numbered as mock.calls numbers them")
    func matchesKeepTheirNumbers() {
        let view = MockProfileView()
        view.refresh()
        view.showFullName("Ada")
        view.refresh()
        view.showFullName("Grace")
        view.showFullName("Ada")
        let found = view.mock.calledWith("showFullName(_:)", "Ada", times: .exactly(2))
        #expect(
            found.map(\.description) == [
                "#2 showFullName(_:)(\"Ada\")", "#5 showFullName(_:)(\"Ada\")",
            ]
        )
        let all = view.mock.calls
        #expect(found.map(\.description) == [all[1].description, all[4].description])
        let refreshes = view.mock.calledWith("refresh()", times: .exactly(2))
        #expect(refreshes.map(\.description) == ["#1 refresh()", "#3 refresh()"])
    }

    @Test(
        "counts accept the numbers they name",
        arguments: [
            (Times.never, 0, true), (.never, 1, false),
            (.once, 1, true), (.once, 2, false),
            (.exactly(3), 3, true), (.exactly(3), 2, false),
            (.atLeast(2), 2, true), (.atLeast(2), 1, false),
            (.atMost(2), 2, true), (.atMost(2), 3, false),
        ]
    )
    func countsAccept(times: Times, calls: Int, passes: Bool) {
        let view = MockProfileView()
        for _ in 0..<calls { view.refresh() }
        let messages = failures { view.mock.calledWith("refresh()", times: times) }
        #expect(messages.isEmpty == passes)
    }

    @Test("matchers: any, equal, a predicate and the same instance")
    func matchers() {
        let cell = Cell(id: 1)
        let double = MockButtonFactory()
        double.make(cell, 3, "big")

        #expect(failures { double.mock.calledWith("make(_:_:_:)", Arg.any, 3, "big") } == [])
        #expect(
            failures {
                double.mock.calledWith("make(_:_:_:)", Arg.same(as: cell), Arg.equal(3), Arg.any)
            }
                == []
        )
        #expect(
            failures {
                double.mock.calledWith(
                    "make(_:_:_:)",
                    Arg.any,
                    Arg.where("is odd") { (n: Int) in n % 2 == 1 },
                    Arg.any
                )
            } == []
        )
        #expect(
            failures { double.mock.calledWith("make(_:_:_:)", Arg.same(as: Cell(id: 1)), 3, "big") }
                .count
                == 1
        )
    }

    @Test("Equatable values compare with ==")
    func equatableWithEquality() throws {
        let loader = MockProductsLoader()
        try loader.save(Product(name: "fig", price: 4))
        #expect(
            failures { loader.mock.calledWith("save(_:)", Product(name: "fig", price: 4)) } == []
        )
        #expect(
            failures { loader.mock.calledWith("save(_:)", Product(name: "fig", price: 5)) }.count
                == 1
        )
    }

    @Test("notCalled passes when the method was not called, and fails when it was")
    func notCalled() {
        let view = MockProfileView()
        view.showFullName("Ada")
        #expect(failures { view.mock.notCalled("refresh()") } == [])
        #expect(failures { view.mock.notCalled("showFullName(_:)", "Grace") } == [])
        #expect(failures { view.mock.notCalled("showFullName(_:)") }.count == 1)
    }

    @Test("verifyNoOtherCalls passes once every call was verified")
    func noOtherCalls() {
        let view = MockProfileView()
        view.showFullName("Ada")
        view.refresh()
        view.mock.calledWith("showFullName(_:)", "Ada")
        #expect(failures { view.mock.verifyNoOtherCalls() }.count == 1)
        view.mock.calledWith("refresh()")
        #expect(failures { view.mock.verifyNoOtherCalls() } == [])
    }

    @Test("verifyInOrder follows calls across several mocks")
    func inOrderAcrossMocks() {
        let view = MockProfileView()
        let loader = MockProductsLoader()
        view.refresh()
        _ = loader.price(of: "fig")
        view.showFullName("Ada")

        let inOrder = failures {
            verifyInOrder(
                view.mock.call("refresh()"),
                loader.mock.call("price(of:)", "fig"),
                view.mock.call("showFullName(_:)", Arg.any)
            )
        }
        #expect(inOrder == [])
        let reversed = failures {
            verifyInOrder(view.mock.call("showFullName(_:)"), loader.mock.call("price(of:)"))
        }
        #expect(reversed.count == 1)
    }

    @Test("verifyInOrder takes an array, for steps made in a loop")
    func inOrderFromAnArray() {
        let board = (0..<2).flatMap { row in (0..<3).map { Square(row: row, column: $0) } }
        let buttons = MockButtonMaker()
        for square in board { buttons.makeButton(for: square) }

        let steps = board.map { buttons.mock.call("makeButton(for:)", Arg.same(as: $0)) }
        #expect(failures { verifyInOrder(steps) } == [])
        #expect(failures { verifyInOrder(steps.reversed()) }.count == 1)
        #expect(failures { buttons.mock.verifyNoOtherCalls() } == [])
    }

    @Test("a setter is verified by its own name, and the getter's name points to it")
    func setterHint() {
        var loader: any ProductsLoading = MockProductsLoader()
        loader.title = "Fruit"
        let mock = (loader as! MockProductsLoader).mock
        let messages = failures { mock.calledWith("title", "Fruit") }
        #expect(
            messages == [
                """
                Cannot verify loader.title with 1 argument: a name without parentheses is a \
                property's getter, which takes no arguments. Writes to title record as title=: \
                verify them with title=.
                """
            ]
        )
    }

    @Test("a non-escaping closure is not recorded; the double records the rest and calls it")
    func nonEscapingClosure() {
        let visitor = MockVisitor()
        var visited: [Int] = []
        visitor.visit(upTo: 3) { visited.append($0) }
        #expect(visited == [0, 1, 2])
        #expect(failures { visitor.mock.calledWith("visit(upTo:_:)", 3, times: .once) } == [])
    }
}

/// A double of a method that takes a non-escaping closure, which cannot be stored.
final class MockVisitor: Sendable {
    let mock = Mock("visitor")
    func visit(upTo count: Int, _ body: (Int) -> Void) {
        mock.record(count)
        for index in 0..<count { body(index) }
    }
}

/// A double with several arguments of different kinds.
final class MockButtonFactory: Sendable {
    let mock = Mock("factory")
    func make(_ cell: Cell, _ size: Int, _ style: String) { mock.record(cell, size, style) }
}
