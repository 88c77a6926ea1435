// Alternative: the view model says it is a NewsFeedViewModeling in a file of its own.
extension NewsViewModel: NewsFeedViewModeling {}
