import Testing

@testable import StructureChecks

let viewModelWithState = """
    public protocol Loading { func load() -> [Item] }
    public struct Item { public let name: String }
    public final class ViewModel {
        public private(set) var items: [Item] = []
        public private(set) var isLoading = false
        public var onChange: (() -> Void)?
        private let loader: any Loading
        private let makeDetail: (Item) -> String
        private let tally: () -> Int
        private var loads = 0
        private let seen = Mutex<[String]>([])
        public init(loader: any Loading, makeDetail: @escaping (Item) -> String) {
            self.loader = loader
            self.makeDetail = makeDetail
            var count = 0
            tally = {
                count += 1
                return count
            }
        }
    }
    """

@Suite("Structure checks: a policy keeps only what it is handed")
struct KeepsOnlyTests {
    @Test(
        "seams, values, flags and closures handed in are kept; a closure, a count or a lock it makes itself is reported"
    )
    func keptState() async throws {
        let code = try sampleModule(["ViewModel.swift": viewModelWithState])
        let file = "Sources/Sample/ViewModel.swift"
        let tail = ", beside what it is handed (`Item`).\nKeep less."
        await expectIssues([
            (9, "\(file):9: ViewModel keeps `tally`, `() -> Int`" + tail),
            (10, "\(file):10: ViewModel keeps `loads`, a value it makes itself" + tail),
            (11, "\(file):11: ViewModel keeps `seen`, a value it makes itself" + tail),
        ]) {
            code.expectKeepsOnly(in: "ViewModel", ["Item"], rule: "Keep less.")
        }
    }
}
