import Foundation
import SourceFacts

/// What a graded check reads from the compiler before any learner code runs: whether the
/// learner's modules reach what could write the check's verdict, or leave the test process
/// before it is written (``VerdictCapability``). Such code could forge a grade, and no kata needs
/// it, so a graded check refuses it, in every module of the exercise.
///
/// It reads each module as ``CompiledExercise`` lowers it, as the checkers' own structure checks
/// do.
struct GradingGuard {
    /// The exercise, built.
    let package: URL
    /// The learner's modules.
    let modules: [String]
    let processes: any ProcessRunning

    /// One line per place where learner code reaches a capability, or none.
    func findings() throws -> [String] {
        var lines: [String] = []
        for module in modules {
            let compiled = CompiledExercise(package: package, processes: processes)
            for reach in try compiled.reach(of: module).verdictReaches() {
                let place = reach.location.map { "\(relative($0.file)):\($0.line): " } ?? ""
                lines.append(
                    "\(place)\(reach.function) reaches \(reach.api), which can "
                        + "\(reach.capability.rawValue)"
                )
            }
        }
        return lines
    }

    /// `file` relative to the exercise, when it is inside it.
    private func relative(_ file: String) -> String {
        let prefix = package.standardizedFileURL.path + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
