import Foundation
import Testing

@testable import SourceFacts

@Suite("Declarations: types, members and their declared types")
struct DeclarationTests {
    func module(_ source: String) -> SourceModule {
        SourceModule(name: "Sample", files: [SourceFile(path: "Sample.swift", source: source)])
    }

    @Test("a module folder that is a link to another is read there, its files named as here")
    func linkedFolder() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try "struct Linked {}\n".write(
            to: real.appendingPathComponent("Linked.swift"),
            atomically: true,
            encoding: .utf8
        )
        let link = root.appendingPathComponent("Sources/Sample")
        try FileManager.default.createDirectory(
            at: link.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)

        let module = try SourceModule(name: "Sample", directory: link)

        #expect(module.types.map(\.name) == ["Linked"])
        #expect(module.files.map(\.path) == [link.appendingPathComponent("Linked.swift").path])
    }

    @Test("a class with a weak optional existential property and an initializer")
    func presenter() throws {
        let code = module(
            """
            /// Decides what a screen shows.
            public final class ProfilePresenter {
                private weak var profileView: (any ProfileViewing)?

                public init(profileView: any ProfileViewing) {
                    self.profileView = profileView
                }

                public func presentProfile(_ profile: Profile) {
                    profileView?.showFullName("\\(profile.name) \\(profile.surname)")
                }
            }
            """
        )
        let presenter = try #require(code.declarations(of: "ProfilePresenter").first)
        #expect(presenter.kind == .class)
        #expect(presenter.modifiers == ["public", "final"])
        let property = try #require(presenter.properties.first)
        #expect(property.name == "profileView")
        #expect(property.modifiers == ["private", "weak"])
        #expect(property.type?.text == "(any ProfileViewing)?")
        #expect(property.type?.names == ["ProfileViewing"])
        #expect(property.isStored)
        #expect(
            presenter.functions.map(\.fullName) == ["init(profileView:)", "presentProfile(_:)"]
        )
        #expect(presenter.functions[1].parameters.first?.type.text == "Profile")
        #expect(presenter.functions[1].body?.contains { $0.text == "showFullName" } == true)
    }

    @Test("a declaration spread over several lines keeps every parameter and its type")
    func multiLineDeclaration() throws {
        let code = module(
            """
            enum CallFormatter {
                static func createString<Cell>(
                    from cell: Cell,
                    at point: Point,   // where
                    sizeOf size: Dictionary<
                        String,
                        Int
                    > = [:]
                ) -> String
                where
                    Cell: CustomStringConvertible
                {
                    "\\(cell)"
                }
            }
            """
        )
        let function = try #require(code.declarations(of: "CallFormatter").first?.functions.first)
        #expect(function.fullName == "createString(from:at:sizeOf:)")
        #expect(function.parameters.map(\.name) == ["cell", "point", "size"])
        #expect(function.parameters[2].type.text == "Dictionary<String, Int>")
        #expect(function.parameters[2].defaultValue?.map(\.text) == ["[", ":", "]"])
        #expect(function.returnType?.text == "String")
        #expect(
            function.genericParameters
                == [GenericParameter(name: "Cell", constraints: ["CustomStringConvertible"])]
        )
        let names = code.resolvedNames(
            of: function.parameters[0].type,
            genericParameters: function.genericParameters
        )
        #expect(names == ["CustomStringConvertible"])
    }

    @Test("conformances come from the declaration and from extensions, through refinements")
    func conformances() {
        let code = module(
            """
            protocol ProfileViewing: AnyObject { func showFullName(_ fullName: String) }
            protocol PremiumViewing: ProfileViewing {}
            final class ProfileViewController {}
            final class PremiumProfileViewController: PremiumViewing {
                func showFullName(_ fullName: String) {}
            }
            extension ProfileViewController: ProfileViewing, Sendable {
                func showFullName(_ fullName: String) {}
            }
            """
        )
        #expect(code.kind(of: "ProfileViewing") == .protocol)
        #expect(code.conforms("ProfileViewController", to: "ProfileViewing"))
        #expect(code.conforms("PremiumProfileViewController", to: "ProfileViewing"))
        #expect(!code.conforms("ProfileViewController", to: "PremiumViewing"))
        #expect(code.declarations(of: "ProfileViewController").count == 2)
    }

    @Test("computed properties, stored ones with observers, and nested types")
    func propertiesAndNestedTypes() throws {
        let code = module(
            """
            public struct RemoteProductsLoader: ProductsLoading {
                public enum LoadingError: Error, Equatable {
                    case unexpectedStatus(Int)
                }
                private let session: URLSession, url: URL
                var description: String { "loader" }
                var count = 0 {
                    didSet { print(count) }
                }
                static let shared = RemoteProductsLoader(
                    session: .shared,
                    url: URL(string: "https://example.com")!
                )
                public init(session: URLSession, url: URL) {
                    self.session = session
                    self.url = url
                }
            }
            """
        )
        let loader = try #require(code.declarations(of: "RemoteProductsLoader").first)
        #expect(
            loader.properties.map(\.name) == ["session", "url", "description", "count", "shared"]
        )
        #expect(loader.properties.map(\.isStored) == [true, true, false, true, true])
        #expect(loader.properties[4].isStatic)
        #expect(loader.functions.map(\.fullName) == ["init(session:url:)"])
        let error = try #require(code.declarations(of: "RemoteProductsLoader.LoadingError").first)
        #expect(error.kind == .enum)
        #expect(error.parent == "RemoteProductsLoader")
        #expect(code.declarations(of: "LoadingError").count == 1)
    }

    @Test("generic types, where clauses and type aliases resolve to what they stand for")
    func genericsAndAliases() throws {
        let code = module(
            """
            typealias Loading = ProductsLoading
            final class CartViewController<Loader> where Loader: Loading {
                private let loader: Loader
                init(productsLoader: Loader) { loader = productsLoader }
            }
            """
        )
        let screen = try #require(code.declarations(of: "CartViewController").first)
        let type = try #require(screen.properties.first?.type)
        #expect(
            code.resolvedNames(of: type, genericParameters: screen.genericParameters)
                == ["ProductsLoading"]
        )
    }

    @Test("free functions, with default values kept apart from the body")
    func freeFunction() throws {
        let code = module(
            """
            import Foundation

            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            public func greet(user: User, at date: Date = Date()) -> String {
                let hour = Calendar.current.component(.hour, from: date)
                return hour < 12 ? "Good morning" : "Good evening"
            }
            """
        )
        let greet = try #require(code.functions.first)
        #expect(greet.fullName == "greet(user:at:)")
        #expect(greet.parameters[1].defaultValue?.map(\.text) == ["Date", "(", ")"])
        #expect(code.mentions(of: "Date()", inBodyOf: "greet").isEmpty)
        #expect(code.mentions(of: "Calendar.current", inBodyOf: "greet").count == 1)
    }

    @Test("class methods and static members are members, not nested classes")
    func classModifier() throws {
        let code = module(
            """
            class Factory {
                class func make() -> Factory { Factory() }
                class var name: String { "factory" }
            }
            """
        )
        let factory = try #require(code.declarations(of: "Factory").first)
        #expect(factory.functions.map(\.name) == ["make"])
        #expect(factory.properties.map(\.name) == ["name"])
        #expect(code.types.count == 1)
    }
}

@Suite("Mentions: code, never comments or string literals")
struct MentionTests {
    let code = SourceModule(
        name: "Sample",
        files: [
            SourceFile(
                path: "CartViewController.swift",
                source: """
                    /// Uses RemoteProductsLoader and URLSession.shared, says the comment.
                    final class CartViewController {
                        let title = "Built on URLSession.shared"  // URLSession.shared
                        let session = URLSession
                            .shared
                        func load() { _ = "\\(RemoteProductsLoader.self)" }
                    }
                    """
            )
        ]
    )

    @Test("a comment or a string literal that names a forbidden name does not count")
    func commentsAndStringsDoNotCount() {
        let found = code.mentions(of: "URLSession.shared", in: "CartViewController")
        #expect(found.map(\.position.line) == [4])
    }

    @Test("code inside an interpolation counts")
    func interpolationCounts() {
        let found = code.mentions(of: "RemoteProductsLoader", in: "CartViewController")
        #expect(found.map(\.position.line) == [6])
    }

    @Test("a name matches whole: ProfileViewController is not PremiumProfileViewController")
    func wholeNames() {
        let tokens = Lexer.tokens(of: "let a = PremiumProfileViewController()")
        #expect(Mention.find("ProfileViewController", in: tokens, file: "a").isEmpty)
        #expect(Mention.find("PremiumProfileViewController()", in: tokens, file: "a").count == 1)
    }
}

@Suite("Package graphs: read from what the caller's runner says of SwiftPM")
struct PackageGraphReadingTests {
    @Test("the runner is asked for SwiftPM's dump in the manifest's folder, and its output read")
    func readsTheRunnersOutput() throws {
        let manifest = URL(fileURLWithPath: "/nowhere/Sample/Package.swift")
        var asked: [(arguments: [String], folder: URL)] = []
        let graph = try PackageGraph.read(manifest: manifest) { arguments, folder in
            asked.append((arguments, folder))
            let dump = #"{"targets": [{"name": "A", "type": "regular", "dependencies": []}]}"#
            return (dump, nil)
        }
        #expect(graph.targets.map(\.name) == ["A"])
        #expect(asked.map(\.folder.path) == ["/nowhere/Sample"])
        #expect(asked.first?.arguments.prefix(3) == ["swift", "package", "--quiet"])
        #expect(asked.first?.arguments.last == "dump-package")
    }

    @Test("a failed run is an error with SwiftPM's error lines, or how it ended")
    func failure() {
        let manifest = URL(fileURLWithPath: "/nowhere/Package.swift")
        let complaint = #expect(throws: PackageGraph.ReadingError.self) {
            try PackageGraph.read(manifest: manifest) { _, _ in
                ("Fetching…\nerror: manifest parse error\n", "exited with status 1")
            }
        }
        #expect(complaint?.description == "error: manifest parse error")
        let silent = #expect(throws: PackageGraph.ReadingError.self) {
            try PackageGraph.read(manifest: manifest) { _, _ in ("", "exited with status 1") }
        }
        #expect(silent?.description == "`swift package dump-package` exited with status 1")
    }
}
