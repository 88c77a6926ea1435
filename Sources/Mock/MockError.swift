/// An error thrown when a test reads a recorded argument that is not there or not of that type.
public enum MockError: Error, Equatable {
    /// The call has fewer arguments than the index asked for.
    case argumentIndexOutOfRange(method: String, index: Int, count: Int)

    /// The argument exists but is not of the type asked for.
    case argumentTypeMismatch(method: String, index: Int, expected: String, actual: String)

    /// A method that must be stubbed was called and no stub answered it; the double records it
    /// with ``Mock/recordThrowing(_:returning:function:fileID:filePath:line:column:)``.
    case notStubbed(method: String)
}

extension MockError: CustomStringConvertible {
    /// A sentence that says what was asked for, what is there, and what to do.
    public var description: String {
        switch self {
        case .argumentIndexOutOfRange(let method, let index, let count):
            let has = count == 1 ? "1 argument" : "\(count) arguments"
            return """
                \(method) was called with \(has), so there is no argument at index \(index). \
                Indexes start at 0.
                """
        case .argumentTypeMismatch(let method, let index, let expected, let actual):
            let written = actual.contains("->") ? "(\(actual))" : actual
            let sendableNote =
                actual.contains("->")
                ? " A closure is read with the exact type it was recorded as: a cast never adds "
                    + "or removes @Sendable."
                : ""
            return """
                Argument \(index) of \(method) is of type \(actual), not \(expected). \
                Ask for it with `as: \(written).self`.\(sendableNote)
                """
        case .notStubbed(let method):
            return """
                \(method) must be stubbed, and no stub answered the call. Stub it with \
                mock.stub("\(method)", returning: …).
                """
        }
    }
}
