// swift-tools-version:6.0
// Kata 10, container-at-the-root. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "10-container-at-the-root",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "ShopApp"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "ShopAppChecks",
            dependencies: [
                "ShopApp",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "ShopAppCharacterization", dependencies: ["ShopApp"]),
    ],
    swiftLanguageModes: [.v6]
)
