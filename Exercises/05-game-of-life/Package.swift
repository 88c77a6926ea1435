// swift-tools-version:6.0
// Kata 05, game-of-life. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "05-game-of-life",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "GameOfLife"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "GameOfLifeChecks",
            dependencies: [
                "GameOfLife",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "GameOfLifeCharacterization", dependencies: ["GameOfLife"]),
    ],
    swiftLanguageModes: [.v6]
)
