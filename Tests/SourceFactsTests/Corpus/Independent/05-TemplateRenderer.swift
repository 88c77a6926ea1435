struct LineItem: Sendable {
    var name: String
    var price: Double
    var tags: [String] = []
}

/// Renders plain-text receipts and small HTML/JSON snippets.
struct TemplateRenderer {
    static let openBrace = "{"
    static let closeBrace = "}"
    static let banner = #"He said "hello" and left; \(this) is not interpolated"#
    static let hashQuote = ##"A raw string with "# inside it and \#(no) interpolation"##
    static let commentLookalikes = "contains // and /* and */ but none of them are comments"
    static let escapes = "tab:\t quote:\" backslash:\\ unicode:\u{1F680} nul:\0"

    var currencySymbol = "$"
    var separator: String = "\", \""
    let indent = String(repeating: " ", count: 4)
    var footer = """
        Thanks for shopping with us!
        Questions? Visit https://example.com/help // or reply to this mail
        """

    func receipt(for customer: String, items: [LineItem]) -> String {
        let total = items.reduce(0) { $0 + $1.price }
        return """
            Dear \(customer),
            Your items: \(items.map { "\($0.name)" }.joined(separator: ", "))
            Tiers: \(items.map { item in "\(item.name)=\(item.price > 10 ? "high" : "low")" }.joined(separator: "; "))
            Total: \(currencySymbol)\(String(format: total))
            Braces { and } and // and /* are all literal here.
            Quotes: "single" and ""double"" and even \"""
            \(footer)
            """
    }

    func json(for item: LineItem) -> String {
        #"""
        {
          "name": "\#(item.name)",
          "price": \#(item.price),
          "tags": [\#(item.tags.map { #""\#($0)""# }.joined(separator: ","))],
          "note": "raw \n stays as backslash-n, and \(item.name) is literal"
        }
        """#
    }

    func html(title: String, rows: [(String, Int)]) -> String {
        var body = "<table>"
        for (label, count) in rows {
            body += "<tr><td>\(label.isEmpty ? "&nbsp;" : label)</td><td>\(count)</td></tr>"
        }
        body += "</table>"
        return """
            <html><head><title>\(title)</title></head>\
            <body>\(body)</body>\
            </html>
            """
    }

    func placeholder(_ key: String) -> String {
        Self.openBrace + Self.openBrace + key + Self.closeBrace + Self.closeBrace
    }

    func fill(_ template: String, with values: [String: String]) -> String {
        var output = template
        for (key, value) in values {
            output = output.replacingOccurrences(of: "{{\(key)}}", with: "\(value)")
        }
        return output
    }

    func caption(_ items: [LineItem]) -> String {
        "\(items.count) item\(items.count == 1 ? "" : "s"): \(items.first.map { "\"\($0.name)\"" } ?? "none")"
    }

    func delimiters() -> [String] {
        ["\"", "'", "`", #"\"#, ##"#""##, "\"\"\"", "/*", "*/", "//", "#\""]
    }
}

extension String {
    init(format value: Double) {
        let cents = Int((value * 100).rounded())
        let fraction = cents % 100
        self = "\(cents / 100).\(fraction < 10 ? "0\(fraction)" : "\(fraction)")"
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension LineItem: CustomStringConvertible {
    var description: String { #"LineItem(name: "\#(name)", price: \#(price))"# }
}
