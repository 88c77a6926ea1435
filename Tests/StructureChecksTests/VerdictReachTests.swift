import Foundation
import SourceFacts
import Testing

@testable import StructureChecks

/// Ways learner code could write its own verdict, or leave the test before it is written, each
/// in a function of its own, and one that does neither.
private let forgers: [String: String] = [
    "Forgers.swift": """
    import Foundation
    import Testing
    #if canImport(Glibc)
        import Glibc
    #endif
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    public final class Process {
        public init() {}
        public func run() -> Int { 1 }
    }

    public func writesAFile() { FileManager.default.createFile(atPath: "/tmp/x", contents: nil) }
    public func writesData() throws { try Data().write(to: URL(fileURLWithPath: "/tmp/x")) }
    public func readsTheEnvironment() -> Bool { ProcessInfo.processInfo.environment.isEmpty }
    public func readsTheArguments() -> Int { CommandLine.arguments.count }
    public func callsGetenv() -> Bool { getenv("EVENTS") != nil }
    public func exits() -> Never { exit(0) }
    public func aborts() -> Never { abort() }
    public func signals() { _ = kill(0, 9) }
    public func loadsCode() -> Bool { dlopen(nil, 0) != nil }
    public func looksUpATestType() -> Bool { _typeByName("XCTest.XCTestCase") != nil }
    public func asksTheTestFramework() -> Bool { Test.current != nil }
    public func asksItsQueue() -> Bool { OperationQueue.current != nil }
    public func touchesMemory(_ value: Int) -> Int {
        withUnsafeBytes(of: value) { $0.count }
    }
    public func clean(_ names: [String]) -> String {
        print(names.count)
        return names.sorted().joined(separator: ", ") + "\\(Date(timeIntervalSince1970: 0))"
    }
    public func ownProcess() -> Int { Process().run() }
    public func asksWhatAnswers(_ session: URLSession) -> Bool {
        session.configuration.protocolClasses?.isEmpty ?? true
    }
    public func followsItsSettings(_ session: URLSession) -> Double {
        session.configuration.timeoutIntervalForRequest
    }
    public func addressAsText(_ object: AnyObject) -> Int { "\\(ObjectIdentifier(object))".count }
    public func addressDescribed(_ object: AnyObject) -> String {
        String(describing: ObjectIdentifier(object))
    }
    public func addressesOrdered(_ one: AnyObject, _ other: AnyObject) -> Bool {
        ObjectIdentifier(one) < ObjectIdentifier(other)
    }
    public func addressAsNumber(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }
    public func addressesListed(_ object: AnyObject) -> String { "\\([ObjectIdentifier(object)])" }
    public func addressPrinted(_ object: AnyObject) -> String {
        var text = ""
        print(ObjectIdentifier(object), to: &text)
        return text
    }
    public func addressesSorted(_ objects: [AnyObject]) -> [ObjectIdentifier] {
        objects.map(ObjectIdentifier.init).sorted()
    }
    public func cleanIdentity(_ one: AnyObject, _ other: AnyObject) -> Bool {
        ObjectIdentifier(one) == ObjectIdentifier(other)
    }
    public func cleanKeys(_ objects: [AnyObject]) -> Set<ObjectIdentifier> {
        Set(objects.map { ObjectIdentifier($0) })
    }
    public func cleanCounts(_ objects: [AnyObject]) -> [ObjectIdentifier: Int] {
        var counts: [ObjectIdentifier: Int] = [:]
        for object in objects { counts[ObjectIdentifier(object), default: 0] += 1 }
        return counts
    }
    public func cleanValues(_ names: [ObjectIdentifier: String]) -> [String] {
        names.values.sorted()
    }
    public func cleanTypeKey(_ type: Any.Type) -> (ObjectIdentifier, String) {
        (ObjectIdentifier(type), String(describing: type))
    }
    public func cleanHashable(_ object: AnyObject) -> any Hashable { ObjectIdentifier(object) }
    nonisolated(unsafe) var debugBuild = false
    public func assertsWithASideEffect() {
        assert({ debugBuild = true; return true }())
    }
    """
]

@Suite("Graded checks: code that could write its own verdict, read from the compiler")
struct VerdictReachTests {
    static func reaches() throws -> [VerdictReach] {
        try sampleReach(of: forgers).verdictReaches()
    }

    @Test(
        "each way to a verdict is found with its capability, and a clean function is not",
        arguments: [
            ("writesAFile()", VerdictCapability.files),
            ("writesData()", .files),
            ("readsTheEnvironment()", .environment),
            ("readsTheArguments()", .environment),
            ("callsGetenv()", .environment),
            ("exits()", .ending),
            ("aborts()", .ending),
            ("signals()", .signals),
            ("loadsCode()", .loading),
            ("looksUpATestType()", .loading),
            ("asksTheTestFramework()", .loading),
            ("asksItsQueue()", .environment),
            ("touchesMemory(_:)", .memory),
            ("assertsWithASideEffect()", .debugOnly),
            ("asksWhatAnswers(_:)", .network),
            ("addressAsText(_:)", .address),
            ("addressDescribed(_:)", .address),
            ("addressesOrdered(_:_:)", .address),
            ("addressAsNumber(_:)", .address),
            ("addressesListed(_:)", .address),
            ("addressPrinted(_:)", .address),
            ("addressesSorted(_:)", .address),
        ]
    )
    func found(function: String, capability: VerdictCapability) throws {
        let found = try Self.reaches().filter { $0.function.hasSuffix(function) }
        #expect(found.contains { $0.capability == capability }, "\(found)")
    }

    @Test(
        "printing, values, dates, a session's settings, identifiers kept to identity and a class of the module's own named Process are clean"
    )
    func clean() throws {
        let reaches = try Self.reaches()
        #expect(!reaches.contains { $0.function.contains("clean") }, "\(reaches)")
        #expect(!reaches.contains { $0.function.contains("ownProcess") }, "\(reaches)")
        #expect(!reaches.contains { $0.function.contains("followsItsSettings") }, "\(reaches)")
    }
}

/// Ways a test could change what the whole process reads, and ways that only read it.
private let settingChangers: [String: String] = [
    "Settings.swift": """
    import Foundation
    #if canImport(Glibc)
        import Glibc
    #endif
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    public func pinsTheZone() { NSTimeZone.default = TimeZone(identifier: "UTC")! }
    public func setsTheEnvironment() { setenv("TZ", "UTC", 1) }
    public func movesTheFolder() { _ = FileManager.default.changeCurrentDirectoryPath("/tmp") }
    public func registersAProtocol() { _ = URLProtocol.registerClass(URLProtocol.self) }
    public func pinsTheLanguage() { UserDefaults.standard.set(["en"], forKey: "AppleLanguages") }
    public func readsTheZone() -> String { NSTimeZone.default.identifier }
    public func zoneOfItsOwn() -> TimeZone { TimeZone(identifier: "UTC")! }
    public func protocolOfItsOwn() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocol.self]
        return configuration
    }
    """
]

@Suite("A test that changes what the whole process reads, read from the compiler")
struct ProcessSettingsTests {
    @Test(
        "the default time zone, the environment, the folder and the URL protocols are found; reads are not"
    )
    func found() throws {
        let uses = try sampleReach(of: settingChangers).processSettings()
        let functions = Set(uses.map { String($0.function.prefix { $0 != "(" }) })
        #expect(
            functions == [
                "pinsTheZone", "setsTheEnvironment", "movesTheFolder", "registersAProtocol",
            ],
            "\(uses.map { "\($0.function): \($0.api)" })"
        )
    }

    @Test("a store the process shares is found, called through its class's table too")
    func stores() throws {
        let uses = try sampleReach(of: settingChangers).processStoreUses()
        let functions = Set(uses.map { String($0.function.prefix { $0 != "(" }) })
        #expect(functions == ["pinsTheLanguage"], "\(uses.map { "\($0.function): \($0.api)" })")
    }
}
