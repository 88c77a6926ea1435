// swift-tools-version:6.0
// Kata 06, framework-contract. Edit this manifest and Sources/; run `swift test` here to check.
import PackageDescription

let package = Package(
    name: "06-framework-contract",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: the modules of the app, as Before has them. This manifest is yours too.
        .target(name: "AuthenticationContract"),
        .target(name: "Authentication", dependencies: ["AuthenticationContract"]),
        .target(name: "Payment", dependencies: ["AuthenticationContract"]),
        // Mutant: a module of the app's own, next to the kata's four.
        .target(name: "AppAudit", dependencies: ["AuthenticationContract"]),
        .target(
            name: "PaymentApp",
            // Mutant: changed for this wrong version (see README.md).
            dependencies: ["Payment", "Authentication", "AuthenticationContract", "AppAudit"]
        ),

        // The checker: it passes once the refactoring is done. Do not edit its tests; give it
        // the modules it imports as dependencies.
        .testTarget(
            name: "PaymentChecks",
            dependencies: [
                "AuthenticationContract",
                "Payment",
                "PaymentApp",
                .product(name: "Mock", package: "DependencyInversionKatas"),
                .product(name: "StructureChecks", package: "DependencyInversionKatas"),
            ]
        ),

        // Behaviour that must not change while you refactor.
        .testTarget(
            name: "PaymentCharacterization",
            dependencies: ["Payment", "PaymentApp", "Authentication"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
