// swift-tools-version:6.0
// Kata 08, service-locator. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "08-service-locator",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "Articles"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "ArticlesChecks",
            dependencies: [
                "Articles",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "ArticlesCharacterization", dependencies: ["Articles"]),
    ],
    swiftLanguageModes: [.v6]
)
