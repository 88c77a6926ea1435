import Foundation
import SourceFacts

extension ProcessRunning {
    /// The package whose manifest is `manifest`, as SwiftPM evaluates it, asked of SwiftPM
    /// like every program `kata` runs: stopped at a time limit, or by Ctrl-C.
    func packageGraph(of manifest: URL) throws -> PackageGraph {
        try PackageGraph.read(manifest: manifest) { arguments, folder in
            let outcome = try run(arguments, in: folder, timeout: 120)
            switch outcome.ending {
            case .exited(0): return (outcome.output, nil)
            case .exited(let status): return (outcome.output, "exited with status \(status)")
            case .signalled(let signal): return (outcome.output, "was stopped by signal \(signal)")
            case .timedOut, .stoppedAfterDone, .stoppedAtFirstFailure:
                return (outcome.output, "did not finish within 120 seconds")
            }
        }
    }
}
