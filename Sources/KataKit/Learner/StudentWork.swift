import Foundation
import SourceFacts

/// A student's work, laid over the course as the instructor made it, for a grade the student
/// cannot edit: the grade then runs the course's `kata` command, checkers and fingerprints, and
/// only each exercise's own code is the student's.
///
/// What a student owns is what `reset` and `solve` replace: each exercise's code places
/// (``Kata/codePlaces``). In a kata whose lesson hands over the manifest, the student's manifest
/// is taken only when it leaves the checker's targets and the package's dependencies as the
/// course has them. Everything else the student changed is named, as not graded.
struct StudentWork {
    /// Where the classroom workflow is, in the course and in a student's copy: where
    /// `kata classroom --write` puts it.
    static let workflowPath = ".github/workflows/classroom.yml"

    let course: URL
    let katas: [Kata]
    let student: URL
    let processes: any ProcessRunning

    /// What taking the work did.
    struct Report: Equatable {
        /// The places taken from the student, relative to the course.
        var taken: [String] = []
        /// The places kept as the course has them, each with the reason.
        var refused: [String] = []
        /// The student's other changes, which the grade does not use.
        var notGraded: [String] = []
        /// Whether the student's workflow is the one the course's `kata classroom` writes; `nil`
        /// when the student has none.
        var workflowMatches: Bool?

        /// The report as the grade's output shows it.
        var text: String {
            var lines = ["Graded with the course's own kata command, checkers and fingerprints."]
            lines.append("Taken from the student (\(taken.count) places):")
            lines += taken.map { "  \($0)" }
            if !refused.isEmpty {
                lines.append("Kept as the course has them:")
                lines += refused.map { "  \($0)" }
            }
            if notGraded.isEmpty {
                lines.append("The student changed nothing else.")
            } else {
                lines.append(
                    "Not graded, because the grade uses the course's own copy "
                        + "(\(notGraded.count) \(notGraded.count == 1 ? "file" : "files")):"
                )
                lines += notGraded.prefix(30).map { "  \($0)" }
                if notGraded.count > 30 { lines.append("  … and \(notGraded.count - 30) more") }
            }
            switch workflowMatches {
            case true?:
                lines.append("The student's workflow is the course's.")
            case false?:
                lines.append(
                    "WARNING: the student's workflow (\(StudentWork.workflowPath)) differs from the "
                        + "course's: this run follows the student's workflow, so its grades "
                        + "may not be the course's. The repository's history shows the change."
                )
            case nil:
                lines.append(
                    "WARNING: the student's repository has no \(StudentWork.workflowPath): this run "
                        + "does not follow the course's workflow."
                )
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Lays the student's work over the course, and says what it took, what it kept and what
    /// else the student changed; `expectedWorkflow` is the workflow the course's `kata
    /// classroom` writes for this grade.
    func take(expectedWorkflow: String) throws -> Report {
        guard
            FileManager.default.fileExists(
                atPath: student.appendingPathComponent("Exercises").path
            )
        else {
            throw KataError.refused(
                "\(student.path) holds no Exercises folder: give --take the folder of the "
                    + "student's repository."
            )
        }
        var report = Report()
        var owned: Set<String> = []
        for kata in katas {
            for place in kata.codePlaces {
                let path = "Exercises/\(kata.folder)/\(place)"
                owned.insert(path)
                if place == "Package.swift" {
                    if let reason = try takeManifest(of: kata, at: path) {
                        report.refused.append("\(path): \(reason)")
                        continue
                    }
                } else {
                    try replace(path)
                }
                report.taken.append(path)
            }
        }
        report.notGraded = otherChanges(ignoring: owned)
        let workflow = student.appendingPathComponent(StudentWork.workflowPath)
        report.workflowMatches = (try? String(contentsOf: workflow, encoding: .utf8)).map {
            $0 == expectedWorkflow
        }
        return report
    }

    /// Puts the student's copy of `path` in place of the course's, whole; a place the student
    /// removed is removed.
    private func replace(_ path: String) throws {
        let target = course.appendingPathComponent(path)
        let source = student.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: target.path) {
            try FileManager.default.removeItem(at: target)
        }
        guard FileManager.default.fileExists(atPath: source.path) else { return }
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(at: source, to: target)
    }

    /// Takes the student's manifest of `kata` unless it changes what runs the checker; returns
    /// why it was kept as the course has it, if it was.
    private func takeManifest(of kata: Kata, at path: String) throws -> String? {
        let manifest = course.appendingPathComponent(path)
        let courseText = try Data(contentsOf: manifest)
        let courseGraph = try? processes.packageGraph(of: manifest)
        try replace(path)
        guard let courseGraph else { return nil }
        // Read in the course's folder, so that relative paths resolve the same way.
        let studentGraph: PackageGraph
        do {
            studentGraph = try processes.packageGraph(of: manifest)
        } catch {
            // A manifest SwiftPM cannot read fails the build: the grade says so, as for code.
            return nil
        }
        var reasons = CheckerIntegrity.targetProblems(of: kata, in: studentGraph)
        // The lesson has the learner give the checker the modules it imports, so a test
        // target's dependencies may grow; the course's own libraries must stay among them, and
        // no module of the learner's may take one of their names.
        let libraries: Set<String> = ["Mock", "StructureChecks", "SourceFacts", "Spelling"]
        for place in kata.shippedTestPlaces {
            let name = (place as NSString).lastPathComponent
            let needed = Set(courseGraph.target(name)?.dependencies ?? []).intersection(libraries)
            let mine = Set(studentGraph.target(name)?.dependencies ?? [])
            if studentGraph.target(name)?.isTest == false || !needed.isSubset(of: mine) {
                reasons.append("the test target \(name) no longer uses the course's libraries")
            }
        }
        for target in studentGraph.targets where libraries.contains(target.name) {
            reasons.append(
                "a module of its own is named \(target.name), as a library of the course"
            )
        }
        if studentGraph.packageDependencies != courseGraph.packageDependencies {
            reasons.append("the package depends on other packages than the course's")
        }
        guard !reasons.isEmpty else { return nil }
        try courseText.write(to: manifest)
        return "the student's manifest was not taken: " + reasons.joined(separator: "; ")
    }

    /// The files, outside `owned` places, that differ between the student's repository and the
    /// course: changed, added or removed. Build products, git's own files and progress are not
    /// work.
    private func otherChanges(ignoring owned: Set<String>) -> [String] {
        let mine = files(under: student, ignoring: owned)
        let theirs = files(under: course, ignoring: owned)
        var changes: [String] = []
        for path in Set(mine.keys).union(theirs.keys).sorted() {
            switch (mine[path], theirs[path]) {
            case (let student?, let course?):
                if FileManager.default.contents(atPath: student.path)
                    != FileManager.default.contents(atPath: course.path)
                {
                    changes.append("\(path) (changed)")
                }
            case (_?, nil): changes.append("\(path) (added)")
            case (nil, _?): changes.append("\(path) (removed)")
            case (nil, nil): break
            }
        }
        return changes
    }

    /// Every file under `root`, by path, outside `owned`, the workflow, and what no one edits.
    private func files(under root: URL, ignoring owned: Set<String>) -> [String: URL] {
        let skipped: Set<String> = [".git", ".kata", ".swiftpm", "Package.resolved"]
        var files: [String: URL] = [:]
        let base = root.standardizedFileURL.path
        guard
            let walker = FileManager.default.enumerator(
                at: root,
                includingPropertiesForKeys: [.isDirectoryKey]
            )
        else { return [:] }
        while let url = walker.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if skipped.contains(name) || name.hasPrefix(".build")
                || owned.contains(path) || path == StudentWork.workflowPath
            {
                if isFolder { walker.skipDescendants() }
                continue
            }
            if !isFolder { files[path] = url }
        }
        return files
    }
}
