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

/// Reads SIL line by line.
struct SILReader {
    var functions: [String: CompiledFunction] = [:]
    var conformances: [CompiledModule.Conformance] = []
    var globals: [String: CompiledGlobal] = [:]
    var tokens: Set<String> = []
    var implementations: [String: [String]] = [:]
    var witnesses: [String: [(type: String, function: String)]] = [:]
    var storedProperties: [String: [String]] = [:]
    var typeKinds: [String: String] = [:]

    /// The comment above the next `sil` line: the function's name and location.
    private var pendingComment: String?
    /// The isolation noted below that comment.
    private var pendingIsolation = ""
    private var current: CompiledFunction?
    private var currentHasBody = false
    /// The functions named by the current body's `function_ref`s, by the value that holds them.
    private var functionRefs: [Substring: Substring] = [:]
    /// The current function's addresses of class fields, by value: `%4` → `Screen.own`.
    private var fieldAddresses: [Substring: (type: String, field: String)] = [:]
    /// The current function's fields opened for writing, by the access's value.
    private var fieldAccesses: [Substring: (type: String, field: String)] = [:]
    /// The current function's closures, by value: `%19` → the closure's mangled name.
    private var closures: [Substring: Substring] = [:]
    /// The current function's values that stand for another (a copy, a borrow, an optional
    /// wrapping, a conversion, a load of what was stored): `%21` → `%20`.
    private var aliases: [Substring: Substring] = [:]
    /// What the current function stored at each of its own addresses (a stack slot, a box).
    private var heldAt: [Substring: Substring] = [:]
    /// The current function's setters of class fields, by the value that holds them.
    private var setters: [Substring: (type: String, field: String)] = [:]
    /// The object a method of a class is called on, by value, in the current function.
    private var selfValue: Substring?
    /// A whole number just written, with the value it defines (`%9`) and, once wrapped in a
    /// `UInt32`, that value's: a number that becomes a `Unicode.Scalar` is a character written
    /// (`" "` is 32), no number of the code's.
    private var lastNumber: (reference: Int, value: Substring)?
    /// The values of the function that makes a `Unicode.Scalar` of a literal, in raw SIL.
    private var scalarLiterals: Set<Substring> = []
    /// The values of the functions that make text of what they are handed
    /// (`String(describing:)`, a string interpolation), and the type of the last metatype
    /// taken: what a type's name made into text is read from.
    private var describers: Set<Substring> = []
    private var lastMetatype: String?
    /// The module's classes that describe themselves (`CustomStringConvertible`), read from
    /// the SIL's Swift header: made into text, any other class gives its type's name.
    private var selfDescribed: Set<String> = []
    /// The values of the functions that read what they are handed as text or in an order
    /// (``AddressReading``), with their names, and the type of each stack slot.
    private var addressReaders: [Substring: Substring] = [:]
    private var stackTypes: [Substring: Substring] = [:]
    /// The boxes the current function captured, and the addresses it opened in them, with the
    /// type each holds.
    private var capturedBoxes: [Substring: Substring] = [:]
    /// The objects of the module's classes the current function captured, with their types.
    private var capturedObjects: [Substring: Substring] = [:]
    /// The references of the function that are characters written (`" "`), and whether the
    /// function reads a character as its number (`.value`, `UInt8(ascii:)`, `<`): unless it
    /// does, a character is no number of the code's.
    private var scalarNumbers: [Int] = []
    private var readsScalarAsNumber = false
    /// The current function's closures that capture its own object strongly.
    private var closuresOfSelf: Set<Substring> = []
    /// The name the last `// function_ref` comment gave.
    private var commentedReference: Substring?
    /// The current function's requirements and class methods looked up for a call, by value:
    /// `%9` → what that call awaits, if it is `async`.
    private var dispatched: [Substring: CompiledReference.Awaited] = [:]
    /// The executor the current function last hopped to, until the next call: a call of an
    /// actor's synchronous method from outside it hops there first, and waits.
    private var hoppedTo: Substring?
    /// The executor the current function hopped to first: its own.
    private var ownExecutor: Substring?
    /// How the mangled names of the module's own declarations start: `$s6Sample`.
    let ownPrefix: String

    init(ownPrefix: String) {
        self.ownPrefix = ownPrefix
    }
    private var currentIsExternal = false
    /// The class whose vtable is being read.
    private var vtableClass: String?
    /// The conforming type whose witness table is being read.
    private var witnessType: String?
    /// The nesting of declarations in the SIL's Swift header: the simple names of the types
    /// being declared.
    private var headerTypes: [(name: String, depth: Int)] = []
    private var headerDepth = 0
    private var inHeader = true

    mutating func read(_ line: Substring) {
        if current != nil {
            readBody(line)
            return
        }
        if let witnessType {
            if line.hasPrefix("}") {
                self.witnessType = nil
            } else {
                readWitnessEntry(line, of: witnessType)
            }
            return
        }
        if let vtableClass {
            if line.hasPrefix("}") {
                self.vtableClass = nil
            } else {
                readVTableEntry(line, of: vtableClass)
            }
            return
        }
        if line.hasPrefix("// ") {
            // The name comes first; what the compiler adds below it (`// Isolation: …`) is not.
            if pendingComment == nil {
                pendingComment = String(line.dropFirst(3))
            } else if line.hasPrefix("// Isolation: ") {
                pendingIsolation = String(line.dropFirst("// Isolation: ".count))
            }
            return
        }
        if line.hasPrefix("sil ") {
            inHeader = false
            startFunction(line)
        } else if line.hasPrefix("sil_global ") {
            inHeader = false
            readGlobal(line)
        } else if line.hasPrefix("sil_witness_table ") {
            inHeader = false
            readWitnessTable(line)
        } else if line.hasPrefix("sil_vtable ") {
            inHeader = false
            vtableClass = Self.word(after: "sil_vtable ", in: line)
        } else if inHeader {
            readHeader(line)
        }
        if !line.hasPrefix("//") {
            pendingComment = nil
            pendingIsolation = ""
        }
    }

    // MARK: The Swift header: types and their stored properties

    private mutating func readHeader(_ line: Substring) {
        let trimmed = line.drop { $0 == " " }
        let indent = line.count - trimmed.count
        if trimmed.hasPrefix("}") {
            if let last = headerTypes.last, last.depth == indent { headerTypes.removeLast() }
            return
        }
        let words = trimmed.split(separator: " ").map(String.init)
        let declarationWords = words.prefix { $0 != "func" && $0 != "var" && $0 != "let" }
        // A type that describes itself: its text is its own, not its type's name.
        if ["class", "extension", "actor"].contains(where: declarationWords.contains),
            ["CustomStringConvertible", "CustomDebugStringConvertible", "TextOutputStreamable"]
                .contains(where: trimmed.contains),
            let index = declarationWords.firstIndex(where: {
                ["class", "extension", "actor"].contains($0)
            }),
            index + 1 < words.count
        {
            selfDescribed.insert(String(words[index + 1].prefix { $0 != ":" && $0 != "<" }))
        }
        for kind in ["class", "struct", "enum", "protocol", "actor"] {
            guard let index = declarationWords.firstIndex(of: kind), index + 1 < words.count
            else { continue }
            let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let qualified = (headerTypes.map(\.name) + [name]).joined(separator: ".")
            typeKinds[qualified] = kind
            if trimmed.hasSuffix("{") { headerTypes.append((qualified, indent)) }
            return
        }
        guard let owner = headerTypes.last?.name, trimmed.contains("@_hasStorage"),
            !words.contains("static"), !words.contains("class"),
            let colon = trimmed.firstIndex(of: ":")
        else { return }
        var type = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
        if let end = type.range(of: " {") { type = type[..<end.lowerBound] }
        storedProperties[owner, default: []].append(String(type))
    }

    // MARK: Functions

    /// Gives the references read since the last block began to the block being read.
    private mutating func placeReferences() {
        guard let blocks = current?.blocks.count, blocks > 0,
            let read = current?.references.count, let placed = current?.referenceBlocks.count
        else { return }
        current?.referenceBlocks += repeatElement(blocks - 1, count: read - placed)
    }

    /// Notes where the block being read may go on to, and whether it returns: a terminator
    /// names the blocks it branches to (`br bb3`, `cond_br %5, bb1, bb2`, `try_apply … normal
    /// bb1, error bb2`), and no other instruction names a block.
    private mutating func readFlow(of instruction: Substring) {
        guard let count = current?.blocks.count, count > 0 else { return }
        if instruction == "return" || instruction.hasPrefix("return ") {
            current?.blocks[count - 1].returns = true
        }
        guard instruction.contains("bb") else { return }
        for word in instruction.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        where word.hasPrefix("bb") {
            if let block = Int(word.dropFirst(2)) {
                current?.blocks[count - 1].successors.append(block)
            }
        }
    }

    private mutating func startFunction(_ line: Substring) {
        guard let at = line.firstIndex(of: "@") else { return }
        let mangled = String(line[line.index(after: at)...].prefix { !" :".contains($0) })
        let (name, location) = Self.nameAndLocation(pendingComment)
        let attributes = line[..<at]
        currentIsExternal =
            attributes.contains("public_external")
            || attributes.contains("shared_external") || attributes.contains("hidden_external")
        currentHasBody = false
        var function = CompiledFunction(
            mangled: mangled,
            name: name ?? mangled,
            location: location,
            isDefinedHere: false,
            references: []
        )
        function.isolation = pendingIsolation
        if let type = line.range(of: " : $") {
            function.signature = String(
                line[type.upperBound...].dropLast(line.hasSuffix("{") ? 2 : 0)
            )
        }
        if line.hasSuffix("{") {
            current = function
        } else {
            store(function, defined: false)
        }
    }

    private mutating func readBody(_ line: Substring) {
        if line.hasPrefix("} // end sil function") || line == "}" {
            placeReferences()
            if !readsScalarAsNumber {
                for index in scalarNumbers.sorted(by: >) {
                    current?.references.remove(at: index)
                    if let placed = current?.referenceBlocks, placed.indices.contains(index) {
                        current?.referenceBlocks.remove(at: index)
                    }
                }
            }
            scalarNumbers = []
            if let function = current {
                store(function, defined: currentHasBody && !currentIsExternal)
            }
            current = nil
            return
        }
        if line.hasPrefix("bb0") {
            currentHasBody = true
            functionRefs = [:]
            dispatched = [:]
            hoppedTo = nil
            ownExecutor = nil
            fieldAddresses = [:]
            fieldAccesses = [:]
            closures = [:]
            aliases = [:]
            heldAt = [:]
            setters = [:]
            closuresOfSelf = []
            lastNumber = nil
            scalarLiterals = []
            scalarNumbers = []
            readsScalarAsNumber = false
            describers = []
            lastMetatype = nil
            addressReaders = [:]
            stackTypes = AddressReading.argumentTypes(of: line)
            capturedBoxes = CapturedWrites.boxes(in: line)
            capturedObjects = CapturedWrites.objects(in: line).filter { _, type in
                ["class", "actor"].contains(typeKinds[String(type)])
            }
            selfValue = Self.selfArgument(of: line, signature: current?.signature)
        }
        if line.hasPrefix("bb"), line.dropFirst(2).first?.isNumber == true {
            lastNumber = nil
            placeReferences()
            current?.blocks.append(CompiledBlock())
        }
        if line.hasPrefix("  // function_ref ") {
            commentedReference = line.dropFirst("  // function_ref ".count)
        }
        guard line.hasPrefix("  "), !line.hasPrefix("  //") else { return }
        let location = Self.location(in: line)
        let instruction = Self.instruction(of: line)
        readFlow(of: instruction)
        // The value an instruction defines (`%4`), if it defines one.
        if let value = line.drop(while: { $0 == " " }).split(separator: " ").first {
            if instruction.hasPrefix("function_ref @") {
                functionRefs[value] = instruction.dropFirst("function_ref @".count)
                if let name = commentedReference {
                    if name.contains("(_builtinUnicodeScalarLiteral:)") {
                        scalarLiterals.insert(value)
                    }
                    if Self.describer(name) { describers.insert(value) }
                    noteAddressReading(by: name, in: instruction, value: value, at: location)
                    readsScalarAsNumber =
                        readsScalarAsNumber || Self.readsScalarAsNumber(name)
                }
                if let name = commentedReference, name.hasSuffix(".setter"),
                    case let parts = name.split(separator: "."), parts.count >= 3
                {
                    setters[value] = (
                        parts.dropLast(2).joined(separator: "."), String(parts[parts.count - 2])
                    )
                }
                commentedReference = nil
            } else if instruction.hasPrefix("class_method ")
                || instruction.hasPrefix("witness_method "),
                let member = Self.member(in: instruction)
            {
                if member.name.hasSuffix(".setter") {
                    setters[value] = (member.type, String(member.name.dropLast(".setter".count)))
                }
                dispatched[value] =
                    instruction.hasPrefix("witness_method ")
                    ? .requirement("\(member.type).\(member.name)")
                    : .method(type: member.type, member: member.name)
            } else if let box = CapturedWrites.projectedBox(instruction),
                let type = capturedBoxes[box]
            {
                capturedBoxes[value] = type
            } else if instruction.hasPrefix("alloc_stack $") {
                stackTypes[value] = instruction.dropFirst("alloc_stack $".count)
            } else if instruction.hasPrefix("ref_element_addr "),
                let member = Self.member(in: instruction)
            {
                fieldAddresses[value] = (member.type, member.name)
                let object = instruction.split(separator: " ")[1].prefix { $0 != "," }
                if capturedObjects[root(object)] != nil {
                    capturedBoxes[value] = Substring(
                        "\(CapturedWrites.fieldPrefix)\(member.type).\(member.name)"
                    )
                }
            } else if instruction.hasPrefix("begin_access [modify]")
                || instruction.hasPrefix("begin_access [init]"),
                let address = instruction.split(separator: " ").last,
                let field = fieldAddresses[address]
            {
                fieldAccesses[value] = field
                current?.references.append(
                    CompiledReference(
                        kind: .fieldWrite(type: field.type, field: field.field),
                        location: location
                    )
                )
            } else if instruction.hasPrefix("partial_apply "),
                let open = instruction.firstIndex(of: "("),
                let callee = instruction[..<open].split(separator: " ").last,
                let closure = functionRefs[callee]
            {
                // A closure that captures only weak or unowned references holds nothing: what
                // it captured goes when its owners let go, as a weak field would.
                if !Self.capturesOnlyWeakly(instruction) {
                    closures[value] = closure.prefix { $0 != " " }
                }
                if let selfValue,
                    Self.arguments(of: instruction).contains(where: { root($0) == selfValue })
                {
                    closuresOfSelf.insert(value)
                }
            } else if let operand = Self.aliasedOperand(of: instruction) {
                let operand = root(operand)
                aliases[value] =
                    instruction.hasPrefix("load") ? heldAt[operand] ?? operand : operand
            }
        }
        // `store` once lowered, `assign` in raw SIL: a value written into an opened field, or
        // kept at an address of the function's own.
        if instruction.hasPrefix("store ") || instruction.hasPrefix("assign "),
            case let words = instruction.split(separator: " "), words.count >= 4,
            let target = words.last
        {
            // A field opened for writing, or, in an initializer, a field written straight
            // through its address.
            if let field = fieldAccesses[target] ?? fieldAddresses[target] {
                keep(words[1], in: field, at: location)
            } else {
                heldAt[root(target)] = root(words[1])
            }
        }
        // A call that keeps a value in a field: the field's setter, or a mutating call handed
        // the opened field (`append`, a subscript's setter).
        if instruction.hasPrefix("apply ") || instruction.hasPrefix("try_apply ")
            || instruction.hasPrefix("begin_apply ")
        {
            let arguments = Self.arguments(of: instruction)
            let callee = Self.callee(of: instruction)
            if let callee, let name = addressReaders[callee],
                AddressReading.handsIdentifier(in: instruction)
            {
                current?.references.append(
                    CompiledReference(
                        kind: .addressRead(
                            "\(name), handed an ObjectIdentifier (an object's address)"
                        ),
                        location: location
                    )
                )
            }
            let entersAnActor =
                hoppedTo.map { hop in arguments.contains { root($0) == root(hop) } } ?? false
            // A call made after a hop to another executor runs there, and its caller waits: an
            // actor's method, handed the actor (`@sil_isolated`), or a function of a global
            // actor, handed nothing of it.
            let runsElsewhere =
                hoppedTo != nil && (!instruction.contains("@sil_isolated") || entersAnActor)
            if let callee, instruction.hasPrefix("apply ") || instruction.hasPrefix("try_apply "),
                Self.isAsyncCall(instruction) || runsElsewhere
            {
                noteSuspension(callee: callee, arguments: arguments, at: location)
            }
            hoppedTo = nil
            if let callee, let field = setters[callee], let kept = arguments.first {
                keep(kept, in: field, at: location)
            } else if let opened = arguments.first(where: { fieldAccesses[$0] != nil }),
                let field = fieldAccesses[opened]
            {
                for argument in arguments where argument != opened {
                    keep(argument, in: field, at: location)
                }
            }
        }
        if instruction.hasPrefix("hop_to_executor "),
            let executor = instruction.split(separator: " ").last(where: { $0.hasPrefix("%") })
        {
            if let ownExecutor {
                hoppedTo = root(executor) == root(ownExecutor) ? nil : executor
            } else {
                ownExecutor = executor
            }
        }
        if let address = CapturedWrites.writtenAddress(instruction),
            let type = capturedBoxes[address]
        {
            current?.references.append(
                CompiledReference(kind: .capturedWrite(String(type)), location: location)
            )
        }
        if instruction.hasPrefix("init_existential"),
            case let words = instruction.split(separator: " "), words.count >= 3,
            AddressReading.wrapsIdentifier(
                instruction,
                slotType: stackTypes[root(words[1].prefix { $0 != "," })]
            )
        {
            current?.references.append(
                CompiledReference(
                    kind: .addressRead(
                        "an ObjectIdentifier wrapped in an existential, where anything may print or order it"
                    ),
                    location: location
                )
            )
        }
        if let opened = Self.openedExistential(
            in: instruction,
            callees: functionRefs,
            ownPrefix: ownPrefix
        ) {
            current?.references.append(
                CompiledReference(
                    kind: .opensExistential(proto: opened.proto, how: opened.how),
                    location: location
                )
            )
        }
        if instruction.hasPrefix("witness_method ") || instruction.hasPrefix("class_method ")
            || instruction.hasPrefix("super_method ") || instruction.hasPrefix("objc_method ")
        {
            if let member = Self.member(in: instruction) {
                let kind: CompiledReference.Kind =
                    instruction.hasPrefix("witness_method ")
                    ? .requirement(proto: member.type, member: member.name)
                    : .classMethod(type: member.type, member: member.name)
                current?.references.append(CompiledReference(kind: kind, location: location))
            }
            return
        }
        let defined = line.drop(while: { $0 == " " }).split(separator: " ").first ?? ""
        if instruction.hasPrefix("integer_literal $Builtin.Int"),
            let comma = instruction.firstIndex(of: ","),
            let value = Int(instruction[instruction.index(after: comma)...].trimmingSpaces),
            location != nil
        {
            current?.references.append(CompiledReference(kind: .number(value), location: location))
            lastNumber = current.map { ($0.references.count - 1, defined) }
            return
        }
        if let number = lastNumber {
            let instruction = instruction.trimmingSpaces
            if instruction.hasPrefix("metatype ") || instruction.hasPrefix("function_ref ") {
                // Between a literal and the initializer it is handed to (raw SIL).
            } else if instruction == "struct $UInt32 (\(number.value))" {
                lastNumber = (number.reference, defined)
            } else {
                lastNumber = nil
                if instruction == "struct $Unicode.Scalar (\(number.value))"
                    || instruction.hasPrefix("apply ")
                        && Self.callee(of: Substring(instruction)).map(scalarLiterals.contains)
                            == true
                        && Self.arguments(of: Substring(instruction)).first == number.value
                {
                    scalarNumbers.append(number.reference)
                }
            }
        }
        if instruction.contains("#Unicode.Scalar._value") { readsScalarAsNumber = true }
        if let type = Self.concreteMetatype(in: instruction) { lastMetatype = type }
        if instruction.hasPrefix("apply "), let callee = Self.callee(of: instruction),
            describers.contains(callee),
            let type = Self.describedType(in: instruction, lastMetatype: lastMetatype)
                ?? describedObjectType(in: instruction)
        {
            current?.references.append(
                CompiledReference(kind: .typeNameText(type), location: location)
            )
        }
        if location != nil, let value = Self.numberWrittenOtherwise(in: instruction, line: line) {
            current?.references.append(CompiledReference(kind: .number(value), location: location))
            return
        }
        if let type = Self.madeType(in: instruction) {
            current?.references.append(CompiledReference(kind: .typeUse(type), location: location))
        }
        for symbol in Self.symbols(in: instruction) {
            current?.references.append(CompiledReference(kind: .symbol(symbol), location: location))
        }
    }

    /// Notes what the function `name`, referenced by `instruction` as `value`, reads of an
    /// object's address (``AddressReading``): a reference when it reads one whenever it is
    /// called, and the value when it reads one only if handed an identifier.
    private mutating func noteAddressReading(
        by name: Substring,
        in instruction: Substring,
        value: Substring,
        at location: CompiledLocation?
    ) {
        if let how = AddressReading.directRead(
            name: name,
            instruction: instruction,
            ownPrefix: ownPrefix
        ) {
            current?.references.append(
                CompiledReference(kind: .addressRead(how), location: location)
            )
        } else if AddressReading.readsWhatItIsHanded(name: name, instruction: instruction) {
            addressReaders[value] = name
        }
    }

    private mutating func store(_ function: CompiledFunction, defined: Bool) {
        var stored = CompiledFunction(
            mangled: function.mangled,
            name: function.name,
            location: function.location,
            isDefinedHere: defined,
            references: function.references
        )
        stored.signature = function.signature
        stored.isolation = function.isolation
        stored.blocks = function.blocks
        stored.referenceBlocks = function.referenceBlocks
        // A function declared and later defined keeps its definition.
        if let existing = functions[function.mangled], existing.isDefinedHere { return }
        functions[function.mangled] = stored
    }

    // MARK: Globals, witness tables, vtables

    private mutating func readGlobal(_ line: Substring) {
        guard let at = line.firstIndex(of: "@") else { return }
        let rest = line[line.index(after: at)...]
        let mangled = String(rest.prefix { !" :".contains($0) })
        var type = ""
        if let dollar = rest.range(of: ": $") {
            var text = rest[dollar.upperBound...]
            if let value = text.range(of: " = ") { text = text[..<value.lowerBound] }
            if let loc = text.range(of: ", loc ") { text = text[..<loc.lowerBound] }
            type = text.trimmingSpaces
        }
        // A lazy global's one-time token is the compiler's, not state of the program's; a
        // global of another module is that module's business.
        guard !type.hasPrefix("Builtin."), !line[..<at].contains("_external") else {
            tokens.insert(mangled)
            return
        }
        globals[mangled] = CompiledGlobal(
            mangled: mangled,
            isLet: line[..<at].contains("[let]"),
            type: type
        )
    }

    private mutating func readWitnessTable(_ line: Substring) {
        // sil_witness_table [serialized] User: Equatable module Greeting {
        var text = line.dropFirst("sil_witness_table ".count)
        while text.hasPrefix("[") {
            text = text.drop { $0 != "]" }.dropFirst().drop { $0 == " " }
        }
        guard let colon = text.range(of: ": ") else { return }
        // `hidden SystemTime: TimeSource module M {`: the type is the last word before the colon.
        let type = text[..<colon.lowerBound].split(separator: " ").last ?? ""
        let proto = text[colon.upperBound...].prefix { $0 != " " }
        let simpleType = type.prefix { $0 != "<" }
        conformances.append(.init(type: String(simpleType), proto: String(proto)))
        if line.hasSuffix("{") { witnessType = String(simpleType) }
    }

    private mutating func readWitnessEntry(_ line: Substring, of type: String) {
        // method #Blank.init!allocator: <Self …> (Self.Type) -> () -> Self : @$s…TW	// …
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("method #"), let member = Self.member(in: trimmed),
            let at = trimmed.range(of: ": @", options: .backwards)
        else { return }
        let function = String(trimmed[at.upperBound...].prefix { !" \t".contains($0) })
        witnesses["\(member.type).\(member.name)", default: []].append((type, function))
    }

    private mutating func readVTableEntry(_ line: Substring, of type: String) {
        // #Base.method: (Base) -> () -> () : @$s…  // Sub.method() [override]
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("#"), let member = Self.member(in: trimmed, atStart: true),
            let at = trimmed.range(of: ": @", options: .backwards)
        else { return }
        let mangled = String(trimmed[at.upperBound...].prefix { !" \t".contains($0) })
        implementations["\(member.type).\(member.name)", default: []].append(mangled)
    }

    // MARK: Reading pieces of a line

    /// The name and the location in a comment such as `greet(user:at:), loc "G.swift":8:13, scope 1`.
    static func nameAndLocation(_ comment: String?) -> (String?, CompiledLocation?) {
        guard let comment else { return (nil, nil) }
        let end = [", loc ", ", scope "].compactMap { comment.range(of: $0)?.lowerBound }.min()
        return (String(comment[..<(end ?? comment.endIndex)]), location(in: Substring(comment)))
    }

    /// The `loc "file":line:column` of a line, if it has one.
    /// The value `value` stands for, through copies, borrows, wrappings and loads.
    private func root(_ value: Substring) -> Substring {
        var value = value
        for _ in 0..<64 {
            guard let next = aliases[value] else { break }
            value = next
        }
        return value
    }

    /// Records a call of an `async` function: what it awaits, and the module's closures handed
    /// to it.
    private mutating func noteSuspension(
        callee: Substring,
        arguments: [Substring],
        at location: CompiledLocation?
    ) {
        let calleeRoot = root(callee)
        let awaited: CompiledReference.Awaited
        if let function = closures[calleeRoot] ?? functionRefs[calleeRoot] {
            awaited = .function(String(function.prefix { $0 != " " }))
        } else if let field = fieldAddresses[calleeRoot] {
            awaited = .field(type: field.type, field: field.field)
        } else {
            awaited = dispatched[calleeRoot] ?? .handed
        }
        let handed = arguments.compactMap { argument -> String? in
            let value = root(argument)
            guard let function = closures[value] ?? functionRefs[value] else { return nil }
            let name = String(function.prefix { $0 != " " })
            return name.hasPrefix(ownPrefix) ? name : nil
        }
        current?.references.append(
            CompiledReference(
                kind: .suspension(awaited: awaited, closures: handed),
                location: location
            )
        )
    }

    /// Whether an `apply` or a `try_apply` calls an `async` function: its type, after the
    /// arguments, carries `@async` among the attributes before its parameters.
    static func isAsyncCall(_ instruction: Substring) -> Bool {
        guard let type = instruction.range(of: ") : $") else { return false }
        return CompiledReach.isAsync(signature: String(instruction[type.upperBound...]))
    }

    /// Records what keeping `value` in `field` keeps: a closure made here, one that captures
    /// the function's own object, or the object itself.
    private mutating func keep(
        _ value: Substring,
        in field: (type: String, field: String),
        at location: CompiledLocation?
    ) {
        let kept = heldAt[root(value)] ?? root(value)
        var kinds: [CompiledReference.Kind] = []
        if let closure = closures[kept] {
            kinds.append(
                .closureKept(type: field.type, field: field.field, closure: String(closure))
            )
        }
        if closuresOfSelf.contains(kept) || kept == selfValue {
            kinds.append(
                .selfKept(
                    type: field.type,
                    field: field.field,
                    throughClosure: closuresOfSelf.contains(kept)
                )
            )
        }
        for kind in kinds {
            current?.references.append(CompiledReference(kind: kind, location: location))
        }
    }

    /// The instructions that make a value standing for their first operand.
    private static let aliasing = [
        "copy_value ", "begin_borrow ", "move_value ", "mark_uninitialized ", "enum $Optional",
        "convert_function ", "convert_escape_to_noescape ", "mark_dependence ", "upcast ",
        "unchecked_ref_cast ", "project_box ", "begin_access ", "load ", "load_borrow ",
        "unchecked_ownership_conversion ", "thin_to_thick_function ",
    ]

    /// The operand whose value an instruction passes on unchanged, if it is one that does.
    static func aliasedOperand(of instruction: Substring) -> Substring? {
        guard aliasing.contains(where: { instruction.hasPrefix($0) }),
            let percent = instruction.firstIndex(of: "%")
        else { return nil }
        return instruction[percent...].prefix { $0 != " " && $0 != "," }
    }

    /// Whether a `partial_apply` captures something and only weak or unowned (safe) references:
    /// the last parameters of the closure's type, one per value captured, are `@sil_weak` boxes
    /// or `@sil_unowned` references. False when its type does not read as expected.
    static func capturesOnlyWeakly(_ instruction: Substring) -> Bool {
        let captured = arguments(of: instruction).count
        guard captured > 0, let type = instruction.range(of: " : $@convention(thin) ") else {
            return false
        }
        let rest = instruction[type.upperBound...]
        guard rest.hasPrefix("("), let inside = balanced(rest, open: "(", close: ")") else {
            return false
        }
        let parameters = topLevel(inside)
        guard parameters.count >= captured else { return false }
        return parameters.suffix(captured).allSatisfy {
            $0.contains("@sil_weak ") || $0.contains("@sil_unowned ")
        }
    }

    /// Whether the function named `name` makes text of what it is handed.
    static func describer(_ name: Substring) -> Bool {
        name.hasPrefix("String.init<A>(describing:") || name.hasPrefix("String.init<A>(reflecting:")
            || name.hasPrefix("DefaultStringInterpolation.appendInterpolation")
            || name.hasPrefix("_typeName(") || name.hasPrefix("_mangledTypeName(")
    }

    /// The type whose metatype `instruction` takes (`metatype $@thick OrdersScreen.Type`,
    /// `value_metatype $@thick OrdersScreen.Type, %0`), unless it is generic or a protocol's.
    static func concreteMetatype(in instruction: Substring) -> String? {
        for prefix in ["metatype $@thick ", "value_metatype $@thick "]
        where instruction.hasPrefix(prefix) {
            let type = instruction.dropFirst(prefix.count).prefix { $0 != "," && $0 != " " }
            guard type.hasSuffix(".Type") else { return nil }
            let name = type.dropLast(".Type".count)
            guard !name.isEmpty, !name.hasPrefix("τ"), !name.hasPrefix("any "),
                !name.hasPrefix("@")
            else { return nil }
            return String(name)
        }
        return nil
    }

    /// The type whose name the call `instruction` makes into text: the concrete type of a
    /// generic call handed a metatype (`apply %8<OrdersScreen.Type>(…)`), or, for a call
    /// handed any metatype (`@thick any Any.Type`), the last one the function took.
    static func describedType(in instruction: Substring, lastMetatype: String?) -> String? {
        if let open = instruction.firstIndex(of: "<"), let close = instruction.firstIndex(of: ">"),
            open < close, instruction[..<open].split(separator: " ").count == 2
        {
            let substitution = instruction[instruction.index(after: open)..<close]
            guard substitution.hasSuffix(".Type") else { return nil }
            let name = substitution.dropLast(".Type".count)
            guard !name.hasPrefix("τ"), !name.hasPrefix("any "), !name.contains(",") else {
                return nil
            }
            return String(name.hasPrefix("@thick ") ? name.dropFirst(7) : name)
        }
        return instruction.contains("(@thick any Any.Type") ? lastMetatype : nil
    }

    /// The class of the module whose object the call `instruction` makes into text
    /// (`apply %25<Screen>(…)` of `"\(self)"`), when the class does not describe itself: its
    /// text is then its type's name.
    private func describedObjectType(in instruction: Substring) -> String? {
        guard let open = instruction.firstIndex(of: "<"),
            let close = instruction.firstIndex(of: ">"),
            open < close, instruction[..<open].split(separator: " ").count == 2
        else { return nil }
        let name = String(instruction[instruction.index(after: open)..<close])
        guard typeKinds[name] == "class" || typeKinds[name] == "actor",
            !selfDescribed.contains(name)
        else { return nil }
        return name
    }

    /// Whether the function named `name` reads a character as a number: its code
    /// (`Unicode.Scalar.value`, `UInt8(ascii:)`, `Character.asciiValue`), or its place in an
    /// order (`Unicode.Scalar.<`), which makes the character a threshold.
    static func readsScalarAsNumber(_ name: Substring) -> Bool {
        name.contains("Unicode.Scalar.value") || name.contains("(ascii:")
            || name.contains("asciiValue")
            || name.contains("Unicode.Scalar.")
                && ["< infix", "> infix", "<= infix", ">= infix"].contains { name.contains($0) }
    }

    /// The value an `apply`, a `try_apply` or a `begin_apply` calls: `%5` of
    /// `apply [nothrow] %5<any Clock>(%3) : $…`, without its substitutions or its arguments.
    static func callee(of instruction: Substring) -> Substring? {
        instruction.split(separator: " ").dropFirst().first { $0.hasPrefix("%") }?
            .prefix { $0 != "<" && $0 != "(" }
    }

    /// The values an `apply` or a `partial_apply` passes: the last parenthesised list before
    /// its type.
    static func arguments(of instruction: Substring) -> [Substring] {
        let call =
            instruction.range(of: " : $").map { instruction[..<$0.lowerBound] } ?? instruction
        guard let open = call.lastIndex(of: "("), let close = call.lastIndex(of: ")"), open < close
        else { return [] }
        return call[call.index(after: open)..<close].split(separator: ",").map {
            $0.drop { $0 == " " }
        }.filter { $0.hasPrefix("%") }
    }

    /// The value of a method's own object, the last argument of `bb0` in a function of the
    /// method convention, unless it is a type (a static method's).
    static func selfArgument(of line: Substring, signature: String?) -> Substring? {
        guard signature?.contains("@convention(method)") == true,
            let last = line.range(of: "%", options: .backwards)
        else { return nil }
        let argument = line[last.lowerBound...]
        guard !argument.contains(".Type") else { return nil }
        return argument.prefix { $0 != " " && $0 != ":" }
    }

    static func location(in line: Substring) -> CompiledLocation? {
        guard let start = line.range(of: "loc ", options: .backwards) else { return nil }
        var rest = line[start.upperBound...]
        if rest.hasPrefix("* ") { rest = rest.dropFirst(2) }
        guard rest.hasPrefix("\"") else { return nil }
        rest = rest.dropFirst()
        guard let quote = rest.firstIndex(of: "\"") else { return nil }
        let file = String(rest[..<quote])
        let numbers = rest[rest.index(after: quote)...].dropFirst().prefix {
            $0 != "," && $0 != " "
        }
        let parts = numbers.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, !file.isEmpty, parts[0] > 0 else { return nil }
        return CompiledLocation(file: file, line: parts[0], column: parts[1])
    }

    /// A number the source writes as something other than a whole number, as the whole number
    /// it stands for (towards zero): a floating-point literal (`6.5e4`, whose value the compiler
    /// writes in a comment) or a string that is all number (`"65000"`, for `Int(_:)` to read).
    /// Either is a limit as surely as `65_000`.
    static func numberWrittenOtherwise(in instruction: Substring, line: Substring) -> Int? {
        let text: Substring
        if instruction.hasPrefix("float_literal "), let comment = line.range(of: " // ") {
            text = line[comment.upperBound...].prefix { $0 != "," && $0 != " " }
        } else if instruction.hasPrefix("string_literal utf8 \""), instruction.hasSuffix("\"") {
            text = instruction.dropFirst("string_literal utf8 \"".count).dropLast()
            guard let first = text.first, first.isASCII, first.isNumber || "+-.".contains(first)
            else { return nil }
        } else {
            return nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        let whole = value.rounded(.towardZero)
        guard abs(whole) < 9.0e18 else { return whole < 0 ? Int.min : Int.max }
        return Int(whole)
    }

    /// The instruction of a line, without its result, its location and its trailing comment.
    static func instruction(of line: Substring) -> Substring {
        var text = line.drop { $0 == " " }
        if text.hasPrefix("%"), let equals = text.range(of: " = ") {
            text = text[equals.upperBound...]
        }
        if let comment = text.range(of: " // ") { text = text[..<comment.lowerBound] }
        if let loc = text.range(of: ", loc ") { text = text[..<loc.lowerBound] }
        return text
    }

    /// Every symbol an instruction names: each `@$s…` of Swift, and the plain name of a C
    /// function or global after `function_ref @`, `global_addr @` and the like.
    static func symbols(in instruction: Substring) -> [String] {
        var found: [String] = []
        var rest = instruction[...]
        while let at = rest.firstIndex(of: "@") {
            let after = rest[rest.index(after: at)...]
            let symbol = after.prefix { $0.isLetter || $0.isNumber || "_$.".contains($0) }
            if symbol.hasPrefix("$") || (!symbol.isEmpty && isSymbolPosition(instruction[..<at])) {
                found.append(String(symbol))
            }
            rest = after.dropFirst(symbol.count)
        }
        return found
    }

    /// Whether what comes before an `@` puts a symbol there, not a type's attribute.
    static func isSymbolPosition(_ before: Substring) -> Bool {
        [
            "function_ref ", "global_addr ", "global_value ", "alloc_global ", "getter ", "setter ",
            "id ",
        ]
        .contains { before.hasSuffix($0) }
    }

    /// The type and member of `#Proto.member!getter : …` (a witness or class method, or a
    /// vtable entry), with `.getter`, `.setter` or `.modify` for an accessor.
    static func member(in text: Substring, atStart: Bool = false) -> (type: String, name: String)? {
        guard let hash = atStart ? text.startIndex : text.firstIndex(of: "#") else { return nil }
        var reference = ""
        var quoted = false
        for character in text[text.index(after: hash)...] {
            if character == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted && (character == " " || character == ":") { break }
            reference.append(character)
        }
        let parts = reference.split(separator: "!", maxSplits: 1)
        guard let path = parts.first, let dot = path.lastIndex(of: ".") else { return nil }
        let accessor = parts.count > 1 ? String(parts[1]) : ""
        let suffix = ["getter", "setter", "modify"].contains(accessor) ? "." + accessor : ""
        return (String(path[..<dot]), String(path[path.index(after: dot)...]) + suffix)
    }

    /// The type whose value an instruction makes, or whose metatype it takes, or which it
    /// wraps in an existential: `struct $SystemNow ()`, `alloc_ref $Board`,
    /// `metatype $@thick Board.Type`, `init_existential_addr %1, $SystemNow`.
    static func openedExistential(
        in instruction: Substring,
        callees: [Substring: Substring],
        ownPrefix: String
    ) -> (proto: String, how: String)? {
        func proto(after marker: String, in text: Substring) -> String? {
            guard let range = text.range(of: marker) else { return nil }
            let name = text[range.upperBound...].prefix {
                $0.isLetter || $0.isNumber || "_.".contains($0)
            }
            let type = name.hasSuffix(".Type") ? name.dropLast(".Type".count) : name
            return type.isEmpty ? nil : String(type)
        }
        let opened = ", any "
        if instruction.hasPrefix("existential_metatype "),
            let found = proto(after: "$@thick any ", in: instruction)
        {
            return (found, "its dynamic type taken, `type(of:)`")
        }
        if instruction.hasPrefix("value_metatype "), instruction.contains("@opened("),
            let found = proto(after: opened, in: instruction)
        {
            return (found, "its dynamic type taken, `type(of:)`")
        }
        if instruction.hasPrefix("init_existential_addr ")
            || instruction.hasPrefix("init_existential_value "),
            let type = instruction.range(of: ", $@opened(", options: .backwards),
            let found = proto(after: opened, in: instruction[type.lowerBound...])
        {
            return (found, "wrapped in `Any`, which can print or reflect what it really is")
        }
        if instruction.hasPrefix("checked_cast_br ")
            || instruction.hasPrefix("checked_cast_addr_br "),
            let found = proto(after: " any ", in: instruction.prefix(while: { $0 != "%" }))
        {
            return (found, "cast to another type")
        }
        for keyword in ["apply ", "try_apply ", "begin_apply ", "partial_apply "]
        where instruction.hasPrefix(keyword) {
            return openedInUnconstrainedCall(
                instruction.dropFirst(keyword.count),
                callees: callees,
                ownPrefix: ownPrefix
            )
        }
        return nil
    }

    /// The standard library's functions that describe any value they are given, as their
    /// mangled names spell them: `String(describing:)`, `String(reflecting:)`, and the
    /// interpolation of a value of any type.
    static let describingFunctions = [
        "$sSS10describingSSx_tclufC", "$sSS10reflectingSSx_tclufC",
        "$ss26DefaultStringInterpolationV06appendC0yyxlF",
    ]

    /// An existential handed to a generic parameter that asks nothing of it: opened
    /// (`apply %4<@opened("…", any Screen) Self>(…) : $@convention(method) <τ_0_0> (…)`) for
    /// any callee, or as it is (`apply %5<any Clock>(…)`) to a function of the module's own or
    /// one of the standard library's that describes what it is given. A container of the
    /// standard library that holds an existential as it is (`Array<any Clock>`) asks nothing.
    private static func openedInUnconstrainedCall(
        _ call: Substring,
        callees: [Substring: Substring],
        ownPrefix: String
    ) -> (proto: String, how: String)? {
        var rest = call
        while rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        let callee = rest.prefix { $0 != "<" && $0 != "(" }
        guard rest.dropFirst(callee.count).hasPrefix("<"),
            let substitutions = balanced(rest.dropFirst(callee.count)),
            substitutions.contains("any ")
        else { return nil }
        let symbol = callees[callee] ?? ""
        // Keeping a value alive asks nothing of it and shows nothing of it.
        if symbol.contains("withExtendedLifetime") { return nil }
        let describes =
            symbol.hasPrefix(ownPrefix) || describingFunctions.contains { symbol.hasPrefix($0) }
        guard let type = rest.range(of: " : $"),
            let open = rest[type.upperBound...].firstIndex(of: "<"),
            let signature = balanced(rest[open...])
        else { return nil }
        let parts = signature.components(separatedBy: " where ")
        let parameters = parts[0].components(separatedBy: ", ")
        let requirements = parts.count > 1 ? parts[1].components(separatedBy: ", ") : []
        for (index, substitution) in topLevel(substitutions).enumerated()
        where index < parameters.count
            && (substitution.hasPrefix("@opened(") || describes && substitution.hasPrefix("any "))
        {
            let parameter = parameters[index]
            let asked = requirements.contains {
                $0.hasPrefix(parameter + " : ") && !$0.dropFirst(parameter.count + 3).hasPrefix("~")
            }
            guard !asked, let range = substitution.range(of: "any ") else { continue }
            let name = substitution[range.upperBound...].prefix {
                $0.isLetter || $0.isNumber || "_.".contains($0)
            }
            return (
                String(name),
                "handed to generic code that asks nothing of it (a string interpolation, `String(describing:)`, a helper that takes any value), which can print or reflect what it really is"
            )
        }
        return nil
    }

    /// The text inside the brackets that open `text`, angle brackets unless told, or nil when
    /// they do not close.
    private static func balanced(
        _ text: Substring,
        open: Character = "<",
        close: Character = ">"
    ) -> String? {
        var depth = 0
        var inside = ""
        var quoted = false
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if character == "\"" { quoted.toggle() }
            if !quoted && character == open {
                depth += 1
                if depth == 1 { continue }
            }
            if !quoted && character == close && !(close == ">" && previous == "-") {
                depth -= 1
                if depth == 0 { return inside }
            }
            if depth >= 1 { inside.append(character) }
        }
        return nil
    }

    /// The parts of a comma-separated list that are not inside brackets or quotes.
    private static func topLevel(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        var previous: Character = " "
        for character in list {
            defer { previous = character }
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if "<([{".contains(character) { depth += 1 }
                if ">)]}".contains(character) && !(character == ">" && previous == "-") {
                    depth -= 1
                }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    static func madeType(in instruction: Substring) -> String? {
        let kinds = [
            "struct $", "alloc_ref ", "alloc_ref_dynamic ", "metatype $", "enum $",
            "init_existential_addr ", "init_existential_ref ", "init_existential_value ",
            "init_existential_metatype ",
        ]
        guard kinds.contains(where: { instruction.hasPrefix($0) }) else { return nil }
        let text: Substring
        if instruction.hasPrefix("init_existential"),
            let last = instruction.range(of: ", $", options: .backwards)
        {
            text = instruction[last.upperBound...]
        } else if let dollar = instruction.firstIndex(of: "$") {
            text = instruction[instruction.index(after: dollar)...]
        } else {
            return nil
        }
        var rest = text
        for prefix in ["@thin ", "@thick ", "@objc_metatype ", "*"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
        }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let type = name.hasSuffix(".Type") ? name.dropLast(".Type".count) : name
        return type.isEmpty ? nil : String(type)
    }

    static func word(after prefix: String, in line: Substring) -> String {
        var text = line.dropFirst(prefix.count)
        while text.hasPrefix("[") { text = text.drop { $0 != "]" }.dropFirst().drop { $0 == " " } }
        return String(text.prefix { $0 != " " && $0 != "<" })
    }
}

extension StringProtocol {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
