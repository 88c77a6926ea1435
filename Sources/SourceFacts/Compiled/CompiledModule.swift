/// A module as the compiler lowered it: every function it defines or calls, what each one
/// references, the conformances it declares and the globals it keeps, read from the SIL that
/// `swiftc -emit-silgen` prints before any inlining (with `-Xllvm -sil-print-debuginfo`, for
/// locations): a function the standard library marks transparent is still a call there.
///
/// Nothing the source hides survives lowering: an operator, a property wrapper, an implicit
/// member, a type alias, a key path or a default argument is a call to a function here, with
/// the function's mangled name, so what code reaches is read as the compiler resolved it.
package struct CompiledModule: Sendable {
    /// The module's name.
    package let name: String
    /// Every function the SIL names, defined here or not, by mangled name.
    package private(set) var functions: [String: CompiledFunction]
    /// The conformances the module declares: a type's simple name and a protocol's.
    package let conformances: [Conformance]
    /// The globals and static stored properties the module defines, by mangled name.
    package let globals: [String: CompiledGlobal]
    /// The globals the SIL names that are no state of the program's own: the one-time tokens
    /// of lazy globals, and the globals of other modules.
    package let otherGlobals: Set<String>
    /// For each method of a class of the module, `Class.method`, the functions that implement
    /// it, its overrides included.
    package let implementations: [String: [String]]
    /// For each requirement of a protocol, `Proto.member`, the conforming types' simple names
    /// and the functions that answer it for them.
    package let witnesses: [String: [(type: String, function: String)]]
    /// The stored properties of each type the module declares, by the type's simple name: the
    /// type each property holds, as the compiler prints it.
    package let storedProperties: [String: [String]]
    /// The kinds of the types the module declares, by simple name: `class`, `struct`, `enum`,
    /// `protocol`, `actor`.
    package let typeKinds: [String: String]

    /// A conformance `Type: Protocol` the module declares.
    package struct Conformance: Sendable, Hashable {
        package let type: String
        package let proto: String
    }

    /// Reads the SIL text of the module `name`.
    package init(name: String, sil: String) {
        self.name = name
        var reader = SILReader(ownPrefix: "$s\(name.utf8.count)\(name)")
        for line in sil.split(separator: "\n", omittingEmptySubsequences: false) {
            reader.read(Substring(line))
        }
        functions = reader.functions
        conformances = reader.conformances
        globals = reader.globals
        otherGlobals = reader.tokens
        implementations = reader.implementations
        witnesses = reader.witnesses
        storedProperties = reader.storedProperties
        typeKinds = reader.typeKinds
    }

    /// Adds to the function of the module written around `location` a number the optimiser
    /// works out there (``WorkedOutNumbers``): the function with other references on that
    /// line, or else the last one that starts before it in that file.
    package mutating func add(workedOut value: Int, at location: CompiledLocation) {
        let own = functions.values.filter { $0.isDefinedHere && $0.location?.file == location.file }
        let onTheLine = own.filter { function in
            function.references.contains {
                $0.location?.file == location.file && $0.location?.line == location.line
            }
        }
        let before = own.filter { ($0.location?.line ?? .max) <= location.line }
            .max { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        guard
            let owner = onTheLine.min(by: { $0.references.count < $1.references.count })
                ?? before
        else { return }
        functions[owner.mangled]?.references.append(
            CompiledReference(kind: .workedOut(value), location: location)
        )
    }

    /// Every mangled name the module's SIL mentions, to be demangled in one go.
    package var mangledNames: Set<String> {
        var names = Set(functions.keys).union(globals.keys)
        for function in functions.values {
            for reference in function.references {
                if case .symbol(let symbol) = reference.kind { names.insert(symbol) }
            }
        }
        return names.filter { $0.hasPrefix("$s") }
    }
}

/// One function of the SIL: defined in the module (with a body) or only declared (a call out).
package struct CompiledFunction: Sendable {
    /// The mangled name, `$s8Greeting5greet4user2atSS…`.
    package let mangled: String
    /// The name the compiler prints above it, without module names: `greet(user:at:)`,
    /// `static Calendar.current.getter`, `closure #1 in ProfilePresenter.present(_:)`.
    package let name: String
    /// Where it is declared, when the compiler says.
    package let location: CompiledLocation?
    /// Whether its body is the module's own code, to be followed; code inlined from another
    /// module (`public_external`) or only declared is a call out.
    package let isDefinedHere: Bool
    /// Its SIL type: `@convention(thin) () -> @owned @callee_guaranteed () -> Date`.
    package var signature: String = ""
    /// The isolation the compiler notes above it: `global_actor. type: MainActor`,
    /// `nonisolated`, `actor_instance. name: 'self'`; empty when it notes none.
    package var isolation: String = ""
    /// What its body references, in order.
    package var references: [CompiledReference]
    /// The blocks of its body, `bb0` first: where each may go on to, and whether it returns.
    package var blocks: [CompiledBlock] = []
    /// The block of each reference, by the reference's index in ``references``.
    package var referenceBlocks: [Int] = []

    /// Whether every way through the body from its start to a return (a throw or a trap is
    /// none) passes through the block of the reference at `index`: the reference is made
    /// whatever the function was handed, and no `if`, `guard`, `switch`, loop, `&&`, `||` or
    /// `??` can skip it.
    package func isOnEveryPath(referenceAt index: Int) -> Bool {
        guard referenceBlocks.indices.contains(index), !blocks.isEmpty else { return true }
        let through = referenceBlocks[index]
        guard through != 0 else { return true }
        var seen: Set<Int> = [0]
        var next = [0]
        while let block = next.popLast() {
            if blocks[block].returns { return false }
            for successor in blocks[block].successors
            where successor != through && blocks.indices.contains(successor)
                && seen.insert(successor).inserted
            {
                next.append(successor)
            }
        }
        return true
    }
}

/// One block of a function's body: the blocks it may go on to, and whether it returns.
package struct CompiledBlock: Sendable {
    package var successors: [Int] = []
    package var returns = false
}

/// A place in a source file, as the compiler printed it.
package struct CompiledLocation: Sendable, Hashable {
    /// The path, as the file was given to the compiler.
    package let file: String
    package let line: Int
    package let column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Something a function's body references.
package struct CompiledReference: Sendable, Hashable {
    /// What kind of thing.
    package enum Kind: Sendable, Hashable {
        /// A function or global by mangled (or, for C, plain) name: a call, an address, a key
        /// path's getter, a global's address.
        case symbol(String)
        /// A requirement of a protocol, called through a witness table: `Proto.member`.
        case requirement(proto: String, member: String)
        /// A method of a class, called through its vtable: `Class.member`.
        case classMethod(type: String, member: String)
        /// A value of the type named made here (`struct $T`, `alloc_ref $T`), or its metatype
        /// taken, or a value of it wrapped in an existential.
        case typeUse(String)
        /// A value of the protocol `proto` (an existential) looked at beyond the protocol: handed
        /// to generic code that asks nothing of it (a string interpolation, `String(describing:)`,
        /// a helper of one's own), wrapped in `Any`, cast, or asked its dynamic type; `how` says
        /// which.
        case opensExistential(proto: String, how: String)
        /// A value cast from one type to another (`as?`, `as!`, `is`, a `catch` or `case` that
        /// matches a type): the types as SIL prints them, `from` empty where it does not.
        case cast(from: String, to: String)
        /// A whole number written in the function (`integer_literal`): the compiler's own
        /// numbers too (a string's length), which a reader tells apart by the source at the
        /// reference's location.
        case number(Int)
        /// A whole number the optimiser works out of the function's code where the source
        /// writes none (``WorkedOutNumbers``): a limit made by a loop or by arithmetic.
        case workedOut(Int)
        /// The name of a type made into text (`String(describing: OrdersScreen.self)`,
        /// `"\(type(of: self))"`): a text no one handed the code, whose length is a number
        /// written without a digit.
        case typeNameText(String)
        /// A stored property of a class written in place (`ref_element_addr` then an access
        /// that modifies it): `Type.field`, with no call the other kinds would show.
        case fieldWrite(type: String, field: String)
        /// A closure this function makes (`closure`, by mangled name) kept in a field of a
        /// class, `Type.field`: stored in place, through the field's setter, or handed with
        /// the field to a mutating call (`append`). Code kept to run later, with what it
        /// captured.
        case closureKept(type: String, field: String, closure: String)
        /// A method's own object kept strongly in a field of a class, `Type.field`: itself, or
        /// a closure the method makes that captures it strongly (`throughClosure`).
        case selfKept(type: String, field: String, throughClosure: Bool)
        /// A call of an `async` function, where the caller may suspend: what is awaited, and
        /// the module's closures handed to it (a task group's body, an `async let`'s work).
        case suspension(awaited: Awaited, closures: [String])
        /// A variable the function, an escaping closure, captured and changes
        /// (``CapturedWrites``): the variable's type.
        case capturedWrite(String)
        /// A value of the module's type named looked into: a field of it read
        /// (`ref_element_addr`, `struct_extract`), or an object of it taken as `AnyObject`, as
        /// `ObjectIdentifier(_:)` and `===` take it: `how` says which.
        case valueRead(type: String, how: String)
        /// An object's address read as a value through an `ObjectIdentifier`
        /// (``AddressReading``): `how`, as a finding names it.
        case addressRead(String)
    }

    /// What an `await` waits for.
    package enum Awaited: Sendable, Hashable {
        /// A function by mangled (or, for the runtime, plain) name.
        case function(String)
        /// A requirement of a protocol, `Proto.member`: whatever the value's maker gave.
        case requirement(String)
        /// A method of a class called through its vtable, `Class.member`.
        case method(type: String, member: String)
        /// A function value kept in a stored property of a class, `Type.field`.
        case field(type: String, field: String)
        /// A function value the code was handed or keeps (a parameter, a field): a seam of its
        /// own kind, whatever its maker gave.
        case handed
    }

    package let kind: Kind
    /// Where in the source the reference was written, when the compiler says.
    package let location: CompiledLocation?
}

/// A global or static stored property the module defines.
package struct CompiledGlobal: Sendable {
    /// Its mangled name.
    package let mangled: String
    /// Whether it is a `let`.
    package let isLet: Bool
    /// Its type, as SIL prints it: `Double`, `Array<String>`, `URLSession`.
    package let type: String
}
