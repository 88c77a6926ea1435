#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a property was doing when the code it drives crashed, written to standard error before
/// the process ends: the property, the input it was on, and the seed that replays it.
///
/// A crash (an index out of range, a force unwrap of nil, a `fatalError`) ends the test process
/// before ``forAll(_:count:generate:shrink:sourceLocation:_:)`` can record anything, so the input
/// would be lost. Each running property keeps its note ready in a buffer of its own, written
/// before each input, and a signal handler writes every ready note, then hands the signal to the
/// handler that was there before (the Swift runtime's backtracer, or the default), so the crash
/// is reported as it would have been, with this line before it.
enum PropertyCrashNote {
    /// How many properties may run at once and each keep a note: more, and the rest run without.
    private static let slots = 16
    /// The longest note, in bytes; a longer one is cut.
    private static let noteBytes = 1_024

    /// One buffer per slot; a slot's first byte is 0 while it is free or its note is being
    /// written. Allocated once and never freed: the signal handler may read it at any moment.
    nonisolated(unsafe) private static let notes: UnsafeMutablePointer<CChar> = {
        let notes = UnsafeMutablePointer<CChar>.allocate(capacity: slots * noteBytes)
        notes.initialize(repeating: 0, count: slots * noteBytes)
        return notes
    }()
    nonisolated(unsafe) private static var taken = [Bool](repeating: false, count: slots)
    private static let lock = SlotLock()
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The handler each signal had before, indexed by the signal's number.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        previous.initialize(repeating: sigaction(), count: 64)
        return previous
    }()
    /// Installs the handler on first use; `let` globals are made once, under the runtime's lock.
    private static let installed: Bool = {
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = writeNotes
            #else
                action.__sigaction_u.__sa_handler = writeNotes
            #endif
            sigemptyset(&action.sa_mask)
            // On the alternate stack where the thread has one: a stack that overflowed has no
            // room left for the handler.
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, previous + Int(signal))
        }
        return true
    }()

    /// A slot for a property that starts, or nil when every slot is taken.
    static func start() -> Int? {
        _ = installed
        return lock.withLock {
            guard let slot = taken.firstIndex(of: false) else { return nil }
            taken[slot] = true
            return slot
        }
    }

    /// Makes `text` the note of `slot`, the one a crash from now on writes.
    static func ready(_ text: String, in slot: Int) {
        let buffer = notes + slot * noteBytes
        buffer[0] = 0
        var bytes = Array(text.utf8.prefix(noteBytes - 2))
        bytes.append(UInt8(ascii: "\n"))
        bytes.withUnsafeBytes { raw in
            (UnsafeMutableRawPointer(buffer) + 1).copyMemory(
                from: raw.baseAddress! + 1,
                byteCount: raw.count - 1
            )
        }
        buffer[bytes.count] = 0
        // The first byte last: the handler writes a note only once it is whole.
        buffer[0] = CChar(bitPattern: bytes[0])
    }

    /// Frees `slot`: its property is over.
    static func finish(_ slot: Int) {
        notes[slot * noteBytes] = 0
        lock.withLock { taken[slot] = false }
    }

    /// The signal handler: only calls that are safe in one (`write`, `sigaction`, `raise`).
    private static let writeNotes: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<PropertyCrashNote.slots {
            let note = PropertyCrashNote.notes + slot * PropertyCrashNote.noteBytes
            guard note[0] != 0 else { continue }
            writeToStandardError(note, strlen(note))
        }
        // Returning with the old handler back in place runs the faulting instruction again, and
        // the crash is reported by whoever reported it before; an abort is raised again.
        sigaction(signal, PropertyCrashNote.previous + Int(signal), nil)
        if signal == SIGABRT { raise(signal) }
    }
}

/// `write(2)` to standard error.
private func writeToStandardError(_ bytes: UnsafePointer<CChar>, _ count: Int) {
    _ = write(2, bytes, count)
}

/// A lock for the table of slots, made of the C library's mutex so that this file needs no
/// Foundation.
private final class SlotLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
