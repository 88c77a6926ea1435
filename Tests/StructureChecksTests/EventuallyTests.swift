import Foundation
import StructureChecks
import Testing

@Suite("eventually waits for work that a busy machine runs late")
struct EventuallyTests {
    @Test("a condition met only after the turns are spent is still seen, within the seconds")
    func seesLateWork() async {
        let done = Ended()
        let work = Task.detached {
            try? await Task.sleep(for: .milliseconds(50))
            done.note()
        }
        defer { work.cancel() }
        #expect(await eventually(turns: 10, seconds: 5) { done.isEnded })
    }

    @Test("a condition that never holds is given up once the seconds have passed")
    func givesUp() async {
        let started = ContinuousClock.now
        #expect(!(await eventually(turns: 10, seconds: 0.2) { false }))
        let waited = ContinuousClock.now - started
        #expect(waited >= .milliseconds(200) && waited < .seconds(5))
    }
}
