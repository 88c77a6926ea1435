import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

/// The compiler's reach read over real packages nobody here wrote, when `KATA_REACH_CORPUS`
/// names them (`Module=/path/to/Sources/Module;…`): every function parsed, every name
/// demangled, and the reach of every type followed, without a crash. Off by default: the
/// packages are not part of this repository.
@Suite("Structure checks: the compiler's reach over real packages")
struct CorpusReachTests {
    @Test(
        "every type of each corpus module is followed without a crash",
        .enabled(if: ProcessInfo.processInfo.environment["KATA_REACH_CORPUS"] != nil)
    )
    func corpus() throws {
        let entries = (ProcessInfo.processInfo.environment["KATA_REACH_CORPUS"] ?? "")
            .split(separator: ";").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
        for entry in entries where entry.count == 2 {
            let folder = URL(fileURLWithPath: entry[1])
            let compiled = try CompilerView.reach(of: entry[0], sourcesFolder: folder).get()
            let reach = compiled.reach
            let types = reach.module.typeKinds.keys.sorted()
            var findings = 0
            for type in types {
                findings += reach.findings(from: type, allowance: Allowance()).count
            }
            let named = reach.module.functions.keys.filter { reach.symbol($0) != nil }.count
            print(
                "\(entry[0]): \(compiled.files.count) files, \(reach.module.functions.count) functions "
                    + "(\(named) read as declarations), \(types.count) types followed, "
                    + "\(findings) findings against the default allowance"
            )
            #expect(!types.isEmpty)
        }
    }
}
