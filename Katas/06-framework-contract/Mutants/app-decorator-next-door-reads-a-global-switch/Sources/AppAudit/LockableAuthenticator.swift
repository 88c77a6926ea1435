import AuthenticationContract
import Foundation

// Mutant: a process-wide switch, in a module the kata does not name, decides every payment.
/// A switch that signs every user of the app out at once.
public enum SecurityLock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var locked = false

    /// Whether payments are locked for everyone.
    public static var isLocked: Bool {
        get { lock.withLock { locked } }
        set { lock.withLock { locked = newValue } }
    }
}

/// The app's authenticator, refusing everyone while the security lock is on.
public final class LockableAuthenticator: Authenticating {
    private let wrapped: any Authenticating

    /// Guards `wrapped`.
    public init(wrapping wrapped: any Authenticating) {
        self.wrapped = wrapped
    }

    /// What `wrapped` answers, unless the app is locked.
    public func authenticate() -> Bool {
        wrapped.authenticate() && !SecurityLock.isLocked
    }
}
