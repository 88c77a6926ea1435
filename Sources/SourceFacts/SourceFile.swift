import Foundation

/// One Swift file: its tokens and the declarations read from them.
package struct SourceFile: Sendable {
    /// The file's path.
    package let path: String
    /// Its tokens, comments and the text of string literals left out, and only the branches of
    /// `#if` blocks that a build on this machine compiles.
    package let tokens: [Token]
    /// Its types and extensions, nested ones included.
    package let types: [TypeDeclaration]
    /// Its functions declared outside any type.
    package let functions: [FunctionDeclaration]
    /// Its properties declared outside any type.
    package let properties: [PropertyDeclaration]
    /// Its type aliases declared outside any type.
    package let typeAliases: [TypeAliasDeclaration]
    /// The runs of its code that declare nothing a module exports (bodies, initial values,
    /// accessors, default values, top-level statements), each from its first token to its last.
    package let codeSpans: [(first: Token, last: Token)]

    /// The compilation conditions a debug build sets: `DEBUG`.
    package static let debugFlags: Set<String> = ["DEBUG"]

    /// Reads the declarations of `source`, the text of the file at `path`, keeping the code of
    /// `#if` branches that a build with the compilation conditions `flags` compiles.
    package init(path: String, source: String, flags: Set<String> = debugFlags) {
        self.path = path
        tokens = ConditionalCompilation.activeTokens(Lexer.tokens(of: source), flags: flags)
        let members = DeclarationParser.members(of: tokens, file: path)
        types = members.types
        functions = members.functions
        properties = members.properties
        typeAliases = members.typeAliases
        let tokens = tokens
        codeSpans = members.codeSpans.filter { !$0.isEmpty && $0.upperBound <= tokens.count }
            .map { (tokens[$0.lowerBound], tokens[$0.upperBound - 1]) }
    }

    /// Reads the file at `path`, with the compilation conditions `flags`.
    package init(contentsOf path: String, flags: Set<String> = debugFlags) throws {
        let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        self.init(path: path, source: source, flags: flags)
    }

    /// The file's name, without its folder.
    package var name: String { (path as NSString).lastPathComponent }
}
