import Foundation
import Testing

@testable import KataKit

/// The grade a student cannot edit: the course's own tree, with only each exercise's code taken
/// from the student's repository.
@Suite("Classroom: grading with the course as the instructor made it")
struct ClassroomTests {
    let course = try! FixtureRepository.make()

    /// A student's repository: a copy of the course, changed by `change`.
    func student(_ change: (FixtureRepository) throws -> Void) throws -> FixtureRepository {
        let copy = FixtureRepository(
            root: FileManager.default.temporaryDirectory
                .appendingPathComponent("kata-student-\(UUID().uuidString)")
        )
        try FileManager.default.copyItem(at: course.root, to: copy.root)
        try change(copy)
        return copy
    }

    @Test("only the exercises' code is taken; every other change is named, and left out")
    func takesOnlyTheCode() throws {
        defer { course.remove() }
        let cheat = try student { student in
            try student.write(
                "Exercises/01-first-steps/Sources/Sample/Sample.swift",
                FixtureRepository.after
            )
            try student.write("Sources/kata/main.swift", "print(\"every kata passes\")\n")
            try FileManager.default.removeItem(
                at: student.root.appendingPathComponent(
                    "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift"
                )
            )
            try student.write(StudentWork.workflowPath, "on: push\njobs: {}\n")
        }
        defer { cheat.remove() }
        let result = course.run("classroom", "--take", cheat.root.path)
        #expect(result.status == .success, "\(result.errors)")
        let taken = try String(
            contentsOf: course.root.appendingPathComponent(
                "Exercises/01-first-steps/Sources/Sample/Sample.swift"
            ),
            encoding: .utf8
        )
        #expect(taken == FixtureRepository.after)
        #expect(
            FileManager.default.fileExists(
                atPath: course.root.appendingPathComponent(
                    "Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift"
                ).path
            )
        )
        #expect(
            !FileManager.default.fileExists(
                atPath: course.root.appendingPathComponent("Sources/kata").path
            )
        )
        #expect(
            result.output.contains("  Exercises/01-first-steps/Sources/Sample\n"),
            "\(result.output)"
        )
        #expect(result.output.contains("  Sources/kata/main.swift (added)"), "\(result.output)")
        #expect(
            result.output.contains(
                "  Exercises/01-first-steps/Tests/SampleChecks/SampleChecks.swift (removed)"
            ),
            "\(result.output)"
        )
        #expect(result.output.contains("WARNING: the student's workflow"), "\(result.output)")
    }

    @Test("a student's workflow that is the course's is said to be")
    func sameWorkflow() throws {
        defer { course.remove() }
        let printed = course.run("classroom", "--template", "school/course", "--commit", "abc123")
        let honest = try student { student in
            try student.write(StudentWork.workflowPath, printed.output)
        }
        defer { honest.remove() }
        let result = course.run(
            "classroom",
            "--take",
            honest.root.path,
            "--template",
            "school/course",
            "--commit",
            "abc123"
        )
        #expect(
            result.output.contains("The student's workflow is the course's."),
            "\(result.output)"
        )
        #expect(result.output.contains("The student changed nothing else."), "\(result.output)")
    }

    @Test("the workflow builds the course's own tool and grades with --grade")
    func workflowShape() {
        let workflow = ClassroomCommand.workflow(
            for: [],
            gradingWith: GradingSource(template: "school/course", commit: "abc123")
        )
        #expect(workflow.contains("        repository: school/course\n        ref: abc123\n"))
        #expect(workflow.contains("run: swift run kata classroom --take ../student"))
        #expect(
            GradingSource.repository(ofRemote: "git@github.com:school/course.git")
                == "school/course"
        )
        #expect(
            GradingSource.repository(ofRemote: "https://github.com/school/course")
                == "school/course"
        )
        #expect(GradingSource.repository(ofRemote: "https://example.com/school/course") == nil)
    }
}
