import Foundation

@testable import KataKit

/// The built `kata` executable, run as a person would run it.
enum KataBinary {
    /// The environment a `kata` the tests start runs in: this process's, marked as started by
    /// it. Without the mark, a process-runner test that adopts orphans in this process takes
    /// such a `kata`, its child, for one, and stops it.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging([Leftovers.startedByKata: "1"]) { _, mark in
            mark
        }
    }

    /// What one run printed and how it ended.
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The folder SwiftPM builds the products into, next to the test bundle.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            return Bundle.main.bundleURL
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// Runs `kata` with `arguments` in `directory`.
    static func run(
        _ arguments: [String],
        in directory: URL,
        environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("kata")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment.merging(extra) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting, so a chatty process cannot fill a pipe and stall.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }
}
