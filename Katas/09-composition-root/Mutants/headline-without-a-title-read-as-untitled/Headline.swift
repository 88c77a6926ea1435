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

    // Mutant: a headline sent without a title is read as an untitled one.
    private enum CodingKeys: String, CodingKey { case id, title }

    /// Reads a headline, one without a title included.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
    }
}
