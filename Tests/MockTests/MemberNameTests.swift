import Testing

@testable import Mock

/// A property, a method and a subscript that share a name are recorded, stubbed and verified
/// apart.
@Suite("Member names")
struct MemberNameTests {
    @Test("a stub of a property's name answers the getter, not a method of the same base name")
    func propertyStubLeavesMethodAlone() {
        let catalog = MockCatalog()
        catalog.mock.stub("items", returning: ["everything"])
        #expect(catalog.items(in: "fruit") == [])
        #expect(catalog.items == ["everything"])
    }

    @Test("a property's name counts the getter's reads, not the calls of a method of that name")
    func propertyNameCountsReadsOnly() {
        let catalog = MockCatalog()
        _ = catalog.items
        _ = catalog.items(in: "fruit")
        _ = catalog.items(in: "vegetables")
        #expect(failures { catalog.mock.calledWith("items", times: .once) } == [])
        #expect(failures { catalog.mock.calledWith("items(in:)", times: .exactly(2)) } == [])
    }

    @Test("a bare method name suggests the name with its labels, and says why")
    func bareMethodNameIsExplained() {
        let view = MockProfileView()
        view.showFullName("Ada")
        #expect(
            failures { view.mock.calledWith("showFullName", "Ada") } == [
                """
                Cannot verify profileView.showFullName with 1 argument: a name without parentheses \
                is a property's getter, which takes no arguments. Did you mean showFullName(_:)? \
                That is the name #function recorded.
                """
            ]
        )
        #expect(
            failures { view.mock.calledWith("showFullName") } == [
                """
                Expected profileView.showFullName to be called at least once, but it was never called.

                Calls recorded on profileView:
                  #1 showFullName(_:)("Ada")

                Did you mean showFullName(_:)? That is the name #function recorded. A name without parentheses means a property's getter; a method is named with its labels.
                """
            ]
        )
        #expect(
            failures { view.mock.stub("refresh", 1, returning: 2) }.first?.hasPrefix(
                "Cannot stub profileView.refresh with 1 argument"
            ) == true
        )
    }

    @Test("a stubbed subscript getter leaves the setter alone")
    func subscriptGetterStubLeavesSetterAlone() {
        let catalog = MockCatalog()
        catalog.mock.stub("subscript(_:)", returning: Int?.some(7) as Any)
        #expect(failures { catalog[3] = 5 } == [])
        #expect(catalog[3] == 7)
        #expect(catalog.mock.calls.map(\.method) == ["subscript(_:)=", "subscript(_:)"])
    }

    @Test("a subscript's reads and writes are verified apart")
    func subscriptAccessorsVerifiedApart() {
        let catalog = MockCatalog()
        catalog[3] = 5
        _ = catalog[3]
        #expect(failures { catalog.mock.calledWith("subscript(_:)=", 3, 5, times: .once) } == [])
        #expect(failures { catalog.mock.calledWith("subscript(_:)", 3, times: .once) } == [])
    }

    @Test("a subscript verified by the getter's name when only the setter was called points to it")
    func subscriptSetterHint() {
        let catalog = MockCatalog()
        catalog[3] = 5
        #expect(
            failures { catalog.mock.calledWith("subscript(_:)", 3) } == [
                """
                Expected catalog.subscript(_:) to be called at least once with (3), but it was never called.

                Calls recorded on catalog:
                  #1 subscript(_:)=(3, Optional(5))

                Writes to subscript(_:) record as subscript(_:)=: verify them with calledWith("subscript(_:)=", …).
                """
            ]
        )
    }
}

/// A catalog with a property, a method and a subscript that share names, as a double.
final class MockCatalog: Sendable {
    let mock = Mock("catalog")

    var items: [String] { mock.record(fallback: []) }

    func items(in category: String) -> [String] { mock.record(category, fallback: []) }

    subscript(index: Int) -> Int? {
        get { mock.record(index, fallback: nil) }
        set { mock.record(index, newValue as Any) }
    }
}
