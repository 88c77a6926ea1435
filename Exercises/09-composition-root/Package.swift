// swift-tools-version:6.0
// Kata 09, composition-root. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "09-composition-root",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "ReadingApp"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "ReadingAppChecks",
            dependencies: [
                "ReadingApp",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "ReadingAppCharacterization", dependencies: ["ReadingApp"]),
    ],
    swiftLanguageModes: [.v6]
)
