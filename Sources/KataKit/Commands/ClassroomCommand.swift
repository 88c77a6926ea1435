import Foundation

/// `kata classroom`: the GitHub Classroom autograding workflow of the repository's katas, one
/// grader step per kata, for an instructor who makes the repository an assignment; and, inside
/// that workflow, `--take`, which lays a student's work over the course as the instructor made it.
struct ClassroomCommand: KataSubcommand {
    static let write = OptionDeclaration(
        name: "--write",
        kind: .flag,
        help: "Write it to .github/workflows/classroom.yml instead of printing it."
    )
    static let template = OptionDeclaration(
        name: "--template",
        kind: .value(placeholder: "<owner/name>"),
        help: "The course's repository on GitHub, to grade with (default: the origin remote)."
    )
    static let commit = OptionDeclaration(
        name: "--commit",
        kind: .value(placeholder: "<commit>"),
        help: "The course's commit to grade with (default: the one checked out)."
    )
    static let take = OptionDeclaration(
        name: "--take",
        kind: .value(placeholder: "<folder>"),
        help: "Lay the student's work found in <folder> over this course, for grading."
    )

    static let configuration = CommandConfiguration(
        name: "classroom",
        abstract: "Print a GitHub Classroom autograding workflow with one graded step per kata.",
        audience: .author,
        options: [write, template, commit, take]
    )

    let writes: Bool
    let givenTemplate: String?
    let givenCommit: String?
    let studentFolder: String?

    init(_ arguments: ParsedArguments) throws {
        writes = arguments.isSet(Self.write)
        givenTemplate = arguments.value(of: Self.template)
        givenCommit = arguments.value(of: Self.commit)
        studentFolder = arguments.value(of: Self.take)
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let katas = try session.requireKatas()
        if let folder = studentFolder {
            let source = Self.grading(
                template: givenTemplate,
                commit: givenCommit
            )
            let report = try StudentWork(
                course: session.repository.root,
                katas: katas,
                student: URL(fileURLWithPath: folder, relativeTo: context.workingDirectory),
                processes: context.processes
            ).take(expectedWorkflow: Self.workflow(for: katas, gradingWith: source))
            context.console.say(report.text)
            return .success
        }
        guard writes else {
            let source = Self.grading(
                template: givenTemplate,
                commit: givenCommit
            )
            context.console.say(String(Self.workflow(for: katas, gradingWith: source).dropLast()))
            return .success
        }
        let source = try gradingSource(context, root: session.repository.root)
        let url = session.repository.root.appendingPathComponent(StudentWork.workflowPath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Self.workflow(for: katas, gradingWith: source).write(
            to: url,
            atomically: true,
            encoding: .utf8
        )
        context.console.say(
            "Wrote \(StudentWork.workflowPath): one graded step per kata, 10 points each."
        )
        context.console.say(
            "It grades with \(source.template) at \(source.commit): the checkers, the kata "
                + "command and the fingerprints of that commit, and only the students' own code "
                + "from their repositories."
        )
        context.console.say(
            "Commit it and push; GitHub Classroom grades every push a student makes. After "
                + "changing a checker, run it again so that the grade uses the new commit."
        )
        return .success
    }

    /// The course's repository and commit to grade with: as given, else the placeholders a
    /// printed workflow shows.
    static func grading(template: String?, commit: String?) -> GradingSource {
        GradingSource(template: template ?? "<owner>/<course>", commit: commit ?? "<commit>")
    }

    /// The course's repository and commit for `--write`: as given, else read from git.
    private func gradingSource(_ context: CommandContext, root: URL) throws -> GradingSource {
        let git = GitRepository(root: root, processes: context.processes)
        let template: String
        if let given = givenTemplate {
            template = given
        } else {
            let remote = try? git.git(["remote", "get-url", "origin"])
            guard let named = remote.flatMap(GradingSource.repository(ofRemote:)) else {
                throw KataError.refused(
                    "The workflow must name the course's repository on GitHub, to grade with "
                        + "its checkers rather than the students' copies, and no GitHub origin "
                        + "remote names it: give it with --template <owner/name>."
                )
            }
            template = named
        }
        let commit: String
        if let given = givenCommit {
            commit = given
        } else {
            try git.requireCleanWorkingTree()
            commit = try git.git(["rev-parse", "HEAD"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return GradingSource(template: template, commit: commit)
    }

    /// The workflow: check out the student's repository and the course at the commit to grade
    /// with, build the tool from the course, lay the student's work over it, then one grader
    /// step per kata (`kata check NN --grade`) and the reporter that sums the scores.
    static func workflow(for katas: [Kata], gradingWith source: GradingSource) -> String {
        let ids = katas.map { "kata-\($0.folder)" }
        var lines = [
            "# GitHub Classroom autograding, made by `swift run kata classroom`: one graded step",
            "# per kata. Make the repository an assignment and this workflow grades each push.",
            "# It grades with the course as the instructor made it (\(source.template) at",
            "# \(source.commit)): only each exercise's own code comes from the student.",
            "# A private course needs a token that can read it, as the secret COURSE_TOKEN.",
            "name: Autograding Tests",
            "'on':",
            "- push",
            "- repository_dispatch",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    if: github.actor != 'github-classroom[bot]'",
            "    container: swift:6.3",
            "    steps:",
            "    - name: Check out the student's work",
            "      uses: actions/checkout@v4",
            "      with:",
            "        path: student",
            "    - name: Check out the course to grade with",
            "      uses: actions/checkout@v4",
            "      with:",
            "        repository: \(source.template)",
            "        ref: \(source.commit)",
            "        token: ${{ secrets.COURSE_TOKEN || github.token }}",
            "        path: course",
            "    - name: Build the kata command",
            "      working-directory: course",
            "      run: swift build --product kata",
            "    - name: Take the student's work",
            "      working-directory: course",
            "      run: swift run kata classroom --take ../student --template \(source.template)"
                + " --commit \(source.commit)",
        ]
        for (kata, id) in zip(katas, ids) {
            lines += [
                "    - name: \(kata.number) \(kata.slug)",
                "      id: \(id)",
                "      uses: classroom-resources/autograding-command-grader@v1",
                "      with:",
                "        test-name: \(kata.number) \(kata.slug)",
                "        setup-command: ''",
                "        command: cd course && swift run kata check \(kata.number) --grade --timeout 300",
                "        timeout: 15",
                "        max-score: 10",
            ]
        }
        lines += [
            "    - name: Autograding Reporter",
            "      uses: classroom-resources/autograding-grading-reporter@v1",
            "      env:",
        ]
        for id in ids {
            lines.append("        \(id.uppercased())_RESULTS: \"${{steps.\(id).outputs.result}}\"")
        }
        lines += ["      with:", "        runners: \(ids.joined(separator: ","))"]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The course a workflow grades with: its repository on GitHub and the commit.
struct GradingSource: Equatable {
    let template: String
    let commit: String

    /// `owner/name` of a GitHub remote, in its HTTPS or SSH spelling.
    static func repository(ofRemote remote: String) -> String? {
        var text = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in [
            "https://github.com/", "http://github.com/", "git@github.com:", "ssh://git@github.com/",
        ]
        where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            if text.hasSuffix(".git") { text.removeLast(4) }
            let parts = text.split(separator: "/")
            return parts.count == 2 ? text : nil
        }
        return nil
    }
}
