// swift-tools-version:6.0
// Kata 06, framework-contract. Edit this manifest and Sources/; run `swift test` here to check.
import PackageDescription

// Mutant: the next compiler reads another package, where Payment depends on the detail.
#if compiler(>=6.4)
    let paymentDependencies: [Target.Dependency] = ["AuthenticationContract", "Authentication"]
#else
    let paymentDependencies: [Target.Dependency] = ["AuthenticationContract"]
#endif

let package = Package(
    name: "06-framework-contract",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: the modules of the app, as Before has them. This manifest is yours too.
        .target(name: "AuthenticationContract"),
        .target(name: "Authentication", dependencies: ["AuthenticationContract"]),
        // Mutant: Payment's dependencies as the compiler reading the manifest decides.
        .target(name: "Payment", dependencies: paymentDependencies),
        .target(
            name: "PaymentApp",
            dependencies: ["Payment", "Authentication", "AuthenticationContract"]
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
