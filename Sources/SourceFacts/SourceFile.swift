import Foundation

/// One Swift file: its tokens and the declarations read from them.
public struct SourceFile: Sendable {
    /// The file's path.
    public let path: String
    /// Its tokens, comments and the text of string literals left out.
    public let tokens: [Token]
    /// Its types and extensions, nested ones included.
    public let types: [TypeDeclaration]
    /// Its functions declared outside any type.
    public let functions: [FunctionDeclaration]
    /// Its properties declared outside any type.
    public let properties: [PropertyDeclaration]
    /// Its type aliases declared outside any type.
    public let typeAliases: [TypeAliasDeclaration]

    /// Reads the declarations of `source`, the text of the file at `path`.
    public init(path: String, source: String) {
        self.path = path
        tokens = Lexer.tokens(of: source)
        let members = DeclarationParser.members(of: tokens, file: path)
        types = members.types
        functions = members.functions
        properties = members.properties
        typeAliases = members.typeAliases
    }

    /// Reads the file at `path`.
    public init(contentsOf path: String) throws {
        let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        self.init(path: path, source: source)
    }

    /// The file's name, without its folder.
    public var name: String { (path as NSString).lastPathComponent }
}
