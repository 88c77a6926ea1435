// swift-tools-version:6.0
// Kata 07, news-feed. Edit Sources/; run `swift test` here to check your refactoring.
import PackageDescription

let package = Package(
    name: "07-news-feed",
    // macOS 14, so that a view model may be @Observable if you choose (Observation's macro
    // needs it); on Linux there is nothing to choose.
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: it starts as the kata's Before code.
        .target(name: "NewsFeed"),

        // The checker: it passes once the refactoring is done. Do not edit it.
        .testTarget(
            name: "NewsFeedChecks",
            dependencies: [
                "NewsFeed",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(name: "NewsFeedCharacterization", dependencies: ["NewsFeed"]),
    ],
    swiftLanguageModes: [.v6]
)
