import Foundation

/// The files of a new kata, before anything is written in them but its shape.
struct KataScaffold {
    let folder: String
    let module: String

    /// The line in the root manifest above which `kata new` adds a kata.
    static let manifestMarker = "// `swift run kata new NN-name` adds the line of a new kata"

    private var number: String { String(folder.prefix(2)) }
    private var slug: String { String(folder.dropFirst(3)) }

    /// Adds `+ kata("NN-name", module: "Module")` above the marker line of `Package.swift`.
    func addLine(toManifestIn root: URL) throws {
        let url = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let marker = text.range(of: Self.manifestMarker) else {
            throw KataError.refused(
                "Package.swift has no line `\(Self.manifestMarker) …`, so the new kata cannot "
                    + "be added to it; nothing was written."
            )
        }
        let line = "    + kata(\"\(folder)\", module: \"\(module)\")\n"
        let start = text[..<marker.lowerBound].lastIndex(of: "\n").map(text.index(after:))
        try text.replacingCharacters(
            in: (start ?? marker.lowerBound)..<(start ?? marker.lowerBound),
            with: line
        )
        .write(to: url, atomically: true, encoding: .utf8)
    }

    /// Writes the checker's fingerprint into the new kata's `kata.json`.
    func recordFingerprint(of kata: Kata) throws {
        let url = kata.lessonDirectory.appendingPathComponent("kata.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(
            of: "\"checker\": \"\"",
            with: "\"checker\": \"\(kata.checkerFingerprint)\""
        )
        .write(to: url, atomically: true, encoding: .utf8)
    }

    /// Every file of the scaffold, by path from the repository root.
    var files: [(path: String, text: String)] {
        let lesson = "Katas/\(folder)"
        let exercise = "Exercises/\(folder)"
        let placeholder = "// The \(module) code of kata \(number): write it here.\n"
        return [
            ("\(lesson)/kata.json", kataJSON),
            ("\(lesson)/README.md", readme),
            ("\(lesson)/hints.md", hints),
            ("\(lesson)/Before/\(module).swift", placeholder),
            ("\(lesson)/After/\(module).swift", placeholder),
            ("\(exercise)/Package.swift", manifest),
            ("\(exercise)/Sources/\(module)/\(module).swift", placeholder),
            ("\(exercise)/Tests/\(module)Checks/\(module)Checks.swift", checker),
            ("\(exercise)/Tests/\(module)Checks/CheckedCode.swift", Self.checkedCode),
        ]
    }

    private var kataJSON: String {
        """
        {
            "title": "The situation in a few words, not its cure",
            "module": "\(module)",
            "smell": "What is wrong with the Before code, in one paragraph.",
            "open": ["Sources/\(module)/\(module).swift"],
            "checker": "",
            "review": [],
            "graph": {"policies": [], "details": []}
        }

        """
    }

    private var readme: String {
        """
        # Kata \(number) · \(slug): the situation in a few words, not its cure

        ## The story

        ## What is wrong

        ## Design the seam

        ## The principle

        ## Before and after, as arrows
        The first picture is the Before code, the second the reference solution; `swift run kata graph \(number)`
        draws the same picture for your current code.

        <!-- graph before -->
        <!-- end graph -->

        <!-- graph after -->
        <!-- end graph -->

        ## Steps

        ## The shape the checker expects
        The checker compiles against these exact names; open them once you have designed your own.

        <details>
        <summary>Show the exact shape</summary>

        ```swift
        ```

        </details>

        ## What the checker accepts and rejects
        Every variant the checker is tried against, by name; open it once your kata passes.

        <details>
        <summary>Open once the kata passes: what the checker proves, rejects and accepts</summary>

        </details>

        ## Going further

        """
    }

    private var hints: String {
        """
        # Hints for kata \(number) · \(slug)

        ## Hint 1
        A question that points at the seam?

        ## Hint 2
        A direction: what kind of thing to create, and where it belongs.

        ## Hint 3
        The shape in words, one signature at most.

        """
    }

    private var manifest: String {
        """
        // swift-tools-version:6.0
        // Kata \(number), \(slug). Edit Sources/; run `swift test` here to check your refactoring.
        import PackageDescription

        let package = Package(
            name: "\(folder)",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
            targets: [
                // Your code: it starts as the kata's Before code.
                .target(name: "\(module)"),

                // The checker: it passes once the refactoring is done. Do not edit it.
                .testTarget(
                    name: "\(module)Checks",
                    dependencies: [
                        "\(module)",
                        .product(name: "Mock", package: "DependencyInversionKatas"),
                        .product(name: "StructureChecks", package: "DependencyInversionKatas"),
                    ]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    private var checker: String {
        """
        // The checker of kata \(number): what it checks, and why (the lesson's "The shape the checker expects"
        // gives the names; this comment does not).

        import Mock
        import StructureChecks
        import Testing

        @testable import \(module)

        @Suite("Kata \(number) · \(slug)")
        struct \(module)Checks {
            @Test("the refactoring is done")
            func refactoringIsDone() {
                Issue.record(
                    "Write the checker: behaviour with Mock, structure with "
                        + "LearnerCode(module: \"\(module)\", in: checkedCode)."
                )
            }
        }

        """
    }

    /// The file that tells a checker which code it reads: the exercise's, or the reference
    /// solution when the root package compiles it with `KATA_REFERENCE_SOLUTION`.
    static let checkedCode = """
        // Which code this checker reads: the exercise's own Sources (yours), or, when the repository's
        // root package compiles this same checker, the kata's reference solution. Do not edit.

        import StructureChecks

        #if KATA_REFERENCE_SOLUTION
            let checkedCode = CheckedCode.referenceSolution
        #else
            let checkedCode = CheckedCode.exercise
        #endif

        """
}
