/// Anything that can check the user is who they say they are: the contract between the module
/// that needs authentication and the module that provides it.
///
/// It lives in a module of its own, as thin as it can be, so that both sides can depend on it
/// and on nothing of each other.
public protocol Authenticating: AnyObject {
    /// Checks that the user is who they say they are; true when they are.
    func authenticate() -> Bool
}

// Mutant: more than Payment needs, in Payment's contract.
/// Anything that can sign the user out.
public protocol SigningOut: AnyObject {
    /// Signs the user out.
    func signOut()
}
