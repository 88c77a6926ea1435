import Foundation

/// What a policy reaches, read from the compiler: every function of its module that its code can
/// run, followed through helpers, initializers, closures, defaults, operators and property
/// wrappers at any depth, and what those functions reach outside the module.
///
/// It judges what is reached against what a lesson allows: an API outside the ``Allowance``, a
/// global or static that holds more than a constant, a type of the module that conforms to one
/// of the policy's seams (a detail).
package struct CompiledReach: Sendable {
    /// The module, as compiled.
    package let module: CompiledModule
    /// The demangled name of every mangled name the module mentions.
    package let demangled: [String: String]
    /// What each demangled name says of its function, read once.
    private let symbols: [String: CompiledSymbol]

    /// The globals whose initial value is worked out through an address (a pointer, an
    /// unmanaged reference, an address kept as a number): memory every caller shares, whatever
    /// type the global is declared with.
    private let addressHolders: Set<String>

    package init(module: CompiledModule, demangled: [String: String]) {
        self.module = module
        self.demangled = demangled
        symbols = demangled.compactMapValues(CompiledSymbol.init(demangled:))
        // A global's initializer is named after it: its mangled name with `_WZ` in place of
        // the type (`$s6Sample5CellsO4base_WZ` for `$s6Sample5CellsO4baseSpySiGvpZ`), or with
        // `fi` after it. Names are spelled with their lengths, so a prefix names one global.
        var initializers: [Substring] = []
        for function in module.functions.values where function.isDefinedHere {
            let touchesAddresses = function.references.contains { reference in
                guard case .symbol(let target) = reference.kind else { return false }
                let callee = demangled[target] ?? ""
                return ["Unsafe", "Unmanaged", "OpaquePointer", "bitPattern"].contains {
                    callee.contains($0)
                }
            }
            guard touchesAddresses else { continue }
            if function.mangled.hasSuffix("_WZ") {
                initializers.append(function.mangled.dropLast("_WZ".count))
            } else if function.mangled.hasSuffix("fi") {
                initializers.append(function.mangled.dropLast("fi".count))
            }
        }
        addressHolders = Set(
            module.globals.keys.filter { global in
                initializers.contains { global.hasPrefix($0) }
            }
        )
    }

    /// One thing a policy reaches that the lesson does not allow, and the way there.
    package struct Finding: Sendable, Hashable {
        /// What kind of thing.
        package enum Kind: Sendable, Hashable {
            /// An API outside the allowance: `Foundation.Date.init()`.
            case api(String)
            /// A global or static stored property of the module that is not a constant.
            case sharedState(String)
            /// A type of the module that conforms to a seam: `ProfileViewController`.
            case detail(type: String, seam: String)
            /// A type of the module the lesson names as a detail, reached by any path.
            case named(String)
            /// An instance made of a type of the module the lesson lets the policy use but not
            /// build: `NewsViewModel(…)` in the screen it is handed to.
            case creates(String)
            /// A type of the module that only the composition root may use (the container of
            /// a kata whose features must not see it), or a protocol such a type conforms to.
            case rootOnly(type: String)
            /// A value of one of the policy's seams looked at beyond the protocol: `how` says
            /// how (interpolated, wrapped in `Any`, cast, its type taken).
            case opensSeam(proto: String, how: String)
            /// A value cast to another type (`as?`, `as!`, `is`, a `catch` or `case` that
            /// matches a type): the types as the compiler prints them, and whether the type cast
            /// to is one the caller chooses (`value is T` in a generic function).
            case cast(from: String, to: String, toGenericParameter: Bool)
            /// The name of a type made into text (`String(describing: type(of: screen))`): a
            /// question about what a value is.
            case typeName(String)
            /// A whole number larger than any the lesson's behaviour calls for, written in the
            /// policy's code: a limit (`prefix(1_000)`, `count > 500`) beyond the inputs a
            /// checker can try.
            case limit(Int)
            /// A whole number as large, worked out by the optimiser where the source writes
            /// none: a limit made by a loop or by arithmetic (``WorkedOutNumbers``).
            case workedOut(Int)
            /// An integer type's largest or smallest value (`Int16.max`), a limit under a
            /// type's name: the type, or the protocol through which the compiler asked for it.
            case extreme(String)
            /// A task made inside async code (`Task { … }` awaited there): the caller's
            /// cancellation never reaches it, as with a detached task.
            case unstructuredTask(String)
            /// An `await` of something that waits for no seam
            /// (``idleAwait(_:handing:in:of:waiting:allowance:)``): the function or API awaited.
            case idleAwait(String)
            /// An `async` closure that waits for no seam (``isIdleAsyncClosure(_:waiting:)``),
            /// awaited wherever it is handed: a default argument, a parameter, an `async let`.
            case idleClosure(String)
        }

        package let kind: Kind
        /// The functions from the policy to the one that reaches it, as the compiler names them.
        package let route: [String]
        /// Where the reaching reference is written.
        package let location: CompiledLocation?
    }

    /// The functions the module defines, its own and not another module's code emitted in it,
    /// in the order of their mangled names.
    package func ownFunctions() -> [CompiledFunction] {
        module.functions.values.filter { isOwn($0.mangled) }.sorted { $0.mangled < $1.mangled }
    }

    /// What the module defines in its own code and where, one entry per function that belongs
    /// to a declaration and has a place in a file, in the order of ``ownFunctions()``: the
    /// declaration's path (`["Screen", "load"]`), the kind of the type the path starts with
    /// (`"protocol"`, `"class"`, …; nil for a free function) and the place.
    package func ownDefinitions() -> [OwnDefinition] {
        ownFunctions().compactMap { function in
            guard let symbol = symbol(function.mangled), symbol.module == module.name,
                let owner = symbol.path.first, let place = function.location
            else { return nil }
            return OwnDefinition(
                function: function,
                path: symbol.path,
                ownerKind: module.typeKinds[owner],
                place: place
            )
        }
    }

    /// A function the module defines, with the declaration it belongs to: see
    /// ``ownDefinitions()``.
    package struct OwnDefinition: Sendable {
        package let function: CompiledFunction
        package let path: [String]
        package let ownerKind: String?
        package let place: CompiledLocation
    }

    /// The symbol of `mangled`, when its demangled name belongs to a declaration.
    package func symbol(_ mangled: String) -> CompiledSymbol? {
        symbols[mangled]
    }

    /// Whether the module declares a type or a free function called `name` (`Outer.Inner` for a
    /// nested type).
    package func declares(_ name: String) -> Bool {
        !functions(of: name).isEmpty || module.typeKinds[name] != nil
    }

    /// The functions defined in the module that belong to `owner`: its members, initializers,
    /// closures, default arguments, property initializers and conformances' witnesses; or, for
    /// a free function, each overload and what belongs to it.
    package func functions(of owner: String, includingDefaults: Bool = true) -> [String] {
        let path = owner.split(separator: ".").map(String.init)
        return module.functions.values.filter { function in
            guard function.isDefinedHere, let symbol = symbol(function.mangled),
                symbol.module == module.name, symbol.path.starts(with: path)
            else { return false }
            return includingDefaults
                || !isValueDefault(function)
        }.map(\.mangled).sorted()
    }

    /// Where the first function of `owner` is written: the place to show a finding the
    /// compiler gives no place for.
    package func firstLocation(of owner: String) -> CompiledLocation? {
        module.functions[functions(of: owner).first ?? ""]?.location
    }

    /// Whether `function` is a default argument that makes a value, which the caller's code
    /// evaluates and hands over (`at date: Date = Date()`); a default that makes a function,
    /// an object of the module or an existential is a dependency the policy then calls, and
    /// stays its code (`now: () -> Date = Date.init`).
    func isValueDefault(_ function: CompiledFunction) -> Bool {
        guard (demangled[function.mangled] ?? "").hasPrefix("default argument") else {
            return false
        }
        let result = function.signature.components(separatedBy: "->").dropFirst()
            .joined(separator: "->")
        if result.contains("@callee") || result.contains("any ") || result.contains("some ") {
            return false
        }
        let name = result.split(separator: " ").last.map(String.init) ?? ""
        return !["class", "actor", "protocol"].contains(module.typeKinds[name])
    }

    /// The largest whole number code may work out without the lesson naming it: the standard
    /// library's own code folds small numbers of its own into the caller's.
    package static let largestPlainNumber: UInt = 100

    /// The largest whole number code may write in digits without the lesson naming it: 0, 1 and
    /// 2 (a half, a pair, the next index). Any other is a threshold of the code's own unless the
    /// lesson lists it; a count kept in pages of a hundred, each kept below a plain limit,
    /// needs one.
    package static let largestUnlistedNumber: UInt = 2

    /// Every number under a type's name that `function` reads (`Int16.max`,
    /// `MemoryLayout<Int64>.size`), with where it is read: a limit written without digits.
    package func extremes(in function: CompiledFunction) -> [(
        name: String, location: CompiledLocation?
    )] {
        let apis = function.references.compactMap { reference -> (String, CompiledLocation?)? in
            guard case .symbol(let target) = reference.kind, module.globals[target] == nil else {
                return nil
            }
            let api =
                module.functions[target].map(apiName(of:)) ?? apiName(ofUndeclared: target)
            return (api, reference.location)
        }
        // A far moment kept as a moment (a start for the latest date seen) is a value; its
        // seconds read in the same function are a number of 10^11 written without a digit.
        let readsSeconds = apis.contains { Self.secondsOfAMoment.contains($0.0) }
        // So is a type's name made into text (a key, a message): its length read in the same
        // function is a number written without a digit.
        let readsLength = apis.contains { Self.lengthsOfAText.contains($0.0) }
        let names = function.references.compactMap { reference -> (String, CompiledLocation?)? in
            guard readsLength, case .typeNameText(let type) = reference.kind else { return nil }
            return ("String(describing: \(type).self)", reference.location)
        }
        return names
            + apis.compactMap { api, location in
                if let far = Self.farMoment(api) { return readsSeconds ? (far, location) : nil }
                return Self.extreme(api).map { ($0, location) }
            }
    }

    /// The members that give a text's length as a number.
    static let lengthsOfAText: Set<String> = [
        "Swift.String.count", "Swift.String.UTF8View.count", "Swift.String.UTF16View.count",
        "Swift.String.UnicodeScalarView.count", "Swift.Substring.count",
        "Swift.String.utf8CString", "Swift.String.Index.utf16Offset(in:)",
    ]

    /// The members that give a moment's seconds as a number.
    static let secondsOfAMoment: Set<String> = [
        "Foundation.Date.timeIntervalSinceReferenceDate", "Foundation.Date.timeIntervalSince1970",
        "Foundation.Date.timeIntervalSince(_:)", "Foundation.Date.timeIntervalSinceNow",
        "Foundation.NSDate.timeIntervalSinceReferenceDate",
        "Foundation.NSDate.timeIntervalSince1970",
    ]

    /// Foundation's far moment `api` reads (`Date.distantFuture`, whose stored constant is
    /// reached through an addressor named without `static`), or nil.
    static func farMoment(_ api: String) -> String? {
        let name = api.hasPrefix("static ") ? api.dropFirst("static ".count) : api[...]
        for type in ["Date", "NSDate"] {
            for moment in ["distantFuture", "distantPast"]
            where name == "Foundation.\(type).\(moment)" {
                return "\(type).\(moment)"
            }
        }
        return nil
    }

    /// What in `function` sets a limit through a type rather than a number: a member of a
    /// number type narrower than `Int` and `Double` (`static Swift.UInt16.+= infix`, whose range
    /// ends at 65,535, where the code traps), a property of such a type, or arithmetic that wraps
    /// or clamps where Swift's own traps (`&+`, `init(clamping:)`), each as a short name
    /// (`UInt16`, `&+`), whether that name is a type's, and where the code uses it.
    package func rangeLimits(in function: CompiledFunction) -> [(
        name: String, isType: Bool, location: CompiledLocation?
    )] {
        var found: [(name: String, location: CompiledLocation?)] = []
        if let own = demangled[function.mangled].flatMap(Self.rangeLimit(accessor:)) {
            found.append((own, function.location))
        }
        for reference in function.references {
            guard case .symbol(let target) = reference.kind,
                let name = demangled[target],
                let limit = Self.rangeLimit(callee: name)
            else { continue }
            found.append((limit, reference.location))
        }
        return found.map { ($0.name, Self.narrowNumbers.contains($0.name), $0.location) }
    }

    /// The number types narrower than `Int` and `Double`, whose range is a limit of its own.
    static let narrowNumbers = [
        "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "Float", "Float16", "Float32",
    ]

    /// The narrow type a called function belongs to, or the wrapping or clamping operation it
    /// is, from its demangled name: `UInt16` for `static Swift.UInt16.+= infix(…)`, `&+` for
    /// `static Swift.Int.&+ infix(…)`; nil for any other.
    static func rangeLimit(callee name: String) -> String? {
        let member = name.hasPrefix("static ") ? name.dropFirst("static ".count) : Substring(name)
        // A constant that describes the type's layout (`Float.significandBitCount`) is an
        // integer of `Int`'s range: a limit made from it is a number worked out, said as such.
        let layout = ["significandBitCount", "exponentBitCount", "bitWidth", "radix"]
        for type in narrowNumbers where member.hasPrefix("Swift.\(type).") {
            guard !layout.contains(where: { member.hasPrefix("Swift.\(type).\($0).getter") })
            else { return nil }
            return type
        }
        let wrapping = ["&+", "&-", "&*", "&<<", "&>>"]
        for operation in wrapping
        where member.contains(".\(operation) infix") || member.contains(".\(operation)= infix") {
            return operation
        }
        // A generic initializer is demangled with its clause first: `init<A where …>(clamping: A)`.
        for label in ["truncatingIfNeeded", "clamping"]
        where member.contains(".init") && member.contains("(\(label): ") {
            return "init(\(label):)"
        }
        return member.contains("ReportingOverflow(") ? "ReportingOverflow" : nil
    }

    /// The narrow type of a property whose accessor is `name` (`….count.getter : Swift.UInt16`).
    static func rangeLimit(accessor name: String) -> String? {
        narrowNumbers.first { type in
            [".getter", ".setter", ".modify"].contains { accessor in
                name.contains("\(accessor) : Swift.\(type)")
                    && name.hasSuffix("Swift.\(type)")
            }
        }
    }

    /// The integer type whose largest or smallest value `api` reads (`static Swift.Int16.max`,
    /// or, as the compiler first lowers `Int16.max`, `static Swift.SignedInteger.max`), as
    /// `Int16.max`, or a floating-point type's extreme magnitudes and π (whose digits count 17
    /// once written); nil for any other API.
    static func extreme(_ api: String) -> String? {
        guard api.hasPrefix("static Swift.") else { return nil }
        let parts = api.dropFirst("static Swift.".count).split(separator: ".")
        guard parts.count == 2 else { return nil }
        let integers: Set<Substring> = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
            "UInt64", "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "BinaryInteger",
        ]
        let floats: Set<Substring> = [
            "Float", "Float16", "Float32", "Float64", "Float80", "Double", "FloatingPoint",
            "BinaryFloatingPoint",
        ]
        let isExtreme =
            integers.contains(parts[0]) && ["max", "min", "bitWidth"].contains(parts[1])
            || floats.contains(parts[0])
                && [
                    "greatestFiniteMagnitude", "leastNormalMagnitude", "leastNonzeroMagnitude",
                    "ulpOfOne", "pi",
                ].contains(parts[1])
            || parts[0] == "MemoryLayout" && ["size", "stride", "alignment"].contains(parts[1])
        return isExtreme ? "\(parts[0]).\(parts[1])" : nil
    }

    /// Everything the code of `policy` reaches that `allowance` does not allow.
    ///
    /// - Parameters:
    ///   - policy: The type or free function whose code is followed.
    ///   - allowance: What it may reach outside the module.
    ///   - seams: Protocols whose conforming types are details the policy may not reach: the
    ///     module's own protocols, and any other the lesson names.
    ///   - exempt: Types the lesson lets the policy build, whatever protocol they conform to (a
    ///     stable `Cart`, even behind a protocol of the learner's), or protocols whose
    ///     conforming types it lets the policy build.
    ///   - includingDefaults: Whether the default values of its own parameters are its code; a
    ///     default is evaluated where the caller calls.
    ///   - rootOnly: Types of the module that only the composition root may use: reaching one,
    ///     naming one, or calling through a protocol one of them conforms to is a finding.
    ///   - named: Types of the module the lesson names as details, whatever they conform to:
    ///     reaching one by any path is a finding.
    ///   - built: Types of the module the policy may use but not build: calling one of their
    ///     initializers is a finding.
    ///   - written: The number the source writes from a whole number's place on, when it is
    ///     worked out of several (`40 * 25`, `1 << 62`); the number itself when nil.
    package func findings(
        from policy: String,
        allowance: Allowance,
        seams extraSeams: Set<String> = [],
        exempting exempt: Set<String> = [],
        includingDefaults: Bool = true,
        rootOnly: Set<String> = [],
        naming named: Set<String> = [],
        notBuilding built: Set<String> = [],
        written: (CompiledLocation) -> Int? = { _ in nil }
    ) -> [Finding] {
        let starts = functions(of: policy, includingDefaults: includingDefaults)
        let policyPath = policy.split(separator: ".").map(String.init)
        let forbidden = rootSide(of: rootOnly)
        func isRootOnly(_ type: String) -> Bool {
            type != policyPath.first && forbidden.contains(type)
        }
        let seams = Set(module.typeKinds.filter { $0.value == "protocol" }.keys).union(extraSeams)
        let exemptTypes = Set(
            module.conformances.filter { exempt.contains($0.proto) || exempt.contains($0.type) }
                .map(\.type)
        )
        let details = Dictionary(
            module.conformances.filter {
                seams.contains($0.proto) && !exemptTypes.contains($0.type)
                    && module.typeKinds[$0.type] != nil
            }
            .map { ($0.type, $0.proto) },
            uniquingKeysWith: { first, _ in first }
        )
        func detail(_ type: String) -> Finding.Kind? {
            guard type != policyPath.first else { return nil }
            if named.contains(type) { return .named(type) }
            return details[type].map { .detail(type: type, seam: $0) }
        }
        let waiting = functionsWaitingForSeams(allowance: allowance)
        var parent: [String: String] = [:]
        var visited = Set(starts)
        var queue = starts
        var findings: [Finding] = []
        var reported = Set<Finding.Kind>()

        func route(to mangled: String) -> [String] {
            var names: [String] = []
            var current: String? = mangled
            while let name = current {
                names.append(module.functions[name]?.name ?? name)
                current = parent[name]
            }
            return names.reversed()
        }
        func report(_ kind: Finding.Kind, from function: String, at location: CompiledLocation?) {
            // A type named, built or cast to is reported at each place, each a change of its
            // own to make; anything else once, by the shortest way.
            switch kind {
            case .named, .creates, .cast:
                guard !findings.contains(where: { $0.kind == kind && $0.location == location })
                else { return }
            default:
                guard reported.insert(kind).inserted else { return }
            }
            findings.append(Finding(kind: kind, route: route(to: function), location: location))
        }
        func enter(_ target: String, from function: String) {
            guard visited.insert(target).inserted else { return }
            parent[target] = function
            queue.append(target)
        }

        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard let function = module.functions[current] else { continue }
            if isIdleAsyncClosure(function, waiting: waiting) {
                report(.idleClosure(function.name), from: current, at: function.location)
            }
            for reference in function.references {
                switch reference.kind {
                case .symbol(let target):
                    if let global = module.globals[target] {
                        if !isConstant(global) {
                            report(
                                .sharedState(globalName(global)),
                                from: current,
                                at: reference.location
                            )
                        }
                        continue
                    }
                    if let reading = othersDefaultReading(target) {
                        check(api: reading, from: current, at: reference.location)
                        continue
                    }
                    if module.otherGlobals.contains(target) || Self.isRuntime(target)
                        || isOthersDefault(target)
                    {
                        continue
                    }
                    guard let callee = module.functions[target] else {
                        check(
                            api: apiName(ofUndeclared: target),
                            from: current,
                            at: reference.location
                        )
                        continue
                    }
                    let owner = symbol(target)
                    if !callee.isDefinedHere {
                        check(api: apiName(of: callee), from: current, at: reference.location)
                        continue
                    }
                    if let owner, owner.module != module.name {
                        // Another module's code emitted here (a default argument of its
                        // function, a specialization): the call to that function is judged.
                        if !(demangled[target] ?? "").hasPrefix("default argument") {
                            check(api: apiName(of: callee), from: current, at: reference.location)
                        }
                        continue
                    }
                    if let symbol = owner, symbol.module == module.name,
                        let type = symbol.path.first, isRootOnly(type)
                    {
                        report(.rootOnly(type: type), from: current, at: reference.location)
                        continue
                    }
                    if let symbol = owner, symbol.module == module.name,
                        let type = symbol.path.first,
                        let kind = detail(type)
                            ?? detail(symbol.path.prefix(2).joined(separator: "."))
                    {
                        report(kind, from: current, at: reference.location)
                        continue
                    }
                    if let symbol = owner, symbol.module == module.name,
                        let type = symbol.path.first, built.contains(type),
                        type != policyPath.first, symbol.path.count == 2,
                        symbol.path[1].hasSuffix("init")
                    {
                        report(.creates(type), from: current, at: reference.location)
                        continue
                    }
                    enter(target, from: current)
                case .requirement(let proto, let member):
                    // A call through a protocol: the seam itself, or an abstraction of the
                    // standard library's. What answers it is decided by whoever built the
                    // value; but a type of another module made to conform to a protocol of
                    // this one (`extension Date: Blank`) answers with this module's code.
                    guard module.typeKinds[proto] == "protocol" else { continue }
                    if isRootOnly(proto) {
                        report(.rootOnly(type: proto), from: current, at: reference.location)
                        continue
                    }
                    for witness in module.witnesses["\(proto).\(member)"] ?? []
                    where module.typeKinds[witness.type] == nil {
                        enter(witness.function, from: current)
                    }
                case .number(let value):
                    let number = reference.location.flatMap(written) ?? value
                    if !allowance.allows(written: number) {
                        report(.limit(number), from: current, at: reference.location)
                    }
                case .workedOut(let value):
                    if !allowance.allows(number: value) {
                        report(.workedOut(value), from: current, at: reference.location)
                    }
                case .typeNameText(let type):
                    // A limit only where its length is read: ``extremes(in:)`` says so. It is a
                    // question about what a value is all the same.
                    report(.typeName(type), from: current, at: reference.location)
                case .capturedWrite:
                    break
                case .valueRead(let type, _):
                    // Only a type the lesson names: a policy reads the values it is handed.
                    if named.contains(type), type != policyPath.first {
                        report(.named(type), from: current, at: reference.location)
                    }
                case .addressRead(let how):
                    report(.api(how), from: current, at: reference.location)
                case .opensExistential(let proto, let how):
                    if seams.contains(proto) {
                        report(
                            .opensSeam(proto: proto, how: how),
                            from: current,
                            at: reference.location
                        )
                    }
                case .typeUse(let type):
                    if isRootOnly(type) {
                        report(.rootOnly(type: type), from: current, at: reference.location)
                    } else if let kind = detail(type) {
                        report(kind, from: current, at: reference.location)
                    }
                case .classMethod(let type, let member):
                    if isRootOnly(type) {
                        report(.rootOnly(type: type), from: current, at: reference.location)
                    } else if built.contains(type), type != policyPath.first,
                        member.hasPrefix("init")
                    {
                        // Built through its metatype, `kind.init(…)`, as a required
                        // initializer is called.
                        report(.creates(type), from: current, at: reference.location)
                    } else if module.typeKinds[type] != nil {
                        for implementation in module.implementations["\(type).\(member)"] ?? [] {
                            if let kind = detail(type) {
                                report(kind, from: current, at: reference.location)
                            } else {
                                enter(implementation, from: current)
                            }
                        }
                    } else {
                        check(
                            api: Self.formatterSetting(type: type, member: member)
                                ?? "\(type).\(Self.withoutAccessor(member))",
                            from: current,
                            at: reference.location
                        )
                    }
                case .closureKept, .selfKept:
                    break
                case .cast(let from, let to):
                    let generic = Self.genericParameters(of: function.signature)
                    let kind = Finding.Kind.cast(
                        from: from,
                        to: to,
                        toGenericParameter: generic.contains(to) || to.hasPrefix("τ_")
                    )
                    report(kind, from: current, at: reference.location)
                case .suspension(let awaited, let closures):
                    if let idle = idleAwait(
                        awaited,
                        handing: closures,
                        in: function,
                        of: policyPath.first,
                        waiting: waiting,
                        allowance: allowance
                    ) {
                        report(.idleAwait(idle), from: current, at: reference.location)
                    }
                case .fieldWrite(let type, _):
                    // A detail's state written in place reaches the detail as a call would.
                    if let kind = detail(type) {
                        report(kind, from: current, at: reference.location)
                    }
                }
            }
        }
        return findings

        func check(api: String, from function: String, at location: CompiledLocation?) {
            if let extreme = Self.extreme(api) {
                report(.extreme(extreme), from: function, at: location)
                return
            }
            if api.contains("Task"), api.contains(".init("), api.contains("operation:"),
                module.functions[function]?.signature.contains("@async") == true
            {
                report(.unstructuredTask(api), from: function, at: location)
                return
            }
            guard !allowance.allows(api) else { return }
            report(.api(api), from: function, at: location)
        }
    }

    /// The types of the module that stand for one of `rootOnly`: those types, every type whose
    /// own code uses one of them (an adapter or a wrapper around the container), and every
    /// protocol of the module such a type conforms to (the container behind a protocol).
    func rootSide(of rootOnly: Set<String>) -> Set<String> {
        guard !rootOnly.isEmpty else { return [] }
        var uses: [String: Set<String>] = [:]
        for function in module.functions.values where function.isDefinedHere {
            guard let owner = symbol(function.mangled), owner.module == module.name,
                let type = owner.path.first, module.typeKinds[type] != nil
            else { continue }
            for reference in function.references {
                switch reference.kind {
                case .symbol(let target):
                    if let used = symbol(target), used.module == module.name,
                        let usedType = used.path.first
                    {
                        uses[type, default: []].insert(usedType)
                    }
                case .typeUse(let used), .classMethod(let used, _), .requirement(let used, _):
                    uses[type, default: []].insert(used)
                case .opensExistential, .number, .workedOut, .fieldWrite, .closureKept, .selfKept,
                    .suspension, .typeNameText, .addressRead, .capturedWrite, .cast, .valueRead:
                    break
                }
            }
        }
        var side = rootOnly
        var grew = true
        while grew {
            grew = false
            for (type, used) in uses where !side.contains(type) && !used.isDisjoint(with: side) {
                side.insert(type)
                grew = true
            }
            for conformance in module.conformances
            where side.contains(conformance.type) && !side.contains(conformance.proto)
                && module.typeKinds[conformance.proto] == "protocol"
            {
                side.insert(conformance.proto)
                grew = true
            }
        }
        return side
    }

    /// The API name of a function declared outside the module, as an ``Allowance`` names it:
    /// `static Foundation.Calendar.current`, `Foundation.Date.init()`, `C.time`.
    package func apiName(of function: CompiledFunction) -> String {
        var name = Substring(function.name)
        for prefix in ["specialized ", "@objc "] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        // A type's stored static property is reached through its addressor, which the compiler
        // names without `static` (`Date.distantPast.unsafeMutableAddressor` on Linux).
        let isStoredStatic =
            name.hasSuffix(".unsafeMutableAddressor")
            && Self.withoutGenerics(name).split(separator: ".").count > 2
        let isStatic = name.hasPrefix("static ") || isStoredStatic
        if name.hasPrefix("static ") { name = name.dropFirst("static ".count) }
        name = Substring(name.replacingOccurrences(of: "__allocating_init", with: "init"))
        let family: String
        if function.mangled.hasPrefix("$sSo") || function.mangled.hasPrefix("$sSC") {
            family = "C"
        } else if function.mangled.hasPrefix("$s") {
            let module =
                symbol(function.mangled)?.module
                ?? demangled[function.mangled].map { String($0.prefix { $0 != "." }) } ?? "?"
            family = CompiledSymbol.family(of: module)
        } else {
            family = "C"
        }
        return (isStatic ? "static " : "") + family + "."
            + Self.withoutAccessor(Self.withoutGenerics(name))
    }

    /// The user's setting a formatter's getter gives, as the API that reads it: a formatter
    /// starts with the user's locale, time zone and calendar, so reading one before it is told
    /// another reads the user's (`DateFormatter().locale`). Nil for any other member.
    package static func formatterSetting(type: String, member: String) -> String? {
        guard type.hasSuffix("Formatter"), member.hasSuffix(".getter") else { return nil }
        return [
            "locale.getter": "static Foundation.Locale.current",
            "timeZone.getter": "static Foundation.TimeZone.current",
            "calendar.getter": "static Foundation.Calendar.current",
        ][member]
    }

    /// Whether `mangled` is a default argument of another module's function: the call to that
    /// function is what is judged, and the value the default makes (``othersDefaultReading(_:)``).
    func isOthersDefault(_ mangled: String) -> Bool {
        guard (demangled[mangled] ?? "").hasPrefix("default argument") else { return false }
        return symbol(mangled)?.module != module.name
    }

    /// The API a default argument of another module's function stands for, by the value it
    /// makes, where the caller's code evaluates it: a default `Date` is the date now (the
    /// `for date: Date = Date()` of `TimeZone.isDaylightSavingTime(for:)`), a default `TimeZone`,
    /// `Locale` or `Calendar` the user's. Nil for any other default.
    package func othersDefaultReading(_ mangled: String) -> String? {
        guard isOthersDefault(mangled),
            let result = module.functions[mangled]?.signature.components(separatedBy: "-> ").last
        else { return nil }
        let type = result.replacingOccurrences(of: "@owned ", with: "")
            .replacingOccurrences(of: "@out ", with: "").trimmingSpaces
        return [
            "Date": "Foundation.Date.init()",
            "TimeZone": "static Foundation.TimeZone.current",
            "Locale": "static Foundation.Locale.current",
            "Calendar": "static Foundation.Calendar.current",
        ][type]
    }

    /// Whether `symbol` is the Swift runtime's (`_swiftEmptyArrayStorage`, `swift_task_…`),
    /// which the compiler calls for code of every kind.
    static func isRuntime(_ symbol: String) -> Bool {
        !symbol.hasPrefix("$") && (symbol.hasPrefix("_swift") || symbol.hasPrefix("swift_"))
    }

    /// The API name of a symbol the SIL references but never declares.
    func apiName(ofUndeclared symbol: String) -> String {
        guard symbol.hasPrefix("$s") else { return "C.\(symbol)" }
        guard let name = demangled[symbol], let parsed = CompiledSymbol(demangled: name) else {
            return symbol
        }
        return CompiledSymbol.family(of: parsed.module) + "." + parsed.path.joined(separator: ".")
    }

    /// Whether a global holds a constant: a `let` of values made only of numbers, strings,
    /// booleans, Foundation's plain values (an address, a moment, bytes, a decimal, an
    /// identifier) and the module's own value types made of those. What its one-time
    /// initializer calls to make it (a clock read, a random identifier) is reach of its own.
    /// The names of the generic parameters a SIL function type declares:
    /// `["T", "U"]` for `$@convention(method) <T, U where T : P> (…) -> …`.
    static func genericParameters(of signature: String) -> [String] {
        guard let open = signature.range(of: ") <") ?? signature.range(of: " <"),
            let close = signature[open.upperBound...].firstIndex(of: ">")
        else { return [] }
        let clause = signature[open.upperBound..<close]
        let parameters = clause.components(separatedBy: " where ")[0]
        return parameters.components(separatedBy: ", ").map { parameter in
            String(parameter.prefix { $0 != ":" && $0 != " " })
        }
    }

    /// The globals and static stored properties of the module that hold more than a constant,
    /// in the order of their names: state every caller shares.
    package func sharedState() -> [(path: [String], isLet: Bool)] {
        module.globals.values.filter { !isConstant($0) }
            .map { (globalName($0).split(separator: ".").map(String.init), $0.isLet) }
            .sorted { $0.path.lexicographicallyPrecedes($1.path) }
    }

    func isConstant(_ global: CompiledGlobal) -> Bool {
        global.isLet && !addressHolders.contains(global.mangled)
            && isConstantValue(global.type, seen: [])
    }

    private func isConstantValue(_ type: String, seen: Set<String>) -> Bool {
        let scalars: Set<String> = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "Bool", "String", "Character", "Substring",
            "URL", "Date", "Data", "Decimal", "UUID",
        ]
        var name = type.trimmingSpaces
        for wrapper in ["Optional<", "Array<", "Set<", "ContiguousArray<"]
        where name.hasPrefix(wrapper) {
            return isConstantValue(String(name.dropFirst(wrapper.count).dropLast()), seen: seen)
        }
        if name.hasPrefix("Dictionary<") {
            return splitTopLevel(String(name.dropFirst("Dictionary<".count).dropLast()))
                .allSatisfy { isConstantValue($0, seen: seen) }
        }
        if name.hasPrefix("(") && name.hasSuffix(")") && !name.contains("->") {
            return splitTopLevel(String(name.dropFirst().dropLast()))
                .map { $0.split(separator: ":").last.map(String.init) ?? $0 }
                .allSatisfy { isConstantValue($0, seen: seen) }
        }
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return splitTopLevel(
                String(name.dropFirst().dropLast()).replacingOccurrences(of: " : ", with: ",")
            )
            .allSatisfy { isConstantValue($0, seen: seen) }
        }
        if name.hasSuffix("?") { name = String(name.dropLast()) }
        if scalars.contains(name) { return true }
        guard ["struct", "enum"].contains(module.typeKinds[name]), !seen.contains(name) else {
            return false
        }
        return (module.storedProperties[name] ?? []).allSatisfy {
            isConstantValue($0, seen: seen.union([name]))
        }
    }

    private func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "<([".contains(character) { depth += 1 }
            if ">)]".contains(character) { depth -= 1 }
            if character == "," && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map(\.trimmingSpaces)
    }

    /// A global's name as a person writes it: `Locator.shared`.
    package func globalName(_ global: CompiledGlobal) -> String {
        guard let name = demangled[global.mangled], let symbol = CompiledSymbol(demangled: name)
        else {
            return global.mangled
        }
        return symbol.path.joined(separator: ".")
    }

    static func withoutAccessor<S: StringProtocol>(_ name: S) -> String {
        var parts = String(name).split(separator: Character("."), omittingEmptySubsequences: false)
            .map(String.init)
        while parts.count > 1, let last = parts.last, CompiledSymbol.accessors.contains(last) {
            parts.removeLast()
        }
        return parts.joined(separator: ".")
    }

    static func withoutGenerics<S: StringProtocol>(_ name: S) -> String {
        CompiledSymbol.withoutGenerics(name)
    }
}
