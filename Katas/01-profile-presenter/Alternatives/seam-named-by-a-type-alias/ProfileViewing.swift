// Alternative: the protocol has a name of its own, and the lesson's name is a type alias of it.
/// Anything that can show a full name: what the presenter needs of a screen.
///
/// It belongs to the presenter's side: the presenter says what it needs, and every screen that
/// wants to be presented conforms. `AnyObject`, so the presenter can hold a screen weakly.
public protocol FullNameShowing: AnyObject {
    /// Puts `fullName` on screen.
    func showFullName(_ fullName: String)
}

// Alternative: the lesson's name, for the protocol.
/// The name the presenter and its screens use for the contract.
public typealias ProfileViewing = FullNameShowing
