/// The app's services, registered by name when the app starts and looked up from anywhere.
@MainActor
public final class ServiceLocator {
    /// The one locator of the app.
    public static let shared = ServiceLocator()

    private var services: [String: Any] = [:]

    /// Makes `service` the one found under `name`.
    public func register(_ service: Any, for name: String) {
        services[name] = service
    }

    /// The service registered under `name`, as a `Service`.
    ///
    /// Nothing checks, before the app runs, that the name was registered or that the service
    /// is a `Service`: either mistake stops the app here.
    public func resolve<Service>(_ name: String) -> Service {
        services[name] as! Service
    }
}
