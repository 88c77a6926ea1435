// Alternative: the canned news live beside News, where a preview or a test can use them too.

extension News {
    /// A few pieces of news to try the feed with.
    public static let samples = [
        News(title: "Library opens at night", content: "From Monday the reading room…"),
        News(title: "River festival moved", content: "Rain is forecast for Saturday, so…"),
        News(title: "New tram line tested", content: "The first empty trams ran today…"),
    ]
}
