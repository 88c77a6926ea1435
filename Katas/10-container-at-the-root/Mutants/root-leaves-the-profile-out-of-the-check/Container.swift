/// How long the container keeps what it makes for a type.
public enum Scope: Sendable {
    /// A new instance at every `resolve`.
    case transient
    /// One instance, made at the first `resolve`, kept as long as the container.
    case container
    /// One instance while something else holds it; a new one once nothing does.
    case weak
}

/// Why the container could not make a service: the service it has no registration for (or
/// the one whose making needs itself), and the services being made that needed it, outermost
/// first.
public struct ResolutionError: Error, CustomStringConvertible {
    /// The service the container could not make.
    public let service: String
    /// The services being made when it was needed, outermost first.
    public let neededBy: [String]
    /// Whether its making needs itself: a cycle no registration breaks.
    public let isCycle: Bool

    /// What went wrong, in a sentence that names the service and what needed it.
    public var description: String {
        let chain = neededBy.isEmpty ? "" : ", needed by \(neededBy.joined(separator: " → "))"
        return isCycle
            ? "\(service) needs itself to be made\(chain): inject one side once both exist"
            : "No registration for \(service)\(chain)"
    }
}

/// A small dependency injection container in the spirit of Swinject: a factory registered for
/// each type, with a scope, and `resolve` by type. The composition root is the one place that
/// uses it.
public final class Container {
    private struct Registration {
        let scope: Scope
        // Mutant: changed for this wrong version (see README.md).
        let verifiedAtLaunch: Bool
        let make: (Container) throws -> Any
        let completed: (Container, Any) throws -> Void
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var registrations: [ObjectIdentifier: (name: String, registration: Registration)] =
        [:]
    private var kept: [ObjectIdentifier: Any] = [:]
    private var weaklyKept: [ObjectIdentifier: WeakBox] = [:]
    private var beingMade: [(key: ObjectIdentifier, name: String)] = []

    /// An empty container.
    public init() {}

    /// Registers how to make a `Service`, how long to keep it, and what to do once it is made
    /// and kept (`completed`, Swinject's `initCompleted`): the place to inject one side of a
    /// cycle, once both exist.
    public func register<Service>(
        _ type: Service.Type,
        scope: Scope = .transient,
        factory: @escaping (Container) throws -> Service,
        // Mutant: changed for this wrong version (see README.md).
        completed: @escaping (Container, Service) throws -> Void = { _, _ in },
        verifiedAtLaunch: Bool = true
    ) {
        // Mutant: a registration may be left out of the launch's check.
        let registration = Registration(
            scope: scope,
            verifiedAtLaunch: verifiedAtLaunch,
            make: { try factory($0) },
            completed: { container, made in
                if let made = made as? Service { try completed(container, made) }
            }
        )
        registrations[ObjectIdentifier(type)] = (String(describing: type), registration)
    }

    /// A `Service`, made or kept as its registration says; throws, naming it and what needed
    /// it, when it has no registration or its making needs itself.
    public func resolve<Service>(_ type: Service.Type) throws -> Service {
        let name = String(describing: type)
        guard let service = try instance(of: ObjectIdentifier(type), named: name) as? Service else {
            throw ResolutionError(service: name, neededBy: beingMade.map(\.name), isCycle: false)
        }
        return service
    }

    /// Resolves every registered service once, so that a missing registration or a cycle
    /// fails here, at launch, naming the service and what needed it, and not when a screen
    /// opens.
    public func validate() throws {
        // Mutant: changed for this wrong version (see README.md).
        for (key, entry) in registrations.sorted(by: { $0.value.name < $1.value.name })
        where entry.registration.verifiedAtLaunch {
            _ = try instance(of: key, named: entry.name)
        }
    }

    /// The instance registered under `key`, made or kept as its scope says.
    private func instance(of key: ObjectIdentifier, named name: String) throws -> Any {
        guard let registration = registrations[key]?.registration else {
            throw ResolutionError(service: name, neededBy: beingMade.map(\.name), isCycle: false)
        }
        if let instance = kept[key] ?? weaklyKept[key]?.object {
            return instance
        }
        guard !beingMade.contains(where: { $0.key == key }) else {
            throw ResolutionError(service: name, neededBy: beingMade.map(\.name), isCycle: true)
        }
        beingMade.append((key, name))
        defer { beingMade.removeLast() }
        let instance = try registration.make(self)
        switch registration.scope {
        case .transient: break
        case .container: kept[key] = instance
        case .weak: weaklyKept[key] = WeakBox(instance as AnyObject)
        }
        try registration.completed(self, instance)
        return instance
    }
}
