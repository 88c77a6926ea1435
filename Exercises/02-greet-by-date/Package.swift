// swift-tools-version:6.0
// Kata 02, greet-by-date. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "02-greet-by-date",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "Greeting"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "GreetingChecks",
            dependencies: [
                "Greeting",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Your own test, with moments of your own: the lesson's "Your own test". `kata check`
        // runs it on your code and on wrong versions of it.
        .testTarget(
            name: "GreetingTests",
            dependencies: [
                "Greeting",
                .product(name: "Mock", package: "DependencyInversionKatas"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
