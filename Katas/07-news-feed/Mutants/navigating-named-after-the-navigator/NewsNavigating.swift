// Mutant: the navigator's extracted interface, named after it.
/// Anything that can take the reader from the feed to another screen: the seam the feed
/// navigates through.
///
/// The feed only says where the reader wants to go. Which screen that is, and how it appears
/// (pushed, as a sheet, beside the list on a wide screen), is decided by whoever conforms.
@MainActor
public protocol NewsNavigatorInterface {
    /// Shows `news` in full.
    func showDetail(of news: News)
}

// Mutant: the lesson's name, only an alias.
/// The feed's name for its navigator.
public typealias NewsNavigating = NewsNavigatorInterface
