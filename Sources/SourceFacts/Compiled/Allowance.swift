/// What a policy may reach outside its own module, as a lesson states it: the Swift standard
/// library but its volatile corners, and from Foundation and the system only the pure value
/// APIs the lesson names. Everything else is a finding.
///
/// An API is named as `Family.Type.member(labels:)`, with `static ` first for a type's own
/// member (`static Foundation.Date.now`) and without accessors: `Foundation.Calendar.current`
/// is its getter. A pattern ends in `*` to match every name that starts with what comes before.
package struct Allowance: Sendable {
    /// Patterns of the APIs a policy may reach, beyond the standard library.
    package var allowed: [String]
    /// Patterns of the APIs it may not, even where `allowed` or the standard library would.
    package var denied: [String]
    /// Whole numbers that the lesson names (a layout's width, say), which a policy may write
    /// beyond ±``CompiledReach/largestUnlistedNumber`` and work out beyond
    /// ±``CompiledReach/largestPlainNumber``.
    package var numbers: Set<Int>

    package init(allowed: [String] = [], denied: [String] = [], numbers: Set<Int> = []) {
        self.allowed = allowed
        self.denied = denied
        self.numbers = numbers
    }

    /// Whether a policy may work out the whole number `value`, by arithmetic or a loop the
    /// compiler finishes before the program runs.
    package func allows(number value: Int) -> Bool {
        value.magnitude <= CompiledReach.largestPlainNumber || numbers.contains(value)
    }

    /// Whether a policy may write the whole number `value` in its code: one the lesson names, or
    /// one as small as a half or an index's next (a count kept to 100 is a limit of its own).
    package func allows(written value: Int) -> Bool {
        value.magnitude <= CompiledReach.largestUnlistedNumber || numbers.contains(value)
    }

    /// The standard library's volatile corners: randomness (a hash value is seeded anew in each
    /// process), the command line, time, raw memory, what is typed in or printed to the console
    /// (`print(_:to:)` and `dump(_:to:)`, which write into a stream the caller hands them, stay),
    /// the build configuration a program can read, the types it has loaded, looked up by name,
    /// the priority a task runs at, its name and whether it was cancelled, a detached task, and a
    /// yield to other work.
    /// (The environment and threads are the system's and Foundation's, which no policy may reach
    /// unless allowed.)
    package static let volatileStandardLibrary =
        RandomDraw.standardLibrary + [
            "Swift.CommandLine*", "static Swift.CommandLine*", "*Unsafe*", "*unsafe*",
            "*Unmanaged*", "*MemoryLayout*", "Swift._is*Configuration*", "Swift.readLine*",
            "Swift.print(_:separator:terminator:)", "Swift.debugPrint(_:separator:terminator:)",
            "Swift.dump(_:name:indent:maxDepth:maxItems:)", "Swift.getVaList*",
            "*ContinuousClock*", "*SuspendingClock*", "*.sleep(*", "static *.sleep(*",
            "Concurrency.TaskLocal*", "static Concurrency.TaskLocal*", "Concurrency.withTaskLocal*",
            "*.withValue(*", "*.now", "static *.now", "Swift._typeByName*",
            "Swift._getTypeByMangledName*",
            // The priority a task runs at: the user's in an app, the default one in a test.
            "*.currentPriority", "static *.currentPriority", "*.basePriority",
            "*UnsafeCurrentTask*",
            // The task's name, which a test runner gives every test and an app's code mostly
            // runs without, and whether the caller was cancelled, which no test does: a rule
            // keyed on either behaves one way under test and another for a person.
            "static *Task*.name", "static *Task*.isCancelled", "static *Task*.checkCancellation()",
            "*withTaskCancellationHandler*",
            // A detached task: the caller's cancellation, priority and task-locals never reach
            // it, and it outlives whoever started it.
            "static *.detached(*", "*.detached(*",
            // A yield to other work of the code's own accord: work started after it may then
            // finish before it, in an order the scheduler picks and no caller asked for.
            "static *Task*.yield()",
        ]

    /// Foundation's APIs that answer in the user's language and region, read from the process:
    /// the tests run in one, the people who use the app in theirs.
    package static let localeDependent = [
        "Foundation.StringProtocol.localized*", "static Foundation.String.localized*",
        "Foundation.String.init(localized*", "*Foundation.NSLocalizedString*",
        // Any Foundation member named for it, on any type: `NSString.localizedUppercase`,
        // `NumberFormatter.localizedString(from:number:)`.
        "*Foundation.*.localized*",
    ]

    /// What reads the user's language and region from the process, in any code of a module: the
    /// current locale, the languages the user prefers, and the APIs that answer through them.
    package static let localeReading =
        localeDependent + [
            "*Foundation.Locale.current*", "*Foundation.Locale.autoupdatingCurrent*",
            "*Foundation.Locale.preferredLanguages*", "*Foundation.NSLocale.current*",
        ]

    /// The stores every module of a process shares, which no kata needs: what one module writes
    /// there any other reads, a test's included.
    package static let processStores = [
        "*Foundation.NotificationCenter*", "*Foundation.NSNotificationCenter*",
        "*Foundation.DistributedNotificationCenter*", "*Foundation.UserDefaults*",
        // The networking ones are FoundationNetworking's on Linux, Foundation's elsewhere.
        "*Foundation.NSUbiquitousKeyValueStore*", "*URLCache.shared*",
        "*HTTPCookieStorage.shared*", "*URLCredentialStorage.shared*",
        "*Foundation.NSCache*", "*Foundation.NSPasteboard*", "*Foundation.Notification.*",
    ]

    /// What changes a setting every part of the process reads: its default time zone, its
    /// environment, the folder it runs in, its C locale, the URL protocols every session asks.
    package static let processSettings = [
        "*NSTimeZone.setDefault*", "*NSTimeZone.resetSystemTimeZone*",
        "*FileManager.changeCurrentDirectoryPath*", "C.setenv", "C.unsetenv", "C.putenv",
        "C.clearenv", "C.chdir", "C.setlocale", "C.umask",
        "*URLProtocol.registerClass*", "*URLProtocol.unregisterClass*",
    ]

    /// The properties whose setter changes a setting every part of the process reads.
    package static let processSettingProperties = [
        "NSTimeZone.default", "NSTimeZone.defaultTimeZone",
    ]

    /// What reads the machine's time zone: the current one, or a calendar that carries it.
    package static let zoneReading = [
        "*Foundation.TimeZone.current*", "*Foundation.TimeZone.autoupdatingCurrent*",
        "*Foundation.TimeZone.local*", "*Foundation.NSTimeZone.local*",
        "*Foundation.NSTimeZone.system*", "*Foundation.NSTimeZone.default*",
        "*Foundation.Calendar.current*", "*Foundation.Calendar.autoupdatingCurrent*",
        "*Foundation.NSCalendar.current*", "C.localtime*", "C.tzset", "C.mktime",
    ]

    /// Foundation's pure values that any lesson allows: strings (not their forms in the user's
    /// language), numbers, dates as values (not the clock), URLs as values, data and JSON coding;
    /// and its locks, which make code safe to call from several threads without making its
    /// answers depend on them.
    package static let pureFoundation = [
        "Foundation.StringProtocol.*", "Foundation.String.init(format:*",
        "Foundation.String.init(data:encoding:)", "Foundation.String.init(bytes:encoding:)",
        "Foundation.String.Encoding*", "static Foundation.String.Encoding*",
        "Foundation.CharacterSet*", "static Foundation.CharacterSet*",
        "Foundation.Date.init(timeIntervalSince1970:)",
        "Foundation.Date.init(timeIntervalSinceReferenceDate:)",
        "Foundation.Date.init(timeInterval:since:)", "Foundation.Date.timeIntervalSince1970",
        "Foundation.Date.timeIntervalSinceReferenceDate", "Foundation.Date.timeIntervalSince(_:)",
        "Foundation.Date.addingTimeInterval(_:)", "Foundation.Date.advanced(by:)",
        "Foundation.Date.distance(to:)", "static Foundation.Date.* infix*",
        "static Foundation.Date.distantPast", "static Foundation.Date.distantFuture",
        "Foundation.Date.compare(_:)", "Foundation.Date.description", "Foundation.Date.hash*",
        "Foundation.DateComponents*", "static Foundation.DateComponents*",
        "Foundation.URL.init(string:*", "Foundation.URL.absoluteString", "Foundation.URL.append*",
        "Foundation.URL.path*", "Foundation.URL.lastPathComponent", "Foundation.URL.host*",
        "Foundation.URL.scheme", "Foundation.URL.port", "Foundation.URL.query*",
        "Foundation.URL.fragment*", "Foundation.URL.pathExtension", "Foundation.URLComponents*",
        "static Foundation.URL.* infix*",
        "Foundation.URL.description", "Foundation.URLRequest*",
        "static Foundation.URLRequest* infix*",
        "Foundation.Data.init(_:)", "Foundation.Data.init()", "Foundation.Data.count",
        "Foundation.Data.isEmpty", "static Foundation.Data.* infix*", "Foundation.Data.append*",
        "Foundation.JSONDecoder*", "Foundation.JSONEncoder*", "JSONDecoder.*", "JSONEncoder.*",
        "Foundation.Decimal*", "static Foundation.Decimal*", "Foundation.NSDecimalNumber*",
        "Foundation.UUID.uuidString", "static Foundation.UUID.* infix*",
        "Foundation.IndexSet*", "Foundation.IndexPath*", "static Foundation.IndexPath*",
        "Foundation.CGFloat*", "static Foundation.CGFloat*", "Foundation.CGPoint*",
        "static Foundation.CGPoint*", "Foundation.CGSize*", "static Foundation.CGSize*",
        "Foundation.CGRect*", "static Foundation.CGRect*", "Foundation.NSError*",
        "Foundation.LocalizedError*", "Foundation.CocoaError*", "Foundation.URLError*",
        "Foundation._BridgedStoredNSError.init*",
        "static Foundation.URLError*", "static Foundation.CocoaError*", "Foundation.NSLock*",
        "Foundation.NSRecursiveLock*", "NSLock.*", "NSRecursiveLock.*",
    ]

    /// Whether a policy may reach `api`.
    package func allows(_ api: String) -> Bool {
        if denied.contains(where: { Self.matches($0, api) }) { return false }
        if Self.volatileStandardLibrary.contains(where: { Self.matches($0, api) }) {
            return allowed.contains { $0 == api }
        }
        if api.hasPrefix("Swift.") || api.hasPrefix("static Swift.") { return true }
        if api.hasPrefix("Concurrency.") || api.hasPrefix("static Concurrency.") { return true }
        for module in ["Observation", "Synchronization"]
        where api.hasPrefix(module + ".") || api.hasPrefix("static \(module).") {
            return true
        }
        if allowed.contains(where: { Self.matches($0, api) }) { return true }
        if Self.localeDependent.contains(where: { Self.matches($0, api) }) { return false }
        return Self.pureFoundation.contains { Self.matches($0, api) }
    }

    /// Whether one of `patterns` matches `api`; a C function's pattern (`C.exit`) matches it
    /// with or without its labels (`C.exit(_:)`).
    static func matches(anyOf patterns: [String], _ api: String) -> Bool {
        patterns.contains { pattern in
            matches(pattern, api)
                || (pattern.hasPrefix("C.") && !pattern.hasSuffix("*")
                    && matches(pattern + "(*", api))
        }
    }

    /// Whether `pattern` matches `api`: the same text, or, for a pattern with `*`, every
    /// text that its parts appear in, in order, the first at the start.
    static func matches(_ pattern: String, _ api: String) -> Bool {
        guard pattern.contains("*") else { return pattern == api }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        var rest = Substring(api)
        for (index, part) in parts.enumerated() {
            if part.isEmpty { continue }
            if index == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else if index == parts.count - 1 {
                return rest.hasSuffix(part)
            } else {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }
}
