import Foundation

/// Where a learner stands with one kata.
enum KataStatus: String, Sendable, Equatable {
    /// It passed with the sources it has now.
    case done
    /// It passed, and its sources changed since.
    case changedSincePassing = "changed-since-it-passed"
    /// Its exercise still holds the Before code.
    case notStarted = "not-started"
    /// Anything else: started and not passing yet.
    case pending
    /// Its exercise folder, or the folder's manifest, is gone.
    case missing

    init(_ kata: Kata, in state: ProgressState) {
        guard (try? kata.requireExercise()) != nil else {
            self = .missing
            return
        }
        let fingerprint = kata.exerciseFingerprint
        let record = state.checks[kata.folder]
        if state.isDone(kata, fingerprint: fingerprint) {
            self = .done
        } else if let record, record.passed, record.fingerprint != fingerprint {
            self = .changedSincePassing
        } else if kata.differences(fromVersionIn: kata.beforeDirectory).isEmpty {
            self = .notStarted
        } else {
            self = .pending
        }
    }
}
