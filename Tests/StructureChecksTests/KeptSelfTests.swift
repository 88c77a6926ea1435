import SourceFacts
import Testing

@testable import StructureChecks

/// Objects that keep themselves, or closures of their own making, each in a type of its own, and
/// the ways that keep nothing of the kind.
private let keepers: [String: String] = [
    "Keepers.swift": """
    public final class Model {
        public var onChange: (() -> Void)?
        public var handlers: [() -> Void] = []
        public init() {}
    }
    open class Widget {
        open var onTap: (() -> Void)?
        public init() {}
    }

    public final class StrongCallback {
        let model = Model()
        public init() {}
        public func watch(_ title: String) {
            if title == "aba" { model.onChange = { self.render() } }
        }
        func render() {}
    }
    public final class StrongCallbackInInit {
        let model: Model
        public init(model: Model) {
            self.model = model
            model.onChange = { self.render() }
        }
        func render() {}
    }
    public final class StrongCallbackThroughASetter {
        let widget = Widget()
        public init() {}
        public func arm() { widget.onTap = { self.render() } }
        func render() {}
    }
    public final class StrongCallbackAppended {
        let model = Model()
        public init() {}
        public func arm() { model.handlers.append { self.render() } }
        func render() {}
    }
    public final class KeepsItself {
        var kept: [KeepsItself] = []
        public init() {}
        public func pick(_ id: Int) { if id == 1212 { kept.append(self) } }
    }
    public final class KeepsItsOwnOptionalClosure {
        var later: (() -> Void)?
        public init() {}
        public func arm(_ name: String) { later = { print(name) } }
    }
    public final class KeepsAClosureOfAWeakScreen {
        let show: (String) -> Void
        public init(screen: Model) {
            show = { [weak screen] text in screen?.onChange?() ; print(text) }
        }
    }
    public final class KeepsAClosureOfAnUnownedScreen {
        let show: (String) -> Void
        public init(screen: Model) { show = { [unowned screen] _ in screen.onChange?() } }
    }
    public final class KeepsAClosureOfAWeakAndAStrongScreen {
        let show: () -> Void
        public init(screen: Model, other: Model) {
            show = { [weak screen] in screen?.onChange?() ; other.onChange?() }
        }
    }

    public final class WeakCallback {
        let model: Model
        public init(model: Model) {
            self.model = model
            model.onChange = { [weak self] in self?.render() }
        }
        func render() {}
    }
    public final class UnownedCallback {
        let model = Model()
        public init() {}
        public func arm() { model.onChange = { [unowned self] in self.render() } }
        func render() {}
    }
    public final class HandedInCallback {
        let model = Model()
        public init() {}
        public func arm(_ callback: @escaping () -> Void) { model.onChange = callback }
    }
    public final class HandsItselfToAChild {
        let model = Model()
        public init() {}
        public func arm() -> Int { [self].count + [1, 2].map { _ in self.size }.count }
        var size: Int { 2 }
    }
    """
]

@Suite("An object that keeps itself, read from the compiler")
struct KeptSelfTests {
    @Test(
        "a strong self kept, in a closure by another object or itself in its own field, is found; weak, unowned, handed in and passing uses are not; an own closure is found unless it captures only weakly"
    )
    func keptSelves() throws {
        let reach = try sampleReach(of: keepers)
        let keepers = Set(reach.selvesKeptStrongly().map { $0.function.split(separator: ".")[0] })
        #expect(
            keepers == [
                "StrongCallback", "StrongCallbackInInit", "StrongCallbackThroughASetter",
                "StrongCallbackAppended", "KeepsItself",
            ]
        )
        let ownClosures = Set(reach.closuresKeptByTheirMaker().map(\.api))
        #expect(
            ownClosures == [
                "KeepsItsOwnOptionalClosure.later", "KeepsAClosureOfAWeakAndAStrongScreen.show",
            ]
        )
    }
}
