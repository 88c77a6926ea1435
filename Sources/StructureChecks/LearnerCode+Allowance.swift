import Foundation
import SourceFacts
import Testing

extension LearnerCode {
    /// What a loader handed a `URLSession` may ask of it, as `allowed` patterns of
    /// ``expectReachOnly(from:allowing:seams:exempting:details:ignoringOwnDefaults:rootOnly:numbers:rule:sourceLocation:)``:
    /// its answer and the answer's status; the session's own settings, read to build a request
    /// like its own; and the same question asked the older way, a data task whose answer a
    /// continuation waits for.
    public static let sessionLoaderAPIs = [
        "Foundation.URLSession.data(*", "*HTTPURLResponse.statusCode",
        "*URLSession.configuration", "*URLSessionConfiguration.*",
        "*URLSession.dataTask*", "*URLSessionTask.resume*", "Swift.with*Continuation(*",
        // A data task is stopped when its caller is cancelled, as `data(from:)` stops.
        "Swift.withTaskCancellationHandler(operation:onCancel:isolation:)",
        "*URLSessionTask.cancel*",
    ]

    /// Expects the code of `policy` to reach only what the lesson allows, read from the
    /// compiler: its module's own code (followed at any depth, through helpers, initializers,
    /// closures, operators, property wrappers and defaults), calls through protocols (its
    /// seams), the Swift standard library except its volatile corners, and from Foundation and the
    /// system only pure values and the APIs in `allowed`.
    ///
    /// Everything else it reaches is reported with the way there, as the compiler resolved
    /// it: an API outside the allowance (`Foundation.Date.init()`), a global or static that
    /// holds more than a constant (shared state, whatever its type), or a type of the module
    /// that conforms to one of its seams (a detail the policy must be given, not build). The
    /// code of other builds, under a `#if`, is for ``expectNoConditionalCompilation(rule:sourceLocation:)``.
    ///
    /// - Parameters:
    ///   - policy: The type or free function whose code is followed, `ProfilePresenter`.
    ///   - allowed: Patterns of APIs beyond the standard library and Foundation's pure values
    ///     that the lesson allows, `static Foundation.Calendar.current`.
    ///   - seams: Protocols of other modules whose conforming types are details too
    ///     (`CustomStringConvertible` in a kata about descriptions); the module's own
    ///     protocols always are.
    ///   - exempt: Types of the module the lesson lets the policy build, whatever protocol
    ///     they conform to (a stable `Board`, which a learner may put behind a protocol), or
    ///     protocols whose conforming types it lets the policy build.
    ///   - details: The only types of the module that count as details, when the lesson names
    ///     them (the cells a formatter must not know): a value of the policy's own that conforms
    ///     to a seam too (a line it describes) is no detail.
    ///   - ignoringOwnDefaults: Whether the default values of the policy's own parameters are
    ///     left out, as the caller's code: a default is evaluated where it is called.
    ///   - rootOnly: Types of the module only the composition root may use, `Container`:
    ///     reaching one by any path, naming one, or calling through a protocol one of them
    ///     conforms to (the same locator behind a protocol) is reported.
    ///   - numbers: Whole numbers larger than 100 that the lesson names, which the policy may
    ///     write; any other is a limit of its own (`prefix(1_000)`) and is reported.
    ///   - rule: The rule such a reach breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectReachOnly(
        from policy: String,
        allowing allowed: [String] = [],
        seams: [String] = [],
        exempting exempt: [String] = [],
        details: Set<String>? = nil,
        ignoringOwnDefaults: Bool = false,
        rootOnly: [String] = [],
        numbers: [Int] = [],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        guard declares(policy, in: compiled, at: sourceLocation) else { return }
        // A subclass of the policy is the policy too: its overrides run where it is used.
        var policies = [policy]
        var index = 0
        while index < policies.count {
            let parent = policies[index]
            policies += sources.module.types.filter { type in
                type.kind == .class && type.inheritance.first?.names.first == parent
                    && !policies.contains(type.name)
            }
            .map(\.name)
            index += 1
        }
        // Every other type of the module, but protocols: exempting one would exempt its
        // conformers, the details among them.
        let others = details.map { only in
            sources.module.types.filter { $0.kind != .protocol && !only.contains($0.name) }
                .map(\.name)
        }
        func findings(from start: String, exempting: [String], why: String) -> [Finding] {
            reachFindings(
                from: start,
                in: compiled,
                sources: sources,
                allowance: Allowance(allowed: allowed, numbers: Set(numbers)),
                seams: seams,
                exempting: exempting + (others ?? []),
                ignoringOwnDefaults: ignoringOwnDefaults,
                rootOnly: rootOnly,
                rule: rule + "\n" + why + Self.allowanceSentence(allowed)
            )
        }
        // A stable type the policy may use as it is runs wherever the policy is handed it, so
        // its own code is held to the same allowance: a board that also makes the buttons
        // brings the details back through the one type the lesson let in.
        let stable = exempt.filter { name in
            !policies.contains(name) && ![nil, .protocol].contains(sources.module.kind(of: name))
        }
        // What the policy's files declare beside it is the policy's code too (`PolicyFiles`).
        let files = PolicyFiles(of: policies, in: sources.module, seams: seams, leaving: stable)
        func isDetail(_ name: String) -> Bool {
            guard !policies.contains(name), !exempt.contains(name) else { return false }
            if rootOnly.contains(name) { return true }
            guard let kind = sources.module.kind(of: name), kind != .protocol,
                details?.contains(name) ?? true
            else { return false }
            return !sources.module.supertypes(of: name).isDisjoint(with: files.seams.union(seams))
        }
        var found = policies.flatMap { findings(from: $0, exempting: exempt, why: "") }
        for type in stable {
            found += findings(
                from: type,
                exempting: exempt.filter { $0 != type },
                why: "`\(type)` is stable, so the policy may use it as it is; its own code is "
                    + "then the policy's, and reaches only what the policy may. "
            )
        }
        var besides: [Finding] = []
        for mate in files.mates {
            besides += findings(
                from: mate.name,
                exempting: exempt.filter { $0 != mate.name },
                why: files.why(mate, policy: policy)
            )
        }
        besides += files.details(isDetail, of: policy, rule: rule)
        besides += files.aliases(naming: isDetail, of: policy, in: sources.module, rule: rule)
        report(Finding.merging(found, besides, unlessNear: .column), in: sources)
    }

    /// Expects every protocol of the module to reach, through the bodies its extensions give
    /// its members, only what the lesson allows a policy (as `expectReachOnly(from:)` reads
    /// it): a default that builds a detail answers for every conformer that leaves the member
    /// out, a test's double included. Every protocol counts, the lesson's and any the learner adds
    /// (a refinement of a seam whose extension hands out the real services).
    ///
    /// - Parameters:
    ///   - rule: The rule such a default breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectProtocolsReachOnly(
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let protocols = compiled.reach.module.typeKinds.filter { $0.value == "protocol" }.keys
        var findings: [Finding] = []
        for name in protocols.sorted() {
            findings += reachFindings(
                from: name,
                in: compiled,
                sources: sources,
                allowance: Allowance(allowed: []),
                rule: rule + "\n" + Self.allowanceSentence([])
            )
        }
        report(findings, in: sources)
    }

    /// What `policy` reaches beyond `allowance`, each a finding with the way there.
    private func reachFindings(
        from policy: String,
        in compiled: CompilerView.Compiled,
        sources: Sources,
        allowance: Allowance,
        seams: [String] = [],
        exempting exempt: [String] = [],
        ignoringOwnDefaults: Bool = false,
        rootOnly: [String] = [],
        rule: String
    ) -> [Finding] {
        let reach = compiled.reach
        // Where a finding the compiler gives no place for is shown: the policy's first function.
        let policyLocation = reach.firstLocation(of: policy)
        var findings: [Finding] = []
        var workedOut: [Finding] = []
        for found in reach.findings(
            from: policy,
            allowance: allowance,
            seams: Set(seams),
            exempting: Set(exempt),
            includingDefaults: !ignoringOwnDefaults,
            rootOnly: Set(rootOnly),
            written: WrittenArithmetic.value(at:)
        ) {
            let way = Self.way(found.route).joined(separator: " → ")
            let fact: String
            switch found.kind {
            case .api(let api):
                fact =
                    "\(policy) reaches `\(api)`, which this kata does not allow it to reach: \(way) → \(api)."
            case .sharedState(let global):
                fact =
                    "\(policy) reaches `\(global)`, a global or static that holds more than a "
                    + "constant, so every caller shares it: \(way)."
            case .detail(let type, let seam):
                fact =
                    "\(policy) reaches `\(type)`, which conforms to its seam `\(seam)`: a detail "
                    + "the policy may use only through the seam, never build or call by its own "
                    + "name: \(way) → \(type)."
            case .cast, .typeName, .named, .creates:
                // Questions about what a value is, for ``expectNoCasts(reachedFrom:onlyErrors:rule:sourceLocation:)``,
                // and types the lesson names, for ``expectNoReach(from:to:orBuilding:ignoringOwnDefaults:rule:sourceLocation:)``:
                // this walk asks for neither.
                continue
            case .rootOnly(let type):
                fact =
                    "\(policy) reaches `\(type)`, which only the composition root may use: "
                    + "\(way) → \(type)."
            case .opensSeam(let proto, let how):
                let article = "AEIOU".contains(proto.first ?? "P") ? "an" : "a"
                fact =
                    "\(policy) looks at \(article) `\(proto)` beyond what the protocol says: it "
                    + "is \(how). "
                    + "A policy uses its seams only through their requirements, so it cannot "
                    + "tell one detail from another: \(way)."
            case .limit(let value):
                // The compiler's own numbers (a string's length, a conversion's range) have no
                // number written where they are placed.
                guard let place = found.location, Self.isWrittenNumber(value, at: place) else {
                    continue
                }
                // Named after the function that writes it, which the policy may reach from afar.
                fact =
                    "\(found.route.last ?? policy) writes the number \(value), a limit or a "
                    + "threshold the lesson never sets: the code behaves one way below it and "
                    + "another beyond it, where no test is likely to look (\(way))."
            case .workedOut(let value):
                fact =
                    "\(found.route.last ?? policy) works out the number \(value) here, as the "
                    + "compiler finds when it optimises the code: a limit or a threshold the "
                    + "lesson never sets, made by a loop or by arithmetic, below which the code "
                    + "behaves one way and beyond which another, where no test is likely to look "
                    + "(\(way))."
            case .extreme(let name):
                fact =
                    "\(policy) uses `\(name)`, a fixed value under a type's name: a limit or a "
                    + "threshold the lesson never sets, below which the code behaves one way and "
                    + "beyond which another, where no test is likely to look (\(way))."
            case .unstructuredTask(let api):
                fact =
                    "\(policy) makes a task of its own inside async code, `\(api)`: the "
                    + "caller's cancellation never reaches it, as with a detached task. Await "
                    + "the work itself, or use `async let` or a task group (\(way))."
            case .idleAwait(let awaited):
                fact =
                    "\(found.route.last ?? policy) awaits `\(awaited)`, which does not wait "
                    + "for one of the policy's seams on every path through it: while it waits, "
                    + "other work runs, so in code that keeps state a load started later can "
                    + "finish first and be overwritten by this one, or find the state half "
                    + "changed, and in code that keeps none the wait is for nothing. Await the "
                    + "seams (a call through a protocol, or an API the lesson names for this "
                    + "code), or code of your own that awaits them, and nothing else (\(way))."
            case .idleClosure(let closure):
                fact =
                    "`\(closure)` is an async closure that waits for none of the policy's seams: "
                    + "awaited, or run as a task of its own, it does its work at a later turn "
                    + "for no reason the lesson gives, not when it was asked, and meanwhile other "
                    + "work runs, so in code that keeps state a load started later can finish "
                    + "first and be overwritten. Do the work where it is asked, and await only "
                    + "the seams, or code of your own that awaits them (\(way))."
            }
            // A number is a limit whatever the policy may reach: its own rule says why.
            let isNumber: Bool
            switch found.kind {
            case .limit, .workedOut, .extreme: isNumber = true
            default: isNumber = false
            }
            let finding = Finding(
                at: found.location ?? policyLocation,
                in: sources,
                fact: fact,
                rule: isNumber ? Self.limitInReachRule : rule
            )
            if case .workedOut = found.kind {
                workedOut.append(finding)
            } else {
                findings.append(finding)
            }
        }
        return Finding.merging(findings, workedOut, unlessNear: .line)
    }

    /// The rule a number in a policy's reach breaks, whatever the kata allows the policy to
    /// reach: it is a limit, not a dependency.
    static let limitInReachRule = """
        A number the lesson does not set, in code the policy runs, is a limit of the code's own: \
        below it the code behaves one way and beyond it another, where no example looks. Work \
        with what the code is handed, whatever its size.
        """

    /// Whether the source at `place` writes the number `value`: a numeral (`1_000`, `6.5e4`), a
    /// string that is all number (`"65000"`), a character whose code is the number
    /// (`("ÿ" as Unicode.Scalar).value`, `UInt8(ascii: "x")`), or the largest or smallest value
    /// of an integer type as a number the compiler worked out (`UInt8.max`, `.max`,
    /// `Int(Int16.max)`: it places a conversion's number at the conversion).
    static func isWrittenNumber(_ value: Int, at place: CompiledLocation) -> Bool {
        guard let text = try? String(contentsOfFile: place.file, encoding: .utf8) else {
            return false
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(place.line - 1) else { return false }
        let rest = Substring(lines[place.line - 1]).utf8.dropFirst(place.column - 1)
        guard let first = rest.first else { return false }
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        if digits.contains(first) { return true }
        // A number written as text, for `Int(_:)` or `Double(_:)` to read: `"65000"`.
        if first == UInt8(ascii: "\""), let second = rest.dropFirst().first,
            digits.contains(second) || Array("+-.".utf8).contains(second)
        {
            return true
        }
        if first == UInt8(ascii: "\""), Self.quotedScalar(in: rest).map(Int.init) == value {
            return true
        }
        let word = String(decoding: rest.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
        return word.range(
            of: #"^([A-Za-z0-9_]+\()*(U?Int(8|16|32|64)?)?\.(max|min)\b"#,
            options: .regularExpression
        ) != nil
    }

    /// The one character a literal at the start of `text` holds (`"ÿ"`, `"\u{FF}"`), if it
    /// holds one.
    static func quotedScalar(in text: Substring.UTF8View) -> UInt32? {
        let quoted = String(
            decoding: text.dropFirst().prefix { $0 != UInt8(ascii: "\"") },
            as: UTF8.self
        )
        if quoted.hasPrefix("\\u{"), quoted.hasSuffix("}") {
            return UInt32(quoted.dropFirst(3).dropLast(), radix: 16)
        }
        let scalars = quoted.unicodeScalars
        return scalars.count == 1 ? scalars.first?.value : nil
    }

    /// What a policy may reach, in one sentence a learner can act on.
    static func allowanceSentence(_ allowed: [String]) -> String {
        let extra = allowed.isEmpty ? "" : ", and `\(allowed.joined(separator: "`, `"))`"
        return "A policy may reach its own module's code, its seams (calls through protocols), "
            + "the Swift standard library and the toolchain's Concurrency, Observation and "
            + "Synchronization modules, and Foundation's pure values (strings as written, not in "
            + "the user's language; numbers, dates given to it, URLs, data, JSON) and its "
            + "locks\(extra). Of those, not their volatile corners: randomness, the command "
            + "line, clocks, task-locals, yields to other work, awaits of anything that waits "
            + "for none of its seams, what is typed in or printed, raw memory, and types loaded "
            + "or looked up by name. Nothing else: not the clock, the environment, the user's "
            + "language, files, the network, threads or a shared instance."
    }

    /// The rule a branch on the platform's version breaks, in every kata: `#available` is
    /// checked when the code runs, not when it is built, so the rule of a `#if` is not its own.
    public static let availabilityRule = """
        The checker runs the code on one platform, at one version; an `#available` or \
        `#unavailable` runs another branch on the others, which no test here reaches, while the \
        app ships it. Kata code needs none: remove it.
        """

    /// Expects no code of the module to be compiled in some builds only: every `#if` whose
    /// branches hold more than imports is reported where it starts. The checker judges the
    /// code this build compiles; a `#if DEBUG`, `#if os(iOS)` or `#if canImport(UIKit)` hides a
    /// branch from it that another build (release, another platform) would ship. A branch on
    /// `#available` or `#unavailable`, which runs on some platforms' versions only, is reported
    /// too.
    ///
    /// - Parameters:
    ///   - rule: The rule such code breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoConditionalCompilation(
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let availability = sources.findings(
            ofWords: ["#available", "#unavailable"],
            rule: Self.availabilityRule
        ) {
            "`\($0)` runs a part of the code only on some versions of some platforms, which "
                + "the build that checks it may never be."
        }
        // The manifest decides which modules a module sees and what it is compiled with: a
        // `#if compiler(>=…)` or `#if os(…)` there reads another package on another toolchain
        // or platform. Each module of a package shares it; its findings are said once a run.
        let manifest = sources.manifest.map { manifest in
            Self.conditionalCompilation(in: [manifest], rule: rule).filter { finding in
                Self.manifestFindingsSaid.withLock {
                    $0.insert("\(finding.file):\(finding.line)").inserted
                }
            }
        }
        report(
            Self.conditionalCompilation(in: compiled.files, rule: rule) + availability
                + (manifest ?? []),
            in: sources
        )
    }

    /// The manifest findings of conditional compilation said so far in this test run.
    private static let manifestFindingsSaid = Locked<Set<String>>([])

    /// A finding for every `#if` in `files` whose branches hold more than imports
    /// (`#if canImport(FoundationNetworking)` around an import changes no code).
    static func conditionalCompilation(in files: [URL], rule: String) -> [Finding] {
        files.flatMap { file -> [Finding] in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.drop { $0 == " " || $0 == "\t" } }
            var findings: [Finding] = []
            var index = 0
            while index < lines.count {
                guard lines[index].hasPrefix("#if") else {
                    index += 1
                    continue
                }
                let start = index
                var depth = 0
                var onlyImports = true
                repeat {
                    let line = lines[index]
                    if line.hasPrefix("#if") { depth += 1 }
                    if line.hasPrefix("#endif") { depth -= 1 }
                    let isDirective = line.hasPrefix("#")
                    let isImport =
                        line.hasPrefix("import ") || line.hasPrefix("@preconcurrency import ")
                    let isComment = line.isEmpty || line.hasPrefix("//")
                    if !isDirective && !isImport && !isComment { onlyImports = false }
                    index += 1
                } while depth > 0 && index < lines.count
                guard !onlyImports else { continue }
                let condition = "`\(lines[start].prefix(60))`"
                findings.append(
                    Finding(
                        file: file.path,
                        line: start + 1,
                        column: 1,
                        fact: file.lastPathComponent == "Package.swift"
                            ? "\(condition) makes the package another one in some builds: "
                                + "other modules, dependencies or settings on another toolchain "
                                + "or platform."
                            : "\(condition) compiles a part of the code only in some builds.",
                        rule: rule
                    )
                )
            }
            return findings
        }
    }
}

extension LearnerCode {
    /// Expects no code of the module, wherever it is (a composition root, an app, a detail), to
    /// ask the process what it is: its arguments, its environment, its main bundle, the code it
    /// has loaded (a type looked up by its name, a symbol asked of the dynamic linker) or its
    /// build configuration, the last one asked outright or through an `assert`, whose argument
    /// runs in debug builds only; nor to write the file or binary its caller is in (`#fileID`,
    /// `#filePath`, `#file`, `#dsohandle`); nor to reach anything else a test process differs
    /// in, which no kata needs: files (the process's own command line is one on Linux,
    /// `/proc/self/cmdline`), other processes, signals, the process's end, raw memory. Those are
    /// the ways code tells a test run from the app, and code that can behave one way under its
    /// tests and another in the app is judged by nothing.
    ///
    /// Nor, unless `zoneAllowed`, to read the machine's time zone, whose the tests run in one
    /// and the people who use the app in theirs.
    ///
    /// - Parameters:
    ///   - zoneAllowed: Whether the lesson lets the code read the machine's time zone (a greeting
    ///     by the hour of the user's day).
    ///   - rule: The rule such code breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoTestDetection(
        zoneAllowed: Bool = false,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let findings = compiled.reach.verdictReaches()
            .map { reach in
                let fact =
                    switch reach.capability {
                    case .network:
                        "\(reach.function) asks what answers its session, `\(reach.api)`: a "
                            + "test's session answers through URLProtocol classes of its own, the "
                            + "app's through the network. Use the session you are handed, "
                            + "whatever answers it."
                    case .environment:
                        "\(reach.function) asks the process `\(reach.api)`."
                    case .files:
                        "\(reach.function) reads or writes a file, or a path on disk, "
                            + "`\(reach.api)`: what the files say, and the folder a relative path "
                            + "starts from, differ between a test run and the app (on Linux the "
                            + "process's own command line is a file, `/proc/self/cmdline`), and "
                            + "no kata needs one."
                    case .debugOnly:
                        "\(reach.function) calls `\(reach.api)`: what it is handed runs in a "
                            + "debug build, where tests run, and never in the release build that "
                            + "ships."
                    case .loading:
                        "\(reach.function) asks what code the process has loaded, "
                            + "`\(reach.api)`: a test run has loaded the test frameworks, the app "
                            + "has not."
                    case .address:
                        "\(reach.function) reads where an object lies in memory, `\(reach.api)`: "
                            + "an address differs from run to run and between a test and the app, "
                            + "so a text, a number or an order made of it is a value no test can "
                            + "pin. An `ObjectIdentifier` is for telling objects apart (`==`, a "
                            + "dictionary's key), nothing more."
                    case .ending, .signals, .processes, .memory:
                        "\(reach.function) reaches `\(reach.api)`, which can "
                            + "\(reach.capability.rawValue): no kata needs it, and a test "
                            + "process differs from the app there."
                    }
                return Finding(at: reach.location, in: sources, fact: fact, rule: rule)
            }
        let readings = compiled.reach.localeReadings(zoneIncluded: !zoneAllowed)
        let locale = sources.findings(of: readings, rule: rule) {
            "\($0.function) reads the user's language and region, `\($0.api)`: the tests run in "
                + "one, the people who use the app in theirs, and the code answers each "
                + "differently."
        }
        let stores = sources.findings(of: compiled.reach.processStoreUses(), rule: rule) {
            "\($0.function) reaches `\($0.api)`, a store every module of the process shares: "
                + "what one writes there any other reads, a test's included, and no kata needs one."
        }
        report(
            findings + locale + stores + callerFileFindings(in: sources, rule: rule),
            in: sources
        )
    }

    /// Every place the module writes what its caller is (`#fileID`, `#filePath`, `#file`,
    /// `#function`, `#line`, `#column`), the binary it is loaded from (`#dsohandle`) or the actor
    /// it runs on (`#isolation`): as a default argument, each tells a call from a test from a
    /// call in the app, without asking the process.
    private func callerFileFindings(in sources: Sources, rule: String) -> [Finding] {
        let words: Set<String> = [
            "#fileID", "#filePath", "#file", "#function", "#line", "#column", "#dsohandle",
            "#isolation",
        ]
        return sources.findings(ofWords: words, rule: rule) {
            "`\($0)` names where the code is called from (the file, the function, the line, the "
                + "binary or the actor): as a default argument, it tells a call in a test from "
                + "a call in the app, and the code can behave one way for each."
        }
    }
}

extension LearnerCode {
    /// The rule a clock read, or a wait, breaks in a kata whose program has no need of time.
    public static let timelessRule = """
        Code that reads a clock of any kind (the date, a `ContinuousClock`, a `DispatchTime`) or \
        waits (`Task.sleep`, a timer) behaves by the pace of its calls: a test taps in a blink, \
        a person pauses. This program has no need of time, as the Before code shows, so no code \
        of it reads any.
        """

    /// Expects no code of the module, a detail's and a root's included, to read a clock of any
    /// kind (the date now, a `ContinuousClock`, a `DispatchTime`) or to wait (`Task.sleep`, a
    /// timer, `asyncAfter`), in a kata whose program has no need of time: code that does
    /// behaves by the pace of its calls, which a test sets one way and a person another.
    ///
    /// - Parameters:
    ///   - owners: The types whose code may read a clock, with everything nested in them: the
    ///     live clock the root builds, in a kata whose app tells the time.
    ///   - closureOwners: The types whose closures may read a clock, but not their methods:
    ///     the root, which may make the live clock as a closure, but decides nothing by the
    ///     time itself.
    ///   - rule: The rule such code breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoTimekeeping(
        exempting owners: Set<String> = [],
        closuresOf closureOwners: Set<String> = [],
        rule: String = LearnerCode.timelessRule,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoUses(
            { $0.timeReadings(exempting: owners, closuresOf: closureOwners) },
            rule: rule,
            at: sourceLocation
        ) {
            "\($0.function) reads a clock or waits, `\($0.api)`."
        }
    }
}

extension LearnerCode {
    /// Expects no code of the module, a detail's and a root's included, to draw a random
    /// number, whatever the spelling: the standard library's `random`, a shuffle, a random
    /// element, C's generators, a new `UUID` or a hash value, which is seeded anew in each
    /// process. Code that draws one behaves one way in a test's runs and another, now and then,
    /// for the people who use it (a button in four thousand with the wrong image), and no kata
    /// needs one.
    ///
    /// - Parameters:
    ///   - rule: The rule such code breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoRandomness(
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoUses({ $0.randomDraws() }, rule: rule, at: sourceLocation) {
            "\($0.function) draws a random number, `\($0.api)`."
        }
    }
}

extension LearnerCode {
    /// Expects the module to be a contract: protocols and the values that cross them, and no
    /// behaviour of its own. A protocol extension with a body answers for every conformer (an
    /// `isAuthenticated` that says yes), a free function or a class is an implementation: each
    /// is reported, read from the compiler, where it is written.
    ///
    /// - Parameters:
    ///   - rule: The rule behaviour in a contract breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectOnlyContracts(
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        var findings: [Finding] = []
        var seen = Set<String>()
        for definition in compiled.reach.ownDefinitions() {
            let (owner, name, place) = (
                definition.path[0], definition.function.name, definition.place
            )
            let what: String
            switch definition.ownerKind {
            case "protocol":
                what = "an extension of the protocol `\(owner)` with a body (`\(name)`)"
            case "class", "actor":
                what = "the \(definition.ownerKind ?? "class") `\(owner)`, an implementation"
            case nil where definition.path.count == 1:
                what = "the function `\(name)`, an implementation"
            default:
                continue
            }
            guard seen.insert(what).inserted else { continue }
            findings.append(
                Finding(
                    file: place.file,
                    line: place.line,
                    column: place.column,
                    fact: "\(moduleName) holds \(what).",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }
}

extension LearnerCode {
    /// The module as the compiler lowered it, or nil after recording why it could not be.
    func compiled(_ sources: Sources, at sourceLocation: SourceLocation) -> CompilerView.Compiled? {
        switch CompilerView.reach(of: moduleName, sourcesFolder: sources.folder ?? sources.base) {
        case .success(let compiled):
            return compiled
        case .failure(let error):
            Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Reports each place that `uses` finds in the module as the compiler reads it, saying
    /// `fact` of it: the body of every expectation that forbids one kind of use outright (a
    /// clock, a random number, work in a `deinit`).
    func expectNoUses(
        _ uses: (CompiledReach) -> [APIUse],
        rule: String,
        at sourceLocation: SourceLocation,
        fact: (APIUse) -> String
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        report(sources.findings(of: uses(compiled.reach), rule: rule, fact: fact), in: sources)
    }

    /// Whether the compiled module declares a type or a free function called `name`; records
    /// an issue when it does not.
    func declares(
        _ name: String,
        in compiled: CompilerView.Compiled,
        at sourceLocation: SourceLocation
    ) -> Bool {
        guard !compiled.reach.declares(name) else { return true }
        Issue.record(
            Comment(rawValue: "No type or function named \(name) was found in \(moduleName)."),
            sourceLocation: sourceLocation
        )
        return false
    }
}

extension LearnerCode {
    /// Expects no code of the module, a detail's, a container's and a root's included, to write
    /// a whole number above 100 that the lesson does not list: digits (`5_000`), a character's
    /// code (`("ÿ" as Unicode.Scalar).value`), a number under a type's name (`Int16.max`,
    /// `MemoryLayout<Int64>.size`) or a limit worked out of small numbers (`7 * 15`).
    /// `expectReachOnly` holds a policy to the same
    /// rule; this one holds the code no policy reaches, where a limit past every example (a
    /// board over 200 rows, a button beyond x = 5,000) is as hidden.
    ///
    /// - Parameters:
    ///   - numbers: Whole numbers beyond 0, ±1 and ±2 that the lesson names (a stub's canned
    ///     prices), which any code of the module may write.
    ///   - numbersOfTypes: Whole numbers that the lesson names for the code of one type only,
    ///     by the type's name: the 100 cents of a euro, for the type that writes an amount.
    ///   - rule: The rule such a number breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectNoLimits(
        numbers: [Int] = [],
        numbersOfTypes: [String: [Int]] = [:],
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let reach = compiled.reach
        var findings: [Finding] = []
        var workedOut: [Finding] = []
        var seen = Set<CompiledLocation>()
        var rangeLines = Set<String>()
        for function in reach.ownFunctions() {
            let owner = reach.symbol(function.mangled)?.path.first
            let allowance = Allowance(
                numbers: Set(numbers + (owner.flatMap { numbersOfTypes[$0] } ?? []))
            )
            for (name, isType, location) in reach.rangeLimits(in: function) {
                // Once per line and type: `count += 1` on a UInt16 makes its 1 and adds it.
                guard let place = location,
                    rangeLines.insert("\(place.file):\(place.line):\(name)").inserted,
                    seen.insert(place).inserted
                else { continue }
                let what =
                    isType
                    ? "`\(name)`, a number type whose range is narrower than Int's and Double's"
                    : "`\(name)`, arithmetic that wraps or clamps where Swift's traps"
                findings.append(
                    Finding(
                        at: place,
                        in: sources,
                        fact: "\(function.name) uses \(what): a limit the lesson never sets, "
                            + "written as a type rather than a number, beyond which the code "
                            + "traps or gives another answer, where no test is likely to look.",
                        rule: rule
                    )
                )
            }
            for (name, location) in reach.extremes(in: function) {
                guard let place = location, seen.insert(place).inserted else { continue }
                findings.append(
                    Finding(
                        at: place,
                        in: sources,
                        fact: "\(function.name) uses `\(name)`, a fixed value under a type's "
                            + "name: a limit the lesson never sets, below which the code "
                            + "behaves one way and beyond which another, where no test is likely "
                            + "to look.",
                        rule: rule
                    )
                )
            }
            for reference in function.references {
                if case .workedOut(let value) = reference.kind, let place = reference.location,
                    !allowance.allows(number: value), seen.insert(place).inserted
                {
                    workedOut.append(
                        Finding(
                            file: place.file,
                            line: place.line,
                            column: place.column,
                            fact: "\(function.name) works out the number \(value) here, as the "
                                + "compiler finds when it optimises the code: a limit the lesson "
                                + "never sets, made by a loop or by arithmetic, below which the "
                                + "code behaves one way and beyond which another, where no test "
                                + "is likely to look.",
                            rule: rule
                        )
                    )
                }
                guard case .number(let value) = reference.kind, let place = reference.location
                else { continue }
                let number = WrittenArithmetic.value(at: place) ?? value
                guard !allowance.allows(written: number), Self.isWrittenNumber(value, at: place),
                    seen.insert(place).inserted
                else { continue }
                findings.append(
                    Finding(
                        file: place.file,
                        line: place.line,
                        column: place.column,
                        fact: "\(function.name) writes the number \(number), a limit the lesson "
                            + "never sets: the code behaves one way below it and another beyond "
                            + "it, where no test is likely to look.",
                        rule: rule
                    )
                )
            }
        }
        report(
            Finding.merging(findings, workedOut, unlessNear: .line)
                + sources.textsCounted(rule: rule),
            in: sources
        )
    }
}

extension LearnerCode.Sources {
    /// What counts or walks the characters of a text: a count, a loop over it, a list made of it.
    static let countingMembers: Set<String> = [
        "count", "utf8", "utf16", "unicodeScalars", "indices", "endIndex", "reduce", "map",
        "compactMap", "flatMap", "forEach", "enumerated", "makeIterator", "lazy", "reversed",
        "filter", "allSatisfy", "split", "underestimatedCount", "utf8CString",
    ]

    /// A finding at every place the module counts or walks the characters of a text it writes
    /// itself, a string literal or a constant that holds one (`for _ in "histories" { n += n }`,
    /// `word.count`, `Array("abcd")`): a number spelled as a text's length, a limit the number
    /// rule cannot read.
    func textsCounted(rule: String) -> [Finding] {
        module.files.flatMap { file in
            let tokens = file.tokens
            // Names given a string literal alone: `let word = "histories"`.
            var texts = Set<String>()
            for index in tokens.indices.dropFirst(3)
            where tokens[index].kind == .string && tokens[index - 1].isSymbol("=")
                && (tokens[index - 3].isWord("let") || tokens[index - 3].isWord("var"))
                && (index + 1 == tokens.count || tokens[index + 1].startsLine
                    || tokens[index + 1].isSymbol(";"))
            {
                texts.insert(tokens[index - 2].text)
            }
            func isText(_ token: Token) -> Bool {
                (token.kind == .string && !token.text.contains("\\("))
                    || (token.kind == .word && texts.contains(token.text))
            }
            var found: [Finding] = []
            for (index, token) in tokens.enumerated() where isText(token) {
                let before = index > 0 ? tokens[index - 1] : nil
                let after = index + 2 < tokens.count ? (tokens[index + 1], tokens[index + 2]) : nil
                // `for … in "text"`, not a closure's `{ _ in "text" }`.
                var walked = false
                if before?.isWord("in") == true {
                    var back = index - 2
                    while back >= 0, !tokens[back].isSymbol("{"), !tokens[back].isSymbol("}") {
                        if tokens[back].isWord("for") {
                            walked = true
                            break
                        }
                        back -= 1
                    }
                }
                let counted =
                    after.map { $0.0.isSymbol(".") && Self.countingMembers.contains($0.1.text) }
                    ?? false
                let listed =
                    index >= 2 && before?.isSymbol("(") == true
                    && ["Array", "Set", "ContiguousArray"].contains(tokens[index - 2].text)
                guard walked || counted || listed else { continue }
                found.append(
                    Finding(
                        file: file.path,
                        position: token,
                        fact: "The code counts or walks the characters of a text it writes "
                            + "itself, `\(token.kind == .string ? "\"\(token.text)\"" : token.text)`: "
                            + "a number spelled as a text's length, a limit the lesson never "
                            + "sets, below which the code behaves one way and beyond which "
                            + "another.",
                        rule: rule
                    )
                )
            }
            return found
        }
    }
}

extension LearnerCode {
    /// Expects every function of the module that makes an instance of `type`, a class of
    /// another module (`DateFormatter`), to set its `property` too (`locale`): a formatter left
    /// with what its initializer chose writes as the machine it runs on is set up, which no test
    /// on one machine sees.
    ///
    /// - Parameters:
    ///   - property: The property each new instance must be told.
    ///   - type: The class, by its name without its module.
    ///   - rule: The rule an instance left as it was made breaks, in the kata's words.
    ///   - sourceLocation: Where to report what is not found.
    public func expectEveryInstance(
        of type: String,
        toBeTold property: String,
        rule: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let sources = sources(at: sourceLocation),
            let compiled = compiled(sources, at: sourceLocation)
        else { return }
        let reach = compiled.reach
        var findings: [Finding] = []
        for function in reach.ownFunctions() {
            let making = function.references.first { reference in
                guard case .symbol(let target) = reference.kind,
                    let callee = reach.module.functions[target], !callee.isDefinedHere
                else { return false }
                return reach.apiName(of: callee).hasSuffix(".\(type).init()")
            }
            let tells = function.references.contains { reference in
                guard case .classMethod(let owner, let member) = reference.kind else {
                    return false
                }
                return owner == type && member == "\(property).setter"
            }
            guard let making, !tells else { continue }
            findings.append(
                Finding(
                    at: making.location ?? function.location,
                    in: sources,
                    fact: "\(function.name) makes a `\(type)` and never sets its `\(property)`: "
                        + "it keeps what the machine it runs on chose.",
                    rule: rule
                )
            )
        }
        report(findings, in: sources)
    }
}

extension Finding {
    /// A finding at the place the compiler gives, or at the top of the module's folder when it
    /// gives none.
    init(at place: CompiledLocation?, in sources: LearnerCode.Sources, fact: String, rule: String) {
        self.init(
            file: place?.file ?? (sources.folder ?? sources.base).path,
            line: place?.line ?? 1,
            column: place?.column ?? 1,
            fact: fact,
            rule: rule
        )
    }
}

extension LearnerCode.Sources {
    /// A finding at every place of `uses`, saying `fact` of each.
    func findings(of uses: [APIUse], rule: String, fact: (APIUse) -> String) -> [Finding] {
        uses.map { Finding(at: $0.location, in: self, fact: fact($0), rule: rule) }
    }

    /// A finding at every place the module's code writes one of `words` (`#available`), saying
    /// `fact` of the word.
    func findings(
        ofWords words: Set<String>,
        rule: String,
        fact: (String) -> String
    ) -> [Finding] {
        module.files.flatMap { file in
            file.tokens.filter { $0.kind == .word && words.contains($0.text) }.map { token in
                Finding(file: file.path, position: token, fact: fact(token.text), rule: rule)
            }
        }
    }
}
