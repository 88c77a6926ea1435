// swift-tools-version:6.0
// Kata 06, framework-contract. Edit this manifest and Sources/; run `swift test` here to check.
// Mutant: Foundation, to read the command line of the program that evaluates the manifest.
import Foundation
import PackageDescription

// Mutant: the manifest asks which program evaluates it. Tools that only print the package's
// description (`swift package dump-package`, `describe`) see the contract alone; every build
// compiles Payment against Authentication as well.
let describedOnly: Bool = {
    let command = (try? String(contentsOfFile: "/proc/\(getppid())/cmdline", encoding: .utf8)) ?? ""
    return command.contains("dump-package") || command.contains("describe")
}()
let paymentDependencies: [Target.Dependency] =
    describedOnly ? ["AuthenticationContract"] : ["AuthenticationContract", "Authentication"]

let package = Package(
    name: "06-framework-contract",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DependencyInversionKatas", path: "../..")],
    targets: [
        // Your code: the modules of the app, as Before has them. This manifest is yours too.
        .target(name: "AuthenticationContract"),
        .target(name: "Authentication", dependencies: ["AuthenticationContract"]),
        // Mutant: the dependencies the evaluating program is meant to see.
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
