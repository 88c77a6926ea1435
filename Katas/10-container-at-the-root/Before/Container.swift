/// How long the container keeps what it makes for a type.
public enum Scope: Sendable {
    /// A new instance at every `resolve`.
    case transient
    /// One instance, made at the first `resolve`, kept as long as the container.
    case container
    /// One instance while something else holds it; a new one once nothing does.
    case weak
}

/// A small dependency injection container in the spirit of Swinject: a factory registered for
/// each type, with a scope, and `resolve` by type.
public final class Container {
    /// The app's one container, which every screen reaches.
    nonisolated(unsafe) public static let shared = Container()

    private struct Registration {
        let scope: Scope
        let make: (Container) -> Any
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var kept: [ObjectIdentifier: Any] = [:]
    private var weaklyKept: [ObjectIdentifier: WeakBox] = [:]

    /// An empty container.
    public init() {}

    /// Registers how to make a `Service`, and how long to keep it.
    public func register<Service>(
        _ type: Service.Type,
        scope: Scope = .transient,
        factory: @escaping (Container) -> Service
    ) {
        registrations[ObjectIdentifier(type)] = Registration(scope: scope) { factory($0) }
    }

    /// A `Service`, made or kept as its registration says, or nil when none is registered.
    public func resolve<Service>(_ type: Service.Type) -> Service? {
        let key = ObjectIdentifier(type)
        guard let registration = registrations[key] else { return nil }
        switch registration.scope {
        case .transient:
            return registration.make(self) as? Service
        case .container:
            if let instance = kept[key] as? Service { return instance }
            let instance = registration.make(self)
            kept[key] = instance
            return instance as? Service
        case .weak:
            if let instance = weaklyKept[key]?.object as? Service { return instance }
            let instance = registration.make(self)
            weaklyKept[key] = WeakBox(instance as AnyObject)
            return instance as? Service
        }
    }
}
