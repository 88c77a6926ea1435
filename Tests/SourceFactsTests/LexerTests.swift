import Testing

@testable import SourceFacts

@Suite("Lexer: code becomes tokens; comments and string text do not")
struct LexerTests {
    func words(_ source: String) -> [String] {
        Lexer.tokens(of: source).filter { $0.kind == .word }.map(\.text)
    }

    @Test("comments, line and nested block ones, are left out")
    func commentsAreLeftOut() {
        let source = """
            // URLSession.shared in a line comment
            /* a block /* nested URLSession */ still a comment */ let a = 1
            /// Uses URLSession.shared, says the doc comment.
            let b = 2
            """
        #expect(words(source) == ["let", "a", "let", "b"])
    }

    @Test("the text of string literals is left out, the code of their interpolations is not")
    func stringsAndInterpolations() {
        let source = ##"""
            let a = "Date() is not called here"
            let b = "but \(cell.description) is code"
            let c = #"raw \(Date()) text, \#(now) code"#
            let d = """
                multi-line URLSession.shared text \(shared)
                """
            """##
        #expect(
            words(source) == [
                "let", "a", "let", "b", "cell", "description", "let", "c", "now", "let", "d",
                "shared",
            ]
        )
    }

    @Test("a string token stands where the literal was, once, with its content")
    func stringToken() {
        let tokens = Lexer.tokens(of: #"print("a \(b) c")"#)
        #expect(tokens.map(\.text) == ["print", "(", "a \\(…) c", "b", ")"])
        #expect(tokens[2].kind == .string)
    }

    @Test("lines, columns and line starts are those of the source")
    func positions() {
        let tokens = Lexer.tokens(of: "let a\n  = b")
        #expect(tokens.map(\.line) == [1, 1, 2, 2])
        #expect(tokens.map(\.column) == [1, 5, 3, 5])
        #expect(tokens.map(\.startsLine) == [true, false, true, false])
    }

    @Test("backquoted names lose their backquotes; the arrow is one symbol")
    func backquotesAndArrow() {
        let tokens = Lexer.tokens(of: "func `default`() -> Int")
        #expect(tokens.map(\.text) == ["func", "default", "(", ")", "->", "Int"])
    }
}
