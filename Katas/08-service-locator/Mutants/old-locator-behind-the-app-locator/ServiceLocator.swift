import Foundation

// Mutant: the string-keyed locator of the Before code, kept as a singleton.
/// Keeps the app's services under names, for the protocols' defaults to find.
public final class ServiceLocator: @unchecked Sendable {
    /// The one locator of the app.
    public static let shared = ServiceLocator()

    private let lock = NSLock()
    private var services: [String: Any] = [:]

    /// Keeps `service` under `name`.
    public func register(_ service: Any, for name: String) {
        lock.withLock { services[name] = service }
    }

    /// The service kept under `name`, if there is one of that type.
    public func resolve<Service>(_ name: String) -> Service? {
        lock.withLock { services[name] as? Service }
    }
}
