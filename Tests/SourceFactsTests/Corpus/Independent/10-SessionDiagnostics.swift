import Foundation
import Observation

/// Where a diagnostic was emitted.
struct SourceSite: Hashable, Sendable, CustomStringConvertible {
    var file: String
    var function: String
    var line: Int
    var column: Int

    init(file: String = #fileID, function: String = #function, line: Int = #line, column: Int = #column) {
        self.file = file
        self.function = function
        self.line = line
        self.column = column
    }

    var description: String { "\(file):\(line):\(column) in \(function)" }
}

@freestanding(expression)
macro captureSite<T>(_ value: T, label: String = "") -> (T, SourceSite) = #externalMacro(module: "DiagnosticsMacros", type: "CaptureSiteMacro")

struct Session: Identifiable, Sendable {
    let id: UUID
    var user: String
    var startedAt: Date
    var eventCount: Int
}

@Observable
final class SessionStore {
    var sessions: [Session] = []
    var filterText: String = ""
    var minimumEvents = 0
    @ObservationIgnored var lastSite = SourceSite()
    @ObservationIgnored private var cache: [UUID: Session] = [:]

    var activeSessions: [Session] {
        sessions.filter { $0.eventCount >= minimumEvents && ($0.user.contains(filterText) || filterText.isEmpty) }
    }

    func record(_ session: Session, site: SourceSite = SourceSite()) {
        sessions.append(session)
        cache[session.id] = session
        lastSite = site
    }

    func busySessions(threshold: Int) throws -> [Session] {
        let predicate = #Predicate<Session> { session in
            session.eventCount > threshold && !session.user.isEmpty
        }
        return try sessions.filter(predicate)
    }

    func sessions(named name: String, since date: Date) throws -> [Session] {
        let matchesName = #Predicate<Session> { $0.user == name }
        let recent = #Predicate<Session> { $0.startedAt >= date }
        return try sessions.filter { try matchesName.evaluate($0) && recent.evaluate($0) }
    }
}

enum Diagnostics {
    static func here(file: StaticString = #file, filePath: StaticString = #filePath, line: UInt = #line) -> String {
        "\(file) (\(filePath)) @ \(line)"
    }

    static func trace(_ message: @autoclosure () -> String, function: String = #function, dso: UnsafeRawPointer = #dsohandle) -> String {
        "\(function): \(message())"
    }

    static func legacyEntry() -> Int {
        #warning("Remove the legacy entry point once all clients migrate")
        return #line
    }

#sourceLocation(file: "Generated/SessionSchema.swift", line: 400)
    static func generatedSchemaVersion() -> (file: String, line: Int) {
        (#fileID, #line)
    }
#sourceLocation()

    static func currentIsolation(_ isolation: isolated (any Actor)? = #isolation) async -> String {
        isolation.map { "\(type(of: $0))" } ?? "nonisolated"
    }

    @MainActor
    static func observe(_ store: SessionStore, onChange: @escaping @Sendable () -> Void) {
        withObservationTracking {
            _ = store.activeSessions.count
        } onChange: {
            onChange()
        }
    }
}

#if DEBUG
#error("This diagnostics build must not ship with DEBUG assertions enabled")
#endif
