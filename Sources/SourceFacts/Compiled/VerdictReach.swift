/// What code could use to write a check's verdict itself, to leave the test process before the
/// verdict is written, or to tell a test run from the app: files, the process's end, signals,
/// other processes, the environment and arguments, code loaded at run time, what answers a
/// network session, raw memory.
///
/// A graded check refuses learner code that reaches any of these, in any module of the exercise:
/// no kata needs them, and code that has them could forge its grade.
package enum VerdictCapability: String, Sendable, CaseIterable {
    case files = "write or read files"
    case ending = "end the process"
    case signals = "send signals"
    case processes = "start other processes"
    case environment =
        "read or change the process's environment and arguments, or ask its thread or priority"
    case debugOnly = "run code in debug builds only"
    case loading = "load code at run time, or look up by name the code the process has loaded"
    case network = "ask what answers a network session"
    case memory = "touch raw memory"
    case address = "read where an object lies in memory"

    /// The APIs of each capability, as ``Allowance`` names APIs (`*` for any text).
    static let patterns: [(VerdictCapability, [String])] = [
        (
            .files,
            [
                "*Foundation.FileManager*", "*Foundation.FileHandle*", "*Foundation.OutputStream*",
                "*Foundation.InputStream*", "*Foundation.FileWrapper*", "*Foundation.Pipe*",
                "Foundation.*.write(to*", "Foundation.*.write(toFile*", "*Foundation.*(contentsOf*",
                "*Foundation.*(contentsOfFile*", "C.open", "C.openat", "C.creat", "C.write",
                "C.pwrite", "C.read", "C.fopen", "C.fdopen", "C.freopen", "C.fwrite", "C.fputs",
                "C.fputc", "C.fprintf", "C.vfprintf", "C.dprintf", "C.dup", "C.dup2", "C.unlink",
                "C.remove", "C.rename", "C.truncate", "C.ftruncate", "C.mkstemp", "C.symlink",
                "C.link", "C.opendir", "C.readdir", "C.stat", "C.lstat", "C.fstat", "C.readlink*",
                "C.realpath", "C.access", "C.faccessat", "C.getcwd", "C.chdir", "C.pread",
                "C.fread", "C.fgets", "C.getline", "C.fscanf", "C.scandir", "C.glob",
                // A path on disk, which a relative one resolves against the folder the process
                // runs in: a test runs in the package's, an app elsewhere.
                "*Foundation.URL.init(fileURLWithPath*", "*Foundation.URL.init(filePath*",
                "*Foundation.URL.standardizedFileURL*", "*Foundation.URL.resolvingSymlinksInPath*",
                "*Foundation.URL.currentDirectory*", "*Foundation.URL.homeDirectory*",
                "*Foundation.URL.temporaryDirectory*", "*Foundation.URL.checkResourceIsReachable*",
                "*Foundation.URL.resourceValues*", "*Foundation.NSHomeDirectory*",
                "*Foundation.NSTemporaryDirectory*", "*Foundation.NSUserName*",
                "*Foundation.NSFullUserName*", "*Foundation.NSString.expandingTildeInPath*",
                "*Foundation.NSString.standardizingPath*", "C.getpwuid*", "C.getuid", "C.geteuid",
                "C.gethostname", "C.uname",
            ]
        ),
        (
            .ending,
            [
                "C.exit", "C._exit", "C._Exit", "C.abort", "C.quick_exit", "Foundation.exit*",
                "*Foundation.Thread.exit*", "C.pthread_exit", "C.atexit",
            ]
        ),
        (.signals, ["C.kill", "C.raise", "C.signal", "C.sigaction", "C.pthread_kill", "C.killpg"]),
        (
            .processes,
            [
                "*Foundation.Process.*", "*Foundation.NSTask*", "C.posix_spawn*", "C.fork",
                "C.vfork", "C.exec*", "C.system", "C.popen",
            ]
        ),
        (
            .environment,
            [
                "*Foundation.ProcessInfo*", "*Swift.CommandLine*", "C.getenv", "C.secure_getenv",
                "C.setenv", "C.putenv", "C.unsetenv", "C.clearenv", "C.environ",
                "*Foundation.Bundle.main*", "*Foundation.Bundle.allBundles*",
                "Swift._is*Configuration*",
                // Which thread or queue runs the code: the app starts on the main thread, a test
                // framework runs its tests on others.
                "*Foundation.Thread.*", "C.pthread_self", "C.pthread_main_np", "C.gettid",
                "C.pthread_getname_np", "*Dispatch.DispatchQueue.getSpecific*",
                "*__dispatch_queue_get_label*", "*Foundation.OperationQueue.current*",
                "*Foundation.OperationQueue.main*", "*Foundation.RunLoop.current*",
                "*Foundation.RunLoop.main*",
                "*Swift.MainActor.assertIsolated*", "*Swift.MainActor.assumeIsolated*",
                "*Swift.MainActor.preconditionIsolated*",
                // Who runs the process and what started it: a test runner as root on a CI
                // machine, the system for an app.
                "C.getppid", "C.getpid", "C.getpgrp", "C.getpgid", "C.getsid", "C.getgid",
                "C.getegid", "C.getgroups", "C.getlogin*", "C.isatty", "C.ttyname*",
                "C.getrlimit", "C.sysconf", "C.getauxval",
                // At which priority the code runs: a screen's task runs at the user's, a test's
                // at the default one.
                "*.currentPriority", "static *.currentPriority", "*.basePriority",
                // The name of the task it runs in, which a test runner gives every test's, and
                // whether its caller was cancelled, asked of the task. (A cancellation handler
                // passes the caller's cancellation on to work it started, as a loader's data
                // task, and a checker cancels such a load on purpose.)
                "static *Task*.name", "static *Task*.isCancelled",
                "static *Task*.checkCancellation()",
                "*UnsafeCurrentTask*", "*qualityOfService*", "*Dispatch.DispatchQoS*",
                "*Dispatch.dispatchPrecondition*", "C.qos_class_self", "C.pthread_get_qos_class_np",
            ]
        ),
        // A test's session answers through URLProtocol classes of its own, the app's through
        // the network. A loader may follow its session's settings (its cache policy, its
        // time-out), not ask what answers it.
        (.network, ["*URLSessionConfiguration.protocolClasses*", "*URLProtocol.*"]),
        // What an `assert` is handed runs in a debug build, the one tests run, and never in
        // a release build, the one that ships: `assert({ flag = true; return true }())`.
        (.debugOnly, ["Swift.assert(*", "Swift.assertionFailure(*"]),
        // A type looked up by its name answers whether the module that declares it is loaded:
        // `_typeByName("XCTest.XCTestCase")` is non-nil in a test run only; and so does any
        // member of a test framework a module uses.
        (
            .loading,
            [
                "C.dlopen", "C.dlsym", "C.dlclose", "C.dladdr", "C.dl_iterate_phdr",
                "*Foundation.Bundle.load*", "Swift._typeByName*", "Swift._getTypeByMangledName*",
                "C.swift_getTypeByMangledName*", "*Foundation.NSClassFromString*",
                "*Foundation.NSProtocolFromString*",
                // The test frameworks themselves, which the app never loads: whatever they
                // answer (`Test.current`, `XCTContext`) says whether a test is running.
                "Testing.*", "static Testing.*", "XCTest.*", "static XCTest.*",
            ]
        ),
        (
            .memory,
            [
                "*Swift.Unsafe*", "*Swift.unsafe*", "*Swift.withUnsafe*", "*Swift.Unmanaged*",
                "*Swift.OpaquePointer*", "C.memcpy", "C.memmove", "C.memset", "C.mmap",
                "C.mprotect", "C.ptrace", "C.syscall",
            ]
        ),
    ]

    /// The capability `api` gives, if any. A C function matches with or without its labels
    /// (`C.exit`, `C.exit(_:)`).
    package static func of(_ api: String) -> VerdictCapability? {
        patterns.first { _, patterns in Allowance.matches(anyOf: patterns, api) }?.0
    }

    /// The classes of other modules whose methods, called through a class's table, give a
    /// capability; a class of the learner's own module with one of these names gives none.
    static let classes: [String: VerdictCapability] = [
        "FileManager": .files, "FileHandle": .files, "OutputStream": .files,
        "InputStream": .files, "FileWrapper": .files, "Pipe": .files, "Process": .processes,
        "ProcessInfo": .environment, "Bundle": .loading, "Thread": .environment,
    ]
}

/// One place where a function of a module calls an API of another: `api` as ``Allowance`` names
/// it (`Foundation.DateInterval.init()`), in `function`, as the compiler names it, at `location`
/// when the compiler says.
package struct APIUse: Sendable, Hashable {
    package let api: String
    package let function: String
    package let location: CompiledLocation?
}

/// The ways code reads the date now: Foundation's and C's clocks, and how long the system has
/// been up. A test that reads one chooses no moment of its own: what it checks depends on when it
/// runs. A clock that gives no date (`ContinuousClock`, a `DispatchTime`) measures how long a test
/// waits, and is not one.
package enum ClockReading {
    /// The APIs that read the date now, as ``Allowance`` names APIs.
    static let patterns = [
        "Foundation.Date.init()", "static Foundation.Date.now",
        "*Foundation.Date.init(timeIntervalSinceNow:*", "Foundation.Date.timeIntervalSinceNow",
        "static Foundation.Date.timeIntervalSinceReferenceDate", "*Foundation.NSDate*",
        "Foundation.DateInterval.init()", "Foundation.ProcessInfo.systemUptime",
        "Foundation.TimeZone.nextDaylightSavingTimeTransition",
        "*CFAbsoluteTimeGetCurrent*", "Foundation.Calendar.isDateIn*",
        "*RelativeDateTimeFormatter*", "C.time", "C.clock_gettime", "C.gettimeofday", "C.ftime",
        "C.sysinfo",
    ]

    /// Whether `api` reads the time now. A C function matches with or without its labels.
    package static func reads(_ api: String) -> Bool {
        Allowance.matches(anyOf: patterns, api)
    }
}

/// The ways code tells how much time passes: every clock, the date now included, and every way
/// to wait or to be called back later. Code that reads one behaves by the pace of its calls,
/// which tests set one way and people another.
package enum TimeReading {
    /// The APIs that read a clock or wait, as ``Allowance`` names APIs.
    static let patterns =
        ClockReading.patterns + [
            "*Swift.ContinuousClock*", "*Swift.SuspendingClock*", "*Dispatch.DispatchTime*",
            "*Dispatch.DispatchWallTime*", "*Dispatch.DispatchQueue.asyncAfter*",
            "*Dispatch.DispatchSource*", "*Task*sleep*", "*Foundation.Timer*",
            // A run loop runs, waits or is called back later; which one runs the code is a
            // question of which thread, asked of the environment.
            "*Foundation.RunLoop.run*", "*Foundation.RunLoop.acceptInput*",
            "*Foundation.RunLoop.limitDate*", "*Foundation.RunLoop.add*",
            "*Foundation.RunLoop.perform*", "*Foundation.RunLoop.schedule*",
            "C.clock", "C.sleep", "C.usleep", "C.nanosleep",
            "C.clock_nanosleep", "C.times", "C.getrusage",
        ]
}

/// The ways code draws a random number: the standard library's, C's, a new `UUID`, or a hash
/// value (seeded anew in each process). Code that draws one does something else from run to
/// run, and a test sees only what its runs happened to draw.
package enum RandomDraw {
    /// The standard library's: a generator, a random element or order, a hash value.
    static let standardLibrary = [
        "*.random(*", "*.randomElement(*", "*SystemRandomNumberGenerator*", "*.shuffled(*",
        "*.shuffle(*", "*.hashValue", "Swift.Hasher.finalize()", "*per-process hash seed*",
    ]

    /// Whether `function` is the compiler's witness of a `Hashable` requirement: a type that is
    /// `Hashable` (a coding key enum written out, say) gets one that hands its hash value on,
    /// and reads no hash value of its own until some code asks.
    static func isHashableWitness(_ function: String) -> Bool {
        ["protocol witness for Hashable.", "protocol witness for Swift.Hashable."].contains {
            function.hasPrefix($0)
        }
    }

    /// The APIs that draw a random number, as ``Allowance`` names APIs.
    static let patterns =
        standardLibrary + [
            "Foundation.UUID.init()", "C.rand", "C.random", "C.arc4random*", "C.drand48",
            "C.erand48", "C.lrand48", "C.mrand48", "C.getrandom", "C.getentropy", "C.rand_r",
        ]
}

/// One place where a module's code reaches a ``VerdictCapability``.
package struct VerdictReach: Sendable, Hashable {
    /// The API reached, as ``Allowance`` names it: `Foundation.FileManager.createFile(atPath:…)`.
    package let api: String
    package let capability: VerdictCapability
    /// The function of the module that reaches it, as the compiler names it.
    package let function: String
    /// Where in the source, when the compiler says.
    package let location: CompiledLocation?
}

extension CompiledReach {
    /// Every place where a function this module defines calls, or takes the address of, an API
    /// of a ``VerdictCapability``, in the order of the functions' mangled names; one per
    /// function and API.
    package func verdictReaches() -> [VerdictReach] {
        outsideReferences { api, reference, function in
            // A class's member called through its table is named without the class's module
            // (`OperationQueue.current`): each of its names is looked up.
            let capability: VerdictCapability?
            if case .addressRead = reference.kind {
                capability = .address
            } else {
                capability =
                    spellings(of: api, reference).lazy.compactMap(VerdictCapability.of).first
                    ?? classCapability(reference)
            }
            return capability.map {
                VerdictReach(
                    api: api,
                    capability: $0,
                    function: function.name,
                    location: reference.location ?? function.location
                )
            }
        }
    }

    /// Every place where a function this module defines reads the date now, whatever the
    /// spelling (``ClockReading``), one per function and API.
    package func clockReadings() -> [APIUse] {
        uses { ClockReading.reads($0) }
    }

    /// Every place where a function this module defines reaches a store the whole process
    /// shares (``Allowance/processStores``), one per function and API.
    package func processStoreUses() -> [APIUse] {
        uses { Allowance.matches(anyOf: Allowance.processStores, $0) }
    }

    /// Every place where a function this module defines changes a setting the whole process
    /// reads (``Allowance/processSettings``), one per function and API.
    package func processSettings() -> [APIUse] {
        outsideReferences { api, reference, function in
            // A class property's setter is called through the class's table, as any setter
            // of the module's own would be.
            var setsAProperty = false
            if case .classMethod(let type, let member) = reference.kind {
                let member = member.replacingOccurrences(of: "`", with: "")
                setsAProperty =
                    (member.hasSuffix(".setter") || member.hasSuffix(".modify"))
                    && Allowance.processSettingProperties.contains(
                        "\(type).\(member.prefix { $0 != "." })"
                    )
            }
            let setting = spellings(of: api, reference).contains { name in
                Allowance.matches(anyOf: Allowance.processSettings, name)
            }
            guard setsAProperty || setting else { return nil }
            return APIUse(
                api: api,
                function: function.name,
                location: reference.location ?? function.location
            )
        }
    }

    /// Every place where a function this module defines reads the user's language and region
    /// (``Allowance/localeReading``), and their time zone with `zoneIncluded`
    /// (``Allowance/zoneReading``), one per function and API.
    package func localeReadings(zoneIncluded: Bool = false) -> [APIUse] {
        let patterns = Allowance.localeReading + (zoneIncluded ? Allowance.zoneReading : [])
        return uses { Allowance.matches(anyOf: patterns, $0) }
    }

    /// Every place where a function this module defines reads a clock or waits, whatever the
    /// spelling (``TimeReading``), one per function and API.
    package func timeReadings(
        exempting owners: Set<String> = [],
        closuresOf closureOwners: Set<String> = []
    ) -> [APIUse] {
        uses(exempting: owners, closuresOf: closureOwners) {
            Allowance.matches(anyOf: TimeReading.patterns, $0)
        }
    }

    /// Every place where a function this module defines draws a random number, whatever the
    /// spelling (``RandomDraw``), one per function and API.
    package func randomDraws() -> [APIUse] {
        uses { Allowance.matches(anyOf: RandomDraw.patterns, $0) }
            .filter { !RandomDraw.isHashableWitness($0.function) }
    }

    /// Every place where a function this module defines uses an API that `matches`, one per
    /// function and API; the code of `owners` (types, with everything nested in them) left out,
    /// and the closures `closureOwners` make, which they hand on (a live clock made as a closure
    /// at the root), but not their own methods.
    private func uses(
        exempting owners: Set<String> = [],
        closuresOf closureOwners: Set<String> = [],
        _ matches: (String) -> Bool
    ) -> [APIUse] {
        let paths = owners.map { $0.split(separator: ".").map(String.init) }
        let closurePaths = closureOwners.map { $0.split(separator: ".").map(String.init) }
        return outsideReferences { api, reference, function in
            guard spellings(of: api, reference).contains(where: matches) else { return nil }
            let path = symbol(function.mangled)?.path ?? []
            guard !paths.contains(where: { path.starts(with: $0) }) else { return nil }
            guard
                !(function.name.hasPrefix("closure #")
                    && closurePaths.contains(where: { path.starts(with: $0) }))
            else { return nil }
            return APIUse(
                api: api,
                function: function.name,
                location: reference.location ?? function.location
            )
        }
    }

    /// What `place` makes of every reference of a function this module defines to an API of
    /// another module, where it makes anything, in the order of the functions' mangled names;
    /// one per function and API.
    private func outsideReferences<Place>(
        _ place: (String, CompiledReference, CompiledFunction) -> Place?
    ) -> [Place] {
        var found: [Place] = []
        var seen = Set<String>()
        for function in ownFunctions() {
            for reference in function.references {
                guard let api = api(of: reference),
                    let made = place(api, reference, function),
                    seen.insert("\(function.mangled)|\(api)").inserted
                else { continue }
                found.append(made)
            }
        }
        return found
    }

    /// The names `api` goes by: a method of another module's class, called through its table,
    /// is named without the class's module there (`UserDefaults.set(_:forKey:)`), and is also
    /// named as Foundation's, whose classes the lists name with their module.
    private func spellings(of api: String, _ reference: CompiledReference) -> [String] {
        foreignClassMethod(reference) == nil ? [api] : [api, "Foundation." + api]
    }

    /// The class and member of a method of another module's class, called through its table,
    /// where `reference` is one: the compiler names the class without its module there.
    private func foreignClassMethod(
        _ reference: CompiledReference
    ) -> (type: String, member: String)? {
        guard case .classMethod(let type, let member) = reference.kind,
            module.typeKinds[type] == nil
        else { return nil }
        return (type, member)
    }

    /// The capability of a method of another module's class, called through its table.
    private func classCapability(_ reference: CompiledReference) -> VerdictCapability? {
        guard let (type, member) = foreignClassMethod(reference) else { return nil }
        if type == "Thread", member.hasPrefix("exit") { return .ending }
        return VerdictCapability.classes[type]
    }

    /// The API a reference names, when it is another module's or C's.
    private func api(of reference: CompiledReference) -> String? {
        switch reference.kind {
        case .symbol(let target):
            if module.globals[target] != nil || Self.isRuntime(target) { return nil }
            if let reading = othersDefaultReading(target) { return reading }
            guard let callee = module.functions[target] else {
                return apiName(ofUndeclared: target)
            }
            if callee.isDefinedHere, symbol(target)?.module ?? module.name == module.name {
                return nil
            }
            return apiName(of: callee)
        case .classMethod(let type, let member):
            if let setting = Self.formatterSetting(type: type, member: member) { return setting }
            let name = member.replacingOccurrences(of: "`", with: "")
            return "\(type).\(Self.withoutAccessor(Substring(name)))"
        case .addressRead(let how):
            return how
        case .requirement, .typeUse, .opensExistential, .number, .workedOut, .typeNameText,
            .capturedWrite, .fieldWrite, .closureKept, .selfKept, .suspension, .cast, .valueRead:
            return nil
        }
    }
}

extension CompiledReach {
    /// Visits the module's functions from `starts`, each once, handing `visit` every reference
    /// of each; `visit` returns the functions to visit next (a closure the code makes, the code
    /// of a type it runs). Every walk over what code runs, the deinit's, the root's, goes here.
    /// Returns the functions visited.
    @discardableResult
    package func walk(
        from starts: [String],
        _ visit: (CompiledFunction, CompiledReference) -> [String]
    ) -> Set<String> {
        var queue = starts
        var seen = Set<String>()
        while let current = queue.popLast() {
            guard seen.insert(current).inserted, let function = module.functions[current]
            else { continue }
            for reference in function.references {
                queue += visit(function, reference)
            }
        }
        return seen
    }

    /// Whether `member` (a name as the SIL prints it) is a property's accessor: reading or
    /// writing a field, no other code.
    static func isAccessor(_ member: String) -> Bool {
        ["getter", "setter", "modify", "read"].contains { member.hasSuffix($0) }
    }

    /// Walks from `start` as ``walk(from:_:)`` does, and gives back each callee `visit` reports
    /// (through its third argument, with where the call is), once, as a use by `start`.
    func usesOnce(
        from start: CompiledFunction,
        _ visit: (CompiledFunction, CompiledReference, (String, CompiledLocation?) -> Void) ->
            [String]
    ) -> [APIUse] {
        var uses: [APIUse] = []
        var reported = Set<String>()
        walk(from: [start.mangled]) { function, reference in
            visit(function, reference) { callee, location in
                guard reported.insert(callee).inserted else { return }
                uses.append(APIUse(api: callee, function: start.name, location: location))
            }
        }
        return uses
    }
}

extension CompiledReach {
    /// Every call a `deinit` of the module makes beyond letting go, one per deinit and callee:
    /// into the module's own code (another type's method, a helper of its own), through a
    /// protocol (a seam, this module's or a contract module's), or through the table of one of
    /// the module's classes, from the deinit or from a closure it makes (a task it starts); and
    /// every field of another class it writes in place. The standard library's own calls (a
    /// task cancelled, a collection emptied) and the type's own properties are letting go.
    package func deinitCalls() -> [APIUse] {
        collaboratorCalls(
            from: { $0.hasSuffix(".deinit") },
            // A subclass's deinit ends in its superclass's, judged on its own.
            counting: { type, member in !member.hasSuffix(".deinit") },
            asking: { _ in true }
        )
    }

    /// Every call a description of the module (`description`, `debugDescription`, what a
    /// `TextOutputStreamable` writes) makes into a collaborator, one per description and
    /// callee: a requirement of a protocol other than describing itself (a seam asked), a method
    /// of one of the module's classes or actors other than the type's own properties, from the
    /// description or from a closure it makes; and every field of another type it writes in
    /// place. Values described through their own descriptions, and the standard library's and
    /// Foundation's code, are reading.
    package func describingCalls() -> [APIUse] {
        let describing = ["description", "debugDescription", "write(", "write<"]
        return collaboratorCalls(
            from: {
                $0.hasSuffix(".description.getter") || $0.hasSuffix(".debugDescription.getter")
                    || $0.contains(".write<") && $0.contains("(to:)")
            },
            counting: { type, _ in
                type.map { ["class", "actor"].contains(module.typeKinds[$0]) } ?? false
            },
            asking: { member in !describing.contains { member.hasPrefix($0) } }
        )
    }

    /// Every call the functions of the module that `starts` names make into a collaborator,
    /// one per function and callee, from the function or a closure it makes: a function of the
    /// module whose type and name `counting` takes (the type's own properties aside), a
    /// requirement of a protocol whose member `asking` takes, a method through the table of a
    /// type `counting` takes; and every field of another type written in place.
    private func collaboratorCalls(
        from starts: (String) -> Bool,
        counting: (_ type: String?, _ member: String) -> Bool,
        asking: (String) -> Bool
    ) -> [APIUse] {
        var uses: [APIUse] = []
        for start in ownFunctions() where starts(start.name) {
            let owner = symbol(start.mangled)?.path.first
            func counts(_ type: String?, _ member: String) -> Bool {
                counting(type, member) && !(type == owner && Self.isAccessor(member))
            }
            uses += usesOnce(from: start) { function, reference, report in
                let place = reference.location ?? function.location
                switch reference.kind {
                case .symbol(let target):
                    guard let callee = module.functions[target], callee.isDefinedHere,
                        let called = symbol(target), called.module == module.name
                    else { return [] }
                    if callee.name.hasSuffix(" in \(start.name)") { return [target] }
                    if counts(called.path.first, callee.name) { report(callee.name, place) }
                case .requirement(let proto, let member) where asking(member):
                    report("\(proto).\(member)", place)
                case .classMethod(let type, let member)
                where module.typeKinds[type] != nil && counts(type, member):
                    report("\(type).\(member)", place)
                case .fieldWrite(let type, let field) where type != owner:
                    // Another object's state changed in place: no call shows it.
                    report("\(type).\(field) =", place)
                default:
                    break
                }
                return []
            }
        }
        return uses
    }
}

extension CompiledReach {
    /// Every call the code of `root` (its members and the closures it registers) makes beyond
    /// composing, one per function and callee: a method of another type of the module or of
    /// another module of the package, or a requirement of one of the module's protocols. Making
    /// an object, handing it over (a setter), the root's own code and the types only the root
    /// uses (`rootOnly`, a container) are composing.
    package func workWhileComposing(root: String, rootOnly: Set<String> = []) -> [APIUse] {
        let rootType = root.split(separator: ".").first.map(String.init) ?? root
        func composes(_ name: String) -> Bool {
            [
                ".init(", ".init<", "__allocating_init", "!allocator", "!initializer", ".setter",
                "!setter",
            ]
            .contains { name.contains($0) }
        }
        var uses: [APIUse] = []
        var reported = Set<String>()
        func report(_ api: String, from function: CompiledFunction, at place: CompiledLocation?) {
            guard reported.insert("\(function.mangled) \(api)").inserted else { return }
            uses.append(
                APIUse(api: api, function: function.name, location: place ?? function.location)
            )
        }
        // The root's own types: the root, what only it uses, and every type whose code uses
        // those (an assembly per feature the root runs), whose code is followed as the root's.
        let rootSide = rootSide(of: rootOnly).union([rootType])
        walk(from: functions(of: root)) { function, reference in
            switch reference.kind {
            case .symbol(let target):
                guard let callee = module.functions[target], let owner = symbol(target),
                    !composes(callee.name)
                else { return [] }
                if owner.module == module.name {
                    guard let type = owner.path.first, module.typeKinds[type] != nil else {
                        return []
                    }
                    if rootSide.contains(type) {
                        return rootOnly.contains(type) ? [] : functions(of: type)
                    }
                    // A result builder's step (`buildBlock`) is how the root's list is written:
                    // what it does is read inside it.
                    if callee.name.hasPrefix("static \(type).build") {
                        return [target]
                    }
                } else if CompiledSymbol.toolchainModules.contains(owner.module)
                    || owner.path.count < 2
                {
                    return []
                }
                report(callee.name, from: function, at: reference.location)
            case .requirement(let proto, let member)
            where module.typeKinds[proto] == "protocol" && !rootSide.contains(proto):
                report("\(proto).\(member)", from: function, at: reference.location)
            case .classMethod(let type, let member)
            where module.typeKinds[type] != nil && !rootSide.contains(type)
                && !composes("!\(member)"):
                report("\(type).\(member)", from: function, at: reference.location)
            default:
                break
            }
            return []
        }
        return uses
    }

    /// Each place where the code of the root's side (the root, and the types whose code uses
    /// what only the root uses) calls one of the root's tools (a member of a type in
    /// `rootOnly`) or a function of its own side on some of its paths only: under an `if`, a
    /// `guard`, a `switch`, a loop, `&&`, `||` or `??`. A root that registers or checks only
    /// when its container already holds something (as a test's does) wires the app it is
    /// handed one way and the app a user runs another.
    package func toolsUsedOnSomePaths(root: String, rootOnly: Set<String>) -> [APIUse] {
        guard !rootOnly.isEmpty else { return [] }
        let rootType = root.split(separator: ".").first.map(String.init) ?? root
        let side = rootSide(of: rootOnly).union([rootType]).subtracting(rootOnly)
        func owner(_ mangled: String) -> String? {
            symbol(mangled).flatMap { $0.module == module.name ? $0.path.first : nil }
        }
        var uses: [APIUse] = []
        for function in ownFunctions() {
            guard let type = owner(function.mangled), side.contains(type) else { continue }
            for (index, reference) in function.references.enumerated() {
                let called: String?
                switch reference.kind {
                case .symbol(let target):
                    called = owner(target).flatMap {
                        rootOnly.contains($0) || side.contains($0)
                            ? module.functions[target]?.name : nil
                    }
                case .classMethod(let type, let member) where rootOnly.contains(type):
                    called = "\(type).\(member)"
                default:
                    called = nil
                }
                guard let called, !function.isOnEveryPath(referenceAt: index) else { continue }
                uses.append(
                    APIUse(
                        api: called,
                        function: function.name,
                        location: reference.location ?? function.location
                    )
                )
            }
        }
        return uses
    }
}

extension CompiledReach {
    /// Every closure a type of the module makes in its own code and keeps in one of its own
    /// fields, one per function and field: code kept to run later, holding whatever it captured
    /// (the object itself, a collaborator it was meant to hold weakly) for as long as the field
    /// keeps it. A closure handed in from outside and kept is injected, and is not one; nor is
    /// one kept by a type of `exempt` (a composition root that keeps a factory per screen).
    package func closuresKeptByTheirMaker(exempting exempt: Set<String> = []) -> [APIUse] {
        fieldsKept { kind, owner in
            guard !exempt.contains(owner),
                case .closureKept(let type, let field, let closure) = kind, type == owner,
                module.functions[closure]?.name.hasPrefix("closure #") == true
            else { return nil }
            return "\(type).\(field)"
        }
    }

    /// Every place where an object of a class keeps itself strongly, one per function and
    /// field: itself in one of its own fields (an array of its own type it appends itself to),
    /// or a closure that captures it strongly in a field of another object (a view model's
    /// `onChange` set to `{ self.render() }`). Either ties the object to itself: nothing that
    /// lets go of it frees it. A closure kept in one of its own fields is
    /// ``closuresKeptByTheirMaker()``'s.
    package func selvesKeptStrongly() -> [APIUse] {
        fieldsKept { kind, owner in
            guard ["class", "actor"].contains(module.typeKinds[owner]),
                case .selfKept(let type, let field, let throughClosure) = kind,
                throughClosure ? type != owner : type == owner
            else { return nil }
            return "\(type).\(field)"
        }
    }

    /// The fields `keeping` names, `Type.field`, for the references of each function of the
    /// module and the type it belongs to: one use per function and field.
    private func fieldsKept(
        _ keeping: (CompiledReference.Kind, _ owner: String) -> String?
    ) -> [APIUse] {
        var uses: [APIUse] = []
        for function in ownFunctions() {
            guard let owner = symbol(function.mangled)?.path.first else { continue }
            var reported = Set<String>()
            for reference in function.references {
                guard let field = keeping(reference.kind, owner), reported.insert(field).inserted
                else { continue }
                uses.append(
                    APIUse(
                        api: field,
                        function: function.name,
                        location: reference.location ?? function.location
                    )
                )
            }
        }
        return uses
    }
}

extension CompiledReach {
    /// Every call an initializer of the module makes that asks for something, one per
    /// initializer and callee: a getter, or a method that gives a value back, of another type of
    /// the module (a board's cells read, a loader asked), of a protocol (a seam's), or a helper
    /// of the module's own, from the initializer or from the initial values of its stored
    /// properties. Making an object, delegating to another initializer, handing something over
    /// (a setter, a field written, a method that gives nothing back, such as registering as an
    /// observer) and the standard library's own work are keeping. The types of `roots`, whose
    /// work is to compose, are left out.
    package func initializerCalls(exempting roots: Set<String> = []) -> [APIUse] {
        // An initializer, an allocator, or a property's init accessor (`allNews.init`, which
        // `@Observable` writes for each stored property).
        func isInitializer(_ name: String) -> Bool {
            name.contains(".init(") || name.contains(".init<") || name.contains("__allocating_init")
                || name.hasSuffix(".init")
        }
        // A class's initializer, called through its table (a convenience initializer's
        // `self.init(…)`), is `init` there.
        func isHandingOver(_ member: String) -> Bool {
            member.hasSuffix("setter") || member.hasSuffix("modify") || isInitializer(member)
                || member == "init" || member.hasPrefix("init(") || member.hasPrefix("init!")
                || member.hasPrefix("__allocating_init")
        }
        func isReading(_ member: String) -> Bool {
            member.hasSuffix("getter") || member.hasSuffix("read")
        }
        // Whether a function of this SIL type gives a value back: `-> ()`, or a throw alone,
        // gives nothing.
        func givesBack(_ signature: String) -> Bool {
            guard let arrow = signature.range(of: "->", options: .backwards) else { return true }
            let result = signature[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            return result != "()" && !result.hasPrefix("@error")
        }
        // A method of the module, or a witness of a requirement, by its name: whether it gives
        // a value back; true when the module has none to say.
        func givesBack(named name: String) -> Bool {
            let found = module.functions.values.filter {
                $0.isDefinedHere
                    && ($0.name.hasPrefix(name + "(")
                        || $0.name.hasPrefix("protocol witness for \(name)("))
            }
            return found.isEmpty || found.contains { givesBack($0.signature) }
        }
        var uses: [APIUse] = []
        // Decoding (`init(from:)`) reads what it is handed through the decoder: that is keeping.
        for start in ownFunctions()
        where isInitializer(start.name) && !start.name.contains(" of ")
            && !start.name.contains(" in ") && !start.name.contains(".init(from:)")
        {
            guard let owner = symbol(start.mangled)?.path.first, !roots.contains(owner) else {
                continue
            }
            uses += usesOnce(from: start) { function, reference, report in
                let place = reference.location ?? function.location
                switch reference.kind {
                case .symbol(let target):
                    guard let callee = module.functions[target], callee.isDefinedHere,
                        let called = symbol(target), called.module == module.name
                    else { return [] }
                    // The initial values of the type's stored properties run here too, and so
                    // does the making of a property wrapper from the value handed to it.
                    if callee.name.hasPrefix("variable initialization expression of")
                        || callee.name.hasPrefix("property wrapper backing initializer of")
                    {
                        return [target]
                    }
                    // A closure made here runs later, if ever: making it is keeping it.
                    if callee.name.contains("closure #")
                        || callee.name.hasPrefix("default argument")
                    {
                        return []
                    }
                    // A static helper of the type's own works out a value from what it is
                    // given: what it asks of a collaborator is found inside it.
                    if called.path.first == owner, callee.name.hasPrefix("static \(owner).") {
                        return [target]
                    }
                    let ownAccess =
                        called.path.first == owner && callee.name.hasPrefix("\(owner).")
                        && Self.isAccessor(callee.name)
                    if !isInitializer(callee.name), !callee.name.hasSuffix("setter"), !ownAccess,
                        isReading(callee.name) || givesBack(callee.signature)
                    {
                        report(callee.name, place)
                    }
                case .requirement(let proto, let member)
                where !isHandingOver(member)
                    && (isReading(member) || givesBack(named: "\(proto).\(member)")):
                    report("\(proto).\(member)", place)
                case .classMethod(let type, let member)
                where module.typeKinds[type] != nil && !isHandingOver(member)
                    && !(type == owner && isReading(member))
                    && (isReading(member) || givesBack(named: "\(type).\(member)")):
                    report("\(type).\(member)", place)
                default:
                    break
                }
                return []
            }
        }
        return uses
    }
}
