import Foundation

/// `kata classroom [--write]`: the GitHub Classroom autograding workflow of the repository's
/// katas, one grader step per kata, for an instructor who makes the repository an assignment.
struct ClassroomCommand: KataSubcommand {
    static let configuration = CommandConfiguration(
        name: "classroom",
        abstract: "Print a GitHub Classroom autograding workflow with one graded step per kata.",
        audience: .author,
        options: [
            OptionDeclaration(
                name: "--write",
                kind: .flag,
                help: "Write it to .github/workflows/classroom.yml instead of printing it."
            )
        ]
    )

    /// Where `--write` puts the workflow.
    static let path = ".github/workflows/classroom.yml"

    let write: Bool

    init(_ arguments: ParsedArguments) throws {
        write = arguments.flags.contains("--write")
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let session = try Session(context)
        let workflow = Self.workflow(for: try session.requireKatas())
        guard write else {
            context.console.say(String(workflow.dropLast()))
            return .success
        }
        let url = session.repository.root.appendingPathComponent(Self.path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try workflow.write(to: url, atomically: true, encoding: .utf8)
        context.console.say("Wrote \(Self.path): one graded step per kata, 10 points each.")
        context.console.say(
            "Commit it and push; GitHub Classroom grades every push a student makes."
        )
        return .success
    }

    /// The workflow: build the tool once, then one grader step per kata (`kata check NN`), then
    /// the reporter that sums the scores.
    static func workflow(for katas: [Kata]) -> String {
        let ids = katas.map { "kata-\($0.folder)" }
        var lines = [
            "# GitHub Classroom autograding, made by `swift run kata classroom`: one graded step",
            "# per kata. Make the repository an assignment and this workflow grades each push.",
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
            "    - name: Checkout code",
            "      uses: actions/checkout@v4",
            "    - name: Build the kata command",
            "      run: swift build --product kata",
        ]
        for (kata, id) in zip(katas, ids) {
            lines += [
                "    - name: \(kata.number) \(kata.slug)",
                "      id: \(id)",
                "      uses: classroom-resources/autograding-command-grader@v1",
                "      with:",
                "        test-name: \(kata.number) \(kata.slug)",
                "        setup-command: ''",
                "        command: swift run kata check \(kata.number) --timeout 300",
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
