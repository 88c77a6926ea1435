// Behaviour that must not change while you refactor: what the analytics record.

import Testing

@testable import ReadingApp

@Suite("Kata 09 · characterization: the analytics record events in order")
@MainActor
struct ReadingAppCharacterization {
    @Test("events are kept oldest first")
    func events() {
        let analytics = Analytics()
        analytics.track("headlines shown")
        analytics.track("opened 2")
        #expect(analytics.events == ["headlines shown", "opened 2"])
    }
}
