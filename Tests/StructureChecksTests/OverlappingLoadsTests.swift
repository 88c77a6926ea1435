import Foundation
import Testing

@testable import StructureChecks

/// A loader that asks its held calls, and a screen that shows the last answer to end.
private final class HeldScreen: @unchecked Sendable {
    private let lock = NSLock()
    private let calls: HeldCalls<Int>
    private var shown: Int?
    /// Whether the screen drops a load while another waits.
    private let dropsMeanwhile: Bool
    private var waiting = 0

    init(_ calls: HeldCalls<Int>, dropsMeanwhile: Bool = false) {
        self.calls = calls
        self.dropsMeanwhile = dropsMeanwhile
    }

    var value: Int? { lock.withLock { shown } }

    func load() async {
        let busy = lock.withLock {
            defer { waiting += 1 }
            return waiting > 0
        }
        defer { lock.withLock { waiting -= 1 } }
        if dropsMeanwhile && busy { return }
        if let answer = try? await calls.next() { lock.withLock { shown = answer } }
    }
}

@Suite("Structure checks: loads that overlap, held and answered in any order")
struct OverlappingLoadsTests {
    @Test("generated overlaps wait five at most, and every load started is answered")
    func generatedOverlapsEnd() {
        var source = InputSource(seed: 3)
        for _ in 0..<200 {
            let steps = source.overlaps(answer: { $0.int(in: 0...9) }, other: { _ in "tap" })
            var waiting = 0
            for step in steps {
                switch step {
                case .start: waiting += 1
                case .answer(let place, _):
                    #expect(place < waiting)
                    waiting -= 1
                case .other: break
                }
                #expect(waiting <= 5)
            }
            #expect(waiting == 0)
        }
    }

    @Test("loads answered out of order each end on their own answer; the last to end shows")
    func answeredOutOfOrder() async {
        let loads = OverlappingLoads<Int>()
        let screen = HeldScreen(loads.calls)
        defer { loads.finish() }
        for _ in 0..<3 {
            #expect(await loads.start({ await screen.load() }) == nil)
        }
        #expect(loads.waitingCount == 3)
        #expect(await loads.answer(at: 2, with: .success(3)) == nil)
        #expect(await loads.answer(at: 0, with: .success(1)) == nil)
        #expect(screen.value == 1)
        #expect(await loads.answer(at: 0, with: .success(2)) == nil)
        #expect(screen.value == 2)
    }

    @Test("a load dropped while another waits is reported, in words for the learner")
    func droppedLoadReported() async {
        let loads = OverlappingLoads<Int>()
        let screen = HeldScreen(loads.calls, dropsMeanwhile: true)
        defer { loads.finish() }
        #expect(await loads.start({ await screen.load() }) == nil)
        let wrong = await loads.start({ await screen.load() })
        #expect(wrong?.hasPrefix("the load started while another waited did not ask") == true)
    }
}
