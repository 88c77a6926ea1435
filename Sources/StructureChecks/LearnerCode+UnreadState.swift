import SourceFacts
import Testing

extension LearnerCode {
    /// The rule state that is kept and never read breaks, in every kata.
    public static let unreadStateRule = """
        What an object keeps, it keeps to read. A list that only grows, a count or a log that no \
        code reads holds memory, and often what the user did, for as long as the object lives, \
        and nothing in the lesson needs it: the Before code kept no such thing. Keep what a \
        later call reads, or nothing.
        """

    /// Expects no type of the module to keep a stored property that its methods add to (append,
    /// insert, count up, file under a key) while no code of the module ever reads it: a
    /// history, a log or a count kept for nothing, which no test that calls the type can see.
    /// A property offered for reading (to other modules, `public`, or with a setter kept
    /// private, `private(set) var log`) is read by whoever it is offered to; what an
    /// initializer writes is the object being made; a value set anew (`last = profile`) does not
    /// grow. Nor may a closure of the module change a variable it captured
    /// (``closureStateRule``), unless the variable holds an object of the module, which keeps
    /// its own state where it can be read.
    ///
    /// - Parameters:
    ///   - rule: The rule such a property breaks, ``unreadStateRule`` unless the kata says more.
    ///   - sourceLocation: Where to report the sources not being readable.
    public func expectNoUnreadState(
        rule: String = LearnerCode.unreadStateRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        // Where initializers write: making the object, not keeping a history.
        func place(_ token: Token, in file: String) -> String {
            "\(file):\(token.line):\(token.column)"
        }
        var inInitializers: Set<String> = []
        for type in module.types {
            for function in type.functions where function.isInitializer {
                for token in function.body ?? [] {
                    inInitializers.insert(place(token, in: type.file))
                }
            }
        }
        var uses: [String: (reads: Int, growths: Int)] = [:]
        for file in module.files {
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].kind == .word {
                let name = tokens[index].text
                switch Self.use(at: index, in: tokens) {
                case .declaration, .set: continue
                case .read: uses[name, default: (0, 0)].reads += 1
                case .growth:
                    guard !inInitializers.contains(place(tokens[index], in: file.path)) else {
                        continue
                    }
                    uses[name, default: (0, 0)].growths += 1
                }
            }
        }
        var findings: [Finding] = []
        for type in module.types where type.kind != .protocol {
            for property in type.properties where property.isStored && !property.isStatic {
                // Offered for reading: to other modules, or by a setter kept private.
                let readElsewhere = property.modifiers.contains { modifier in
                    ["public", "open", "package", "private(set)", "fileprivate(set)"]
                        .contains(modifier)
                }
                guard !readElsewhere, let use = uses[property.name], use.growths > 0, use.reads == 0
                else { continue }
                findings.append(
                    Finding(
                        file: type.file,
                        position: property.position,
                        fact: "\(type.simpleName) adds to `\(property.name)` and no code reads it.",
                        rule: rule
                    )
                )
            }
        }
        // A closure's own state: a variable it captured and changes, which no reflection sees.
        if let compiled = compiled(sources, at: sourceLocation) {
            findings += sources.findings(
                of: compiled.reach.capturedWrites(),
                rule: Self.closureStateRule
            ) { use in
                let what =
                    use.api.hasPrefix(CapturedWrites.fieldPrefix)
                    ? "`\(use.api.dropFirst(CapturedWrites.fieldPrefix.count))`, a field of an "
                        + "object it captured"
                    : "a variable it captured (of type `\(use.api)`)"
                return "\(use.function) changes \(what): the closure keeps it for as long as it "
                    + "lives, where no one sees it."
            }
        }
        report(findings, in: sources)
    }

    /// The rule a closure that keeps state of its own breaks, in every kata.
    public static let closureStateRule = """
        A closure that changes a variable it captured keeps state of its own: a count, a flag \
        or a list that lives as long as the closure, out of sight of any test, so the code can \
        behave otherwise after more calls than a test makes. The Before code kept no such \
        thing: keep state in a stored property of the object that owns it, or keep none.
        """

    /// How a name is used where it stands.
    private enum Use {
        case declaration, read, set, growth
    }

    /// What the mention of a name at `index` does: declares it, reads it, sets it anew, or adds
    /// to it or to something inside it (`log.append(…)`, `count += 1`, `seen[id] = true`).
    private static func use(at index: Int, in tokens: [Token]) -> Use {
        if index > 0, ["let", "var", "func", "case"].contains(tokens[index - 1].text) {
            return .declaration
        }
        // A label, `init(history: …)`, names a parameter, not the property.
        if index + 1 < tokens.count, tokens[index + 1].isSymbol(":"), index > 0,
            tokens[index - 1].isSymbol("(") || tokens[index - 1].isSymbol(",")
        {
            return .declaration
        }
        let growing: Set<String> = [
            "append", "insert", "formUnion", "update", "updateValue", "merge", "add", "addObject",
            "setObject", "setValue", "removeAll",
        ]
        var next = index + 1
        var subscripted = false
        func symbol(_ text: String, at offset: Int = 0) -> Bool {
            next + offset < tokens.count && tokens[next + offset].isSymbol(text)
        }
        // Through optional chaining, members and subscripts, to what is done at the end.
        while next < tokens.count {
            if symbol("?") || symbol("!"), tokens[next - 1].touches(tokens[next]),
                !symbol("=", at: 1)
            {
                next += 1
            } else if symbol("."), next + 1 < tokens.count, tokens[next + 1].kind == .word {
                let member = tokens[next + 1].text
                next += 2
                if growing.contains(member), symbol("(") { return .growth }
            } else if symbol("[") {
                subscripted = true
                var depth = 0
                repeat {
                    if symbol("[") { depth += 1 } else if symbol("]") { depth -= 1 }
                    next += 1
                } while depth > 0 && next < tokens.count
            } else {
                break
            }
        }
        let compound = ["+", "-", "*", "/", "%", "&", "|", "^"].contains { symbol($0) }
        if symbol("="), !symbol("=", at: 1) { return subscripted ? .growth : .set }
        if compound, symbol("=", at: 1), !symbol("=", at: 2) { return .growth }
        return .read
    }
}
