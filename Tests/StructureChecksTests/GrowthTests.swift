import Testing

@testable import StructureChecks

/// A presenter that keeps what the next call needs: the last name.
private final class KeepsTheLast {
    private(set) var last = ""
    func present(_ name: String) { last = name }
}

/// A presenter that counts its uses, to behave otherwise once the count is high.
private final class Counts {
    private var uses = 0
    func present(_ name: String) { uses += 1 }
}

/// A presenter that keeps every name it was given.
private final class KeepsAll {
    private var names: [String] = []
    func present(_ name: String) { names.append(name) }
}

@Suite("What an object keeps after many uses")
struct GrowthTests {
    let module = "StructureChecksTests"

    @Test("an object that keeps only the last use holds the same after the same use")
    func keepsTheLast() {
        let presenter = KeepsTheLast()
        expectKeepsNoHistory(of: presenter, named: "The presenter", module: module) {
            presenter.present("Ada\(1000 + $0)")
        }
    }

    @Test("a count of the uses is found, with where it is kept and what it was, then is")
    func counts() async {
        let presenter = Counts()
        await expectFinding("made once after 4 uses and again after 62: uses was 4, then 62") {
            expectKeepsNoHistory(of: presenter, named: "The presenter", module: module) {
                presenter.present("Ada\(1000 + $0)")
            }
        }
    }

    @Test("a history of every use is found as growth")
    func keepsAll() async {
        let presenter = KeepsAll()
        await expectFinding("holds more after 60 uses than after 3") {
            expectKeepsNoHistory(of: presenter, named: "The presenter", module: module) {
                presenter.present("Ada\(1000 + $0)")
            }
        }
    }

    /// Expects `body` to record an issue that says `words`.
    private func expectFinding(_ words: String, _ body: () -> Void) async {
        await confirmation { found in
            withKnownIssue {
                body()
            } matching: { issue in
                if issue.comments.map(\.rawValue).joined().contains(words) { found() }
                return true
            }
        }
    }
}
