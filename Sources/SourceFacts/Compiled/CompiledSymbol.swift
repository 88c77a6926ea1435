/// What a fully demangled name (as `swift-demangle` prints it) says of a function: which module
/// declares it and which declaration it belongs to.
///
/// `closure #1 () -> () in Greeting.Screen.load() -> ()` belongs to `Screen` of `Greeting`;
/// `(extension in Foundation):Swift.StringProtocol.components<A>(separatedBy: A) -> [String]`
/// is declared by Foundation; `default argument 0 of Greeting.greet(user:at:)` belongs to `greet`.
package struct CompiledSymbol: Sendable, Hashable {
    /// The module that declares it: the extension's module for a member added by an extension.
    package let module: String
    /// The declaration it belongs to, without the module: `["Screen", "load"]`, `["greet"]`.
    package let path: [String]

    /// Reads a demangled name; nil for the compiler's own helpers (thunks, outlined copies),
    /// which belong to no declaration.
    package init?(demangled name: String) {
        var text = Substring(Self.withoutPrivateDiscriminators(name))
        for prefix in ["generic specialization <", "function signature specialization <"]
        where text.hasPrefix(prefix) {
            guard let of = Self.topLevelRange(of: " of ", in: text.dropFirst(prefix.count - 1))
            else { return nil }
            text = text[of.upperBound...]
        }
        if let conformance = text.range(of: " in conformance ") {
            // protocol witness for P.m in conformance M.T : P in M
            let owner = text[conformance.upperBound...]
            text = owner[..<(owner.range(of: " : ")?.lowerBound ?? owner.endIndex)]
        }
        text = Self.ownerOfNestedCode(text)
        for prefix in [
            "static ", "dispatch thunk of ", "default argument ",
            "variable initialization expression of ",
            "property wrapper backing initializer of ",
            "property wrapper init from projected value of ",
            "key path getter for ", "key path setter for ", "lazy property initializer of ",
            "one-time initialization function for ", "nominal type descriptor for ",
        ] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            if prefix == "default argument " {
                text = text.drop { $0 != " " }.dropFirst(" of ".count)
            }
        }
        var module: String?
        if text.hasPrefix("(extension in "), let close = text.range(of: "):") {
            module = String(text[text.index(text.startIndex, offsetBy: 14)..<close.lowerBound])
            text = text[close.upperBound...]
        }
        var declaration = Self.withoutGenerics(Self.beforeSignature(text))
        for fixity in [" infix", " prefix", " postfix"] where declaration.hasSuffix(fixity) {
            declaration = String(declaration.dropLast(fixity.count))
        }
        var parts = declaration.split(separator: ".").map(String.init)
        guard parts.count >= 2, !declaration.contains(" "),
            parts[0].first.map({ $0.isLetter || $0 == "_" }) == true
        else { return nil }
        let first = parts.removeFirst()
        while let last = parts.last, Self.accessors.contains(last), parts.count > 1 {
            parts.removeLast()
        }
        self.module = module ?? first
        self.path = parts
    }

    /// `M.T.x` for `M.T.(x in _82FF65E5…)`: a private declaration's name, without the file it
    /// is private to.
    static func withoutPrivateDiscriminators(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        while let open = rest.range(of: "(") {
            result += rest[..<open.lowerBound]
            let inside = rest[open.upperBound...]
            // `(extension in _StringProcessing)` names a module, not a private declaration.
            if !inside.hasPrefix("extension in "),
                let marker = inside.range(of: " in _"), let close = inside.firstIndex(of: ")"),
                marker.upperBound <= close,
                !inside[..<marker.lowerBound].contains(where: { "(), :".contains($0) })
            {
                result += inside[..<marker.lowerBound]
                rest = inside[inside.index(after: close)...]
            } else {
                result += "("
                rest = inside
            }
        }
        return result + rest
    }

    /// The parts of a name that only say which accessor it is.
    static let accessors: Set<String> = [
        "getter", "setter", "modify", "read", "unsafeMutableAddressor", "unsafeAddressor",
        "didset", "willset", "_modify", "_read", "yielding_borrow", "yielding_mutate",
    ]

    /// For the code of a closure or a local function, `closure #1 … in X`, the `X` it is written
    /// in, at any depth.
    private static func ownerOfNestedCode(_ text: Substring) -> Substring {
        var text = text
        while text.hasPrefix("implicit closure #") || isNumberedInside(text) {
            guard let split = topLevelRange(of: " in ", in: text) else { return text }
            text = text[split.upperBound...]
        }
        return text
    }

    /// Whether `text` names code the compiler numbers inside other code, whose code is its
    /// owner's: a closure (`closure #1`, `autoclosure #2`) or a function declared inside another
    /// one (`register #1 <A>(_: A.Type) -> () in M.Root.init() -> M.Root`).
    private static func isNumberedInside(_ text: Substring) -> Bool {
        guard let marker = text.range(of: " #") else { return false }
        let name = text[..<marker.lowerBound]
        return !name.isEmpty && !name.contains(where: { " .(<:".contains($0) })
            && text[marker.upperBound...].first?.isNumber == true
    }

    /// The name before its parameters or type: `M.T.f` of `M.T.f(x: Int) -> ()`, `M.T.x.getter`
    /// of `M.T.x.getter : Int`.
    private static func beforeSignature(_ text: Substring) -> Substring {
        var depth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "<" && isGenericOpening(after: previous) { depth += 1 }
            if character == ">" && depth > 0 && previous != "-" { depth -= 1 }
            previous = character
            if depth == 0 && (character == "(" || text[index...].hasPrefix(" : ")) {
                return text[..<index]
            }
            index = text.index(after: index)
        }
        return text
    }

    /// `M.Box.value` of `M.Box<A>.value`; an operator's `<` or `>` (`Date.< infix`) is kept.
    package static func withoutGenerics<S: StringProtocol>(_ text: S) -> String {
        var depth = 0
        var result = ""
        var previous: Character = " "
        for character in text {
            if character == "<" && isGenericOpening(after: previous) {
                depth += 1
            } else if character == ">" && depth > 0 && previous != "-" {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// Whether a `<` after `previous` opens generic arguments (`Box<A>`), not an operator.
    static func isGenericOpening(after previous: Character) -> Bool {
        previous.isLetter || previous.isNumber || previous == "_"
    }

    /// The first ` in ` outside brackets of any kind.
    private static func topLevelRange(of separator: String, in text: Substring) -> Range<
        Substring.Index
    >? {
        var depth = 0
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if "(<[".contains(character) { depth += 1 }
            // The `>` of a function type's `->` closes nothing.
            if ")]".contains(character) || character == ">" && previous != "-" { depth -= 1 }
            previous = character
            if depth == 0, text[index...].hasPrefix(separator) {
                return index..<text.index(index, offsetBy: separator.count)
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension CompiledSymbol {
    /// The family a module belongs to, as a lesson names it: `Foundation` for Foundation's
    /// parts (`FoundationEssentials`…), `Swift` for the standard library's, `C` for the system's
    /// C libraries.
    package static func family(of module: String) -> String {
        if module.hasPrefix("Foundation") || module == "_FoundationCShims" { return "Foundation" }
        if module == "_StringProcessing" || module == "Swift" || module == "_SwiftConcurrencyShims"
        {
            return "Swift"
        }
        if module == "_Concurrency" { return "Concurrency" }
        if ["Glibc", "SwiftGlibc", "Darwin", "__C", "ucrt", "Musl", "WASILibc", "Android"].contains(
            module
        ) {
            return "C"
        }
        return module
    }
}

extension CompiledSymbol {
    /// The modules of the toolchain: what a kata's code or checker may import without a
    /// dependency, and what a call into is no work of the app's own.
    package static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Darwin",
        "Musl", "Android", "WinSDK", "Testing", "XCTest", "Synchronization", "Observation",
        "RegexBuilder", "Distributed", "Cxx", "CxxStdlib", "StdlibUnittest", "_Concurrency",
        "_StringProcessing", "_Differentiation",
    ]
}
