import Foundation

extension Session {
    /// The one-line reading of the learner's arrows, for `check` and `next`.
    ///
    /// After a failing check, arrows that break no rule are not a reassurance: the reading then
    /// says that what fails lies elsewhere.
    func graphReading(of kata: Kata, afterAFailure: Bool = false) -> String? {
        let folder = kata.codeFolder(in: kata.exerciseDirectory)
        guard
            let graph = try? kata.graph(of: folder, processes: context.processes)
        else {
            return nil
        }
        // The arrows are drawn from the declarations; a failure may come from deeper (the
        // compiler's reach, a test's behaviour), so a clean picture claims nothing after it.
        guard !(afterAFailure && graph.flagged.isEmpty) else {
            return "Your arrows (swift run kata graph \(kata.number)) show nothing wrong, so what "
                + "fails above lies deeper than the declarations they are drawn from: read its "
                + "message."
        }
        return "Your arrows: \(graph.reading) (swift run kata graph \(kata.number))"
    }
}
