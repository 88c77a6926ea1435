/// Anything that can take the reader from the feed to another screen: the seam the feed
/// navigates through.
///
/// The feed only says where the reader wants to go. Which screen that is, and how it appears
/// (pushed, as a sheet, beside the list on a wide screen), is decided by whoever conforms.
@MainActor
public protocol NewsNavigating {
    /// Shows `news` in full.
    func showDetail(of news: News)
}
