// Behaviour that must not change while you refactor: what the real services answer.

import Testing

@testable import Articles

@Suite("Kata 08 · characterization: the real services answer as before")
struct ArticlesCharacterization {
    @Test("the repository lists its two articles, newest first")
    func repository() {
        #expect(
            ArticleRepository().articlesList().map(\.title) == [
                "Katas teach by doing", "The arrow turns around",
            ]
        )
    }

    @Test("the device is connected")
    func reachability() {
        #expect(Reachability().isConnected())
    }
}
