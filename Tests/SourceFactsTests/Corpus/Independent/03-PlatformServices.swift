#if canImport(Foundation)
import Foundation
#endif

/// Something the app can start and stop on any platform.
protocol PlatformService: Sendable {
    var name: String { get }
    func start() -> Bool
    #if DEBUG
    func dumpState() -> [String: String]
    #endif
}

#if DEBUG
extension PlatformService {
    func dumpState() -> [String: String] { ["name": name] }
}
#endif

struct FileWatcher: PlatformService {
    #if os(Linux)
    let backend = "inotify"
    #elseif os(macOS)
    let backend = "fsevents"
    #else
    let backend = "polling"
    #endif

    var name: String { "watcher(\(backend))" }
    let paths: [String]

    #if swift(>=5.9)
    init(paths: String...) { self.paths = paths }
    #else
    init(paths: [String]) { self.paths = paths }
    #endif

    func start() -> Bool {
        #if arch(x86_64) || arch(arm64)
        let batch = 64
        #else
        let batch = 16
        #endif
        return paths.count < batch && !paths.isEmpty
    }

    #if compiler(>=6.0)
    func watch(_ handler: sending @escaping (String) -> Void) {
        for path in paths { handler(path) }
    }
    #endif

    #if false
    func legacyWatch(interval: Double) -> Never { fatalError() }
    var backend: Int { 0 }
    #endif
}

#if os(Linux)
extension FileWatcher: CustomStringConvertible {
    var description: String { "Linux watcher on \(paths.joined(separator: ":"))" }
}
#elseif os(macOS) || os(iOS)
extension FileWatcher: CustomDebugStringConvertible {
    var debugDescription: String { "Darwin watcher" }
}
#endif

#if !os(Windows) && true
struct ClipboardService: PlatformService {
    var name: String { "clipboard" }
    var mimeTypes: [String] = ["text/plain", "text/uri-list"]
    func start() -> Bool { !mimeTypes.isEmpty }
}
#else
struct ClipboardService: PlatformService {
    var name: String { "win-clipboard" }
    var formats: [UInt32] = [1, 13]
    func start() -> Bool { true }
}
#endif

final class ServiceRegistry: @unchecked Sendable {
    private var services: [String: any PlatformService] = [:]
    #if canImport(Foundation)
    private let lock = NSLock()
    #endif

    init() {}

    func register(_ service: some PlatformService) {
        #if canImport(Foundation)
        lock.lock()
        defer { lock.unlock() }
        #endif
        services[service.name] = service
    }

    func startAll() -> [String: Bool] {
        var results: [String: Bool] = [:]
        for (name, service) in services {
            #if DEBUG
                #if os(Linux)
                let verbose = true
                #else
                let verbose = false
                #endif
            #else
            let verbose = false
            #endif
            results[name] = service.start() || verbose
        }
        return results
    }

    func summary() -> String {
        let names = services.keys
            .sorted()
        #if os(Linux)
            .map { $0.uppercased() }
        #elseif os(macOS)
            .map { $0.lowercased() }
        #endif
        return names.joined(separator: ", ")
    }
}

#if hasFeature(StrictConcurrency)
typealias ServiceFactory = @Sendable () -> any PlatformService
#else
typealias ServiceFactory = () -> any PlatformService
#endif

#if canImport(UIKit)
import UIKit
struct HapticsService: PlatformService {
    var name: String { "haptics" }
    func start() -> Bool { UIDevice.current.userInterfaceIdiom == .phone }
}
#endif

#if compiler(>=99.0)
struct FutureService: PlatformService where Self: ~Copyable & @futureAttribute {
    var name: String { "future" }
}
#endif

enum ServiceCatalog {
    static let factories: [String: ServiceFactory] = [
        "watcher": { FileWatcher(paths: "/tmp", "/var/log") },
        "clipboard": { ClipboardService() },
    ]
}
