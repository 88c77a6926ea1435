/// Anything that can check the user is who they say they are: the contract between the module
/// that needs authentication and the module that provides it.
///
/// It lives in a module of its own, as thin as it can be, so that both sides can depend on it
/// and on nothing of each other.
public protocol Authenticating: AnyObject {
    /// Checks that the user is who they say they are; true when they are.
    func authenticate() -> Bool
}

// Mutant: a slot kept by a closure run once, where the app leaves its authenticator and any
// module finds it.
/// Where the app leaves the authenticator it chose.
nonisolated(unsafe) public let authenticatorSlot:
    (
        provide: (any Authenticating) -> Void,
        current: () -> (any Authenticating)?
    ) = {
        var chosen: (any Authenticating)?
        return ({ chosen = $0 }, { chosen })
    }()
