// The checker of kata 03. It hands the screen a loader of its own and loads, reloads, fails
// and adds to the cart: the products and errors must come from whatever loader the screen is
// given, each load replacing the last, and the cart must stay the screen's own Cart, which it makes.
// It also gives the production loader a URLSession whose answers it serves itself, so that no
// test reaches the network.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Foundation
import Mock
import StructureChecks
import Testing

@testable import CartFeature

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loader that answers what the test stubs and records that it was asked.
final class MockProductsLoader: ProductsLoading {
    let mock = Mock("productsLoader")

    func loadProducts() async throws -> [Product] {
        try mock.recordThrowing(fallback: [])
    }
}

struct ServerUnreachable: Error {}

/// A loader whose first load waits until the test lets it answer, and says whether its task
/// was cancelled meanwhile; every later load answers at once.
final class HeldLoader: ProductsLoading, @unchecked Sendable {
    // Every variable is read and written under `lock`.
    private let lock = NSLock()
    private var loads = 0
    private var waiting: CheckedContinuation<Void, Never>?
    private var released = false
    private var cancelled = false
    /// Whether every load after the first fails at once, rather than answers.
    private let laterFail: Bool

    init(laterFail: Bool = false) { self.laterFail = laterFail }

    /// How many loads asked so far.
    var loadCount: Int { lock.withLock { loads } }
    /// Whether the first load's task was cancelled while it waited.
    var firstWasCancelled: Bool { lock.withLock { cancelled } }

    func loadProducts() async throws -> [Product] {
        let number = lock.withLock {
            loads += 1
            return loads
        }
        guard number == 1 else {
            if laterFail { throw URLError(.notConnectedToInternet) }
            return [pear]
        }
        await withCheckedContinuation { continuation in
            let goOn = lock.withLock {
                if released { return true }
                waiting = continuation
                return false
            }
            if goOn { continuation.resume() }
        }
        lock.withLock { cancelled = Task.isCancelled }
        return [apple]
    }

    /// Lets the first load answer.
    func releaseFirst() {
        let continuation = lock.withLock {
            released = true
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume()
    }
}

/// A loader that answers each load with the next answer of its script: products, or a
/// failure; an empty list once the script is over.
final class ScriptedLoader: ProductsLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<[Product], CartFailure>]

    init(_ answers: [Result<[Product], CartFailure>]) {
        self.answers = answers
    }

    private func nextAnswer() -> Result<[Product], CartFailure> {
        lock.lock()
        defer { lock.unlock() }
        return answers.isEmpty ? .success([]) : answers.removeFirst()
    }

    func loadProducts() async throws -> [Product] {
        switch nextAnswer() {
        case .success(let products): return products
        case .failure(let failure): throw failure.error
        }
    }

    /// A failure that describes itself: the screen still shows its own message.
    struct Refused: LocalizedError {
        var errorDescription: String? { "The shop refused (code 7)." }
    }
}

/// An error that says whatever it is given, as a real loader's errors say what went wrong.
struct DescribedFailure: Error, CustomStringConvertible {
    let description: String
}

/// The ways a load may fail: the checker's own error, the network's, an answer that does not
/// decode, as the app's real loader would throw them, and errors that describe themselves in any
/// words. A screen that tells them apart (by type, code or text) hides some failure the app will
/// meet.
enum CartFailure: Error, CustomStringConvertible {
    case refused
    case network(URLError.Code)
    case undecodable
    case described(String)

    var error: any Error {
        switch self {
        case .refused: return ScriptedLoader.Refused()
        case .network(let code): return URLError(code)
        case .undecodable:
            return DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The answer is not a list of products.")
            )
        case .described(let text): return DescribedFailure(description: text)
        }
    }

    var description: String {
        switch self {
        case .refused: return "the shop's refusal"
        case .network(let code): return "URLError(\(code.rawValue))"
        case .undecodable: return "a DecodingError"
        case .described(let text): return "an error that says \"\(text)\""
        }
    }

    static func generated(_ source: inout InputSource) -> CartFailure {
        switch source.int(in: 0...3) {
        case 0: return .refused
        case 1:
            return .network(source.pick([.notConnectedToInternet, .timedOut, .badServerResponse]))
        case 2: return .undecodable
        default: return .described(source.pick(["offline", "decoding", "503", source.name()]))
        }
    }
}

/// One thing a person does on the cart screen.
enum CartStep: Sendable, CustomStringConvertible {
    /// The screen loads: the loader answers with these products, or fails as the failure says.
    case load(Result<[Product], CartFailure>)
    /// The person taps the product at this row, which may not be there.
    case add(Int)

    var description: String {
        switch self {
        case .load(.success(let products)):
            return "load \(products.map { "\($0.name):\($0.price)" })"
        case .load(.failure(let failure)): return "load fails with \(failure)"
        case .add(let index): return "add #\(index)"
        }
    }
}

/// A session on the cart screen: loads that succeed or fail, again and again, with products of
/// any name and price (the same product twice, free ones, a discount at a price below zero, now
/// and then thousands), a reload of the same products at new prices or in another order, and
/// taps on rows that may not exist. Now and then a long session: hundreds of loads of a few
/// products each, more than any count kept below the number rule's ±100.
func generatedSteps(_ source: inout InputSource) -> [CartStep] {
    var previous: [Product] = []
    let long = source.int(in: 0...9) == 0
    let steps = long ? source.int(in: 160...320) : source.int(in: 1...10)
    return (0..<steps).map { _ in
        if long ? source.int(in: 0...2) != 0 : source.int(in: 0...2) == 0 {
            guard source.int(in: 0...3) != 0 else { return .load(.failure(.generated(&source))) }
            if !previous.isEmpty, source.int(in: 0...2) == 0 {
                // The same products again, one of them at a new price, or the list turned round.
                var again = previous
                let changed = source.int(in: 0...(again.count - 1))
                if source.int(in: 0...1) == 0 {
                    again[changed] = Product(
                        name: again[changed].name,
                        price: again[changed].price + source.int(in: 1...50)
                    )
                } else {
                    again.reverse()
                }
                previous = again
                return .load(.success(again))
            }
            var products: [Product] = []
            let count = long ? source.int(in: 0...6) : source.count()
            for _ in 0..<count {
                if let last = products.last, source.int(in: 0...3) == 0 {
                    products.append(last)
                } else {
                    // 2^53 + 1 cents: a total added up as a `Double` loses its last cent. A
                    // price below zero is a discount: the Before cart added it up as any other.
                    // Prices of every size up to 15 digits, each as often as the next: a rule
                    // kept for a window of prices nobody writes meets one.
                    let price = source.pick([
                        0, 1, 30, 45, 999, 9_007_199_254_740_993, source.int(in: 0...100_000),
                        -source.int(in: 1...5_000), source.magnitude(digits: 1...15),
                    ])
                    let name = count > 100 ? source.shortName() : source.name()
                    products.append(Product(name: name, price: price))
                }
            }
            if !products.isEmpty { previous = products }
            return .load(.success(products))
        }
        // Mostly the first rows; now and then any row of the last list, or one past its end.
        return .add(
            source.int(in: 0...3) == 0
                ? source.int(in: -1...previous.count) : source.int(in: -1...6)
        )
    }
}

/// A loader each of whose loads waits until the test answers it, in any order.
final class HeldProductsLoader: ProductsLoading, Sendable {
    let calls: HeldCalls<[Product]>

    init(_ calls: HeldCalls<[Product]>) {
        self.calls = calls
    }

    func loadProducts() async throws -> [Product] {
        try await calls.next()
    }
}

/// A tap on the product at a row, between loads.
struct RowTap: Sendable, CustomStringConvertible {
    let row: Int
    var description: String { "add #\(row)" }
}

/// Loads that overlap, each answered with products or a failure, and taps on rows between them.
typealias CartOverlaps = [OverlapStep<Result<[Product], CartFailure>, RowTap>]

/// Loads that overlap: up to five waiting at once, answered in any order, each with a few
/// products or a failure, and taps on the first rows between them.
func generatedOverlaps(_ source: inout InputSource) -> CartOverlaps {
    source.overlaps(
        answer: { source -> Result<[Product], CartFailure> in
            guard source.int(in: 0...2) != 0 else { return .failure(.generated(&source)) }
            return .success(
                (0..<source.int(in: 0...4)).map { _ in
                    Product(
                        name: source.name(),
                        price: source.pick([0, 30, 45, source.int(in: 1...999)])
                    )
                }
            )
        },
        other: { source in RowTap(row: source.int(in: 0...4)) }
    )
}

let apple = Product(name: "Apple", price: 30)
let pear = Product(name: "Pear", price: 45)

@Suite("Kata 03 · the products come through an injected loader; the screen makes its cart")
struct CartViewControllerChecks {
    init() { NoNetwork.refuseEveryConnection() }

    @Test("the screen lists the products its loader gives, asking the loader once")
    func listsLoadedProducts() async {
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", returning: [apple, pear])
        let controller = CartViewController(productsLoader: loader)

        await controller.viewDidLoad()

        #expect(controller.displayedProducts == [apple, pear])
        #expect(controller.displayedError == nil)
        loader.mock.calledWith("loadProducts()", times: .once)
    }

    @Test("a load in a task that was cancelled still shows what the loader gave, or its error")
    func loadInACancelledTask() async {
        let loader = MockProductsLoader()
        loader.mock.stub(
            "loadProducts()",
            answers: .returning([apple]),
            .throwing(ServerUnreachable())
        )
        // Both loads run in one task, cancelled before the first.
        let (shown, error) = await Task { () -> ([String], String?) in
            let controller = CartViewController(productsLoader: loader)
            withUnsafeCurrentTask { $0?.cancel() }
            await controller.viewDidLoad()
            let shown = controller.displayedProducts.map(\.name)
            await controller.viewDidLoad()
            return (shown, controller.displayedError)
        }.value

        #expect(
            shown == ["Apple"] && error != nil,
            """
            Two loads in a task that was cancelled: the loader gave ["Apple"], then failed; the \
            screen showed \(shown), then \(error ?? "no error"). The screen shows what its \
            loader gives, as the code before did, and leaves it to the loader to stop when its \
            task is cancelled.
            """
        )
    }

    @Test("a load asked while another still runs asks the loader too, and cancels nothing")
    func loadWhileLoading() async {
        let loader = HeldLoader()
        nonisolated(unsafe) let controller = CartViewController(productsLoader: loader)
        let first = Task { await controller.viewDidLoad() }
        _ = await eventually { loader.loadCount >= 1 }
        let second = Task { await controller.viewDidLoad() }
        _ = await eventually { loader.loadCount >= 2 }
        let askedMeanwhile = loader.loadCount
        // The second load is answered at once: the first is let go once the screen has shown
        // that answer (or after a while, for a screen that never does), so that the first ends
        // last however the tasks are scheduled.
        _ = await eventually { controller.displayedProducts.map(\.name) == ["Pear"] }
        loader.releaseFirst()
        await first.value
        await second.value
        #expect(
            askedMeanwhile == 2,
            "A second load, asked while the first still waited for its answer, did not ask the loader: it was dropped, or made to wait for the first, so a refresh during a slow load does nothing until the old answer comes. As the Before code did, let every load ask at once."
        )
        #expect(
            !loader.firstWasCancelled,
            "A second load cancelled the first while it waited: with a real loader the first then fails, and the screen shows an error the user did nothing for. Leave each load to run; a loader stops on its own when its task is cancelled."
        )
        // The second load answered ["Pear"] at once; the first answered ["Apple"] last.
        let shown = controller.displayedProducts.map(\.name)
        #expect(
            shown == ["Apple"],
            "The first load answered last, with [\"Apple\"], after the second had shown [\"Pear\"], and the screen shows \(shown): as in the Before code, each load shows what it got when it ends, so the one that ends last is on screen. A load is never dropped for being older."
        )
    }

    @Test(
        "a load that fails while an earlier one still runs shows its error until the earlier one works, which takes it off"
    )
    func failureWhileLoadingGoesWithTheLastSuccess() async {
        let loader = HeldLoader(laterFail: true)
        nonisolated(unsafe) let controller = CartViewController(productsLoader: loader)
        let first = Task { await controller.viewDidLoad() }
        _ = await eventually { loader.loadCount >= 1 }
        await controller.viewDidLoad()
        let failedMeanwhile = controller.displayedError != nil
        loader.releaseFirst()
        await first.value
        #expect(
            failedMeanwhile,
            "A load that failed while an earlier one still waited showed no error: as in the Before code, a load that fails shows its error."
        )
        let shown = controller.displayedProducts.map(\.name)
        #expect(
            controller.displayedError == nil && shown == ["Apple"],
            "The earlier load ended last, with [\"Apple\"], after the later one had failed, and the screen shows \(shown) with \(controller.displayedError.map { "the error \"\($0)\"" } ?? "no error"): the Before code takes the error off with the load that works, when it ends, so the screen shows the products that arrived last and no error."
        )
    }

    @Test("adding products fills the cart and shows the total")
    func addingShowsTotal() async {
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", returning: [apple, pear])
        let controller = CartViewController(productsLoader: loader)
        await controller.viewDidLoad()

        controller.addProduct(at: 0)
        controller.addProduct(at: 1)

        #expect(controller.cart.products == [apple, pear])
        #expect(controller.displayedTotal == "Total: 75")
    }

    @Test(
        "at a scale no example reaches: thousands of taps in a row, and a cart of a hundred thousand products"
    )
    func atScale() async {
        // A limit that no number spells (a value doubled at each tap is infinite after 1,024)
        // and a total added up one call deep per product (the stack runs out) both pass every
        // smaller example: the Before cart had neither.
        let products = (0..<2_000).map { Product(name: "P\($0)", price: $0 % 7 + 1) }
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", returning: products)
        let controller = CartViewController(productsLoader: loader)
        await controller.viewDidLoad()
        var total = 0
        var firstWrong: Int?
        for index in products.indices {
            controller.addProduct(at: index)
            total += products[index].price
            if firstWrong == nil, controller.displayedTotal != "Total: \(total)" {
                firstWrong = index + 1
            }
        }
        #expect(
            firstWrong == nil && controller.cart.products.count == products.count,
            "After \(products.count) taps, each on another product, the cart holds \(controller.cart.products.count) products and the total went wrong at tap \(firstWrong.map(String.init) ?? "none"): the Before cart took every product and summed every price, however many."
        )
        for index in 0..<100_000 {
            controller.cart.add(products[index % products.count])
            total += products[index % products.count].price
        }
        controller.addProduct(at: 0)
        total += products[0].price
        #expect(
            controller.displayedTotal == "Total: \(total)",
            "A cart of 102,001 products shows \(controller.displayedTotal), not Total: \(total): the Before cart summed any number of products."
        )
    }

    @Test("a loading failure is shown, not swallowed")
    func failureIsShown() async {
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", throwing: ServerUnreachable())
        let controller = CartViewController(productsLoader: loader)

        await controller.viewDidLoad()

        #expect(controller.displayedError == "The products could not be loaded.")
        #expect(controller.displayedProducts.isEmpty)
    }

    @Test("a second load shows the second answer only, and clears an earlier error")
    func reloadReplaces() async {
        let loader = MockProductsLoader()
        loader.mock.stub(
            "loadProducts()",
            answers: .throwing(ServerUnreachable()),
            .returning([apple]),
            .returning([pear])
        )
        let controller = CartViewController(productsLoader: loader)

        await controller.viewDidLoad()
        #expect(controller.displayedError == "The products could not be loaded.")
        await controller.viewDidLoad()
        #expect(controller.displayedError == nil, "the last load worked: there is no error")
        #expect(controller.displayedProducts == [apple])
        await controller.viewDidLoad()

        #expect(
            controller.displayedProducts == [pear],
            "a reload must replace the products, not add to them"
        )
        loader.mock.calledWith("loadProducts()", times: .exactly(3))
    }

    /// What one load gives: the products, or a failure.
    enum Load: CustomTestStringConvertible, Sendable {
        case products([Product])
        case failure

        var testDescription: String {
            switch self {
            case .products(let products):
                products.isEmpty ? "no products" : products.map(\.name).joined(separator: " and ")
            case .failure: "a failure"
            }
        }
    }

    static let loads: [Load] = [
        .products([apple]), .products([apple, pear]), .products([]), .failure,
    ]

    @Test(
        "any load after any other shows what the last load gave, or its error",
        arguments: loads,
        loads
    )
    func anyLoadAfterAny(first: Load, second: Load) async {
        let loader = MockProductsLoader()
        let stubbed = [first, second].map { load -> Answer in
            switch load {
            case .products(let products): .returning(products)
            case .failure: .throwing(ServerUnreachable())
            }
        }
        loader.mock.stub("loadProducts()", answers: stubbed[0], stubbed[1])
        let controller = CartViewController(productsLoader: loader)

        await controller.viewDidLoad()
        await controller.viewDidLoad()

        switch (first, second) {
        case (_, .products(let products)):
            #expect(
                controller.displayedProducts == products,
                "after the second load the screen shows what it gave, whatever came before"
            )
            #expect(controller.displayedError == nil, "the last load worked: there is no error")
        case (.products(let shown), .failure):
            #expect(
                controller.displayedError == "The products could not be loaded.",
                "a failure after a load that worked is shown too"
            )
            #expect(
                controller.displayedProducts == shown,
                "a failed reload keeps the products of the last load that worked"
            )
        case (.failure, .failure):
            #expect(controller.displayedError == "The products could not be loaded.")
            #expect(controller.displayedProducts.isEmpty)
        }
        loader.mock.calledWith("loadProducts()", times: .exactly(2))
    }

    @Test("each screen makes a cart of its own, empty at first")
    func eachScreenHasItsOwnCart() async {
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", returning: [apple, pear])
        let first = CartViewController(productsLoader: loader)
        let second = CartViewController(productsLoader: loader)
        #expect(first.cart.products.isEmpty, "a new screen starts with an empty cart")

        await first.viewDidLoad()
        first.addProduct(at: 0)

        #expect(first.cart.products == [apple])
        #expect(
            second.cart.products.isEmpty,
            "a product added on one screen shows in another screen's cart: each screen makes its own"
        )
    }

    @Test("any session of loads, failures and taps: the screen shows what the cart's rule says")
    func anySession() async {
        await forAll(
            "after every step, the screen lists the last products loaded, shows an error only after a failed load, the cart holds exactly what was tapped and what the app put there, and each tap shows the cart's total",
            count: 150,
            generate: generatedSteps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            let controller = CartViewController(productsLoader: ScriptedLoader(answers(in: steps)))
            var listed: [(String, Int)] = []
            var failed = false
            var cart: [(String, Int)] = []
            var totalShown = 0
            var elsewhere = ""
            for (index, step) in steps.enumerated() {
                // Now and then another part of the app puts a product in the screen's cart, which
                // is public: the next tap shows the cart's total, that product's price included.
                if index % 4 == 3 {
                    let other = Product(name: "Fig from the kitchen", price: 7 + index)
                    controller.cart.add(other)
                    cart.append((other.name, other.price))
                    elsewhere = ", after the app put \(other.name) at \(other.price) in the cart"
                }
                switch step {
                case .load(let answer):
                    await controller.viewDidLoad()
                    switch answer {
                    case .success(let products):
                        listed = products.map { ($0.name, $0.price) }
                        failed = false
                    case .failure:
                        failed = true
                    }
                case .add(let row):
                    controller.addProduct(at: row)
                    if listed.indices.contains(row) {
                        cart.append(listed[row])
                        totalShown = cart.reduce(0) { $0 + $1.1 }
                    }
                }
                let shown = controller.displayedProducts.map { ($0.name, $0.price) }
                let held = controller.cart.products.map { ($0.name, $0.price) }
                let total = "Total: \(totalShown)"
                let after = "After step \(index + 1) (\(step))\(elsewhere)"
                guard sameScalars(shown, listed) else {
                    return "\(after) the screen lists \(shown); it should list \(listed)."
                }
                let message = failed ? "The products could not be loaded." : nil
                guard controller.displayedError == message else {
                    return
                        "\(after) the error shown is \(controller.displayedError.map { "\"\($0)\"" } ?? "none"); "
                        + (failed ? "the last load failed." : "the last load succeeded.")
                }
                guard sameScalars(held, cart) else {
                    return "\(after) the cart holds \(held); it should hold \(cart)."
                }
                guard controller.displayedTotal == total else {
                    return
                        "\(after) the total shown is \"\(controller.displayedTotal)\"; it should be \"\(total)\": each tap shows the cart's total, whatever put the products there."
                }
            }
            return nil
        }
    }
}

extension CartViewControllerChecks {
    @Test(
        "loads that overlap, answered in any order: each asks the loader at once, and the screen shows what the one that ended last gave"
    )
    func anyOverlappingLoads() async {
        await forAll(
            "however many loads wait at once and in whatever order they end, each asks the loader when it starts, and after each step the screen shows what the cart's rule says for the loads ended so far, in the order they ended",
            count: 120,
            generate: generatedOverlaps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            let loads = OverlappingLoads<[Product]>()
            nonisolated(unsafe) let controller = CartViewController(
                productsLoader: HeldProductsLoader(loads.calls)
            )
            defer { loads.finish() }
            var listed: [(String, Int)] = []
            var failed = false
            var cart: [(String, Int)] = []
            for (index, step) in steps.enumerated() {
                let after = "After step \(index + 1) (\(step)) of \(steps)"
                switch step {
                case .start:
                    if let wrong = await loads.start({ await controller.viewDidLoad() }) {
                        return "\(after): \(wrong)"
                    }
                    continue
                case .answer(let place, let answer):
                    guard place < loads.waitingCount else { continue }
                    let result = answer.mapError { $0.error as any Error }
                    if let wrong = await loads.answer(at: place, with: result) {
                        return "\(after): \(wrong)"
                    }
                    switch answer {
                    case .success(let products):
                        listed = products.map { ($0.name, $0.price) }
                        failed = false
                    case .failure:
                        failed = true
                    }
                case .other(let tap):
                    controller.addProduct(at: tap.row)
                    if listed.indices.contains(tap.row) { cart.append(listed[tap.row]) }
                }
                let shown = controller.displayedProducts.map { ($0.name, $0.price) }
                guard sameScalars(shown, listed) else {
                    return "\(after) the screen lists \(shown); the load that ended last makes it "
                        + "\(listed). Each load shows what it got when it ends, and nothing it "
                        + "noted before it waited."
                }
                let message = failed ? "The products could not be loaded." : nil
                guard controller.displayedError == message else {
                    return "\(after) the error shown is "
                        + "\(controller.displayedError.map { "\"\($0)\"" } ?? "none"); "
                        + (failed
                            ? "the load that ended last failed."
                            : "the load that ended last worked.")
                }
                let held = controller.cart.products.map { ($0.name, $0.price) }
                guard sameScalars(held, cart) else {
                    return "\(after) the cart holds \(held); it should hold \(cart)."
                }
                let total = "Total: \(cart.reduce(0) { $0 + $1.1 })"
                guard
                    controller.displayedTotal == total
                        || cart.isEmpty && controller.displayedTotal == "Total: 0"
                else {
                    return "\(after) the total shown is \"\(controller.displayedTotal)\"; it "
                        + "should be \"\(total)\": a total noted before a load waited and written "
                        + "after it misses what was added meanwhile."
                }
            }
            return nil
        }
    }
}

extension CartViewControllerChecks {
    @Test("after any session, the screen is freed once nobody keeps it: nothing it holds holds it")
    func freedAfterAnySession() async {
        await forAll(
            "after any session of loads, failures and taps, the screen goes once nobody keeps it",
            count: 60,
            generate: generatedSteps,
            shrink: { Shrinking.array($0) }
        ) { steps in
            weak var released: AnyObject?
            do {
                let controller = CartViewController(
                    productsLoader: ScriptedLoader(answers(in: steps))
                )
                released = controller
                for step in steps {
                    switch step {
                    case .load: await controller.viewDidLoad()
                    case .add(let row): controller.addProduct(at: row)
                    }
                }
            }
            return released == nil
                ? nil
                : "After \(steps.count) steps nobody keeps the screen, and it is still alive: "
                    + "something it holds (a closure, a task, its cart) holds it in turn. A "
                    + "screen that never goes keeps its products and its loader for ever. Capture "
                    + "it weakly (`[weak self]`), or keep no closure of it."
        }
    }
}

/// The answers of a session's loads, in order, for a ``ScriptedLoader``.
func answers(in steps: [CartStep]) -> [Result<[Product], CartFailure>] {
    steps.compactMap { step -> Result<[Product], CartFailure>? in
        if case .load(let answer) = step { return answer }
        return nil
    }
}

@Suite("Kata 03 · the production loader takes its URLSession from outside")
struct RemoteProductsLoaderChecks {
    init() { NoNetwork.refuseEveryConnection() }

    /// A session whose every request is answered by `ServedByMock`, never by the network.
    func stubbedSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ServedByMock.self]
        return URLSession(configuration: configuration)
    }

    @Test("a load whose caller is cancelled stops its request and throws, as the Before code's did")
    func cancelledLoadStops() async {
        let url = URL(string: "https://shop.example/held-\(UUID().uuidString).json")!
        let outcome = await CancelledLoad.probe(
            answering: Data(#"[{"name": "Fig", "price": 3}]"#.utf8)
        ) { session in
            _ = try await RemoteProductsLoader(session: session, url: url).loadProducts()
        }
        if let message = outcome.message(what: "A load of the products") {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test(
        "an answer of 200 that is no list of products fails: a price missing, null, a fraction or a string, a name missing, nothing at all",
        arguments: [
            "", "{}", #"{"products": []}"#, "[1, 2, 3]", #"[{"name":"Fig"}]"#,
            #"[{"name":"Fig","price":null}]"#, #"[{"name":"Fig","price":12.5}]"#,
            #"[{"name":"Fig","price":"12"}]"#, #"[{"price":12}]"#,
            #"[{"name":"Fig","price":9223372036854775808}]"#,
        ]
    )
    func malformedAnswers(body: String) async {
        let url = URL(string: "https://shop.example/malformed-\(UUID().uuidString).json")!
        ScriptedServer.script(url, [ServedResponse(status: 200, body: Data(body.utf8))])
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ScriptedServer.self]
        let loader = RemoteProductsLoader(
            session: URLSession(configuration: configuration),
            url: url
        )
        do {
            let products = try await loader.loadProducts()
            Issue.record(
                """
                The server answered 200 with \(body.isEmpty ? "an empty body" : body), and the \
                loader gave \(products.map { "\($0.name):\($0.price)" }) instead of an error. \
                The Before code failed to decode such an answer and showed its error: only a \
                list of products, each with a name and a whole price, is one (not a list wrapped \
                in an object, not nothing); and a product whose price is missing, null, a \
                fraction, a string or too large is no product at a price of the loader's choosing.
                """
            )
        } catch {}
    }

    @Test(
        "any body of a 200 decodes as Foundation's decoder reads a name and a whole price, or fails as it does"
    )
    func anyBodyDecodesAsTheBeforeCode() async {
        // Each field written every way JSON can write it, or left out: the loader's reading is
        // held to what the Before code's decoder made of the same bytes, never to a list.
        let names = [
            #""Apple""#, #""""#, #""Crème brûlée 🍮""#, #""Fig\u0000s""#, "12", "true", "null",
            #"["Apple"]"#, #"{"en": "Apple"}"#,
        ]
        let prices = [
            "0", "-7", "12", "9223372036854775807", "-9223372036854775808",
            "9223372036854775808", "12.0", "12.5", "1e2", "true", "false", #""12""#, "null",
            "[12]", #"{"cents": 12}"#,
        ]
        // Every pair of spellings alone first, one product in a list, so that each is met
        // whatever the draw; then lists drawn at random.
        let pairs = names.flatMap { name in
            prices.map { price in #"[{"name": \#(name), "price": \#(price)}]"# }
        }
        var turn = 0
        await forAll(
            "the loader gives what the Before code's decoder reads from the body, or fails where it fails",
            count: pairs.count + 80,
            generate: { (source: inout InputSource) -> (body: String, bytes: Data) in
                defer { turn += 1 }
                if turn < pairs.count { return (pairs[turn], Data(pairs[turn].utf8)) }
                let items = (0..<source.int(in: 0...3)).map { _ in
                    var fields: [String] = []
                    // Now and then a field left out, or written under another key.
                    if source.int(in: 0...7) != 0 {
                        fields.append(#""name": \#(source.pick(names))"#)
                    }
                    if source.int(in: 0...7) != 0 {
                        fields.append(#""price": \#(source.pick(prices))"#)
                    }
                    if source.int(in: 0...5) == 0 {
                        fields.append(
                            source.pick([#""id": 3"#, #""Price": 9"#, #""name ": "Pear""#])
                        )
                    }
                    return "{" + fields.shuffled(using: &source).joined(separator: ", ") + "}"
                }
                let list = "[" + items.joined(separator: ", ") + "]"
                let body: String
                switch source.int(in: 0...11) {
                case 0: body = #"{"products": \#(list)}"#
                case 1: body = items.first ?? "{}"
                case 2: body = "null"
                default: body = list
                }
                return (body, encoded(body, &source))
            }
        ) { (input: (body: String, bytes: Data)) async -> String? in
            let (body, bytes) = input
            let expected = try? JSONDecoder().decode([DecodedProduct].self, from: bytes)
            let url = URL(string: "https://shop.example/body-\(UUID().uuidString).json")!
            let loaded = await ScriptedServer.loadOnce(
                from: url,
                serving: [ServedResponse(status: 200, body: bytes)]
            )
            let read = loaded.map { $0.map { "\($0.name):\($0.price)" } }
            let before = expected.map { $0.map { "\($0.name):\($0.price)" } }
            guard read != before else { return nil }
            let gave = read.map { "gave \($0)" } ?? "failed"
            let should = before.map { "give \($0)" } ?? "fail, as the Before code's decoder did"
            let written = bytes == Data(body.utf8) ? "" : ", written as \(describe(bytes)),"
            guard ScriptedServer.requestCount(for: url) > 0 else {
                return "Served the body \(body)\(written) with a 200 at \(url.absoluteString), "
                    + "but the loader never asked that address: it asked another, so it \(gave) "
                    + "where it should \(should). Ask the address the loader is given, exactly "
                    + "as it is."
            }
            // The advice fits a body written in another encoding; for one in UTF-8, what the
            // decoder reads is the whole of it.
            let advice =
                written.isEmpty
                ? "Decode the body as Foundation's JSONDecoder does, with nothing read more "
                    + "leniently or more strictly."
                : "Hand the body's bytes to the decoder as they came: it finds their encoding itself."
            return "Served the body \(body)\(written) with a 200, the loader \(gave); it "
                + "should \(should). \(advice)"
        }
    }

    /// The bytes of `body` as a server may send them: most often in UTF-8, now and then in
    /// UTF-16 or UTF-32 with or without a byte-order mark (which a JSON decoder reads by their
    /// first bytes), or in UTF-8 with a byte that is no UTF-8 in a name.
    func encoded(_ body: String, _ source: inout InputSource) -> Data {
        switch source.int(in: 0...11) {
        case 0: return body.data(using: .utf16) ?? Data(body.utf8)
        case 1: return body.data(using: .utf16BigEndian) ?? Data(body.utf8)
        case 2: return body.data(using: .utf32) ?? Data(body.utf8)
        case 3, 4:
            var bytes = Data(body.utf8)
            let name = Data(#""name": ""#.utf8)
            let at = bytes.firstRange(of: name)?.upperBound ?? bytes.startIndex
            bytes.insert(source.pick([0xFF, 0xC0, 0x80, 0xED]), at: at)
            return bytes
        default: return Data(body.utf8)
        }
    }

    /// Bytes in hexadecimal, the first 48 of them.
    func describe(_ bytes: Data) -> String {
        let shown = bytes.prefix(48).map { String(format: "%02x", $0) }.joined(separator: " ")
        return bytes.count > 48 ? "\(shown) … (\(bytes.count) bytes)" : shown
    }

    @Test("a loader that has loaded, and failed, is freed once nobody keeps it")
    func loaderIsFreedAfterUse() async {
        let url = URL(string: "https://shop.example/freed-\(UUID().uuidString).json")!
        ScriptedServer.script(
            url,
            [
                ServedResponse(status: 200, body: Data("[]".utf8)),
                ServedResponse(status: 500, body: Data()),
                ServedResponse(status: 200, body: Data("[]".utf8)),
            ]
        )
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ScriptedServer.self]
        // Held as an object: a loader that is a class must go; a struct's box goes at once.
        weak var freed: AnyObject?
        do {
            let loader = RemoteProductsLoader(
                session: URLSession(configuration: configuration),
                url: url
            )
            let load: () async throws -> [Product] = { try await loader.loadProducts() }
            for _ in 0..<3 { _ = try? await load() }
            freed = loader as AnyObject
        }
        #expect(
            freed == nil,
            "The loader outlived every use of it, after three loads and a failure: something it keeps (a closure that captures it, say) keeps it, and the session it was given, for ever."
        )
    }

    @Test("a list of 100,000 products is shown whole and in order, and the loader reads it whole")
    func longList() async throws {
        // Products copied, decoded or checked one call deeper each pass every short list, and
        // run out of stack on this one; the Before code had no such limit.
        let count = 100_000
        let products = (0..<count).map { Product(name: "Product \($0)", price: $0 % 997) }
        let loader = MockProductsLoader()
        loader.mock.stub("loadProducts()", returning: products)
        let controller = CartViewController(productsLoader: loader)

        await controller.viewDidLoad()

        #expect(controller.displayedProducts.map(\.name) == products.map(\.name))
        #expect(controller.displayedProducts.map(\.price) == products.map(\.price))

        let url = URL(string: "https://shop.example/products-\(UUID().uuidString).json")!
        let body = try JSONSerialization.data(
            withJSONObject: products.map { ["name": $0.name, "price": $0.price] as [String: Any] }
        )
        ServedByMock.server.stub(
            "response(to:)",
            url.absoluteString,
            returning: ServedResponse(status: 200, body: body)
        )
        let remote = RemoteProductsLoader(session: stubbedSession(), url: url)
        let load: () async throws -> [Product] = { try await remote.loadProducts() }
        let read = try await load()
        #expect(read.count == count, "the loader read \(read.count) of \(count) products")
        #expect(read.map(\.name) == products.map(\.name))
        #expect(read.map(\.price) == products.map(\.price))
    }

    @Test(
        "any address the loader is given, with a query, a user, a port, a fragment or a trailing slash, is the one it asks"
    )
    func asksTheAddressItIsGivenExactly() async {
        // Each part of an address drawn from the ways a server's address is written: the
        // loader's job is to ask the one it is handed, never one it rewrote.
        await forAll(
            "the loader asks the address it is given, exactly as it is written",
            count: 120,
            generate: { (source: inout InputSource) -> [String] in
                [
                    "https://",
                    source.pick(["", "", "reader@", "reader:secret@", "a%40b:p%3Ass@"]),
                    source.pick([
                        "shop.example", "SHOP.Example", "127.0.0.1", "[::1]",
                        "xn--bcher-kva.example",
                    ]),
                    source.pick(["", "", ":8080", ":443", ":80"]),
                    source.pick([
                        "", "/catalog", "/catalog/", "/A/B", "/caf%C3%A9", "/a/b/../c", "/a/./b",
                        "//twice", "/list;v=2", "/a%2Fb", "/why%3F", "/100%25", "/a%23b",
                    ]),
                    // A new name each time it is asked, so that no answer is served twice.
                    "/TOKEN",
                    source.pick(["/", "/products.json", "/PRODUCTS.JSON", "/items", ""]),
                    source.pick([
                        "", "", "?", "?page=2", "?q=a%20b&sort=price", "?a=1&a=2", "?flag",
                        "?next=%2Fcart%3Fx%3D1",
                    ]),
                    source.pick(["", "", "#top", "#"]),
                ]
            },
            // Smaller: one part left out, or the host made plain.
            shrink: { parts in
                parts.indices.compactMap { index -> [String]? in
                    let plain = index == 2 ? "shop.example" : ""
                    guard ![0, 5].contains(index), parts[index] != plain else { return nil }
                    var smaller = parts
                    smaller[index] = plain
                    return smaller
                }
            }
        ) { (parts: [String]) async -> String? in
            let address = parts.joined().replacingOccurrences(
                of: "TOKEN",
                with: "products-\(UUID().uuidString)"
            )
            guard let url = URL(string: address) else { return nil }
            let body = Data(#"[{"name": "Apple", "price": 30}]"#.utf8)
            let loaded = await ScriptedServer.loadOnce(
                from: url,
                serving: [ServedResponse(status: 200, body: body)]
            )
            guard ScriptedServer.requestCount(for: url) == 0 else { return nil }
            let outcome = loaded.map { "gave \($0.count) products" } ?? "failed"
            return "The loader was given \(address), and never asked it: it asked another "
                + "address, and \(outcome). Ask the address the loader is given, exactly as it "
                + "is written: its query, its user, its port and its slashes are the server's "
                + "business, not the loader's."
        }
    }

    @Test("the loader decodes what its session serves, without the network")
    func decodesServedProducts() async throws {
        let url = URL(string: "https://shop.example/products-\(UUID().uuidString).json")!
        let body = Data(#"[{"name":"Apple","price":30},{"name":"Pear","price":45}]"#.utf8)
        ServedByMock.server.stub(
            "response(to:)",
            url.absoluteString,
            returning: ServedResponse(status: 200, body: body)
        )
        let loader = RemoteProductsLoader(session: stubbedSession(), url: url)

        let products: [Product]
        // Through a closure that throws any error: a loader may declare its own error type
        // (`throws(LoadError)`), and a `catch … as URLError` on that type crashes Swift 6.3.
        let load: () async throws -> [Product] = { try await loader.loadProducts() }
        do {
            products = try await load()
        } catch let error as URLError {
            Issue.record(
                """
                The loader reached for the network (\(error.code.rawValue): \
                \(error.localizedDescription)) instead of asking the session it was given. \
                Load through the URLSession passed to init(session:url:).
                """
            )
            return
        }

        #expect(products == [apple, pear])
        ServedByMock.server.calledWith("response(to:)", url.absoluteString, times: .once)
    }

    @Test(
        "a server error reaches the caller as an error, even with a list of products as its body",
        arguments: [404, 500, 503]
    )
    func serverErrorThrows(status: Int) async {
        let url = URL(string: "https://shop.example/broken-\(UUID().uuidString).json")!
        let body = Data(#"[{"name":"Apple","price":30}]"#.utf8)
        ServedByMock.server.stub(
            "response(to:)",
            url.absoluteString,
            returning: ServedResponse(status: status, body: body)
        )
        let loader = RemoteProductsLoader(session: stubbedSession(), url: url)

        await #expect(throws: (any Error).self) { try await loader.loadProducts() }
    }
}

/// A URL protocol that answers the requests for each URL with the responses scripted for it,
/// one after another, so that a loader asked again gets the server's new answer.
final class ScriptedServer: URLProtocol, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var scripts: [String: [ServedResponse]] = [:]

    /// Answers the requests for `url` with `responses`, in turn.
    static func script(_ url: URL, _ responses: [ServedResponse]) {
        lock.lock()
        defer { lock.unlock() }
        scripts[url.absoluteString] = responses
    }

    nonisolated(unsafe) private static var unlikeBefore: [String: [String]] = [:]
    nonisolated(unsafe) private static var requests: [String: Int] = [:]

    /// What a new loader gives from `url`, loading once through a session of this server that
    /// serves `responses`; nil when it throws.
    static func loadOnce(from url: URL, serving responses: [ServedResponse]) async -> [Product]? {
        script(url, responses)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ScriptedServer.self]
        let loader = RemoteProductsLoader(
            session: URLSession(configuration: configuration),
            url: url
        )
        // Through a closure that throws any error: a loader may declare its own error type.
        let load: () async throws -> [Product] = { try await loader.loadProducts() }
        return try? await load()
    }

    /// How many requests for `url` the server has been sent.
    static func requestCount(for url: URL) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return requests[url.absoluteString] ?? 0
    }

    /// How the requests for `url` differ from the one the Before code sent, a plain GET with
    /// the session's own cache policy and time-out, each said once, as the learner should read
    /// it. This server answers any request, so only the request itself tells.
    static func differencesFromBefore(for url: URL) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return unlikeBefore[url.absoluteString] ?? []
    }

    /// What a request does unlike the Before code's.
    private static func differences(of request: URLRequest) -> [String] {
        var found: [String] = []
        if request.cachePolicy == .returnCacheDataElseLoad
            || request.cachePolicy == .returnCacheDataDontLoad
        {
            // This server's answers are never cached: a real session with a cache would serve
            // its first answer to such a request for ever.
            let name =
                request.cachePolicy == .returnCacheDataDontLoad
                ? ".returnCacheDataDontLoad" : ".returnCacheDataElseLoad"
            found.append(
                "A load asked with the cache policy \(name): a session with a cache answers it "
                    + "with the first answer it kept, without asking the server, so new products "
                    + "and prices never arrive. Ask with the session's own policy."
            )
        }
        if let method = request.httpMethod, method != "GET" {
            found.append(
                "A load sent a \(method) request where the Before code sent a GET: a server may "
                    + "take another method for another action (a POST often creates something). "
                    + "Ask for the products as it did."
            )
        }
        let sessionTimeout = URLSessionConfiguration.ephemeral.timeoutIntervalForRequest
        if request.timeoutInterval != sessionTimeout {
            found.append(
                "A load gives up after \(request.timeoutInterval) s, where the Before code "
                    + "waited as long as its session says (\(sessionTimeout) s here): how long "
                    + "to wait is the configuration of the session the root hands over, not the "
                    + "loader's to decide."
            )
        }
        // Every other setting of the request as a plain `URLRequest(url:)` leaves it, as the
        // Before code's was: one of its own shuts some customers out (no cellular data, say).
        found += RequestSettings.findings(of: request, what: "A load", who: "the products")
        found += RequestHeaders.findings(in: request.allHTTPHeaderFields ?? [:], what: "A load")
        return found
    }

    private static func next(for request: URLRequest) -> ServedResponse {
        let url = request.url?.absoluteString ?? ""
        lock.lock()
        defer { lock.unlock() }
        requests[url, default: 0] += 1
        for difference in differences(of: request)
        where !(unlikeBefore[url]?.contains(difference) ?? false) {
            unlikeBefore[url, default: []].append(difference)
        }
        guard let first = scripts[url]?.first else {
            return ServedResponse(status: 404, body: Data())
        }
        scripts[url]?.removeFirst()
        return first
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    /// The status of a scripted answer that is no answer: the connection fails instead.
    static let connectionFails = 0
    /// The status of a scripted answer that is no HTTP answer at all, as a `file:` or a
    /// custom protocol gives: a plain `URLResponse`, with the body.
    static let notHTTP = -1

    override func startLoading() {
        let answer = Self.next(for: request)
        guard answer.status != Self.connectionFails else {
            client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
            return
        }
        guard answer.status != Self.notHTTP else {
            let response = URLResponse(
                url: request.url ?? URL(string: "https://shop.example")!,
                mimeType: "application/json",
                expectedContentLength: answer.body.count,
                textEncodingName: nil
            )
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: answer.body)
            client?.urlProtocolDidFinishLoading(self)
            return
        }
        let response = HTTPURLResponse(
            url: request.url ?? URL(string: "https://shop.example")!,
            statusCode: answer.status,
            httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json"]
        )!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

@Suite("Kata 03 · the production loader, over any run of server answers")
struct RemoteProductsLoaderSessionChecks {
    init() { NoNetwork.refuseEveryConnection() }

    // Smaller runs leave a setting out, or the address plain: a loader that reaches past its
    // session for the real network is refused at once (`NoNetwork`), and shrinking stops after
    // two seconds whatever it found.
    @Test(
        "any run of answers: each load decodes a 2xx answer afresh and throws on any other status"
    )
    func anyAnswers() async {
        // Every class of status: below 200 and from 300 on is no success either.
        let statuses = [
            100, 101, 199, 200, 201, 203, 205, 226, 299, 300, 304, 399, 400, 401, 403, 404, 409,
            418, 429, 500, 502, 503, 599,
            // Past the classes HTTP names: no success either.
            600, 700, 799, 999,
            // No answer at all: the connection fails.
            ScriptedServer.connectionFails,
            // An answer that is no HTTP answer: the Before code decoded its body, and a loader
            // that checks the status may refuse it, but never reads it as something else.
            ScriptedServer.notHTTP,
        ]
        await forAll(
            "each load asks the server again, gives the products of a 2xx answer and throws on any other status",
            count: 40,
            // The closures' types are written out, so that a compile error inside (before the
            // refactoring, the loader does not exist yet) is reported at once rather than after
            // the type checker has tried every reading of the whole call.
            generate: { (source: inout InputSource) -> ServedRun in
                var answers = (0..<source.int(in: 1...4)).map { _ in
                    (
                        source.pick(statuses + [200, 200, 201]),
                        (0..<source.int(in: 0...4)).map { _ in
                            (
                                // Names with their accents written apart too, as a catalogue
                                // typed by many hands has them.
                                source.pick([
                                    "Apple", "Pear", "Fig", "Kiwi", "Cafe\u{301} cre\u{300}me",
                                    "Pin\u{303}a",
                                ]),
                                // Negative prices too, and now and then one no Double holds
                                // exactly or Int's very ends: the server's numbers are decoded
                                // as they are, never clamped, rounded or wrapped.
                                source.int(in: 0...9) == 0
                                    ? source.pick([
                                        Int.max, Int.min, 9_007_199_254_740_993,
                                        -9_007_199_254_740_993,
                                    ]) : source.int(in: -999...999)
                            )
                        }
                    )
                }
                // Now and then a 2xx answer whose body is no list of products, anywhere in the
                // run (an empty list at an odd 2xx status is served such a body).
                if source.int(in: 0...2) == 0 {
                    answers.insert(
                        (source.pick([201, 203, 205, 299]), []),
                        at: source.int(in: 0...answers.count)
                    )
                }
                // Now and then the connection fails after the answers: a load after a good one
                // fails as the network does, and is never answered from an earlier load.
                if source.int(in: 0...2) == 0 {
                    answers.append((ScriptedServer.connectionFails, []))
                }
                // Half the runs use the session as the tests make it; the others one the root
                // set up otherwise (any of its settings, or all of them), which changes nothing a
                // load gives.
                let settings = GeneratedSessionSettings.draw(&source)
                // Now and then the root gives an address of another form: a port, a file, a
                // scheme of its own with no host, a site's root (ending in a slash), a server on
                // plain http (a local or staging one). The Before code asked the session for each
                // as it was, and so does a load: what an address means is the session's
                // business. `*` stands for a part of its own.
                let address =
                    source.int(in: 0...2) == 0
                    ? source.pick([
                        "https://shop.example:8443/*.json", "file:///shop/*.json", "shop:/*.json",
                        "https://*.shop.example/", "http://shop.example/*.json",
                        "http://localhost:8080/*.json",
                    ])
                    : "https://shop.example/*.json"
                return ServedRun(settings: settings, address: address, answers: answers)
            },
            // Smaller: a setting fewer, or the usual address.
            shrink: { (run: ServedRun) -> [ServedRun] in
                let usual = "https://shop.example/*.json"
                return run.settings.smaller.map {
                    ServedRun(settings: $0, address: run.address, answers: run.answers)
                }
                    + (run.address == usual
                        ? []
                        : [ServedRun(settings: run.settings, address: usual, answers: run.answers)])
            },
        ) { (run: ServedRun) async -> String? in
            let answers = run.answers
            let url = URL(
                string: run.address.replacingOccurrences(of: "*", with: "any-\(UUID().uuidString)")
            )!
            let responses = answers.enumerated().map { position, answer in
                let (status, products) = answer
                guard !products.isEmpty || status % 2 == 0 else {
                    // A body that is no list of products, an object or a list of other
                    // things, or one only a lenient reader takes (JSON5's keys without
                    // quotes, hexadecimal, comments and plus signs; single quotes; a price
                    // as text; a key in other letters): a 2xx of it must fail too, as
                    // Foundation's JSONDecoder fails it in the Before code, not read as
                    // products or an empty list.
                    let bodies = [
                        #"{"products": "soon"}"#, #"[{"oops": 1}]"#, "[1, 2, 3]", "",
                        #"[{name: "Apple", price: 1}]"#,
                        #"[{"name": "Apple", "price": 0x10}]"#,
                        #"[{"name": "Apple", "price": 1}] // cheap"#,
                        #"[{'name': 'Apple', 'price': 1}]"#,
                        #"[{"name": "Apple", "price": "1"}]"#,
                        #"[{"name": "Apple", "price": +1}]"#,
                        #"[{"Name": "Apple", "price": 1}]"#,
                    ]
                    return ServedResponse(
                        status: status,
                        // Each body is served with some 2xx status of the list, at some
                        // place in the run.
                        body: Data(
                            bodies[(status / 2 + status / 100 + position * 5) % bodies.count]
                                .utf8
                        )
                    )
                }
                let items = products.map { #"{"name":"\#($0.0)","price":\#($0.1)}"# }
                return ServedResponse(
                    status: status,
                    body: Data("[\(items.joined(separator: ","))]".utf8)
                )
            }
            ScriptedServer.script(url, responses)
            let configuration = run.settings.configuration()
            configuration.protocolClasses = [ScriptedServer.self]
            let loader = RemoteProductsLoader(
                session: URLSession(configuration: configuration),
                url: url
            )
            for (index, answer) in answers.enumerated() {
                let served =
                    switch answer.0 {
                    case ScriptedServer.connectionFails: "a lost connection"
                    case ScriptedServer.notHTTP:
                        "an answer that is no HTTP answer, with \(answer.1.map(\.0))"
                    default:
                        "status \(answer.0) with the body "
                            + String(decoding: responses[index].body, as: UTF8.self)
                            .debugDescription
                    }
                let when =
                    "Load \(index + 1) of \(url.absoluteString), through a session \(run.settings), served \(served),"
                let decodable = !answer.1.isEmpty || answer.0 % 2 == 0
                // A second request takes the answer meant for the next load: say so first.
                func askedOnce() -> String? {
                    let asked = ScriptedServer.requestCount(for: url)
                    return asked == index + 1
                        ? nil
                        : "After load \(index + 1) the server was asked \(asked) times: each load "
                            + "asks it once, as the Before code did, and a second request takes "
                            + "the answer meant for the next load."
                }
                do {
                    let products = try await loader.loadProducts()
                    if let fault = askedOnce() { return fault }
                    // The Before code decoded an answer that is no HTTP answer; refusing it is
                    // the loader's choice, but what it gives is then what the body says.
                    guard (200..<300).contains(answer.0) || answer.0 == ScriptedServer.notHTTP,
                        decodable
                    else {
                        return "\(when) gave products instead of an error."
                    }
                    let loaded = products.map { "\($0.name):\($0.price)" }
                    let expected = answer.1.map { "\($0.0):\($0.1)" }
                    // Scalar for scalar: a name as the server wrote it, an accent apart too.
                    guard sameScalars(loaded, expected) else {
                        return "\(when) gave \(loaded) instead of \(expected)"
                            + "\(scalarsNote(loaded, expected))."
                    }
                } catch {
                    if let fault = askedOnce() { return fault }
                    guard !(200..<300).contains(answer.0) || !decodable else {
                        return "\(when) threw \(error) instead of giving the products."
                    }
                }
            }
            // The requests are held to the Before code's with the session it was made with.
            return run.settings == .asTheTestsMakeIt
                ? ScriptedServer.differencesFromBefore(for: url).first : nil
        }
    }
}

/// A generated run of the server: the settings of the session the loader is given, and the
/// answers to its loads, in turn.
struct ServedRun: CustomStringConvertible {
    let settings: GeneratedSessionSettings
    /// The address the loader is given, `*` for a part of its own: `https://shop.example/*.json`.
    let address: String
    let answers: [ScriptedAnswer]

    var description: String { "a session \(settings), at \(address), answering \(answers)" }
}

/// One answer of a generated run: its status, and the products its body lists (by name and
/// price).
typealias ScriptedAnswer = (Int, [(String, Int)])

/// What the stub server answers to one request.
struct ServedResponse: Sendable {
    let status: Int
    let body: Data
}

/// A URL protocol that answers every request with what `server` was stubbed to answer, and
/// records every request on it, so no test ever reaches the network.
final class ServedByMock: URLProtocol {
    static let server = Mock("server")

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url?.absoluteString ?? ""
        let answer = Self.server.record(
            url,
            fallback: ServedResponse(status: 404, body: Data()),
            function: "response(to:)"
        )
        let response = HTTPURLResponse(
            url: request.url ?? URL(string: "https://shop.example")!,
            statusCode: answer.status,
            httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json"]
        )!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

@Suite("Kata 03 · Product compares by its fields, as the checker reads them")
struct ProductEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Product.self,
            generate: { source in
                let product = Product(name: source.name(), price: source.int(in: 0...100_000))
                let other = Product(
                    name: source.nearby(product.name),
                    price: source.nearby(product.price)
                )
                return (product, other)
            },
            same: { $0.name == $1.name && $0.price == $1.price }
        )
    }
}

@Suite("Kata 03 · a product reads and writes JSON as the shop's server does")
struct ProductCodingChecks {
    /// A product as the shop's server writes it: its name, and its price in whole cents.
    struct Wire: Codable {
        let name: String
        let price: Int
    }

    @Test("any product written as JSON reads as the server's product, and the server's reads back")
    func anyProductRoundTrips() throws {
        try forAll(
            "a product's JSON is the server's: its name, and its price as a whole number of cents",
            generate: { source in
                (source.name(), source.pick([source.int(in: -10_000...10_000), Int.max, Int.min]))
            },
            shrink: { input in Shrinking.string(input.0).map { ($0, input.1) } }
        ) { input in
            let (name, price) = input
            let written = try JSONEncoder().encode(Product(name: name, price: price))
            guard let wire = try? JSONDecoder().decode(Wire.self, from: written),
                sameScalars(wire.name, name), wire.price == price
            else {
                return "Product(name: \(name.debugDescription), price: \(price)) is written as "
                    + "\(String(decoding: written, as: UTF8.self)), which the server does not "
                    + "read as that product: the Before code wrote the name and the price in "
                    + "cents, as numbers."
            }
            let read = try JSONDecoder().decode(
                Product.self,
                from: JSONEncoder().encode(Wire(name: name, price: price))
            )
            guard sameScalars(read.name, name), read.price == price
            else {
                return "The server's product \(name.debugDescription) at \(price) cents reads "
                    + "as \(read.name.debugDescription) at \(read.price)."
            }
            return nil
        }
    }
}

/// A product as the Before code's synthesized decoding read it: a name that is a string and a
/// price that is a whole number, both present.
private struct DecodedProduct: Decodable {
    let name: String
    let price: Int
}
