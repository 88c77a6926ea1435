// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DependencyInversionKatas",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Mock", targets: ["Mock"])
    ],
    targets: [
        // MARK: Mock, the record-and-verify test double library

        .target(name: "Mock"),
        .testTarget(name: "MockTests", dependencies: ["Mock"]),
        .testTarget(name: "MockXCTests", dependencies: ["Mock"]),
        .executableTarget(name: "MockBenchmark", dependencies: ["Mock"]),
    ],
    swiftLanguageModes: [.v6]
)
