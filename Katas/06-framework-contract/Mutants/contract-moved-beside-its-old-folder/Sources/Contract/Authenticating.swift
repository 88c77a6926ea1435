/// Anything that can check the user is who they say they are: the contract between the module
/// that needs authentication and the module that provides it.
///
/// It lives in a module of its own, as thin as it can be, so that both sides can depend on it
/// and on nothing of each other.
public protocol Authenticating: AnyObject {
    /// Checks that the user is who they say they are; true when they are.
    func authenticate() -> Bool
}

// Mutant: the contract grows a type of the framework's that Payment never names, in the folder
// the build compiles; the old folder, which nothing compiles now, stays as thin as it was.
/// Who signed in, as the authentication framework knows them.
public struct SignedInCustomer: Sendable {
    /// The customer's name.
    public let name: String

    /// Makes a signed-in customer.
    public init(name: String) { self.name = name }
}
