// swift-tools-version:6.0
// Kata 03, cart. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "03-cart",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "CartFeature"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "CartFeatureChecks",
            dependencies: [
                "CartFeature",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "CartFeatureCharacterization", dependencies: ["CartFeature"]),

        // Your own test, with a double of your own: the lesson's "Your own test". `kata check`
        // runs it on your code and on wrong versions of it.
        .testTarget(
            name: "CartFeatureTests",
            dependencies: [
                "CartFeature",
                .product(name: "Mock", package: "DependencyInversionKatas"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
