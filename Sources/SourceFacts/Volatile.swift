/// What is volatile in the platform, in the one vocabulary the structure checks and
/// `kata graph` share: the types whose instances reach outside the program, the shared
/// instances the system hands out, and the clock.
package enum Volatile {
    /// The platform's types whose instances reach outside the program (the network, the disk,
    /// the settings, the process, time passing): code that names one depends on the world.
    package static let types: Set<String> = [
        "URLSession", "FileManager", "UserDefaults", "NotificationCenter", "ProcessInfo", "Timer",
    ]

    /// The static members by which a type hands out its one shared instance: `.shared`,
    /// `.default`, `.standard`, `.main`, `.processInfo`.
    package static let sharedInstanceMembers: Set<String> = [
        "shared", "default", "standard", "main", "processInfo",
    ]

    /// The process-wide instances the system keeps, which are globals as much as a module's
    /// own: what one test writes there, the next one reads. Each is one of ``types`` asked for
    /// one of ``sharedInstanceMembers``.
    package static let systemSingletons = [
        "UserDefaults.standard", "FileManager.default", "NotificationCenter.default",
        "URLSession.shared", "ProcessInfo.processInfo",
    ]

    /// The clock read directly: `Date()` and `Date.now`.
    package static let clock = ["Date()", "Date.now"]

    /// The volatile code a policy must not reach, as ``CodeGraph/Targets/patterns`` spell it:
    /// the clock, any shared instance, the system's singletons, and the volatile types being
    /// made.
    package static let patterns: [String] =
        clock + [".shared"] + systemSingletons.filter { !$0.hasSuffix(".shared") }
        + types.sorted().map { "\($0)(" }

    /// Whether `type.member` is a shared instance: one of a volatile type's shared instances,
    /// or the `.shared` instance of any type.
    package static func isSharedInstance(type: String, member: String) -> Bool {
        member == "shared" || types.contains(type) && sharedInstanceMembers.contains(member)
    }
}
