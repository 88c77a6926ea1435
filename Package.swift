// swift-tools-version:6.0
import PackageDescription

/// The root targets of one kata.
///
/// - `<module>Before`: the pristine, tightly coupled code, from `Katas/<folder>/Before`.
/// - `<module>`: the reference solution, from `Katas/<folder>/After`. It has the exercise's module
///   name, so the exercise's tests compile against it unchanged.
/// - `<module>Checks` and `<module>Characterization`: the exercise's own test folders, compiled
///   here against the reference solution. There is one copy of each test, in `Exercises/`; the
///   checker is told so by the condition `KATA_REFERENCE_SOLUTION`.
/// - `<module>Tests`, in a kata that asks the learner for a test of their own: the kata's own
///   version of that test, from `Katas/<folder>/OwnTest`, run against the reference solution.
func kata(
    _ folder: String,
    module: String,
    characterization: Bool = true,
    ownTest: Bool = false
) -> [Target] {
    let tests = "Exercises/\(folder)/Tests"
    var targets: [Target] = [
        .target(name: "\(module)Before", path: "Katas/\(folder)/Before"),
        .target(name: module, path: "Katas/\(folder)/After"),
        .testTarget(
            name: "\(module)Checks",
            dependencies: [.target(name: module), "Mock", "StructureChecks"],
            path: "\(tests)/\(module)Checks",
            swiftSettings: [.define("KATA_REFERENCE_SOLUTION")]
        ),
    ]
    if characterization {
        targets.append(
            .testTarget(
                name: "\(module)Characterization",
                dependencies: [.target(name: module)],
                path: "\(tests)/\(module)Characterization"
            )
        )
    }
    if ownTest {
        targets.append(
            .testTarget(
                name: "\(module)Tests",
                dependencies: [.target(name: module), "Mock"],
                path: "Katas/\(folder)/OwnTest"
            )
        )
    }
    return targets
}

/// The root targets of a kata about modules, whose After is a package of its own.
///
/// - each of `modules`: the reference solution's module, from `Katas/<folder>/After/Sources`,
///   depending on the modules its manifest gives it;
/// - `<module>Checks` and `<module>Characterization`: the exercise's tests, compiled here against
///   those modules. There is no Before target: the Before modules have the same names.
func packageKata(
    _ folder: String,
    module: String,
    modules: [(name: String, dependencies: [String])]
) -> [Target] {
    let tests = "Exercises/\(folder)/Tests"
    let names = modules.map { Target.Dependency.target(name: $0.name) }
    return modules.map { module in
        .target(
            name: module.name,
            dependencies: module.dependencies.map { .target(name: $0) },
            path: "Katas/\(folder)/After/Sources/\(module.name)"
        )
    } + [
        .testTarget(
            name: "\(module)Checks",
            dependencies: names + ["Mock", "StructureChecks"],
            path: "\(tests)/\(module)Checks",
            swiftSettings: [.define("KATA_REFERENCE_SOLUTION")]
        ),
        .testTarget(
            name: "\(module)Characterization",
            dependencies: names,
            path: "\(tests)/\(module)Characterization"
        ),
    ]
}

/// Every kata: its folder under `Katas/` and `Exercises/`, and the module of its code.
let katas: [Target] =
    kata("01-profile-presenter", module: "ProfileFeature", ownTest: true)
    + kata("02-greet-by-date", module: "Greeting", characterization: false, ownTest: true)
    + kata("03-cart", module: "CartFeature", ownTest: true)
    + kata("04-string-formatting", module: "CellFormatting")
    + kata("05-game-of-life", module: "GameOfLife")
    + packageKata(
        "06-framework-contract",
        module: "Payment",
        modules: [
            ("AuthenticationContract", []),
            ("Authentication", ["AuthenticationContract"]),
            ("Payment", ["AuthenticationContract"]),
            ("PaymentApp", ["Payment", "Authentication", "AuthenticationContract"]),
        ]
    )
    + kata("07-news-feed", module: "NewsFeed")
    + kata("08-service-locator", module: "Articles")
    + kata("09-composition-root", module: "ReadingApp")
    + kata("10-container-at-the-root", module: "ShopApp")
// `swift run kata new NN-name` adds the line of a new kata above this one.

let package = Package(
    name: "DependencyInversionKatas",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Mock", targets: ["Mock"]),
        .library(name: "StructureChecks", targets: ["StructureChecks"]),
        .executable(name: "kata", targets: ["kata"]),
    ],
    targets: [
        // MARK: Spelling suggestions, shared by Mock and the kata command

        .target(name: "Spelling"),

        // MARK: Mock, the record-and-verify test double library

        .target(name: "Mock", dependencies: ["Spelling"]),
        .testTarget(name: "MockTests", dependencies: ["Mock"]),
        .testTarget(name: "MockXCTests", dependencies: ["Mock"]),
        .executableTarget(name: "MockBenchmark", dependencies: ["Mock"]),

        // MARK: Structure checks: facts about a learner's declarations, read from the source

        .target(name: "SourceFacts"),
        .target(name: "StructureChecks", dependencies: ["SourceFacts"]),
        .testTarget(name: "SourceFactsTests", dependencies: ["SourceFacts"], exclude: ["Corpus"]),
        .executableTarget(name: "SourceFactsAgreement", dependencies: ["SourceFacts"]),
        .testTarget(name: "StructureChecksTests", dependencies: ["StructureChecks"]),

        // MARK: The kata command

        .target(name: "KataKit", dependencies: ["Spelling", "SourceFacts"]),
        .executableTarget(name: "kata", dependencies: ["KataKit"]),
        .testTarget(name: "KataTests", dependencies: ["KataKit", "Mock"], exclude: ["Snapshots"]),
    ] + katas,
    swiftLanguageModes: [.v6]
)
