/// Keeps a value inside a closed range.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: ClosedRange<Value> { range }
}

@propertyWrapper
struct Stored<T: Sendable>: Sendable {
    let key: String
    var wrappedValue: T
    init(wrappedValue: T, key: String = #function) {
        self.wrappedValue = wrappedValue
        self.key = key
    }
}

struct MenuItem: Equatable, Sendable {
    var title: String
    var shortcut: Character? = nil
    var isDestructive = false
}

@resultBuilder
enum MenuBuilder {
    static func buildBlock(_ groups: [MenuItem]...) -> [MenuItem] { groups.flatMap { $0 } }
    static func buildExpression(_ item: MenuItem) -> [MenuItem] { [item] }
    static func buildExpression(_ items: [MenuItem]) -> [MenuItem] { items }
    static func buildOptional(_ items: [MenuItem]?) -> [MenuItem] { items ?? [] }
    static func buildEither(first items: [MenuItem]) -> [MenuItem] { items }
    static func buildEither(second items: [MenuItem]) -> [MenuItem] { items }
    static func buildArray(_ groups: [[MenuItem]]) -> [MenuItem] { groups.flatMap { $0 } }
    static func buildLimitedAvailability(_ items: [MenuItem]) -> [MenuItem] { items }
}

struct Menu {
    let items: [MenuItem]
    init(@MenuBuilder _ content: () -> [MenuItem]) { items = content() }
}

@frozen
public struct AudioLevel: Hashable, Sendable {
    public var decibels: Double
    @usableFromInline internal var revision: Int = 0

    @inlinable
    public init(decibels: Double) { self.decibels = decibels }

    @inlinable
    public mutating func bump(by step: Double = 1.5) -> Int {
        decibels += step
        revision += 1
        return revision
    }
}

struct PlayerSettings {
    @Clamped<Int>(0...10) var volume = 5
    @Clamped(wrappedValue: 0.5, 0.0...1.0) var brightness: Double
    @Clamped<Double>(-1.0...1.0) var balance: Double = 0
    @Stored(key: "player.nickname") var nickname: String = "guest"
    @Stored var autoplay = true

    var level = AudioLevel(decibels: -12)
    var revision: Int = 0

    @available(*, deprecated, renamed: "reset(keepingVolume:)")
    mutating func resetAll() { reset(keepingVolume: false) }

    mutating func reset(keepingVolume: Bool) {
        if !keepingVolume { volume = 5 }
        brightness = 0.5
        balance = 0
    }
}

@MainActor
final class SettingsViewModel {
    private(set) var settings = PlayerSettings()
    private var observers: [@Sendable (Int) -> Void] = []
    var onCommit: (@MainActor (PlayerSettings) -> Void)?

    @MenuBuilder
    var contextMenu: [MenuItem] {
        MenuItem(title: "Louder", shortcut: "+")
        MenuItem(title: "Quieter", shortcut: "-")
        if settings.volume > 0 {
            MenuItem(title: "Mute")
        } else {
            MenuItem(title: "Unmute")
        }
        for preset in [2, 5, 8] where preset != settings.volume {
            MenuItem(title: "Preset \(preset)")
        }
    }

    func observe(_ handler: @escaping @Sendable (Int) -> Void) {
        observers.append(handler)
    }

    @discardableResult
    func setVolume(_ newValue: Int, notify: Bool = true) -> Int {
        settings.volume = newValue
        if notify { observers.forEach { $0(settings.volume) } }
        return settings.volume
    }

    @available(macOS 13, iOS 16, *)
    func exportMenu(isAdmin: Bool) -> Menu {
        Menu {
            MenuItem(title: "Export")
            if isAdmin {
                MenuItem(title: "Delete all", isDestructive: true)
            }
            contextMenu
        }
    }

    nonisolated func schedule(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task.detached(priority: .background) { await work() }
    }

    func commit(using transform: (inout PlayerSettings) throws -> Void = { $0.revision += 1 }) rethrows {
        try transform(&settings)
        onCommit?(settings)
    }
}
