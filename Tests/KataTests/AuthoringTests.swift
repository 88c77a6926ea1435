import Foundation
import SourceFacts
import Testing

@testable import KataKit

@Suite("Authoring: variants that cannot drift, and a repository that agrees with itself")
struct AuthoringTests {
    let after = [
        "public final class Presenter {",
        "    /// The screen.",
        "    private weak var view: (any Viewing)?",
        "",
        "    public func present() {",
        "        view?.show()",
        "    }",
        "}",
    ]

    @Test("a change marked on its line, or above the documentation it follows, is accepted")
    func markedChanges() {
        let variant = [
            "public final class Presenter {",
            "    // Mutant: held strongly.",
            "    /// The screen.",
            "    private var view: (any Viewing)?",
            "",
            "    public func present() {",
            "        (view as? Screen)?.show()  // Mutant: a downcast.",
            "    }",
            "}",
        ]
        #expect(VariantDrift.unmarkedLines(variant, against: after, marker: "// Mutant:").isEmpty)
    }

    @Test("a change with no marker is named by its first line, so a variant cannot drift silently")
    func unmarkedChange() {
        let drifted = [
            "public final class Presenter {",
            "    /// The screen.",
            "    private var view: (any Viewing)?  // Mutant: held strongly.",
            "",
            "    public func present(animated: Bool) {",
            "        view?.show()",
            "    }",
            "}",
        ]
        #expect(VariantDrift.unmarkedLines(drifted, against: after, marker: "// Mutant:") == [5])
        let removed = Array(after.prefix(5)) + ["    }", "}"]
        #expect(VariantDrift.unmarkedLines(removed, against: after, marker: "// Mutant:") == [6])
    }

    @Test("the marker of an alternative is not the marker of a mutant")
    func markersDiffer() {
        let variant = after.map {
            $0 == "        view?.show()" ? "        view?.display()  // Mutant: renamed." : $0
        }
        #expect(
            VariantDrift.unmarkedLines(variant, against: after, marker: "// Alternative:") == [6]
        )
    }

    @Test("a variant that needs a newer Swift says so in its README, and an older one skips it")
    func minimumSwift() throws {
        let parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-variant-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        func variant(_ readme: String) throws -> Variant {
            let folder = parent.appendingPathComponent("weak-let")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try readme.write(
                to: folder.appendingPathComponent("README.md"),
                atomically: true,
                encoding: .utf8
            )
            return try Variant(.alternative, directory: folder, kata: "01-profile-presenter")
        }
        let plain = try variant("Still weak.\n")
        #expect(plain.minimumSwift == nil && !plain.needsNewerSwift)
        let now = try variant("Still weak.\n\nNeeds Swift 6.0 or later.\n")
        #expect(now.minimumSwift?.major == 6 && now.minimumSwift?.minor == 0)
        #expect(!now.needsNewerSwift && now.why == "Still weak.")
        #expect(try variant("Still weak.\n\nNeeds Swift 99.1 or later.\n").needsNewerSwift)
    }

    @Test("a root manifest SwiftPM cannot read is named as the problem, not as katas missing")
    func unreadableManifest() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let repository = try Repository.containing(fixture.root)
        let consistency = RepositoryConsistency(
            repository: repository,
            processes: ProcessesDouble(running: ["swift"])
        )
        let problems = consistency.problems(of: repository.katas[0])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("SwiftPM cannot read Package.swift: ") == true)
        #expect(consistency.strays().last == problems.first)
    }

    @Test("every kata of the repository has its three places, and Package.swift names its module")
    func repositoryAgrees() throws {
        let repository = try Repository.containing(repositoryRoot)
        let consistency = RepositoryConsistency(
            repository: repository,
            processes: ProcessesDouble(running: ["swift"])
        )
        for kata in repository.katas {
            #expect(consistency.problems(of: kata) == [])
        }
        #expect(consistency.strays() == [])
        #expect(consistency.declaredKatas["02-greet-by-date"] == "Greeting")
        #expect(consistency.declaredKatas["06-framework-contract"] == "Payment")
        #expect(consistency.declaredKatas.count == repository.katas.count)
    }

    @Test("verify checks first the versions that declare what the reference declares")
    func checkOrder() {
        let reference = after.joined(separator: "\n")
        func declarations(_ text: String) -> String {
            CheckOrder.declarations(of: ["Sources/Feature/Presenter.swift": text])
        }
        let same = declarations(reference)
        // A body changed, a comment added: the module declares the same things.
        let bodyOnly = reference.replacingOccurrences(
            of: "view?.show()",
            with: "// Mutant: shows nothing.\n        _ = view"
        )
        #expect(declarations(bodyOnly) == same)
        // A stored property added, or a parameter: the checker must be compiled again.
        let newField = reference.replacingOccurrences(
            of: "    public func present",
            with: "    private var shown = 0\n\n    public func present"
        )
        #expect(declarations(newField) != same)
        let newParameter = reference.replacingOccurrences(
            of: "present()",
            with: "present(twice: Bool)"
        )
        #expect(declarations(newParameter) != same)
        // Any change to a manifest counts.
        #expect(
            CheckOrder.declarations(of: ["Package.swift": "// a"])
                != CheckOrder.declarations(of: ["Package.swift": "// b"])
        )

        let keys = ["b", "a", "c", "b", "a", "a"]
        #expect(CheckOrder.order(keys, first: "a") { $0 } == [1, 4, 5, 0, 3, 2])
        #expect(CheckOrder.order(keys, first: "z") { $0 } == [0, 3, 1, 4, 5, 2])
    }

    @Test(
        "verify's structure pass runs the suites of the checker files that import no learner module"
    )
    func structurePassSuites() {
        #expect(StructurePass.imports("ShopApp", "import Testing\n@testable import ShopApp\n"))
        #expect(StructurePass.imports("ShopApp", "import struct ShopApp.Order\n"))
        #expect(!StructurePass.imports("ShopApp", "import ShopAppSupport\nimport Testing\n"))
        #expect(
            !StructurePass.imports("ShopApp", "// We import ShopApp nowhere.\nimport Testing\n")
        )
        let checker = """
            @Suite("Kata 10 · only the root uses the container")
            struct RootChecks {
                @Test func one() {}
            }

            @Suite(.serialized) final class SeamChecks {}
            struct Helper {}
            """
        #expect(StructurePass.suites(in: checker) == ["RootChecks", "SeamChecks"])
    }

    @Test("verify keeps which test rejected each mutant, writes it when it changed, drops the gone")
    func rejections() throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let kata = try Repository.containing(fixture.root).katas[0]
        var record = Rejections(of: kata)
        #expect(record.test(rejecting: "mutant forty") == nil)
        record.record("SampleChecks.SampleChecks/answerIs42()", rejecting: "mutant forty")
        record.record("SampleChecks.SampleChecks/answerIsEven()", rejecting: "mutant gone")
        try record.save(keeping: ["mutant forty"])
        let text = try String(contentsOf: record.file, encoding: .utf8)
        #expect(text == "{\n  \"mutant forty\" : \"SampleChecks.SampleChecks/answerIs42()\"\n}\n")

        var again = Rejections(of: kata)
        #expect(again.test(rejecting: "mutant forty") == "SampleChecks.SampleChecks/answerIs42()")
        #expect(again.test(rejecting: "mutant gone") == nil)
        again.record(nil, rejecting: "mutant forty")
        try again.save(keeping: ["mutant forty"])
        #expect(!FileManager.default.fileExists(atPath: again.file.path))

        // Written by hand, on one line: a record that says the same is left as it is.
        let compact = #"{"mutant forty":"SampleChecks.SampleChecks/answerIs42()"}"#
        try compact.write(to: record.file, atomically: true, encoding: .utf8)
        try Rejections(of: kata).save(keeping: ["mutant forty"])
        #expect(try String(contentsOf: record.file, encoding: .utf8) == compact)
    }

    @Test("a part of a verification holds each version in exactly one part, the same every run")
    func verificationParts() throws {
        #expect(VerificationPart("2/6") == VerificationPart("2/6"))
        for text in ["0/6", "7/6", "1/0", "1/101", "2", "2/", "/6", "a/6", "2/6/1", "-1/6", ""] {
            #expect(VerificationPart(text) == nil, "\(text)")
        }
        let repository = try Repository.containing(repositoryRoot)
        let names = try repository.katas.flatMap { kata in
            try (kata.mutants() + kata.alternatives()).map {
                "\($0.kind == .mutant ? "mutant" : "alternative") \($0.name)"
            }
        }
        let parts = (1...6).compactMap { VerificationPart("\($0)/6") }
        for name in names {
            #expect(parts.filter { $0.contains(name) }.count == 1, "\(name)")
        }
        // Each part holds about a sixth of the versions, not most of them in one.
        let sizes = parts.map { part in names.filter(part.contains).count }
        #expect(sizes.reduce(0, +) == names.count)
        #expect(sizes.allSatisfy { $0 * 24 >= names.count * 3 && $0 * 24 <= names.count * 5 })
        #expect(VerificationPart("1/1")?.contains("mutant anything") == true)
    }
}

@Suite("kata new: a kata scaffolded in its three places")
struct NewKataTests {
    @Test(
        "new writes the lesson, the exercise and the manifest line, with the checker's fingerprint"
    )
    func scaffold() async throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        try fixture.write(
            "Package.swift",
            """
            let katas: [Target] =
                kata("01-first-steps", module: "Sample")
            \(KataScaffold.manifestMarker) above this one.

            """
        )

        let result = try await fixture.kata("new", "03-event-bus")

        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Kata 03-event-bus is scaffolded, module EventBus:\n"))
        #expect(
            try fixture.read("Package.swift").contains(
                "    kata(\"01-first-steps\", module: \"Sample\")\n"
                    + "    + kata(\"03-event-bus\", module: \"EventBus\")\n//"
            )
        )
        for path in [
            "Katas/03-event-bus/README.md", "Katas/03-event-bus/hints.md",
            "Katas/03-event-bus/Before/EventBus.swift", "Katas/03-event-bus/After/EventBus.swift",
            "Exercises/03-event-bus/Package.swift",
            "Exercises/03-event-bus/Sources/EventBus/EventBus.swift",
            "Exercises/03-event-bus/Tests/EventBusChecks/EventBusChecks.swift",
        ] {
            #expect(fixture.exists(path), "missing \(path)")
        }
        let hint = try await fixture.kata("hint", "event")
        #expect(hint.output.hasPrefix("Hint 1 of 3 · kata 03\n"))
        let kata = try Repository.containing(fixture.root).kata(named: "03")
        #expect(kata.metadata.checker == kata.checkerFingerprint)

        let again = try await fixture.kata("new", "03-event-bus")
        #expect(again.status == 1)
        #expect(again.errors == "error: Katas/03-event-bus exists already; nothing was written.\n")

        let sameNumber = try await fixture.kata("new", "03-other-bus")
        #expect(sameNumber.status == 1)
        #expect(
            sameNumber.errors
                == "error: Kata 03 exists already (03-event-bus): `kata check 03` could not tell "
                + "the two apart. Choose a free number; nothing was written.\n"
        )
        #expect(!fixture.exists("Katas/03-other-bus"))

        let sameName = try await fixture.kata("new", "04-event-bus", "OtherBus")
        #expect(sameName.status == 1)
        #expect(sameName.errors.contains("Kata 03-event-bus has the name event-bus already"))
        #expect(!fixture.exists("Katas/04-event-bus"))
    }

    @Test(
        "new refuses a module Swift would not take, or one the package has already",
        arguments: [
            ("Mock", "the package has a target named Mock already"),
            ("Sample", "the package has a target named Sample already"),
            ("event-bus", "'event-bus' cannot name a Swift module"),
            ("9Lives", "'9Lives' cannot name a Swift module"),
            ("import", "'import' is a Swift keyword, so `import import` would not compile"),
            ("struct", "'struct' is a Swift keyword"),
            ("Foundation", "'Foundation' is a module the Swift toolchain ships"),
            ("Testing", "'Testing' is a module the Swift toolchain ships"),
        ]
    )
    func badModule(module: String, message: String) throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        try fixture.write(
            "Package.swift",
            """
            let katas: [Target] =
                kata("01-first-steps", module: "Sample")
            let package = Package(name: "K", targets: [.target(name: "Mock")] + katas)
            \(KataScaffold.manifestMarker) above this one.

            """
        )
        // SwiftPM cannot read this manifest, so the names it spells out are taken.
        let processes = ProcessesDouble()
        processes.stubEveryRun(ending: .exited(1), output: "error: no such function `kata`")
        let result = fixture.run("new", "10-x", module, processes: processes)
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("error: \(message)"))
        #expect(!fixture.exists("Katas/10-x"))
        #expect(!(try fixture.read("Package.swift")).contains("10-x"))
    }

    @Test("new refuses a folder name that is not two digits, a dash and a name")
    func badName() async throws {
        let fixture = try FixtureRepository.make()
        defer { fixture.remove() }
        let result = try await fixture.kata("new", "EventBus")
        #expect(result.status == 64)
        #expect(
            result.errors.hasPrefix(
                "error: a kata's folder is two digits, a dash and a name in lower case, for "
                    + "example `11-event-bus`.\n"
            )
        )
        #expect(!fixture.exists("Katas/EventBus"))
    }
}
