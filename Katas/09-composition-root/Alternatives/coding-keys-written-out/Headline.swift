/// A headline of the news, as the server sends it.
public struct Headline: Codable, Equatable, Sendable {
    /// The article's number on the server.
    public let id: Int
    /// The headline's words.
    public let title: String

    /// Creates a headline.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    // Alternative: the coding keys written out, the same as the ones the compiler makes.
    private enum CodingKeys: String, CodingKey {
        case id
        case title
    }
}
