// The checker of kata 10. It launches the app through its root, then opens, closes and uses
// screens: each lifetime must be the one the lesson asks for (a new view model per screen, one
// client for the app, one session while a screen uses it), the client and the session must be
// wired to each other once, and a registration that is missing must stop the launch, named. It
// also builds each feature by hand with doubles of its own, over generated orders and
// customers: a feature takes what it needs in its initializer, and uses what it is given.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Mock
import StructureChecks
import Testing

@testable import ShopApp

/// Orders the test chooses.
final class CannedOrders: OrdersFetching {
    /// What the next fetch answers: a test changes it, as new orders reach the server.
    var orders: [Order]

    /// How many times it was asked.
    private(set) var fetches = 0

    init(_ orders: [Order]) {
        self.orders = orders
    }

    /// What it does while it next answers, once, before it returns: a pick made meanwhile, say.
    var whileFetching: () -> Void = {}

    func fetchOrders() -> [Order] {
        fetches += 1
        // Once: a pick made meanwhile that asks the server again is not called back again,
        // so a view model that fetches as it picks is told so, not sent round without end.
        let meanwhile = whileFetching
        whileFetching = {}
        meanwhile()
        return orders
    }
}

/// An account the test names, that records signing out.
final class MockAccount: AccountProviding {
    let mock = Mock("account")
    var customer: String

    init(customer: String) {
        self.customer = customer
    }

    func signOut() { mock.record() }
}

/// A server that notes each request and the customer its session had when it was made.
final class NotingServer: Requesting {
    /// The session the requests are made for, given once both exist.
    weak var session: AuthSession?
    /// Each request's path and the session's customer at that moment, in order.
    private(set) var requests: [(path: String, customer: String)] = []

    /// What it does while it is asked, before it answers: as many times at each request as
    /// `plan` says, in the order of the requests.
    var whileAsked: () -> Void = {}
    var plan: [Int] = []

    func get(_ path: String) -> String {
        let customer = session?.customer ?? "nobody"
        requests.append((path, customer))
        for _ in 0..<(requests.count <= plan.count ? plan[requests.count - 1] : 0) { whileAsked() }
        return "GET \(path) as \(customer)"
    }

    /// The customers the Before session signed out as, when the server had it sign out again
    /// as `plan` says: it told the server at every sign-out, at once, for the customer still
    /// signed in, and forgot the customer only once the server had answered.
    static func signedOutBefore(plan: [Int]) -> [String] {
        var customer = "ada"
        var said: [String] = []
        func signOut() {
            said.append(customer)
            for _ in 0..<(said.count <= plan.count ? plan[said.count - 1] : 0) { signOut() }
            customer = ""
        }
        signOut()
        return said
    }
}

/// A session that counts how often its customer is read: each request the client makes reads it.
final class CountedCustomer: CustomerProviding {
    private(set) var reads = 0
    var customer: String {
        reads += 1
        return "ada"
    }
}

/// A session whose customer is the one a test names.
final class NamedCustomer: CustomerProviding {
    let customer: String

    init(_ customer: String) {
        self.customer = customer
    }
}

/// A printer nothing registers, needed by a service the test registers.
final class Printer {}

/// A type named as one of the app's, or as any part of an app, registered with a factory that
/// needs a Printer nothing registers: a check that tells registrations apart by their type's
/// name leaves some of these out.
struct LookAlike: CustomStringConvertible, Sendable {
    /// The type's name, as `String(describing:)` gives it.
    let name: String
    let register: @Sendable (Container, Scope) -> Void

    var description: String { name }

    func register(in container: Container, scope: Scope) { register(container, scope) }

    /// One look-alike of `type`, whose factory makes one with `make`.
    static func of<Service>(_ type: Service.Type, _ make: @escaping @Sendable () -> Service)
        -> LookAlike
    {
        LookAlike(name: String(describing: type)) { container, scope in
            container.register(type, scope: scope) { container in
                _ = try container.resolve(Printer.self)
                return make()
            }
        }
    }

    enum Named {
        final class OrdersScreen {}
        final class ProfileScreen {}
        final class OrdersViewModel {}
        final class ProfileViewModel {}
        final class APIClient {}
        final class AuthSession {}
        final class SettingsView {}
        final class CheckoutController {}
        final class LoginService {}
        final class Router {}
        struct PriceCache {}
        struct ReceiptStore {}
        enum Theme { case dark }
    }

    static let all: [LookAlike] = [
        .of(Named.OrdersScreen.self) { Named.OrdersScreen() },
        .of(Named.ProfileScreen.self) { Named.ProfileScreen() },
        .of(Named.OrdersViewModel.self) { Named.OrdersViewModel() },
        .of(Named.ProfileViewModel.self) { Named.ProfileViewModel() },
        .of(Named.APIClient.self) { Named.APIClient() },
        .of(Named.AuthSession.self) { Named.AuthSession() },
        .of(Named.SettingsView.self) { Named.SettingsView() },
        .of(Named.CheckoutController.self) { Named.CheckoutController() },
        .of(Named.LoginService.self) { Named.LoginService() },
        .of(Named.Router.self) { Named.Router() },
        .of(Named.PriceCache.self) { Named.PriceCache() },
        .of(Named.ReceiptStore.self) { Named.ReceiptStore() },
        .of(Named.Theme.self) { .dark },
        .of([Named.Router].self) { [] },
        // The app's own types, which its root does not register: a check that leaves out
        // whatever its module declares, and checks only a test's, leaves these out.
        .of(Order.self) { Order(id: 1, cents: 100) },
        .of((any OrdersFetching).self) { CannedOrders([]) },
        .of(Optional<Named.LoginService>.self) { nil },
    ]
}

/// What a factory throws when what it makes cannot be made yet.
struct StoreNotReady: Error {}

/// A service that needs the printer.
final class ReceiptService {
    let printer: Printer

    init(printer: Printer) {
        self.printer = printer
    }
}

/// A screen that needs the receipt service.
final class ReceiptScreen {
    let service: ReceiptService

    init(service: ReceiptService) {
        self.service = service
    }
}

/// A value the checker registers to be kept weakly: no one can hold it, so none is kept.
struct Receipt {
    let number: Int
}

/// A service that needs an audit, registered by the checker with an audit that needs it back.
final class Ledger {
    let audit: Audit

    init(audit: Audit) {
        self.audit = audit
    }
}

/// The audit a ledger needs, which needs the ledger.
final class Audit {
    let ledger: Ledger

    init(ledger: Ledger) {
        self.ledger = ledger
    }
}

/// The first of three services that need each other in a ring: a stock needs a courier, a
/// courier a route, a route the stock.
final class Stock {
    let courier: Courier
    init(courier: Courier) { self.courier = courier }
}

/// The second service of the ring.
final class Courier {
    let route: Route
    init(route: Route) { self.route = route }
}

/// The third service of the ring, which needs the first.
final class Route {
    let stock: Stock
    init(stock: Stock) { self.stock = stock }
}

/// A service that needs the app's client, registered before the root registers its own.
final class Tally {
    let client: APIClient

    init(client: APIClient) {
        self.client = client
    }
}

/// The services of the generated graphs, one type per name: each needs the next one its test
/// registers, or nothing.
final class Node<Name>: @unchecked Sendable {
    let next: Any?
    init(next: Any?) { self.next = next }
}
/// The names of the generated graphs' services.
enum Alpha {}
/// The second name.
enum Bravo {}
/// The third name.
enum Charlie {}
/// The fourth name.
enum Delta {}

/// How many times something was made, counted by the checker.
final class Count: @unchecked Sendable {
    var value = 0
}

/// What the checker's probe, registered before the launch, could resolve while the launch's
/// check made it.
final class LaunchProbe: @unchecked Sendable {
    var runs = 0
    var resolved: Set<String> = []
}

/// Two services of one name, declared in two places: a container tells them apart by type.
enum Orders { final class Service {} }
/// The other service of that name.
enum Profiles { final class Service {} }
/// A third service of that name, made of the first: a container that knows what it is making by
/// its name takes one for the other.
enum Billing {
    final class Service {
        let orders: Orders.Service

        init(orders: Orders.Service) {
            self.orders = orders
        }
    }
}
/// A service made of two services of one type, each asked of the container in one factory.
final class TwoServices {
    let first: Orders.Service
    let second: Orders.Service

    init(first: Orders.Service, second: Orders.Service) {
        self.first = first
        self.second = second
    }
}

/// What the generated container programs register and resolve: a protocol only classes conform
/// to, two classes of it, a value, and a protocol the value and one of the classes conform to.
/// Each instance carries the number of the factory call that made it.
protocol Drawn: AnyObject { var serial: Int { get } }
protocol Numbered { var serial: Int { get } }
final class Disc: Drawn, Numbered {
    let serial: Int
    init(_ serial: Int) { self.serial = serial }
}
final class Tile: Drawn {
    let serial: Int
    init(_ serial: Int) { self.serial = serial }
}
struct Ticket: Numbered { let serial: Int }

/// One step of a generated container program.
enum ContainerStep: CustomStringConvertible {
    /// The service types a program uses, each registered under its own type.
    enum Key: Int, CaseIterable { case drawn, disc, tile, ticket, numbered }

    /// `register(key, scope:)` with a factory that makes a new instance, the first or the second
    /// kind the key allows (`any Drawn`: a Disc or a Tile; `any Numbered`: a Ticket or a Disc).
    case register(Key, Scope, secondKind: Bool)
    /// `resolve(key)`, whose answer the test holds until the next `letGo`.
    case resolve(Key)
    /// The test lets go of everything it resolved.
    case letGo

    var description: String {
        switch self {
        case .register(let key, let scope, let secondKind):
            return
                "register(\(key.typeName), scope: .\(scope)) making a new \(key.kind(secondKind))"
        case .resolve(let key): return "resolve(\(key.typeName))"
        case .letGo: return "let go of what was resolved"
        }
    }
}

extension ContainerStep.Key {
    var typeName: String {
        ["(any Drawn)", "Disc", "Tile", "Ticket", "(any Numbered)"][rawValue]
    }

    func kind(_ second: Bool) -> String {
        switch self {
        case .drawn: return second ? "Tile" : "Disc"
        case .numbered: return second ? "Disc" : "Ticket"
        case .disc: return "Disc"
        case .tile: return "Tile"
        case .ticket: return "Ticket"
        }
    }

    /// Whether what the factory makes is an object, which a weak scope can keep.
    func makesObject(_ second: Bool) -> Bool { kind(second) != "Ticket" }
}

/// One run of the orders property: what the server lists, the indices picked in turn, and the
/// orders that reach the server before the screen is drawn again, each with where it goes.
struct OrdersRun: CustomStringConvertible {
    var orders: [Order]
    var picks: [Int]
    var arriving: [(order: Order, at: Int)]

    var description: String {
        "orders \(orders.map { "#\($0.id) · \($0.cents)" }), picks at \(picks), then "
            + "\(arriving.map { "#\($0.order.id) at \($0.at)" }) arrive"
    }
}

/// An order's line, as the lesson gives it: `#7 · 12.50`. The checker's own, not the module's.
func line(of order: Order, picked: Bool) -> String {
    let remainder = order.cents % 100
    let price = "\(order.cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    return (picked ? "▶ " : "  ") + "#\(order.id) · \(price)"
}

@Suite("Kata 10 · the container stays at the root; the features take what they need")
struct ContainerAtTheRootChecks {
    @Test("the app launches through its root, and every screen opens and shows what it should")
    func launches() throws {
        let root = try AppAssembly()
        let orders = try root.ordersScreen()
        #expect(orders.rows() == ["  #1 · 12.50", "  #2 · 3.99"])
        let profile = try root.profileScreen()
        #expect(profile.title() == "Signed in as ada")
    }

    @Test(
        "the app a user launches ends its launch as one a test launches: the root checks its own container too"
    )
    func launchedAlikeWithItsOwnContainer() throws {
        let users = try AppAssembly()
        let tests = try AppAssembly(container: Container())
        expectHoldsAlike(users, tests, module: "ShopApp") { own, handed in
            """
            The app launched with the container the root makes for itself holds \(own) values \
            once launched, and one launched with an empty container handed in holds \(handed): \
            the root wires a user's app otherwise than a test's, and the launch's check (which \
            makes every registration once, and keeps what the container keeps) runs only for \
            one of them. Check every launch the same way, whoever made the container.
            """
        }
    }

    @Test("a screen the root opened goes away once nobody holds it, however many were opened")
    func openedScreensLetGo() throws {
        let root = try AppAssembly()
        for _ in 0..<3 {
            let alive = [
                try isFreed { try root.ordersScreen() } ? nil : "orders",
                try isFreed { try root.profileScreen() } ? nil : "profile",
            ].compactMap { $0 }
            #expect(
                alive.isEmpty,
                """
                A screen the root opened is still alive once nobody holds it (\(alive.joined(separator: " and ")) \
                screen): the root keeps what it hands out (a list of the screens it opened, a \
                cache), so every screen and its view model live as long as the app, and a new \
                screen per opening piles up. A screen is transient: made for whoever opens it, \
                and theirs alone to keep.
                """
            )
        }
    }

    @Test(
        "a registration missing stops the launch, naming the service and what needed it, in every scope",
        arguments: [Scope.transient, .container, .weak]
    )
    func missingRegistrationAtLaunch(scope: Scope) {
        let container = Container()
        container.register(ReceiptScreen.self, scope: scope) { container in
            ReceiptScreen(service: try container.resolve(ReceiptService.self))
        }
        container.register(ReceiptService.self, scope: scope) { container in
            ReceiptService(printer: try container.resolve(Printer.self))
        }
        do {
            _ = try AppAssembly(container: container)
            Issue.record(
                """
                AppAssembly(container:) launched although ReceiptScreen, registered in its \
                container with the scope \(scope), needs a ReceiptService that needs a Printer \
                nothing registers. The root must resolve every \
                registration of its container at launch, so that a missing one stops the app \
                there, named, not when a screen opens.
                """
            )
        } catch {
            let said = String(describing: error)
            #expect(
                said.contains("Printer") && said.contains("ReceiptService"),
                "The launch failed, but its error does not name both the missing service (Printer) and the one that needed it (ReceiptService, itself made for ReceiptScreen): \(said)"
            )
        }
    }

    @Test(
        "a missing service is named as the missing one: the error says of it what it says when it is asked alone"
    )
    func missingServiceNamedAsMissing() {
        func said(_ resolve: () throws -> Any) -> String? { errorText(resolve)?.lowercased() }
        // Asked alone, the printer's error names it, say "no registration for printer"; asked
        // for a receipt service that needs it, the error must say that of the printer too.
        let alone = Container()
        let needed = Container()
        needed.register(ReceiptService.self) { container in
            ReceiptService(printer: try container.resolve(Printer.self))
        }
        guard let missing = said({ try alone.resolve(Printer.self) }),
            let chained = said({ try needed.resolve(ReceiptService.self) }),
            let named = missing.range(of: "printer")
        else {
            Issue.record(
                "A printer nothing registers was resolved, alone or for a receipt service."
            )
            return
        }
        let sentence = String(missing[..<named.upperBound])
        #expect(
            chained.contains(sentence),
            "Asked alone, a Printer nothing registers fails with \"\(missing)\"; asked for a ReceiptService that needs it, the error is \"\(chained)\", which does not say \"\(sentence)\": the missing service is the Printer, and the ReceiptService only needed it."
        )
    }

    @Test("a factory that fails at launch stops the launch, with its own error, run once")
    func failingFactoryAtLaunch() {
        let container = Container()
        let runs = Count()
        container.register(Count.self) { _ in
            runs.value += 1
            throw StoreNotReady()
        }
        defer {
            #expect(
                runs.value == 1,
                """
                The factory of Count, which throws, ran \(runs.value) times at launch: a factory \
                runs once for each service it makes, and its failure stops the launch there. \
                Running it again repeats what it did the first time and hides a failure that \
                comes only now and then.
                """
            )
        }
        do {
            _ = try AppAssembly(container: container)
            Issue.record(
                """
                AppAssembly(container:) launched although the factory of Count, registered in \
                its container, throws StoreNotReady: the launch's check must stop on any \
                failure of a factory, not only on a missing registration, or the failure \
                turns up when a screen opens.
                """
            )
        } catch {
            let said = String(describing: error)
            #expect(
                said.contains("StoreNotReady"),
                "The launch failed, but its error does not say the factory's own (StoreNotReady): \(said)"
            )
        }
    }

    @Test(
        "a service registered again is made once by the launch's check, not once per registration"
    )
    func registeredAgainCheckedOnce() throws {
        let container = Container()
        let runs = Count()
        for _ in 0..<3 {
            container.register(Count.self) { _ in
                runs.value += 1
                return Count()
            }
        }
        _ = try AppAssembly(container: container)
        #expect(
            runs.value <= 1,
            """
            Count, registered three times (each registration taking the place of the one before), \
            was made \(runs.value) times at launch: a service is one registration, however often \
            it was registered, and the launch checks it once. Made once per registration, or \
            once per check when the root checks more than once, a factory's work is done again \
            for nothing at every launch.
            """
        )
    }

    @Test("the launch's check runs at launch alone: opening screens makes what they need, no more")
    func launchCheckRunsOnce() throws {
        let container = Container()
        let runs = Count()
        container.register(Count.self) { _ in
            runs.value += 1
            return Count()
        }
        let root = try AppAssembly(container: container)
        let atLaunch = runs.value
        _ = try root.ordersScreen()
        _ = try root.profileScreen()
        _ = try root.ordersScreen()
        #expect(
            runs.value == atLaunch,
            """
            The factory of Count, which no screen needs, ran \(atLaunch) times at launch and \
            \(runs.value - atLaunch) more while three screens opened: the root checks the whole \
            container again when a screen opens, so every factory runs again at every tap, \
            making objects nobody asked for, and a registration broken after launch fails a \
            screen that never needed it. The check runs once, at launch.
            """
        )
    }

    @Test("the launch's check comes after every registration the root makes")
    func launchCheckFollowsTheRootsRegistrations() throws {
        // A probe registered before the launch asks, while the launch's check makes it, for
        // what the app is made of; whatever resolves once the root is built but did not then
        // was registered after the check, and a failure in it would surface only when a
        // screen opens.
        let asked: [(name: String, resolve: (Container) throws -> Any)] = [
            ("OrdersScreen", { try $0.resolve(OrdersScreen.self) }),
            ("ProfileScreen", { try $0.resolve(ProfileScreen.self) }),
            ("APIClient", { try $0.resolve(APIClient.self) }),
            ("AuthSession", { try $0.resolve(AuthSession.self) }),
        ]
        // Asking for one service may make a factory that registers another: the probe asks in
        // one order, then, on a launch of its own, in the other.
        var late: [String] = []
        for order in [asked, asked.reversed()] {
            let probe = LaunchProbe()
            let container = Container()
            container.register(LaunchProbe.self) { container in
                probe.runs += 1
                for service in order where (try? service.resolve(container)) != nil {
                    probe.resolved.insert(service.name)
                }
                return LaunchProbe()
            }
            let root = try AppAssembly(container: container)
            // A check that made no service at all fails the tests of missing registrations.
            guard probe.runs > 0 else { return }
            // What the app registers when a screen opens was not registered at launch either.
            _ = try? root.ordersScreen()
            _ = try? root.profileScreen()
            for service in order
            where !probe.resolved.contains(service.name) && !late.contains(service.name)
                && (try? service.resolve(root.container)) != nil
            {
                late.append(service.name)
            }
        }
        #expect(
            late.isEmpty,
            """
            \(late.joined(separator: " and ")) could not be made while the launch's check ran, \
            but can once AppAssembly(container:) has returned and its screens opened: the root \
            registers \(late.count == 1 ? "it" : "them") after its check (later in the launch, \
            in a factory, or when a screen opens), so a registration of \
            \(late.count == 1 ? "its" : "theirs") that is missing or fails passes the launch \
            and stops the app only when a screen opens. Check the container once the root has \
            registered everything.
            """
        )
    }

    @Test(
        "the launch checks the registration that took another's place, and each of two services of one name"
    )
    func launchChecksEveryRegistrationAsItIs() {
        let again = Container()
        again.register(Count.self) { _ in Count() }
        again.register(Count.self) { _ -> Count in throw StoreNotReady() }
        var cases = [(again, "Count, registered again with a factory that throws")]
        // Two types of one name, either of them the one that fails, a few times over: a check
        // that takes one for the other skips one of them, whatever order it goes in.
        for _ in 0..<3 {
            let profilesFail = Container()
            profilesFail.register(Orders.Service.self) { _ in Orders.Service() }
            profilesFail.register(Profiles.Service.self) { _ -> Profiles.Service in
                throw StoreNotReady()
            }
            let ordersFail = Container()
            ordersFail.register(Orders.Service.self) { _ -> Orders.Service in
                throw StoreNotReady()
            }
            ordersFail.register(Profiles.Service.self) { _ in Profiles.Service() }
            cases += [
                (profilesFail, "Profiles.Service, whose factory throws, beside an Orders.Service"),
                (ordersFail, "Orders.Service, whose factory throws, beside a Profiles.Service"),
            ]
        }
        for (container, what) in cases where (try? AppAssembly(container: container)) != nil {
            Issue.record(
                """
                AppAssembly(container:) launched although its container holds \(what): the \
                launch's check makes every service as it is registered when the check runs (the \
                last registration of a type; each type, whatever its name), or a broken one \
                passes the launch and fails when a screen opens.
                """
            )
        }
    }

    @Test("two registrations that need each other stop the launch, named, and crash nothing")
    func cycleAtLaunch() {
        let container = Container()
        container.register(Ledger.self) { container in
            Ledger(audit: try container.resolve(Audit.self))
        }
        container.register(Audit.self) { container in
            Audit(ledger: try container.resolve(Ledger.self))
        }
        do {
            _ = try AppAssembly(container: container)
            Issue.record(
                """
                AppAssembly(container:) launched although Ledger and Audit, registered in its \
                container, each need the other to be made: the launch's check must stop on a \
                cycle, naming it, as it stops on a missing registration.
                """
            )
        } catch {
            let said = String(describing: error)
            #expect(
                said.contains("Ledger") && said.contains("Audit"),
                "The launch failed, but its error does not name both services of the cycle (Ledger and Audit): \(said)"
            )
        }
    }

    @Test("two of the app's own types that need each other stop the launch as a test's do")
    func cycleOfTheAppsTypesAtLaunch() {
        // The app's own types, which its root does not register: a container that looks for
        // rings only among a test's types (by the name of their module, say) recurses here
        // until the stack runs out, as the Before container did.
        let container = Container()
        container.register(Order.self) { container in
            _ = try container.resolve((any OrdersFetching).self)
            return Order(id: 1, cents: 100)
        }
        container.register((any OrdersFetching).self) { container in
            _ = try container.resolve(Order.self)
            return CannedOrders([])
        }
        do {
            _ = try AppAssembly(container: container)
            Issue.record(
                """
                AppAssembly(container:) launched although Order and OrdersFetching, two of the \
                app's own types registered in its container, each need the other to be made: \
                the launch's check stops on a cycle whatever module its types are declared in.
                """
            )
        } catch {
            let said = String(describing: error)
            #expect(
                said.contains("Order") && said.contains("OrdersFetching"),
                "The launch failed, but its error does not name both services of the cycle (Order and OrdersFetching): \(said)"
            )
        }
    }

    @Test("a longer ring of registrations stops the launch with every service of the ring named")
    func ringAtLaunch() {
        let container = Container()
        container.register(Stock.self) { Stock(courier: try $0.resolve(Courier.self)) }
        container.register(Courier.self) { Courier(route: try $0.resolve(Route.self)) }
        container.register(Route.self) { Route(stock: try $0.resolve(Stock.self)) }
        do {
            _ = try AppAssembly(container: container)
            Issue.record(
                """
                AppAssembly(container:) launched although Stock, Courier and Route, registered \
                in its container, need each other in a ring: the launch's check must stop on a \
                cycle, naming it.
                """
            )
        } catch {
            let said = String(describing: error)
            #expect(
                ["Stock", "Courier", "Route"].allSatisfy { said.contains($0) },
                """
                The launch stopped on the ring Stock → Courier → Route → Stock, but its error \
                does not name every service of it: \(said). Name the whole chain, so that the \
                developer sees which registrations to change.
                """
            )
        }
    }

    @Test("a ring's error does not read as a missing registration's, along the same chain")
    func ringToldFromAMissingRegistration() {
        // The ring Stock → Courier → Route → Stock, and the same chain ending at a printer
        // nothing registers: the same services are being made when each error is thrown.
        let ring = Container()
        ring.register(Stock.self) { Stock(courier: try $0.resolve(Courier.self)) }
        ring.register(Courier.self) { Courier(route: try $0.resolve(Route.self)) }
        ring.register(Route.self) { Route(stock: try $0.resolve(Stock.self)) }
        let open = Container()
        open.register(Stock.self) { Stock(courier: try $0.resolve(Courier.self)) }
        open.register(Courier.self) { Courier(route: try $0.resolve(Route.self)) }
        open.register(Route.self) { container in
            _ = try container.resolve(Printer.self)
            return Route(stock: try container.resolve(Stock.self))
        }
        guard let cycle = errorText({ try ring.resolve(Stock.self) }),
            let missing = errorText({ try open.resolve(Stock.self) })
        else {
            Issue.record("A ring, or a chain that ends at a service nothing registers, resolved.")
            return
        }
        let missingStock = missing.replacingOccurrences(of: "Printer", with: "Stock")
        #expect(
            cycle != missingStock,
            "The ring Stock → Courier → Route → Stock stopped with \"\(cycle)\", the very words a missing registration of Stock along that chain would get (\"\(missing)\" for a missing Printer): a developer reading it looks for a registration that is there. Say that the service needs itself."
        )
    }

    @Test("a ring anywhere in the graph, in any scope, stops every resolve and the launch, named")
    func ringsAnywhere() {
        let names = ["Alpha", "Bravo", "Charlie", "Delta"]
        let heap = ScatteredHeap()
        forAll(
            "whatever service starts a resolve, a ring further down the graph, made of services of any scope, stops it with an error that names the ring, at launch and after, and crashes nothing",
            count: 60,
            generate: { source -> (ringStart: Int, scopes: [Scope], atLaunch: Bool) in
                (
                    source.int(in: 0...3),
                    (0..<4).map { _ in source.pick([Scope.transient, .container, .weak]) },
                    source.int(in: 0...1) == 0
                )
            },
            shrink: { input in
                Shrinking.int(input.ringStart, toward: 0).map {
                    ($0, input.scopes, input.atLaunch)
                }
            }
        ) { input -> String? in
            // Alpha needs Bravo, Bravo Charlie, Charlie Delta, and Delta the service the ring
            // starts at: Alpha itself, or one further down, which Alpha's resolve never asks
            // for twice, or Delta itself, a ring of one.
            heap.scatter()
            let container = Container()
            // How many times each factory ran: a resolve makes each service of the ring once,
            // and stops when the ring comes back to one being made.
            var ran: [String: Int] = [:]
            let back: [(Container) throws -> Any] = [
                { try $0.resolve(Node<Alpha>.self) },
                { try $0.resolve(Node<Bravo>.self) },
                { try $0.resolve(Node<Charlie>.self) },
                { try $0.resolve(Node<Delta>.self) },
            ]
            func register<Name>(
                _ name: Name.Type,
                index: Int,
                next: @escaping (Container) throws -> Any
            ) {
                container.register(Node<Name>.self, scope: input.scopes[index]) {
                    ran[names[index], default: 0] += 1
                    return Node<Name>(next: try next($0))
                }
            }
            register(Alpha.self, index: 0) { try $0.resolve(Node<Bravo>.self) }
            register(Bravo.self, index: 1) { try $0.resolve(Node<Charlie>.self) }
            register(Charlie.self, index: 2) { try $0.resolve(Node<Delta>.self) }
            register(Delta.self, index: 3, next: back[input.ringStart])
            let ring = names[input.ringStart...]
            let said: String
            do {
                if input.atLaunch {
                    _ = try AppAssembly(container: container)
                } else {
                    _ = try container.resolve(Node<Alpha>.self)
                }
                return "\(input.atLaunch ? "the launch" : "resolving Alpha") went through "
                    + "although \(ring.joined(separator: " → ")) → \(ring.first!) is a ring"
            } catch {
                said = String(describing: error)
            }
            let unnamed = ring.filter { !said.contains($0) }
            guard unnamed.isEmpty else {
                return "the error of the ring \(ring.joined(separator: " → ")) → \(ring.first!) "
                    + "does not name \(unnamed.joined(separator: ", ")): \(said)"
            }
            // Named in the ring's order, from any of its services, one way round or the other:
            // an order a set or a dictionary picks changes from one launch to the next.
            let named = ring.sorted {
                said.range(of: $0)!.lowerBound < said.range(of: $1)!.lowerBound
            }
            let turns = ring.indices.map { Array(ring[$0...] + ring[..<$0]) }
            guard turns.contains(named) || turns.contains(Array(named.reversed())) else {
                return "the error of the ring \(ring.joined(separator: " → ")) → \(ring.first!) "
                    + "names its services in another order (\(named.joined(separator: ", "))): "
                    + "\(said). Name them as each needs the next, so that the developer can "
                    + "follow the ring, and so that the same ring reads the same at every launch"
            }
            // At launch a root may resolve each registration in turn; one resolve of Alpha
            // makes each service once at most.
            let again = names.filter { ran[$0, default: 0] > 1 }
            guard input.atLaunch || again.isEmpty else {
                return "resolving Alpha ran the factories of \(again.joined(separator: ", ")) "
                    + "more than once (\(ran.values.reduce(0, +)) runs for four services) before it stopped on "
                    + "the ring \(ring.joined(separator: " → ")) → \(ring.first!): a factory may "
                    + "do work of its own, so a resolve stops as soon as it asks again for a "
                    + "service it is still making"
            }
            return nil
        }
    }

    @Test(
        "a missing registration is blamed on the services that asked for it, not on one made before"
    )
    func missingBlamedOnItsNeeders() {
        forAll(
            "whatever a factory made before it asked for a service nobody registered, the error names that service and the one that asked for it, and no service whose making was over",
            count: 30,
            generate: { source -> (deep: Bool, siblingScope: Scope, siblingNeeds: Bool) in
                (
                    source.int(in: 0...1) == 0,
                    source.pick([Scope.transient, .container, .weak]),
                    source.int(in: 0...1) == 0
                )
            }
        ) { input -> String? in
            // Alpha first makes a Bravo (which may make a Delta), then asks for a Printer
            // nobody registers, itself or through a Charlie.
            let container = Container()
            container.register(Node<Delta>.self, scope: input.siblingScope) { _ in
                Node<Delta>(next: nil)
            }
            container.register(Node<Bravo>.self, scope: input.siblingScope) {
                Node<Bravo>(next: input.siblingNeeds ? try $0.resolve(Node<Delta>.self) : nil)
            }
            container.register(Node<Charlie>.self) {
                Node<Charlie>(next: try $0.resolve(Printer.self))
            }
            container.register(Node<Alpha>.self) { container in
                let made = try container.resolve(Node<Bravo>.self)
                let missing: Any =
                    input.deep
                    ? try container.resolve(Node<Charlie>.self)
                    : try container.resolve(Printer.self)
                return Node<Alpha>(next: [made, missing])
            }
            guard let said = errorText({ try container.resolve(Node<Alpha>.self) }) else {
                return "resolving Alpha went through, although the Printer it needs is registered "
                    + "nowhere"
            }
            // The service that asked for the Printer must be named; the services further up,
            // still being made, may be.
            let needers = input.deep ? ["Printer", "Charlie"] : ["Printer", "Alpha"]
            let unnamed = needers.filter { !said.contains($0) }
            guard unnamed.isEmpty else {
                return "the error does not name \(unnamed.joined(separator: ", ")): \(said)"
            }
            let done = ["Bravo"] + (input.siblingNeeds ? ["Delta"] : [])
            let blamed = done.filter { said.contains($0) }
            guard blamed.isEmpty else {
                return "the error names \(blamed.joined(separator: " and ")), made and done "
                    + "before \(input.deep ? "Charlie" : "Alpha") asked for the Printer: \(said). "
                    + "Name the service that asked for the missing one (and, if you like, those "
                    + "still being made above it), so that the developer looks at the "
                    + "registration that needs it"
            }
            return nil
        }
    }

    @Test("a registration of any kind of type whose dependency is missing stops the launch")
    func missingDependencyOfAnyKindAtLaunch() {
        forAll(
            "whatever the type a registration is made under (a class, a structure, a protocol, one only classes conform to) and its scope, a dependency nothing registers stops the launch, named",
            count: 24,
            generate: { source -> (key: ContainerStep.Key, scope: Scope) in
                (
                    source.pick([ContainerStep.Key.disc, .ticket, .numbered, .drawn]),
                    source.pick([Scope.transient, .container, .weak])
                )
            }
        ) { input -> String? in
            let container = Container()
            switch input.key {
            case .disc, .tile:
                container.register(Disc.self, scope: input.scope) {
                    _ = try $0.resolve(Printer.self)
                    return Disc(1)
                }
            case .ticket:
                container.register(Ticket.self, scope: input.scope) {
                    _ = try $0.resolve(Printer.self)
                    return Ticket(serial: 1)
                }
            case .numbered:
                container.register((any Numbered).self, scope: input.scope) {
                    _ = try $0.resolve(Printer.self)
                    return Ticket(serial: 1)
                }
            case .drawn:
                container.register((any Drawn).self, scope: input.scope) {
                    _ = try $0.resolve(Printer.self)
                    return Tile(1)
                }
            }
            do {
                _ = try AppAssembly(container: container)
                return "the app launched although \(input.key.typeName), registered with the "
                    + "scope \(input.scope), needs a Printer nothing registers: the launch's check "
                    + "resolves every registration, whatever kind of type it is made under"
            } catch {
                let said = String(describing: error)
                return said.contains("Printer")
                    ? nil : "the launch stopped, but its error does not name the Printer: \(said)"
            }
        }
    }

    @Test(
        "a registration whose dependency is missing stops the launch, whatever its type is called"
    )
    func missingDependencyUnderAnyNameAtLaunch() {
        forAll(
            "whatever a registration's type is called (as one of the app's, or any part of an app) and its scope, a dependency nothing registers stops the launch, named",
            count: 40,
            generate: { source -> (LookAlike, Scope) in
                (
                    source.pick(LookAlike.all),
                    source.pick([Scope.transient, .container, .weak])
                )
            }
        ) { input -> String? in
            let (lookAlike, scope) = input
            let container = Container()
            lookAlike.register(in: container, scope: scope)
            do {
                _ = try AppAssembly(container: container)
                return "the app launched although \(lookAlike.name), registered with the scope "
                    + "\(scope), needs a Printer nothing registers: the launch's check resolves "
                    + "every registration, whatever its type is called (a check that leaves out "
                    + "screens, or any name, finds their missing dependencies only on a tap)"
            } catch {
                let said = String(describing: error)
                return said.contains("Printer")
                    ? nil : "the launch stopped, but its error does not name the Printer: \(said)"
            }
        }
    }

    @Test("a failure a factory catches leaves nothing behind: what it asks next is judged afresh")
    func caughtFailureLeavesNothingBehind() {
        forAll(
            "after a factory catches the failure of a service it asked for, asking that service again fails the same way, a missing service asked next is blamed on what is still being made, and a registered one is made",
            count: 30,
            generate: { source -> (next: Int, scopes: [Scope]) in
                (
                    source.int(in: 0...2),
                    (0..<4).map { _ in source.pick([Scope.transient, .container, .weak]) }
                )
            }
        ) { input -> String? in
            // Alpha asks for a Bravo, which needs a Printer nobody registers, and catches the
            // failure; then it asks for Bravo again, or for a Delta, which needs the Printer
            // too, or for a Charlie, which needs nothing.
            let container = Container()
            var caught: [String] = []
            container.register(Node<Bravo>.self, scope: input.scopes[1]) {
                Node<Bravo>(next: try $0.resolve(Printer.self))
            }
            container.register(Node<Charlie>.self, scope: input.scopes[2]) { _ in
                Node<Charlie>(next: nil)
            }
            container.register(Node<Delta>.self, scope: input.scopes[3]) {
                Node<Delta>(next: try $0.resolve(Printer.self))
            }
            container.register(Node<Alpha>.self, scope: input.scopes[0]) { container in
                let askBravo = { errorText { try container.resolve(Node<Bravo>.self) } }
                caught += [askBravo()].compactMap { $0 }
                switch input.next {
                case 0:
                    caught += [askBravo()].compactMap { $0 }
                    return Node<Alpha>(next: nil)
                case 1: return Node<Alpha>(next: try container.resolve(Node<Delta>.self))
                default: return Node<Alpha>(next: try container.resolve(Node<Charlie>.self))
                }
            }
            let asked = ["Bravo again", "a Delta that needs the Printer", "a Charlie"][input.next]
            let said = errorText { try container.resolve(Node<Alpha>.self) }
            let first = caught.first ?? ""
            switch input.next {
            case 0:
                guard caught.count == 2, caught[1] == first else {
                    return "Alpha's factory asked for a Bravo and caught \"\(first)\"; asked "
                        + "again, the same Bravo "
                        + (caught.count < 2 ? "was made" : "failed with \"\(caught[1])\"")
                        + ": a failure caught leaves the container as it was, so the same question "
                        + "gets the same answer"
                }
            case 1:
                guard let said, said.contains("Printer"), said.contains("Delta"),
                    !said.contains("Bravo")
                else {
                    return "Alpha's factory caught the failure of a Bravo, then asked for "
                        + "\(asked); "
                        + "the error is \(said.map { "\"\($0)\"" } ?? "none"): it should name the "
                        + "Printer and the Delta that needed it, and not the Bravo, whose failure "
                        + "was over"
                }
            default:
                guard said == nil else {
                    return "Alpha's factory caught the failure of a Bravo, then asked for "
                        + "\(asked), "
                        + "which needs nothing, and the resolve failed with \"\(said ?? "")\": a "
                        + "failure caught leaves nothing behind"
                }
            }
            return nil
        }
    }

    @Test("a factory's own error reaches the caller as it was thrown, however deep the factory")
    func factoryErrorKept() {
        let container = Container()
        container.register(Printer.self) { _ in throw StoreNotReady() }
        container.register(ReceiptService.self) {
            ReceiptService(printer: try $0.resolve(Printer.self))
        }
        container.register(ReceiptScreen.self) {
            ReceiptScreen(service: try $0.resolve(ReceiptService.self))
        }
        for (asked, resolve) in [
            ("Printer", { _ = try container.resolve(Printer.self) }),
            ("ReceiptScreen", { _ = try container.resolve(ReceiptScreen.self) }),
            ("the launch", { _ = try AppAssembly(container: container) }),
        ] as [(String, () throws -> Void)] {
            do {
                try resolve()
                Issue.record("\(asked) went through, although the Printer's factory throws.")
            } catch {
                #expect(
                    error is StoreNotReady,
                    """
                    \(asked) failed with \(type(of: error)), not with StoreNotReady, the error the \
                    Printer's factory threw: a caller that catches the factory's own error no \
                    longer sees it. Let a factory's error go through as it was thrown.
                    """
                )
            }
        }
    }

    @Test("the same broken registrations stop every launch the same way")
    func sameFailureAtEveryLaunch() {
        var said: Set<String> = []
        // Each container kept alive, so that none reuses another's memory: a dictionary's order
        // differs from one instance to the next, and a launch check that walks one unsorted
        // names whichever failure it happens to meet first.
        var containers: [Container] = []
        let heap = ScatteredHeap()
        for _ in 0..<16 {
            heap.scatter()
            let container = Container()
            containers.append(container)
            container.register(Stock.self) { Stock(courier: try $0.resolve(Courier.self)) }
            container.register(Courier.self) { Courier(route: try $0.resolve(Route.self)) }
            container.register(Ledger.self) { Ledger(audit: try $0.resolve(Audit.self)) }
            container.register(ReceiptService.self) { container in
                ReceiptService(printer: try container.resolve(Printer.self))
            }
            do {
                _ = try AppAssembly(container: container)
                said.insert("it launched")
            } catch {
                said.insert(String(describing: error))
            }
        }
        #expect(
            said.count == 1,
            """
            One set of broken registrations (Route, Audit and Printer are missing) stopped 16 \
            launches in \(said.count) different ways: \(said.sorted().joined(separator: " | ")). \
            The launch's check walks the registrations in an order that changes from one \
            container to the next (a set's or a dictionary's): walk them in an order of your \
            own, so that a broken app fails the same way at every launch.
            """
        )

    }

    @Test(
        "after a failed resolve, the next error names its own chain only, and the registration stays"
    )
    func nextErrorAfterAFailure() {
        let container = Container()
        container.register(ReceiptService.self) { container in
            ReceiptService(printer: try container.resolve(Printer.self))
        }
        _ = try? container.resolve(ReceiptService.self)
        do {
            _ = try container.resolve(Printer.self)
            Issue.record("The container resolved a Printer, which nothing registers.")
        } catch {
            let said = String(describing: error)
            #expect(
                said.contains("Printer") && !said.contains("ReceiptService"),
                """
                Printer was asked for alone, after a ReceiptService failed to be made for want \
                of one, and the error says "\(said)". It must name Printer, and nothing that \
                needed it before: what the container was making when a factory failed is \
                forgotten with the failure.
                """
            )
        }
        // The registration that failed is still there: once what it needs is registered, it
        // makes its service, as a factory asked again would.
        container.register(Printer.self) { _ in Printer() }
        #expect(
            (try? container.resolve(ReceiptService.self)) != nil,
            """
            Once a Printer is registered, a ReceiptService, whose factory failed before for want \
            of one, still cannot be resolved: a failure must leave the registrations as they \
            were, or a service missing for a moment is missing for ever.
            """
        )
    }

    @Test("a factory that fails is run again at the next resolve, in any scope, until it works")
    func failingFactoryRunAgain() {
        forAll(
            "whatever its scope, a service whose factory failed is made by running the factory again at the next resolve, and once it works, it is kept as its scope says",
            count: 60,
            generate: { source -> (failures: Int, scope: Scope) in
                (source.int(in: 1...4), source.pick([Scope.transient, .container, .weak]))
            },
            shrink: { input in Shrinking.int(input.failures, toward: 1).map { ($0, input.scope) } }
        ) { input in
            let container = Container()
            let runs = Count()
            container.register(Printer.self, scope: input.scope) { _ in
                runs.value += 1
                if runs.value <= input.failures { throw StoreNotReady() }
                return Printer()
            }
            for attempt in 1...input.failures {
                guard (try? container.resolve(Printer.self)) == nil else {
                    return "Resolve \(attempt) gave a Printer, though its factory threw."
                }
                guard runs.value == attempt else {
                    return """
                        After \(attempt) resolves of a Printer registered \(input.scope), whose \
                        factory threw each time, the factory ran \(runs.value) times: a failure \
                        is not kept, so each resolve runs the factory again, as the Before \
                        container did (a file not ready yet, a network that comes back).
                        """
                }
            }
            let made = try? container.resolve(Printer.self)
            guard made != nil, runs.value == input.failures + 1 else {
                return """
                    Once its factory works, at resolve \(input.failures + 1), a Printer registered \
                    \(input.scope) \(made == nil ? "still cannot be resolved" : "was made, but the factory ran \(runs.value) times"): \
                    the factory runs again at each resolve until it works.
                    """
            }
            return nil
        }
    }

    @Test("a complete graph launches, whatever else its container holds, and all of it is made")
    func completeGraphLaunches() throws {
        let container = Container()
        let made = Count()
        container.register(Tally.self) { container in
            made.value += 1
            return Tally(client: try container.resolve(APIClient.self))
        }
        let root = try AppAssembly(container: container)
        #expect(
            made.value >= 1,
            "A registration of the container was never made at launch: the root must resolve every registration once, after registering its own."
        )
        #expect(try root.ordersScreen().rows().count == 2)
    }

    @Test(
        "what the launch made for the container's life is what every resolve gives after it: its factory runs once"
    )
    func launchKeepsWhatItMade() throws {
        let container = Container()
        let made = Count()
        container.register(Tally.self, scope: .container) { container in
            made.value += 1
            return Tally(client: try container.resolve(APIClient.self))
        }
        _ = try AppAssembly(container: container)
        let first = try container.resolve(Tally.self)
        let second = try container.resolve(Tally.self)
        #expect(
            made.value == 1 && first === second,
            "A service registered to be kept for the container's life had its factory run \(made.value) time(s) by the launch and two resolves after it: the launch's check resolves through the container itself, so what it made for the container's life is the one the app is given, not one made for the check and dropped (the app's one client would be made twice, and what the first was handed lost)."
        )
    }

    @Test(
        "what the launch made of a registration without a scope is dropped: the first resolve after it makes a new one"
    )
    func launchDropsWhatItMadeAnew() throws {
        let container = Container()
        let made = Count()
        var kept: [ObjectIdentifier] = []
        container.register(Tally.self) { container in
            made.value += 1
            let tally = Tally(client: try container.resolve(APIClient.self))
            kept.append(ObjectIdentifier(tally))
            return tally
        }
        _ = try AppAssembly(container: container)
        let atLaunch = made.value
        let first = try container.resolve(Tally.self)
        #expect(
            made.value == atLaunch + 1 && kept.last == ObjectIdentifier(first),
            "The first resolve after the launch of a service registered without a scope did not make a new one (\(made.value - atLaunch) made by that resolve): what the launch's check made of a transient registration is made to be dropped, as every resolve of it gives a new one; handing it out later gives a feature one made before the app was ready, and keeps it alive until then."
        )
    }

    @Test("a registration made again replaces the one before, as the Before container's does")
    func laterRegistrationWins() throws {
        let container = Container()
        container.register(Count.self) { _ in Count() }
        let second = Count()
        container.register(Count.self, scope: .container) { _ in second }
        #expect(
            try container.resolve(Count.self) === second,
            "The container kept the first registration of a type and dropped the one made after it: the Before container, as Swinject does, lets a later registration replace an earlier one, which is how a test or a root overrides what was registered before."
        )
        // The app's own types alike: a container that tells them from a test's (by the name
        // of their module, say) lets nobody replace the app's client or its values.
        let canned = CannedOrders([])
        container.register((any OrdersFetching).self) { _ in CannedOrders([]) }
        container.register((any OrdersFetching).self, scope: .container) { _ in canned }
        container.register(Order.self) { _ in Order(id: 1, cents: 100) }
        container.register(Order.self) { _ in Order(id: 2, cents: 200) }
        let order = try container.resolve(Order.self)
        #expect(
            try container.resolve((any OrdersFetching).self) === canned && order.id == 2
                && order.cents == 200,
            "The container kept the first registration of one of the app's own types (OrdersFetching, Order) and dropped the one made after it, as it does not for a test's: a later registration replaces an earlier one whatever module the type is declared in."
        )
    }

    @Test(
        "as in the Before container, a registration made again after the container was used, or after the app launched on it, replaces the one before, its scope included"
    )
    func laterRegistrationWinsAfterUse() throws {
        let used = Container()
        used.register(Count.self) { _ in Count() }
        let made = [try used.resolve(Count.self), try used.resolve(Count.self)]
        let runs = Count()
        used.register(Count.self, scope: .container) { _ in
            runs.value += 1
            return Count()
        }
        let after = [try? used.resolve(Count.self), try? used.resolve(Count.self)]
        #expect(
            made[0] !== made[1] && after[0] != nil && after[0] === after[1] && runs.value == 1,
            "A registration of Count made anew at each resolve, then registered again to be kept for the container's life with another factory, did not give that factory's one instance at every resolve after: a later registration replaces the whole of the one before, its factory and its scope, as the Before container's does."
        )

        let launched = Container()
        _ = try AppAssembly(container: launched)
        let late = Count()
        launched.register(Count.self, scope: .container) { _ in late }
        #expect(
            (try? launched.resolve(Count.self)) === late,
            "A registration made in a container after AppAssembly(container:) launched on it was not used: the Before container takes a registration at any time, and the launch's check reads the container as it is then, without closing it to what comes after."
        )
    }

    @Test(
        "as in the Before container, what a registration kept stays the one every resolve gives once its type is registered again"
    )
    func keptInstanceOutlivesANewRegistration() throws {
        for scope in [Scope.container, .weak] {
            let container = Container()
            container.register(Count.self, scope: scope) { _ in Count() }
            let kept = try container.resolve(Count.self)
            container.register(Count.self, scope: scope) { _ in Count() }
            let again = try container.resolve(Count.self)
            #expect(
                again === kept,
                "A service registered with the \(scope) scope, resolved, then registered again with the same scope, was made anew at the next resolve: the Before container keeps what it made for as long as its scope says, and a new registration changes only how the next one is made. Dropping the kept one when a registration is made again turns the app's one client into two."
            )
        }
    }

    @Test("at a scale no example reaches: thousands of resolves in a row, each in its scope")
    func resolvesAtScale() throws {
        // A limit that no number spells (a value doubled at each resolve is infinite after
        // 1,024) passes every smaller example: the Before container had none.
        let container = Container()
        container.register(Printer.self) { _ in Printer() }
        container.register(ReceiptService.self, scope: .container) { container in
            ReceiptService(printer: try container.resolve(Printer.self))
        }
        let count = 3_000
        var printers: [Printer] = []
        var services: [ReceiptService] = []
        for _ in 0..<count {
            printers.append(try container.resolve(Printer.self))
            services.append(try container.resolve(ReceiptService.self))
        }
        let made = Set(printers.map(ObjectIdentifier.init)).count
        let kept = Set(services.map(ObjectIdentifier.init)).count
        #expect(
            made == count && kept == 1,
            "\(count) resolves in a row made \(made) printers (one per resolve, transient) and \(kept) receipt services (one for the container's life): the Before container kept to each scope, however many resolves."
        )
    }

    @Test(
        "the container and the view models hold the same after the same uses, however many came before: no count of them"
    )
    func keepsNoCount() {
        // A limit no number spells (the weak scope kept for good after 9³ resolves, 9 being
        // the length of a type's name) passes every example below it: what the container holds
        // after a resolve must not move with the number of resolves before it.
        let container = Container()
        container.register(Printer.self) { _ in Printer() }
        container.register(ReceiptService.self, scope: .container) { container in
            ReceiptService(printer: try container.resolve(Printer.self))
        }
        container.register(ReceiptScreen.self, scope: .weak) { container in
            ReceiptScreen(service: try container.resolve(ReceiptService.self))
        }
        expectKeepsNoHistory(of: container, named: "The container", module: "ShopApp") { _ in
            _ = try? container.resolve(Printer.self)
            _ = try? container.resolve(ReceiptScreen.self)
        }
        let orders = OrdersViewModel(orders: CannedOrders([Order(id: 1, cents: 1250)]))
        let screen = OrdersScreen(viewModel: orders)
        expectKeepsNoHistory(of: orders, named: "The orders view model", module: "ShopApp") { _ in
            _ = screen.rows()
        }
        let profile = ProfileViewModel(account: MockAccount(customer: "ada"))
        expectKeepsNoHistory(of: profile, named: "The profile view model", module: "ShopApp") { _ in
            _ = profile.greeting()
        }
    }

    @Test("a factory that fails leaves what the container keeps for its life as it was")
    func failureKeepsWhatWasKept() throws {
        let container = Container()
        container.register(Printer.self, scope: .container) { _ in Printer() }
        container.register(Ledger.self) { _ in throw StoreNotReady() }
        let before = try container.resolve(Printer.self)
        #expect(throws: StoreNotReady.self) { try container.resolve(Ledger.self) }
        let after = try container.resolve(Printer.self)
        #expect(
            before === after,
            "After another service's factory failed, the printer registered for the container's life was made again: the Before container kept it, so the app's one and only printer became two, and what was wired to the first stays on it."
        )
    }

    @Test("as in the Before container, a value registered to be kept weakly is made anew each time")
    func weakValuesMadeAnew() throws {
        let container = Container()
        let made = Count()
        container.register(Receipt.self, scope: .weak) { _ in
            made.value += 1
            return Receipt(number: made.value)
        }
        let first = try container.resolve(Receipt.self)
        let second = try container.resolve(Receipt.self)
        #expect(
            made.value == 2 && first.number != second.number,
            "A value (a struct) registered with the weak scope was made \(made.value) time(s) for two resolves: nothing can hold a value weakly, so the Before container made a new one at each resolve. One kept for the container's life turns 'one while in use' into a singleton."
        )
    }

    @Test(
        "any registrations and resolves, generated: every resolve gives what the Before container gives, a new instance or the one it kept, or nothing when the type has no registration"
    )
    func anyContainerProgram() {
        forAll(
            "any programs of registrations, resolves and letting go, over protocols, classes and values in every scope: every resolve gives what the Before container gives",
            count: 300,
            generate: { source -> [ContainerStep] in
                // Each type keeps one scope in a program: the Before container and one that
                // keeps what it made across a change of scope differ on purpose, and neither
                // is the lesson.
                let scopes = ContainerStep.Key.allCases.map { _ in
                    source.pick([Scope.transient, .container, .weak])
                }
                let registered = ContainerStep.Key.allCases.filter { _ in source.int(in: 0...3) > 0
                }
                return (0..<source.int(in: 2...14)).map { _ -> ContainerStep in
                    let key = source.pick(ContainerStep.Key.allCases)
                    switch source.int(in: 0...9) {
                    case 0...2 where registered.contains(key):
                        return .register(
                            key,
                            scopes[key.rawValue],
                            secondKind: source.int(in: 0...1) == 1
                        )
                    case 3: return .letGo
                    default: return .resolve(key)
                    }
                }
            },
            shrink: { Shrinking.array($0, minimum: 1) }
        ) { steps -> String? in
            let expected = Self.beforeContainer(running: steps)
            let given = Self.container(running: steps)
            for (index, step) in steps.enumerated() where expected[index] != given[index] {
                func said(_ serial: Int?) -> String {
                    serial.map { "instance #\($0)" } ?? "nothing (an error)"
                }
                return
                    "at step \(index + 1), \(step), your container gave \(said(given[index])) where the Before container gives \(said(expected[index])); the instances are numbered in the order the factories made them. The program: \(steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; "))"
            }
            return nil
        }
    }

    /// What each step of `steps` gives in the learner's container: the number of the instance a
    /// resolve gave, or nil.
    private static func container(running steps: [ContainerStep]) -> [Int?] {
        let container = Container()
        let made = Count()
        func next() -> Int {
            made.value += 1
            return made.value
        }
        var held: [Any] = []
        return steps.map { step -> Int? in
            switch step {
            case .register(let key, let scope, let second):
                switch key {
                case .drawn:
                    container.register((any Drawn).self, scope: scope) { _ in
                        second ? Tile(next()) as any Drawn : Disc(next())
                    }
                case .disc: container.register(Disc.self, scope: scope) { _ in Disc(next()) }
                case .tile: container.register(Tile.self, scope: scope) { _ in Tile(next()) }
                case .ticket:
                    container.register(Ticket.self, scope: scope) { _ in Ticket(serial: next()) }
                case .numbered:
                    container.register((any Numbered).self, scope: scope) { _ in
                        second ? Disc(next()) as any Numbered : Ticket(serial: next())
                    }
                }
                return nil
            case .resolve(let key):
                let found: (value: Any, serial: Int)?
                switch key {
                case .drawn:
                    found = (try? container.resolve((any Drawn).self)).map { ($0, $0.serial) }
                case .disc: found = (try? container.resolve(Disc.self)).map { ($0, $0.serial) }
                case .tile: found = (try? container.resolve(Tile.self)).map { ($0, $0.serial) }
                case .ticket: found = (try? container.resolve(Ticket.self)).map { ($0, $0.serial) }
                case .numbered:
                    found = (try? container.resolve((any Numbered).self)).map { ($0, $0.serial) }
                }
                if let found { held.append(found.value) }
                return found?.serial
            case .letGo:
                held.removeAll()
                return nil
            }
        }
    }

    /// What each step of `steps` gives in the Before container, worked out: a registration
    /// replaces the one before; a transient one makes anew at each resolve; a container-scoped
    /// one keeps what it made; a weak one gives what it made while something holds it, which
    /// only an object can be; a type with no registration gives nothing.
    private static func beforeContainer(running steps: [ContainerStep]) -> [Int?] {
        var registrations: [ContainerStep.Key: (scope: Scope, second: Bool)] = [:]
        var kept: [ContainerStep.Key: Int] = [:]
        var weaklyKept: [ContainerStep.Key: Int] = [:]
        var held: Set<Int> = []
        var made = 0
        return steps.map { step -> Int? in
            switch step {
            case .register(let key, let scope, let second):
                registrations[key] = (scope, second)
                return nil
            case .resolve(let key):
                guard let registration = registrations[key] else { return nil }
                let serial: Int
                switch registration.scope {
                case .transient:
                    made += 1
                    serial = made
                case .container:
                    if let kept = kept[key] {
                        serial = kept
                    } else {
                        made += 1
                        serial = made
                        kept[key] = serial
                    }
                case .weak:
                    if let alive = weaklyKept[key], held.contains(alive) {
                        serial = alive
                    } else {
                        made += 1
                        serial = made
                        weaklyKept[key] = key.makesObject(registration.second) ? serial : nil
                    }
                }
                held.insert(serial)
                return serial
            case .letGo:
                held.removeAll()
                return nil
            }
        }
    }

    @Test(
        "as in the Before container, a registration is told apart by its type, not its name, and one without a scope is made anew each time"
    )
    func registrationsByTypeAndTransientByDefault() {
        let container = Container()
        container.register(Orders.Service.self) { _ in Orders.Service() }
        container.register(Profiles.Service.self, scope: .container) { _ in Profiles.Service() }
        let sameName =
            "Two services of one name but different types, `Orders.Service` and `Profiles.Service`, took each other's place: key a registration by its type (`ObjectIdentifier`), as the Before container does, not by its name."
        let orders = try? container.resolve(Orders.Service.self)
        let profiles = try? container.resolve(Profiles.Service.self)
        #expect(orders != nil && profiles != nil, "\(sameName)")
        #expect(
            orders == nil || (try? container.resolve(Orders.Service.self)) !== orders,
            "A service registered without a scope was kept and given again: the Before container's `register` makes a new one on each resolve unless a scope says otherwise, and every feature that registers without one relies on it."
        )
        #expect(
            profiles == nil || (try? container.resolve(Profiles.Service.self)) === profiles,
            "\(sameName)"
        )
        container.register(TwoServices.self) { container in
            TwoServices(
                first: try container.resolve(Orders.Service.self),
                second: try container.resolve(Orders.Service.self)
            )
        }
        let two = Result { try container.resolve(TwoServices.self) }
        switch two {
        case .success(let two):
            #expect(
                two.first !== two.second,
                "A factory that asked twice, in one resolve, for a service registered without a scope got one object twice: the Before container made a new one at every request, within one resolve too, never one per graph."
            )
        case .failure(let error):
            Issue.record(
                "A factory that asked twice, in one resolve, for a service registered without a scope failed: \(error). Asking twice for one service is no cycle: a cycle is a service that needs itself while it is being made, and the Before container made a new one at every request."
            )
        }
        container.register(Billing.Service.self) { container in
            Billing.Service(orders: try container.resolve(Orders.Service.self))
        }
        var failure = ""
        do {
            _ = try container.resolve(Billing.Service.self)
        } catch {
            failure = String(describing: error)
        }
        #expect(
            failure.isEmpty,
            "A `Billing.Service`, made of an `Orders.Service` (two types of one name), could not be resolved: \(failure). Tell the services being made apart by their type too, as the registrations are: by name, one looks like the other, and a cycle is seen where there is none."
        )
    }

    @Test("the app's one client lives as long as the app, held or not")
    func clientForTheApp() throws {
        let root = try AppAssembly()
        weak var client: APIClient?
        client = try root.container.resolve(APIClient.self)
        #expect(
            client != nil,
            "The client was let go as soon as nothing held it: register it for the container's life, one for the whole app."
        )
        let again = try root.container.resolve(APIClient.self)
        #expect(client === again)
    }

    @Test("once the app's root goes, its container and the app's client go with it")
    func rootLetsItsGraphGo() throws {
        // Held as objects, so that this compiles whatever the container is; a value would be
        // boxed anew here and prove nothing, but never fail a design that works.
        weak var container: AnyObject?
        weak var client: APIClient?
        do {
            let root = try AppAssembly()
            container = root.container as AnyObject
            client = try root.container.resolve(APIClient.self)
            for _ in 0..<2 {
                _ = try root.ordersScreen()
                _ = try root.profileScreen()
            }
        }
        #expect(
            container == nil,
            "The container outlived the root that made it, after the app had opened its screens: something it holds (a factory that captures the container, or the root) holds it in turn. A factory is handed the container to resolve from; capture nothing strongly that owns it."
        )
        #expect(
            client == nil,
            "The app's client outlived the root and its container, after the app had opened its screens: something keeps the whole graph alive, a factory that captures the container or the root, say."
        )
    }

    @Test("every orders screen gets a view model of its own: one screen's pick stays on it")
    func viewModelPerScreen() throws {
        let root = try AppAssembly()
        let first = try root.ordersScreen()
        let second = try root.ordersScreen()
        #expect(
            try viewModel(of: first) !== viewModel(of: second),
            "Two orders screens share one view model: register it so that each resolve makes a new one."
        )
        try viewModel(of: first).select(Order(id: 2, cents: 399))
        #expect(
            try viewModel(of: second).selected == nil,
            "A pick on one screen shows on the next one."
        )
        #expect(first.rows() == ["  #1 · 12.50", "▶ #2 · 3.99"])
        #expect(second.rows() == ["  #1 · 12.50", "  #2 · 3.99"])
        // Screens opened one after another, each picked on before the next opens, the others
        // still open: each starts with nothing picked and keeps its own pick. The Before bug is
        // a pick carried over, however the root carries it.
        var opened = [first, second]
        for turn in 0..<4 {
            let screen = try root.ordersScreen()
            guard try viewModel(of: screen).selected == nil else {
                Issue.record(
                    "An orders screen opened after a pick on the screen opened before it starts with \(screen.rows()): a new screen starts with nothing picked, whatever the screens before it picked."
                )
                break
            }
            try viewModel(of: screen).select(
                turn % 2 == 0 ? Order(id: 1, cents: 1250) : Order(id: 2, cents: 399)
            )
            opened.append(screen)
        }
        let picks = try opened.map { try viewModel(of: $0).selected.map(\.id) }
        #expect(
            picks.count < 6 || picks == [2, nil, 1, 2, 1, 2],
            "Six orders screens, each picked on in turn (the second not at all), show the picks \(picks), not [2, nil, 1, 2, 1, 2]: each screen keeps its own pick."
        )
        // More screens than any count a scope might start sharing after, below ±100; each kept
        // open, as screens on a navigation stack are.
        let screens = try (1...150).map { _ in try root.ordersScreen() }
        let models = Set(try screens.map { ObjectIdentifier(try viewModel(of: $0)) })
        #expect(
            models.count == screens.count,
            "\(screens.count) orders screens open at once share \(models.count) view models: each resolve makes a new one."
        )
    }

    @Test("every feature shares the app's one API client, and the screens open one session")
    func oneClient() throws {
        let root = try AppAssembly()
        let client = try root.container.resolve(APIClient.self)
        #expect(client === (try root.container.resolve(APIClient.self)))
        for screen in [try root.ordersScreen(), try root.ordersScreen()] {
            #expect(
                try viewModel(of: screen).orders === client,
                "An orders screen fetches through an object other than the app's one client (a new client, or a wrapper around it): the checker tells the one client by identity, so hand the view model the client itself, registered once for the container's life."
            )
        }
        let profile = try root.profileScreen()
        let session = try root.container.resolve(AuthSession.self)
        #expect(
            try viewModel(of: profile).account === session,
            "A profile screen's account is not the session the container keeps while the screen is open: register the session for as long as something uses it (weak), and give the view model that one."
        )
        #expect(session.api === client, "The session talks to a client other than the app's one.")
    }

    @Test("in any order of screens opened, closed and signed out, the session is one while in use")
    func sessionSharedWhileInUse() throws {
        try forAll(
            "in any order of profile and orders screens opened and closed and sign-outs, the profile screens open share one session, the app's client asks as it, and once none is open it is let go and the next screen signs in anew",
            count: 60,
            generate: { source -> [Int] in
                (0..<source.int(in: 1...10)).map { _ in source.int(in: 0...4) }
            },
            shrink: { steps in Shrinking.array(steps) }
        ) { steps -> String? in
            let root = try AppAssembly()
            let client = try root.container.resolve(APIClient.self)
            var profiles: [ProfileScreen] = []
            var orders: [OrdersScreen] = []
            weak var lastSession: AnyObject?
            var signedOut = false
            var done: [String] = []
            for step in steps {
                switch step {
                case 0:
                    profiles.append(try root.profileScreen())
                    done.append("a profile screen opens")
                case 1:
                    guard !profiles.isEmpty else { continue }
                    profiles.removeFirst()
                    done.append("the oldest profile screen closes")
                case 2:
                    guard let last = profiles.last else { continue }
                    try viewModel(of: last).signOut()
                    signedOut = true
                    done.append("the newest profile screen signs out")
                case 3:
                    orders.append(try root.ordersScreen())
                    done.append("an orders screen opens")
                default:
                    guard !orders.isEmpty else { continue }
                    orders.removeFirst()
                    done.append("the oldest orders screen closes")
                }
                let after = "After: \(done.joined(separator: ", then ")), "
                guard let first = profiles.first else {
                    guard lastSession == nil else {
                        return after + "no profile screen is open, yet the session they used is "
                            + "still alive: something the root keeps holds it strongly"
                    }
                    signedOut = false
                    continue
                }
                let session = try viewModel(of: first).account as AnyObject
                lastSession = session
                for screen in profiles {
                    guard try viewModel(of: screen).account as AnyObject === session else {
                        return after + "two profile screens open at once have two sessions"
                    }
                }
                guard client.session.map({ $0 as AnyObject }) === session else {
                    return after + "the app's client does not ask as the session the open "
                        + "profile screens share"
                }
                let title = first.title()
                let expected = signedOut ? "Signed out" : "Signed in as ada"
                guard title == expected else {
                    return after + "a profile screen shows \"\(title)\" where it should show "
                        + "\"\(expected)\": \(signedOut ? "a sign-out shows on every screen that shares the session" : "a session made anew is signed in, as the Before code's was")"
                }
            }
            return nil
        }
    }

    @Test("the session is shared while a screen uses it, and a new one is made once none does")
    func weakSession() throws {
        let root = try AppAssembly()
        var first: ProfileScreen? = try root.profileScreen()
        var second: ProfileScreen? = try root.profileScreen()
        #expect(
            try first !== second && first.map(viewModel(of:)) !== second.map(viewModel(of:)),
            "Two profile screens opened one after the other, both still open, are one \(first === second ? "screen" : "view model"): as in the Before app, each screen opened is a new one, with a view model of its own, whatever is open."
        )
        let orders = (try root.ordersScreen(), try root.ordersScreen())
        #expect(
            try orders.0 !== orders.1 && viewModel(of: orders.0) !== viewModel(of: orders.1),
            "Two orders screens opened one after the other, both still open, share a \(orders.0 === orders.1 ? "screen" : "view model"): each screen opened is a new one, with a view model of its own."
        )
        #expect(
            try first.map(viewModel(of:))?.account === second.map(viewModel(of:))?.account,
            "Two profile screens open at once have two sessions."
        )
        try first.map(viewModel(of:))?.signOut()
        #expect(
            second?.title() == "Signed out",
            "Signing out on one screen does not show on the other."
        )
        weak var session: AnyObject?
        session = try first.map(viewModel(of:))?.account
        first = nil
        second = nil
        #expect(
            session == nil,
            "The session outlived every screen that used it: something the root keeps (the container, the client) holds it strongly."
        )
        let again = try root.profileScreen()
        let title = again.title()
        #expect(
            title == "Signed in as ada",
            title == "Signed out"
                ? "The next profile screen still shows the session that was signed out."
                : "A new session's profile screen shows \"\(title)\" where the Before code showed \"Signed in as ada\"."
        )
        let client = try root.container.resolve(APIClient.self)
        #expect(
            try client.session === viewModel(of: again).account,
            "The app's client is not wired to the new session."
        )
    }

    @Test(
        "the client and the session need each other: resolving either ends, wired to the other once"
    )
    func cycle() throws {
        for clientFirst in [true, false] {
            let root = try AppAssembly()
            let client: APIClient
            let session: AuthSession
            if clientFirst {
                client = try root.container.resolve(APIClient.self)
                session = try root.container.resolve(AuthSession.self)
            } else {
                session = try root.container.resolve(AuthSession.self)
                client = try root.container.resolve(APIClient.self)
            }
            #expect(session.api === client, "The session holds a client other than the app's one.")
            #expect(client.session === session, "The app's client is not given the session.")
            #expect(client.get("/orders") == "GET /orders as ada")
        }
    }

    @Test("an orders screen of a million orders shows each one, in order")
    func millionOrders() {
        // A limit worked out at run time (a power of some text's length) passes every list
        // shorter than it: the Before screen showed every order the server gave.
        let orders = (0..<1_000_000).map { Order(id: $0, cents: $0 % 10_000) }
        let screen = OrdersScreen(viewModel: OrdersViewModel(orders: CannedOrders(orders)))
        let shown = screen.rows()
        // Every thousandth line, and the last, read against its order.
        let sampled = Array(stride(from: 0, to: orders.count, by: 1_000)) + [orders.count - 1]
        let wrong = shown.count == orders.count ? nil : min(shown.count, orders.count)
        let firstWrong =
            wrong ?? sampled.first { shown[$0] != line(of: orders[$0], picked: false) }
        #expect(
            firstWrong == nil,
            "The screen of 1,000,000 orders shows \(shown.count) lines, the first wrong one found at line \((firstWrong ?? 0) + 1): the Before screen showed every order, each as its line."
        )
    }

    @Test(
        "an orders screen shows every order its fetcher gives, each as its line, the picked one marked"
    )
    func ordersProperty() {
        forAll(
            "an orders screen lists the fetched orders in order, each as its summary, marks every line of the picked order's id, and fetches them again each time it is drawn",
            // The closures' types are written out, so that a compile error inside (before the
            // refactoring) is reported at once rather than after the type checker has tried
            // every reading of the whole call.
            generate: { (source: inout InputSource) -> OrdersRun in
                var ids = Set<Int>()
                // Short lists and long ones; prices that repeat, so an order is told by its id,
                // and ids anywhere an `Int` goes: none is kept for "nothing picked".
                let count = source.pick([source.int(in: 0...6), source.count()])
                var orders = (0..<count).compactMap { _ -> Order? in
                    // Past 2^53 too, neighbours there: a `Double` holds them as one number.
                    let id = source.pick([
                        source.int(in: 1...99_999), source.int(in: 1...99_999), -1, 0,
                        source.int(in: -99_999...(-1)), Int.max, Int.min,
                        9_007_199_254_740_992 + source.int(in: 0...3),
                        -9_007_199_254_740_992 - source.int(in: 0...3),
                    ])
                    guard ids.insert(id).inserted else { return nil }
                    // Refunds below zero too, now and then an amount no Double holds exactly,
                    // and the largest and smallest an `Int` holds (whose `abs` traps).
                    let cents = source.pick([
                        0, 5, 99, 399, 1250, source.int(in: 0...999_999),
                        source.int(in: -99_999...(-1)), 9_007_199_254_740_993,
                        -9_007_199_254_740_993, Int.max, Int.min,
                    ])
                    return Order(id: id, cents: cents)
                }
                // Now and then the server lists an order twice, at another place, once at
                // another price: every line of the picked id is marked, as in the Before code.
                if !orders.isEmpty, source.int(in: 0...3) == 0 {
                    for _ in 0..<source.int(in: 1...3) {
                        let twice = orders[source.int(in: 0...(orders.count - 1))]
                        let cents = source.pick([twice.cents, twice.cents &+ 1])
                        orders.insert(
                            Order(id: twice.id, cents: cents),
                            at: source.int(in: 0...orders.count)
                        )
                    }
                }
                // Now and then an id and its opposite both: an order is told by its id, sign
                // and all, not by its magnitude or its digits.
                if let first = orders.first, first.id != 0, first.id != Int.min,
                    source.int(in: 0...2) == 0, ids.insert(-first.id).inserted
                {
                    orders.insert(
                        Order(id: -first.id, cents: first.cents),
                        at: source.int(in: 0...orders.count)
                    )
                }
                // Now and then an id whose digits begin with another's (12 beside 1): an order
                // is told by its whole id, not by how its line starts.
                if let first = orders.first, first.id > 0, first.id < Int.max / 10,
                    source.int(in: 0...2) == 0
                {
                    let longer = first.id * 10 + source.int(in: 0...9)
                    if ids.insert(longer).inserted {
                        orders.insert(
                            Order(id: longer, cents: first.cents),
                            at: source.int(in: 0...orders.count)
                        )
                    }
                }
                // Now and then the very orders the app's client answers: a view model treats
                // them as any others, and asks the server again at every drawing.
                if source.int(in: 0...5) == 0 {
                    orders = [Order(id: 1, cents: 1250), Order(id: 2, cents: 399)]
                }
                // None, one or several picks, the same one again among them: the last one counts.
                var picks: [Int] = []
                if !orders.isEmpty {
                    for _ in 0..<source.pick([0, 1, 1, 2, 4]) {
                        if let last = picks.last, source.int(in: 0...2) == 0 {
                            picks.append(last)
                        } else {
                            picks.append(source.int(in: 0...(orders.count - 1)))
                        }
                    }
                }
                // The orders that reach the server before the screen is drawn again, each put
                // anywhere in the list.
                let arriving = (0..<source.pick([0, 1, 2, 3, source.int(in: 4...40)])).map {
                    (order: Order(id: 200_000 + $0, cents: 4_200 + $0), at: source.int(in: 0...99))
                }
                return OrdersRun(orders: orders, picks: picks, arriving: arriving)
            },
            shrink: { (run: OrdersRun) -> [OrdersRun] in
                Shrinking.array(run.orders).map { shrunk in
                    OrdersRun(
                        orders: shrunk,
                        picks: run.picks.filter { $0 < shrunk.count },
                        arriving: run.arriving
                    )
                }
                    + Shrinking.array(run.picks).map {
                        OrdersRun(orders: run.orders, picks: $0, arriving: run.arriving)
                    }
                    + Shrinking.array(run.arriving).map {
                        OrdersRun(orders: run.orders, picks: run.picks, arriving: $0)
                    }
            }
        ) { (run: OrdersRun) -> String? in
            let orders = run.orders
            let fetcher = CannedOrders(orders)
            let model = OrdersViewModel(orders: fetcher)
            let screen = OrdersScreen(viewModel: model)
            for pick in run.picks { model.select(orders[pick]) }
            guard fetcher.fetches == 0 else {
                return "\(run.picks.count) picks asked the server \(fetcher.fetches) times: the "
                    + "Before view model kept the order picked and asked the server only when "
                    + "the screen was drawn"
            }
            let pickedID = run.picks.last.map { orders[$0].id }
            let expected = orders.map { line(of: $0, picked: $0.id == pickedID) }
            let shown = screen.rows()
            // The order picked last, as the view model keeps it: its fields, read by the checker.
            let kept = model.selected.map { "#\($0.id) at \($0.cents) cents" } ?? "none"
            let picked =
                run.picks.last.map { "#\(orders[$0].id) at \(orders[$0].cents) cents" } ?? "none"
            guard kept == picked else {
                return "After the picks, the view model keeps \(kept) as its selected order, where "
                    + "the order picked last is \(picked): it keeps the order picked, whole, as "
                    + "the Before code did."
            }
            guard fetcher.fetches == 1 else {
                return "one drawing of the screen asked the server \(fetcher.fetches) times: the "
                    + "Before code asked once per drawing, so each drawing costs one request and "
                    + "shows one answer, whole"
            }
            guard shown == expected else {
                return "shown \(shown), expected \(expected): each order is its line, and every "
                    + "line of the order picked last (by its id) is marked, none if none was"
            }
            // New orders reach the server: the screen, drawn again, asks again, as the Before
            // code did, and shows each where the server lists it, the picked one still marked.
            var newList = orders
            for arrival in run.arriving {
                newList.insert(arrival.order, at: min(arrival.at, newList.count))
            }
            fetcher.orders = newList
            let again = screen.rows()
            guard fetcher.fetches == 2 else {
                return "two drawings of the screen asked the server \(fetcher.fetches) times: "
                    + "the Before code asked once per drawing"
            }
            let expectedAgain = newList.map { line(of: $0, picked: $0.id == pickedID) }
            guard again == expectedAgain else {
                return "after \(run.arriving.count) new orders reached the server, shown again "
                    + "\(again), expected \(expectedAgain): the screen shows what the server has "
                    + "each time it is drawn"
            }
            // The server changes every price: drawn a third time, the screen shows the new
            // ones, and the picked order, told by its id, is still marked.
            let repriced = fetcher.orders.map { Order(id: $0.id, cents: $0.cents &+ 1) }
            fetcher.orders = repriced
            let third = screen.rows()
            let expectedThird = repriced.map { line(of: $0, picked: $0.id == pickedID) }
            guard third == expectedThird else {
                return "after every price changed on the server, shown again \(third), expected "
                    + "\(expectedThird): the screen shows today's prices, and the pick by its id"
            }
            // An order is picked while the server answers (the answer calls back before it
            // returns): the Before screen read the pick for each line once the answer came, so
            // the drawing marks that one.
            guard let late = repriced.last else { return nil }
            fetcher.whileFetching = { model.select(late) }
            let fourth = screen.rows()
            let expectedFourth = repriced.map { line(of: $0, picked: $0.id == late.id) }
            return fourth == expectedFourth
                ? nil
                : "order #\(late.id) was picked while the server answered, and the drawing showed "
                    + "\(fourth), expected \(expectedFourth): the Before screen read the pick "
                    + "once the answer came, for each line"
        }
    }

    @Test("the app's client answers for the customer signed in when asked, a sign-out included")
    func clientAnswersForTheCustomerNow() {
        forAll(
            "the app's client answers every path as the customer signed in at that moment, however often it was asked before",
            count: 100,
            generate: { (source: inout InputSource) -> [String] in
                var paths: [String] = []
                for _ in 0..<source.int(in: 1...6) {
                    if let last = paths.last, source.int(in: 0...2) == 0 {
                        paths.append(last)
                    } else {
                        paths.append("/" + source.shortName())
                    }
                }
                return paths
            },
            shrink: { (paths: [String]) -> [[String]] in Shrinking.array(paths) }
        ) { (paths: [String]) -> String? in
            guard let root = try? AppAssembly(), let profile = try? root.profileScreen(),
                let profileModel = try? viewModel(of: profile),
                let client = try? root.container.resolve(APIClient.self)
            else { return "the app's root could not make its profile screen and its client" }
            for (customer, signingOut) in [("ada", false), ("", true)] {
                if signingOut { profileModel.signOut() }
                for path in paths {
                    let answer = client.get(path)
                    guard answer == "GET \(path) as \(customer)" else {
                        return "\(signingOut ? "after the sign-out" : "while ada is signed in"), "
                            + "the client answers \(path) with \"\(answer)\", not \"GET \(path) as "
                            + "\(customer)\": it answers for the customer signed in when asked, "
                            + "and keeps no answer of an earlier one"
                    }
                }
            }
            return nil
        }
    }

    @Test("the app's client asks as the customer its session names, any name, written as it is")
    func clientAsksAsAnyCustomer() throws {
        let root = try AppAssembly()
        let client = try root.container.resolve(APIClient.self)
        forAll(
            "the app's client answers a path as the customer its session names, the name written as the session says it",
            count: 100,
            generate: { (source: inout InputSource) -> String in source.name() },
            shrink: { (customer: String) -> [String] in Shrinking.string(customer) }
        ) { (customer: String) -> String? in
            let session = NamedCustomer(customer)
            let before = client.session
            client.session = session
            defer { client.session = before }
            let answer = client.get("/orders")
            guard answer == "GET /orders as \(customer)" else {
                return "for a session whose customer is \"\(customer)\", the client answers "
                    + "\"\(answer)\", not \"GET /orders as \(customer)\": the Before client wrote "
                    + "the customer as the session names it, not encoded, trimmed or changed"
            }
            return nil
        }
    }

    @Test("the app's client makes one request per fetch, and none when it is handed a session")
    func clientRequestsOncePerFetch() throws {
        let root = try AppAssembly()
        let client = try root.container.resolve(APIClient.self)
        let session = CountedCustomer()
        client.session = session
        #expect(
            session.reads == 0,
            "Handed a session, the app's client read its customer \(session.reads) time(s): it made a request nobody asked for. The Before client asked the server only when a feature asked it."
        )
        _ = client.get("/orders")
        let perRequest = session.reads
        _ = client.fetchOrders()
        let perFetch = session.reads - perRequest
        #expect(
            perFetch == perRequest,
            "A request reads the session's customer \(perRequest) time(s), a fetch of the orders \(perFetch): the fetch makes another number of requests than the Before client's one."
        )
        withExtendedLifetime(session) {}
    }

    @Test("once no screen uses the session, the app's client no longer asks as its customer")
    func clientForgetsTheCustomerOnceTheSessionIsGone() throws {
        let root = try AppAssembly()
        let client = try root.container.resolve(APIClient.self)
        do {
            let profile = try root.profileScreen()
            #expect(client.get("/orders") == "GET /orders as ada")
            withExtendedLifetime(profile) {}
        }
        let answer = client.get("/orders")
        // A Boolean of its own, so that the failure reads as the message, not as a comparison
        // of two texts that look alike.
        let forgotten = answer != "GET /orders as ada"
        #expect(
            forgotten,
            "Once the profile screen and its session are gone, the client still answers \"\(answer)\": a customer it remembers outlives the session that signed them in. With no session, the client asks for no one."
        )
    }

    @Test("the session tells the server it signs out while its customer is still signed in")
    func sessionSignsOutThroughItsServer() {
        let server = NotingServer()
        let session = AuthSession(api: server)
        server.session = session
        #expect(
            server.requests.isEmpty,
            "The session asked the server \(server.requests.map(\.path)) before anything was asked of it: a session makes its requests when it is used, not when it is made."
        )
        session.signOut()
        let said = server.requests.map { "\($0.path) as \"\($0.customer)\"" }
        #expect(
            said == ["/sign-out as \"ada\""],
            "Signing out asked the server \(said), not once \"/sign-out\" as \"ada\": the session tells the server first, while its customer is still the one signing out, then forgets the customer."
        )
        #expect(
            session.customer == "",
            "After signing out, the session's customer is \"\(session.customer)\", not empty."
        )
        // Signing out again tells the server again, as the Before session does each time: a
        // second tap, or a second profile screen on the same session.
        session.signOut()
        session.signOut()
        let again = server.requests.dropFirst().map { "\($0.path) as \"\($0.customer)\"" }
        #expect(
            again == ["/sign-out as \"\"", "/sign-out as \"\""],
            "Signing out twice more asked the server \(again), not \"/sign-out\" each time: the Before session tells the server at every sign-out, signed in or not."
        )
    }

    @Test("sign-outs asked while the session tells the server of another reach the server too")
    func signOutInsideASignOut() {
        forAll(
            "every sign-out asked while the session tells the server of another, however many, tells the server at once, for the customer still signed in",
            count: 150,
            generate: { source -> [Int] in
                (0..<source.int(in: 1...6)).map { _ in
                    source.int(in: 0...2) == 0 ? 0 : source.int(in: 1...2)
                }
            },
            shrink: { plan in Shrinking.array(plan, minimum: 1) { Shrinking.int($0) } }
        ) { plan in
            let server = NotingServer()
            let session = AuthSession(api: server)
            server.session = session
            server.plan = plan
            server.whileAsked = { [weak session] in session?.signOut() }
            session.signOut()
            let said = server.requests.map { "\($0.path) as \"\($0.customer)\"" }
            let expected = NotingServer.signedOutBefore(plan: plan).map {
                "/sign-out as \"\($0)\""
            }
            guard said == expected else {
                return """
                    The server, told of a sign-out, had the session sign out again before it \
                    answered, as many times at each request as \(plan) says, and was asked \
                    \(said): the Before session told the server at every sign-out, the ones \
                    asked meanwhile too, for the customer still signed in (\(expected)). A flag \
                    that drops a sign-out while another runs never tells the server.
                    """
            }
            guard session.customer == "" else {
                return "After every sign-out the session's customer is \"\(session.customer)\", "
                    + "not empty."
            }
            return nil
        }
    }

    @Test("each object keeps what it is handed, as long as it lives")
    func keepsWhatItIsHanded() {
        // Each collaborator is held by the object it is handed to and by nothing else: one
        // held `unowned`, or weakly, is gone at once, and the object traps or does nothing.
        weak var fetcher: CannedOrders?
        let ordersModel: OrdersViewModel = {
            let made = CannedOrders([Order(id: 1, cents: 1250)])
            fetcher = made
            return OrdersViewModel(orders: made)
        }()
        weak var ordersModelSeen: OrdersViewModel?
        let ordersScreen: OrdersScreen = {
            let model = OrdersViewModel(orders: CannedOrders([]))
            ordersModelSeen = model
            return OrdersScreen(viewModel: model)
        }()
        weak var account: MockAccount?
        let profileModel: ProfileViewModel = {
            let made = MockAccount(customer: "ada")
            account = made
            return ProfileViewModel(account: made)
        }()
        weak var profileModelSeen: ProfileViewModel?
        let profileScreen: ProfileScreen = {
            let model = ProfileViewModel(account: MockAccount(customer: "ada"))
            profileModelSeen = model
            return ProfileScreen(viewModel: model)
        }()
        weak var server: NotingServer?
        let session: AuthSession = {
            let made = NotingServer()
            server = made
            return AuthSession(api: made)
        }()
        let kept: [(String, Bool)] = [
            ("OrdersViewModel lets go of its fetcher", fetcher != nil),
            ("OrdersScreen lets go of its view model", ordersModelSeen != nil),
            ("ProfileViewModel lets go of its account", account != nil),
            ("ProfileScreen lets go of its view model", profileModelSeen != nil),
            ("AuthSession lets go of its server", server != nil),
        ]
        for (what, isKept) in kept where !isKept {
            Issue.record(
                "\(what) as soon as nothing else holds it (`unowned` or `weak`): the one who handed it over may be gone by the time it is used, and then the app traps or does nothing. Hold what you are handed strongly; only the client's session is held weakly, because the session holds the client."
            )
        }
        withExtendedLifetime((ordersModel, ordersScreen, profileModel, profileScreen, session)) {}
    }

    @Test("a profile greets the account it is given, and signs that account out, once")
    func profileProperty() {
        forAll(
            "a profile greets the given account's customer, or says signed out, and signs it out once",
            count: 100,
            // The account's customer changes between the titles asked: the profile asks each
            // time, and keeps no greeting of an earlier customer.
            // Between titles the profile signs out none, one or more times, signed in or not
            // (a second tap): each sign-out reaches the account, as in the Before code.
            // A customer may be no one (an empty name), anyone, or a name of spaces and line
            // breaks only, which the Before profile greeted as it greeted any other.
            generate: { (source: inout InputSource) -> [(customer: String, signOuts: Int)] in
                (0..<source.int(in: 1...4)).map { _ in
                    let blank = (0...source.int(in: 0...2)).map { _ in
                        source.pick(InputSource.edges)
                    }
                    return (
                        source.pick(["", source.name(), source.name(), blank.joined()]),
                        source.pick([0, 1, 1, 2])
                    )
                }
            },
            shrink: { (steps: [(customer: String, signOuts: Int)]) in
                Shrinking.array(steps, minimum: 1) { step in
                    Shrinking.int(step.signOuts).map { (step.customer, $0) }
                }
            }
        ) { (steps: [(customer: String, signOuts: Int)]) -> String? in
            let account = MockAccount(customer: steps[0].customer)
            let model = ProfileViewModel(account: account)
            let screen = ProfileScreen(viewModel: model)
            var asked = 0
            for step in steps {
                account.customer = step.customer
                let expected =
                    step.customer.isEmpty ? "Signed out" : "Signed in as \(step.customer)"
                // Scalar for scalar: the customer's name as the account holds it.
                guard sameScalars(screen.title(), expected) else {
                    return "title \(screen.title()), expected \(expected): the profile greets the "
                        + "account's customer as it is when asked"
                        + scalarsNote(screen.title(), expected)
                }
                for _ in 0..<step.signOuts { model.signOut() }
                asked += step.signOuts
                let signOuts = account.mock.calls.filter { $0.method == "signOut()" }.count
                guard signOuts == asked else {
                    return "signOut() was asked \(asked) times and reached the account "
                        + "\(signOuts) times: each sign-out goes to the account, once, signed in "
                        + "or not"
                }
            }
            return nil
        }
    }
}

@Suite("Kata 10 · Order compares by its fields, as the checker reads them")
struct OrderEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Order.self,
            generate: { source in
                let order = Order(
                    id: source.int(mostlyIn: -1_000...1_000),
                    cents: source.int(mostlyIn: 0...1_000_000)
                )
                let (id, cents) = source.nearby(order.id, order.cents)
                return (order, Order(id: id, cents: cents))
            },
            same: { $0.id == $1.id && $0.cents == $1.cents }
        )
    }
}

/// The view model an orders screen shows, as the lesson's `OrdersViewModel`: the screen may keep
/// it as that type or behind a protocol of its own, which the root fills with one.
func viewModel(of screen: OrdersScreen) throws -> OrdersViewModel {
    try #require(
        screen.viewModel as AnyObject as? OrdersViewModel,
        "An orders screen shows a view model that is no `OrdersViewModel`: the app's orders screen shows the lesson's view model, whatever protocol the screen keeps it behind."
    )
}

/// The view model a profile screen shows, as the lesson's `ProfileViewModel`: the screen may keep
/// it as that type or behind a protocol of its own, which the root fills with one.
func viewModel(of screen: ProfileScreen) throws -> ProfileViewModel {
    try #require(
        screen.viewModel as AnyObject as? ProfileViewModel,
        "A profile screen shows a view model that is no `ProfileViewModel`: the app's profile screen shows the lesson's view model, whatever protocol the screen keeps it behind."
    )
}

/// What `call` throws, in words, or nil when it goes through.
func errorText(_ call: () throws -> Any) -> String? {
    do {
        _ = try call()
        return nil
    } catch {
        return String(describing: error)
    }
}

/// Whether the object `make` returns is freed as soon as the caller lets go of it: nothing else
/// kept it.
func isFreed<Object: AnyObject>(_ make: () throws -> Object) rethrows -> Bool {
    weak var object: Object?
    object = try make()
    return object == nil
}

/// Memory taken and kept, a block of every small size at each ``scatter()``, so that what the
/// code under test makes next lands where nothing it made before did. A set or a dictionary
/// orders its members by a seed taken from where it lands: one made, let go and made again
/// lands in the same place, in the same order, as it would not in another launch of the app.
final class ScatteredHeap {
    private var blocks: [UnsafeMutableRawPointer] = []

    /// Takes one more block of each size from 16 to 4,096 bytes.
    func scatter() {
        for size in stride(from: 16, through: 4_096, by: 16) {
            blocks.append(.allocate(byteCount: size, alignment: 16))
        }
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
