import Testing

@testable import Mock

/// How a plain value given to `calledWith` or `stub` is compared with a recorded argument.
@Suite("Matching rules")
struct MatchingRulesTests {
    @Test("a class instance that is not Equatable matches only itself, not its look-alikes")
    func classInstancesByIdentity() {
        let board = (0..<2).map { row in (0..<3).map { Square(row: row, column: $0) } }
        let buttons = MockButtonMaker()
        for _ in 0..<6 { buttons.makeButton(for: board[0][0]) }

        #expect(failures { buttons.mock.calledWith("makeButton(for:)", board[0][0]) } == [])
        #expect(
            failures { buttons.mock.calledWith("makeButton(for:)", board[1][2]) }.count == 1
        )
    }

    @Test("a mismatched instance is explained as another instance")
    func anotherInstanceIsExplained() throws {
        let buttons = MockButtonMaker()
        buttons.makeButton(for: Square(row: 0, column: 0))
        let messages = failures {
            buttons.mock.calledWith("makeButton(for:)", Square(row: 1, column: 2))
        }
        #expect(
            messages.first?.hasSuffix(
                """
                first argument differs: expected MockTests.Square, got another instance: \
                MockTests.Square (Square is a class that is not Equatable, so only the same \
                instance matches)
                """
            ) == true
        )
    }

    @Test("a look-alike that reads the same is said to, in the summary, in and out of order")
    func lookAlikeSaidInTheSummary() throws {
        let buttons = MockButtonMaker()
        buttons.makeButton(for: Square(row: 0, column: 0))
        let expected = Square(row: 0, column: 0)
        let messages = failures { buttons.mock.calledWith("makeButton(for:)", expected) }
        #expect(
            messages.first?.hasPrefix(
                """
                Expected buttons.makeButton(for:) to be called at least once with \
                (MockTests.Square), but no call had those arguments. Call #1 reads the same, \
                but differs where the text does not show (below).
                """
            ) == true
        )
        let ordered = failures {
            verifyInOrder([buttons.mock.call("makeButton(for:)", expected)])
        }
        #expect(
            ordered.first?.contains(
                "was never called with those arguments. Call #1 reads the same, but differs "
                    + "where the text does not show (below)."
            ) == true
        )
    }

    @Test("a closure cannot be compared, and the message says what to use instead")
    func closuresAreRefused() {
        let double = MockCallbacks()
        let done: @Sendable () -> Void = {}
        double.load("cart", completion: done)
        let messages = failures { double.mock.calledWith("load(_:completion:)", "cart", done) }
        #expect(
            messages == [
                """
                Cannot verify callbacks.load(_:completion:): its second argument is a closure, \
                and closures cannot be compared. Match it with Arg.any, check it with \
                Arg.where, or compare an object with Arg.same(as:).
                """
            ]
        )
        #expect(failures { double.mock.calledWith("load(_:completion:)", "cart", Arg.any) } == [])
    }

    @Test("a closure inside a collection is refused too")
    func closureInsideCollectionIsRefused() {
        let double = MockCallbacks()
        let messages = failures {
            double.mock.calledWith("load(_:completion:)", "cart", [{ () -> Void in }])
        }
        #expect(
            messages.first?.hasPrefix(
                "Cannot verify callbacks.load(_:completion:): its second argument contains a closure, and closures cannot be compared."
            ) == true
        )
    }

    @Test("a matcher inside a collection is refused, and the message says matchers cannot nest")
    func nestedMatcherIsRefused() {
        let double = MockEvents()
        double.log(["a": 1])
        let messages = failures { double.mock.calledWith("log(_:)", [Arg.any]) }
        #expect(
            messages == [
                """
                Cannot verify events.log(_:): its first argument has a matcher inside it (any), \
                and matchers cannot be nested in a value: a matcher stands for a whole argument. \
                Match the whole argument with Arg.any, or check it with Arg.where, for example \
                Arg.where("has 2 elements") { (values: [String]) in values.count == 2 }.
                """
            ]
        )
    }

    @Test("a stub given a closure is refused, and answers nothing")
    func stubWithClosureIsRefused() {
        let double = MockCallbacks()
        let done: @Sendable () -> Void = {}
        let messages = failures {
            double.mock.stub("load(_:completion:)", "cart", done, returning: ())
        }
        #expect(
            messages == [
                """
                Cannot stub callbacks.load(_:completion:): its second argument is a closure, and \
                closures cannot be compared. Match it with Arg.any, check it with Arg.where, or \
                compare an object with Arg.same(as:).
                """
            ]
        )
        double.load("cart", completion: done)
        #expect(failures { double.mock.verifyStubsUsed() } == [])
    }

    @Test("enum payloads and collections follow the same rules element by element")
    func payloadsAndCollectionsElementByElement() {
        let first = Square(row: 0, column: 0)
        let second = Square(row: 0, column: 1)
        let double = MockEvents()
        double.handle(.tapped(first))
        double.handle(.moved([first, second]))

        #expect(failures { double.mock.calledWith("handle(_:)", BoardEvent.tapped(first)) } == [])
        #expect(
            failures { double.mock.calledWith("handle(_:)", BoardEvent.tapped(second)) }.count == 1
        )
        #expect(
            failures { double.mock.calledWith("handle(_:)", BoardEvent.moved([first, second])) }
                == []
        )
        #expect(
            failures { double.mock.calledWith("handle(_:)", BoardEvent.moved([second, first])) }
                .count == 1
        )
        #expect(failures { double.mock.calledWith("handle(_:)", BoardEvent.cleared) }.count == 1)
    }

    @Test("a [String: Any] with equal contents matches, whatever order it lists its keys in")
    func dictionariesEntryByEntry() throws {
        var recorded: [String: Any] = [:]
        var expected: [String: Any] = Dictionary(minimumCapacity: 64)
        for key in "abcdefgh".map(String.init) {
            recorded[key] = key.count
            expected[key] = key.count
        }
        try #require(
            String(describing: recorded) != String(describing: expected),
            "the two dictionaries must list their keys in different orders"
        )
        let double = MockEvents()
        double.log(recorded)

        #expect(failures { double.mock.calledWith("log(_:)", expected) } == [])
        expected["a"] = 2
        #expect(failures { double.mock.calledWith("log(_:)", expected) }.count == 1)
    }

    @Test("nil of one optional type does not match nil of another")
    func nilsOfDifferentTypes() {
        let double = MockEvents()
        double.note(Int?.none)
        #expect(failures { double.mock.calledWith("note(_:)", Int?.none as Any) } == [])
        let messages = failures { double.mock.calledWith("note(_:)", String?.none as Any) }
        #expect(
            messages.first?.hasSuffix(
                "first argument differs: expected nil (Optional<String>), got nil (Optional<Int>)"
            ) == true
        )
    }

    @Test("a value matches an optional that holds an equal value")
    func valueMatchesOptional() {
        let double = MockEvents()
        double.note(Int?.some(3))
        #expect(failures { double.mock.calledWith("note(_:)", 3) } == [])
        #expect(failures { double.mock.calledWith("note(_:)", 4) }.count == 1)
    }

    @Test("structs that are not Equatable compare member by member")
    func structsMemberByMember() {
        let double = MockEvents()
        let square = Square(row: 0, column: 0)
        double.place(Placement(square: square, label: "A"))
        #expect(
            failures { double.mock.calledWith("place(_:)", Placement(square: square, label: "A")) }
                == []
        )
        #expect(
            failures { double.mock.calledWith("place(_:)", Placement(square: square, label: "B")) }
                .count == 1
        )
        #expect(
            failures {
                double.mock.calledWith(
                    "place(_:)",
                    Placement(square: Square(row: 0, column: 0), label: "A")
                )
            }.count == 1
        )
    }
}

/// What a custom mirror, or a shared description, would hide.
@Suite("Matching rules: what a value stores, not what it shows")
struct StoredMemberMatchingTests {
    @Test("structs with a custom mirror compare every stored property, hidden ones included")
    func customMirrorHidesNothing() {
        let double = MockEvents()
        double.signIn(Credentials(user: "ada", password: "secret"))
        #expect(
            failures {
                double.mock.calledWith("signIn(_:)", Credentials(user: "ada", password: "secret"))
            } == []
        )
        #expect(
            failures {
                double.mock.calledWith("signIn(_:)", Credentials(user: "ada", password: "guess"))
            }.count == 1
        )
    }

    @Test("enum cases that describe themselves alike are told apart by case and payload")
    func casesWithTheSameDescription() {
        let double = MockEvents()
        double.update(.pending)
        double.update(.paid(amount: 3))
        #expect(failures { double.mock.calledWith("update(_:)", PaymentState.pending) } == [])
        #expect(
            failures { double.mock.calledWith("update(_:)", PaymentState.failed) }.count == 1
        )
        #expect(
            failures { double.mock.calledWith("update(_:)", PaymentState.paid(amount: 3)) } == []
        )
        #expect(
            failures { double.mock.calledWith("update(_:)", PaymentState.paid(amount: 4)) }
                .count == 1
        )
    }
}

/// A login whose mirror shows the user and hides the password, and is not Equatable.
struct Credentials: CustomReflectable, Sendable {
    let user: String
    let password: String
    var customMirror: Mirror { Mirror(self, children: ["user": user]) }
}

/// A state whose every case describes itself the same way, and is not Equatable.
enum PaymentState: CustomStringConvertible, Sendable {
    case pending
    case failed
    case paid(amount: Int)
    var description: String { "a payment" }
}

/// Events of a game-of-life board: an enum that is not Equatable, with class payloads.
enum BoardEvent: Sendable {
    case tapped(Square)
    case moved([Square])
    case cleared
}

/// A struct that is not Equatable.
struct Placement: Sendable {
    let square: Square
    let label: String
}

final class MockEvents: Sendable {
    let mock = Mock("events")
    func handle(_ event: BoardEvent) { mock.record(event) }
    func log(_ fields: [String: Any]) { mock.record(fields) }
    func note(_ value: Int?) { mock.record(value as Any) }
    func place(_ placement: Placement) { mock.record(placement) }
    func signIn(_ credentials: Credentials) { mock.record(credentials) }
    func update(_ state: PaymentState) { mock.record(state) }
}

final class MockCallbacks: Sendable {
    let mock = Mock("callbacks")
    func load(_ name: String, completion: @escaping @Sendable () -> Void) {
        mock.record(name, completion)
    }
}
