import Foundation
import SourceFacts
import Testing

extension LearnerCode {
    /// The rule a member offered beyond the lesson's shape breaks, in every kata.
    public static let publicAPIRule = """
        What other modules may ask of a type is what the Before code let them ask, and what the \
        lesson's seams require: a second way in (a method that adds, pays, opens or forgets \
        around the rule the first one keeps) lets a caller skip the rule and the collaborators \
        that keep it, where no seam shows it. Keep such a helper `private`, or leave it out.
        """

    /// The rule a method that no code calls breaks, in every kata.
    public static let unusedMethodRule = """
        A method that no code calls is a way round the rule kept for later (a screen's method \
        that shows what no loader loaded, a session's that forgets its customer without a word \
        to the server): any file of the module may take it, where no seam shows it. Leave it out \
        until a caller needs it; keep a helper `private` to the code that calls it.
        """

    /// Expects each type named in `api` to offer other modules (`public`, `open` or `package`,
    /// itself or through such an extension) no more members than those listed for it: a member
    /// of another name stands for one of them left out (a method renamed), never for one more.
    /// Initializers, what a protocol of the module requires, what the standard library's
    /// protocols ask (`description`, `==`, `hash(into:)`), weak back-references and constants
    /// (`static let`) are not counted.
    ///
    /// Nor does the module offer anything else: a function, an operator or a value outside any
    /// type, a default value but in the functions of `defaulting`, a detail behind one of its
    /// seams that `api` does not name (a live clock any module can make), an `open`
    /// declaration, a literal initializer, an `@autoclosure` parameter, or a class compared by
    /// what it holds.
    ///
    /// - Parameters:
    ///   - api: Each type's members, as Swift spells them (`addProduct(at:)`, `cart`), in the
    ///     lesson's shape.
    ///   - before: Members the Before code offered that the shape leaves out: a learner may
    ///     keep them, and need not.
    ///   - freeFunctions: The functions and operators the module may offer outside any type,
    ///     `greet(user:at:)`; none when empty, and any when nil (a kata whose lesson is one
    ///     function, written many ways). When nil, so are the details offered, and so are the
    ///     defaults of free functions, but for the parameters of `required`.
    ///   - required: Functions of the lesson, as Swift spells them (`greet(user:at:)`): in any
    ///     function of that base name, a parameter with one of those labels takes no default,
    ///     since the lesson made every caller give it. A parameter of one's own beside them may.
    ///   - defaulting: The types whose initializers and methods may give a parameter a default
    ///     value, as the Before code called them with fewer arguments (`Board()`,
    ///     `register(_:factory:)`). Any other default of an offered function or initializer is a
    ///     call the Before code never allowed: a value made without a field, a payment of no
    ///     amount.
    ///   - rule: The rule a member beyond them breaks.
    ///   - sourceLocation: Where to report what is not found.
    public func expectPublicAPI(
        _ api: [String: Set<String>],
        keptFromBefore before: [String: Set<String>] = [:],
        freeFunctions: Set<String>? = [],
        defaulting: Set<String> = [],
        required: Set<String> = [],
        rule: String = LearnerCode.publicAPIRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation) else { return }
        let module = sources.module
        var findings = Self.membersBeyond(api, before: before, in: module, rule: rule)
        findings += Self.unusedMethods(of: api, in: module, tests: ownTests(of: sources))
        findings += Self.freeDeclarations(in: module, allowing: freeFunctions, rule: rule)
        findings += Self.defaultValues(
            in: module,
            defaulting: defaulting,
            freeFunctions: freeFunctions,
            required: required
        )
        // A kata whose lesson is one function written many ways may offer its details too.
        if freeFunctions != nil {
            findings += Self.offeredDetails(in: module, api, rule: rule)
        }
        findings += Self.declarationsOpened(in: module)
        findings += Self.literalInitializers(in: module, rule: rule)
        findings += Self.autoclosureParameters(in: module, rule: rule)
        findings += Self.classesComparedByState(in: module)
        report(findings, in: sources)
    }

    /// What the protocols of `module` require: each method by `name` (its base name or its full
    /// one) and each property.
    private static func requirements(
        in module: SourceModule,
        _ name: (FunctionDeclaration) -> String
    ) -> Set<String> {
        Set(
            module.types.filter { $0.kind == .protocol }.flatMap { proto in
                proto.functions.map(name) + proto.properties.map(\.name)
            }
        )
    }

    /// The members each type of `api` offers beyond its shape, and what it kept from the Before code.
    private static func membersBeyond(
        _ api: [String: Set<String>],
        before: [String: Set<String>],
        in module: SourceModule,
        rule: String
    ) -> [Finding] {
        var findings: [Finding] = []
        let required = requirements(in: module, \.fullName)
        let standard: Set<String> = [
            "description", "debugDescription", "testDescription", "hash(into:)", "hashValue",
            "==(_:_:)", "<(_:_:)", "encode(to:)", "callAsFunction()",
        ]
        let access = ["public", "open", "internal", "fileprivate", "private", "package"]
        var offered: [String: [(name: String, file: String, position: Token)]] = [:]
        // Weak back-references are never one more way in, but they stand for the shape's own.
        var backReferences: [String: Set<String>] = [:]
        for declaration in module.types {
            let owner = declaration.qualifiedName
            guard api[owner] != nil else { continue }
            let publicByDefault =
                declaration.kind == .extension
                && declaration.modifiers.contains(where: Self.outsideAccess.contains)
            func isOffered(_ modifiers: [String]) -> Bool {
                modifiers.contains(where: Self.outsideAccess.contains)
                    || publicByDefault && !modifiers.contains(where: access.contains)
            }
            for property in declaration.properties where isOffered(property.modifiers) {
                let counted =
                    property.weakOrUnowned == nil
                    && !(property.isStatic && property.keyword == "let")
                if counted {
                    offered[owner, default: []].append(
                        (property.name, declaration.file, property.position)
                    )
                } else {
                    backReferences[owner, default: []].insert(property.name)
                }
            }
            for function in declaration.functions
            where !function.isInitializer && isOffered(function.modifiers) {
                offered[owner, default: []].append(
                    (function.fullName, declaration.file, function.position)
                )
            }
        }
        for (owner, members) in offered.sorted(by: { $0.key < $1.key }) {
            let shape = api[owner] ?? []
            let allowed = shape.union(before[owner] ?? [])
            let names = Set(members.map(\.name)).union(backReferences[owner] ?? [])
            let extra = members.filter {
                !allowed.contains($0.name) && !required.contains($0.name)
                    && !standard.contains($0.name)
            }
            let leftOut = shape.subtracting(names)
            // A member of another name stands for one of the shape's left out only where the
            // module's own code uses it, as it would the shape's: one named nowhere else is a
            // way in for other modules alone.
            let reported =
                extra.count > leftOut.count
                ? extra
                : extra.filter { member in
                    !isNamed(
                        String(member.name.prefix { $0 != "(" }),
                        in: module.files,
                        besides: (member.file, member.position)
                    )
                }
            for member in reported {
                findings.append(
                    Finding(
                        file: member.file,
                        position: member.position,
                        fact: "`\(owner).\(member.name)` is offered to every module beside all "
                            + "that the Before code and the lesson's shape offer: a second way "
                            + "in, not one of theirs renamed.",
                        rule: rule
                    )
                )
            }
        }
        return findings
    }

    /// The methods of the types of `api` that any file of the module may call and no code calls:
    /// neither offered to other modules nor `private`, asked by no protocol of the module nor by
    /// the standard library's, and named nowhere in the module, or in `tests` (the learner's own,
    /// which may call them through `@testable import`), but where they are declared.
    static func unusedMethods(
        of api: [String: Set<String>],
        in module: SourceModule,
        tests: [SourceFile]
    ) -> [Finding] {
        let required = requirements(in: module, \.name)
        let standard: Set<String> = [
            "description", "debugDescription", "hash", "encode", "callAsFunction", "makeIterator",
            "next", "index", "formIndex", "distance",
        ]
        let files = module.files + tests
        let exempt = Self.outsideAccess.union(["private", "override"])
        var findings: [Finding] = []
        for declaration in module.types where api[declaration.qualifiedName] != nil {
            let extensionAccess = declaration.kind == .extension ? declaration.modifiers : []
            for function in declaration.functions where !function.isInitializer {
                let modifiers = function.modifiers + extensionAccess
                guard
                    !modifiers.contains(where: exempt.contains),
                    function.name.first.map({ $0.isLetter || $0 == "_" }) ?? false,
                    !required.contains(function.name), !standard.contains(function.name)
                else { continue }
                guard
                    !isNamed(
                        function.name,
                        in: files,
                        besides: (declaration.file, function.position)
                    )
                else { continue }
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: function.position,
                        fact: "`\(declaration.qualifiedName).\(function.fullName)` is called by no "
                            + "code, yet every file of the module may call it.",
                        rule: Self.unusedMethodRule
                    )
                )
            }
        }
        return findings
    }

    /// Whether `name` is named in `files` anywhere but at its own declaration, `declared`.
    private static func isNamed(
        _ name: String,
        in files: [SourceFile],
        besides declared: (file: String, position: Token)
    ) -> Bool {
        files.contains { file in
            Mention.find(name, in: file.tokens, file: file.path).contains {
                $0.file != declared.file || $0.position != declared.position
            }
        }
    }

    /// The Swift files of the learner's own tests beside the module: every test folder of the
    /// package but the checker's (`…Checks`).
    private func ownTests(of sources: Sources) -> [SourceFile] {
        guard let folder = sources.folder else { return [] }
        let tests = folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests")
        let folders =
            (try? FileManager.default.contentsOfDirectory(
                at: tests,
                includingPropertiesForKeys: nil
            )) ?? []
        return folders.filter { !$0.lastPathComponent.hasSuffix("Checks") }.flatMap { folder in
            (try? SourceModule(name: folder.lastPathComponent, directory: folder))?.files ?? []
        }
    }

    /// The functions, operators and values the module offers outside any type, but `allowed`.
    private static func freeDeclarations(
        in module: SourceModule,
        allowing freeFunctions: Set<String>?,
        rule: String
    ) -> [Finding] {
        var findings: [Finding] = []
        // A function or an operator outside any type is a way in no type's shape shows; an
        // operator always, for it answers beside the `==` of the checker's own.
        for file in module.files {
            for function in file.functions
            where function.modifiers.contains(where: Self.outsideAccess.contains)
                && (freeFunctions.map { !$0.contains(function.fullName) }
                    ?? !(function.name.first.map { $0.isLetter || $0 == "_" } ?? true))
            {
                findings.append(
                    Finding(
                        file: file.path,
                        position: function.position,
                        fact: "`\(function.fullName)` is offered to every module outside any "
                            + "type: a way in beside all that the lesson's shape offers.",
                        rule: rule
                    )
                )
            }
        }
        // A value offered outside any type (a key path that writes, a shared instance) is a way
        // in too.
        for file in module.files {
            for property in file.properties
            where property.modifiers.contains(where: Self.outsideAccess.contains) {
                findings.append(
                    Finding(
                        file: file.path,
                        position: property.position,
                        fact: "`\(property.name)` is offered to every module outside any type: "
                            + "a way in beside all that the lesson's shape offers.",
                        rule: rule
                    )
                )
            }
        }
        return findings
    }

    /// Every default value of an offered function or initializer, but on the functions of
    /// `defaulting` and, when `freeFunctions` is nil, on the parameters of free functions that
    /// `required` does not name.
    private static func defaultValues(
        in module: SourceModule,
        defaulting: Set<String>,
        freeFunctions: Set<String>?,
        required: Set<String>
    ) -> [Finding] {
        var findings: [Finding] = []
        // A default value is a second way to call: one that leaves the argument out.
        var defaulted: [(owner: String, function: FunctionDeclaration, file: String)] =
            module.types.flatMap { declaration in
                declaration.functions.map { (declaration.qualifiedName, $0, declaration.file) }
            }.filter { owner, function, _ in
                !defaulting.contains(owner)
                    && function.modifiers.contains(where: Self.outsideAccess.contains)
            }
        defaulted += module.files.flatMap { file in
            file.functions.filter { $0.modifiers.contains(where: Self.outsideAccess.contains) }
                .map { ("", $0, file.path) }
        }
        // The labels each base name of the lesson makes its callers give.
        var labels: [String: Set<String>] = [:]
        for name in required {
            guard let open = name.firstIndex(of: "(") else { continue }
            labels[String(name[..<open]), default: []].formUnion(
                name[name.index(after: open)...].split(separator: ":").map(String.init)
                    .filter { $0 != ")" }
            )
        }
        for (owner, function, file) in defaulted {
            let name = owner.isEmpty ? function.fullName : "\(owner).\(function.fullName)"
            for parameter in function.parameters where parameter.defaultValue != nil {
                if owner.isEmpty, freeFunctions == nil,
                    labels[function.name]?.contains(parameter.label ?? "_") != true
                {
                    continue
                }
                findings.append(
                    Finding(
                        file: file,
                        position: parameter.position,
                        fact: "`\(name)` gives `\(parameter.name)` a default value: a call "
                            + "that leaves it out compiles, and gets a value its caller never "
                            + "chose.",
                        rule: Self.defaultRule
                    )
                )
            }
        }
        return findings
    }

    /// The details behind a seam of the module that other modules may make, beyond `api`.
    private static func offeredDetails(
        in module: SourceModule,
        _ api: [String: Set<String>],
        rule: String
    ) -> [Finding] {
        var findings: [Finding] = []
        // A detail behind a seam of the module, offered beyond the shape, can be made anywhere.
        let seams = Set(module.types.filter { $0.kind == .protocol }.map(\.name))
        for declaration in module.types
        where ![.protocol, .extension].contains(declaration.kind)
            && declaration.modifiers.contains(where: Self.outsideAccess.contains)
            && api[declaration.qualifiedName] == nil
        {
            guard
                let seam = module.supertypes(of: declaration.qualifiedName).sorted().first(
                    where: seams.contains
                )
            else { continue }
            findings.append(
                Finding(
                    file: declaration.file,
                    position: declaration.position,
                    fact: "`\(declaration.qualifiedName)`, which conforms to `\(seam)`, is "
                        + "offered to every module beside the lesson's shape: any of them can "
                        + "make it, instead of being handed one.",
                    rule: rule
                )
            )
        }
        return findings
    }

    /// Every `open` type and member.
    private static func declarationsOpened(in module: SourceModule) -> [Finding] {
        var findings: [Finding] = []
        // `open` offers more than any member: every other module may subclass and override.
        for declaration in module.types {
            let owner = declaration.qualifiedName
            var opened: [(what: String, position: Token)] = []
            if declaration.modifiers.contains("open") {
                opened.append(("`\(owner)`", declaration.position))
            }
            for property in declaration.properties where property.modifiers.contains("open") {
                opened.append(("`\(owner).\(property.name)`", property.position))
            }
            for function in declaration.functions where function.modifiers.contains("open") {
                opened.append(("`\(owner).\(function.fullName)`", function.position))
            }
            findings += opened.map {
                Finding(
                    file: declaration.file,
                    position: $0.position,
                    fact: "\($0.what) is `open`: any module may subclass it and override what it "
                        + "does, around the rule and its collaborators.",
                    rule: Self.openRule
                )
            }
        }
        return findings
    }

    /// Every type a literal makes.
    private static func literalInitializers(in module: SourceModule, rule: String) -> [Finding] {
        var findings: [Finding] = []
        // A literal is a second initializer, one no call site shows: `greet(user: "ada")`.
        for declaration in module.types {
            for literal in declaration.inheritance.flatMap(\.names)
            where literal.hasPrefix("ExpressibleBy") {
                findings.append(
                    Finding(
                        file: declaration.file,
                        position: declaration.position,
                        fact: "`\(declaration.name)` is `\(literal)`: a literal makes one beside "
                            + "every initializer the lesson's shape offers.",
                        rule: rule
                    )
                )
            }
        }
        return findings
    }

    /// Every `@autoclosure` parameter.
    private static func autoclosureParameters(in module: SourceModule, rule: String) -> [Finding] {
        var findings: [Finding] = []
        // An autoclosure runs the caller's expression when, and as often as, the callee likes,
        // where the call site reads as one value handed over.
        let functions =
            module.files.flatMap { file in file.functions.map { ("", $0, file.path) } }
            + module.types.flatMap { type in type.functions.map { ("\(type.name).", $0, type.file) }
            }
        for (owner, function, file) in functions {
            for parameter in function.parameters where parameter.type.text.contains("autoclosure") {
                findings.append(
                    Finding(
                        file: file,
                        position: parameter.position,
                        fact: "`\(owner)\(function.fullName)` takes `\(parameter.name)` as an "
                            + "`@autoclosure`: the caller's expression runs when, and as often "
                            + "as, the function likes, where the call reads as one value handed "
                            + "over.",
                        rule: rule
                    )
                )
            }
        }
        return findings
    }

    /// Every class that says it is `Equatable`, `Hashable` or `Comparable`.
    private static func classesComparedByState(in module: SourceModule) -> [Finding] {
        var findings: [Finding] = []
        // A class is an identity: equality by its state makes two objects one.
        for declaration in module.types
        where declaration.kind == .class
            || declaration.kind == .extension && module.kind(of: declaration.name) == .class
        {
            let compared = declaration.inheritance.flatMap(\.names).filter {
                ["Equatable", "Hashable", "Comparable"].contains($0)
            }
            findings += compared.map {
                Finding(
                    file: declaration.file,
                    position: declaration.position,
                    fact: "The class `\(declaration.name)` is `\($0)`: two of its objects compare "
                        + "by what they hold.",
                    rule: Self.identityRule
                )
            }
        }
        return findings
    }

    /// The rule a class compared by its state breaks, in every kata.
    public static let identityRule = """
        An object is itself, whatever it holds: two cells of two boards, two signed-in \
        authenticators, two managers with no payments yet are two objects. An `==` or a hash \
        by what it holds makes them one, in a Set, a `firstIndex(of:)` or a dictionary key, \
        and a hash that moves as the object changes loses it there. Compare objects with \
        `===`, and give equality to values only.
        """

    /// The rule a default value breaks, in every kata.
    public static let defaultRule = """
        A value, a payment or a line is made from everything the Before code made its callers \
        say: a default of your own (an empty name, a price of 0, a size of nothing, an empty \
        list for a loader) lets a caller forget an argument, and the compiler no longer stops \
        them. Keep the parameters the Before code's callers had to give; a default only keeps \
        a call the Before code offered (`Board()`) working.
        """

    /// The rule an `open` declaration breaks, in every kata.
    public static let openRule = """
        No type or member of the module is `open`: a subclass in another module could override \
        the policy's methods and do its work its own way (talk to a concrete detail, skip the \
        seam), and the lesson's shape makes every class `final`. A class may still be subclassed \
        inside its own module, where its rules can be read.
        """
}
