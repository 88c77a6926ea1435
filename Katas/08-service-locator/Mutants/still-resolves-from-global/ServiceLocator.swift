import Foundation

// Mutant: the string-keyed global locator is kept beside the new one.
/// The app's services, registered by name and looked up from anywhere.
public final class ServiceLocator: @unchecked Sendable {
    /// The one locator of the app.
    public static let shared = ServiceLocator()

    private let lock = NSLock()
    private var services: [String: Any] = [:]

    /// Makes `service` the one found under `name`.
    public func register(_ service: Any, for name: String) {
        lock.withLock { services[name] = service }
    }

    /// The service registered under `name`, as a `Service`: a crash when there is none.
    public func resolve<Service>(_ name: String) -> Service {
        lock.withLock { services[name] } as! Service
    }
}
