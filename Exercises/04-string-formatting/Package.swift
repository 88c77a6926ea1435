// swift-tools-version:6.0
// Kata 04, string-formatting. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "04-string-formatting",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "CellFormatting"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "CellFormattingChecks",
            dependencies: [
                "CellFormatting",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "CellFormattingCharacterization", dependencies: ["CellFormatting"]),
    ],
    swiftLanguageModes: [.v6]
)
