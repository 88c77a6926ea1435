import Foundation
import StructureChecks
import Testing

@Suite("eventually waits for work that a busy machine runs late")
struct EventuallyTests {
    @Test("a condition met only after the turns are spent is still seen, within the seconds")
    func seesLateWork() async {
        let done = Ended()
        // On a thread of its own, so that it runs late even while every task waits its turn.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            done.note()
        }
        #expect(await eventually(turns: 10, seconds: 60) { done.isEnded })
    }

    @Test("a condition that never holds is given up, once the seconds have passed")
    func givesUp() async {
        // How much later it gives up depends on how busy the machine is: only the least is said.
        let started = ContinuousClock.now
        #expect(!(await eventually(turns: 10, seconds: 0.2) { false }))
        #expect(ContinuousClock.now - started >= .milliseconds(200))
    }
}
