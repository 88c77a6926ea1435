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
    /// The generic parameters the current function constrains to a protocol.
    private var currentGenerics: [String: String] = [:]
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
        // An enum keeps what its cases carry: `case some(Service), none` keeps a `Service`.
        if let owner = headerTypes.last?.name, typeKinds[owner] == "enum",
            let start = trimmed.range(of: "case ")
        {
            var depth = 0
            var payload = ""
            for character in trimmed[start.upperBound...] {
                if character == "(" {
                    depth += 1
                    if depth == 1 { continue }
                }
                if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        storedProperties[owner, default: []].append("(\(payload))")
                        payload = ""
                        continue
                    }
                }
                if depth > 0 { payload.append(character) }
            }
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
            currentGenerics = Self.constrainedGenerics(of: function.signature)
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
                current?.references.append(
                    CompiledReference(
                        kind: .valueRead(type: member.type, how: "its \(member.name) read"),
                        location: location
                    )
                )
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
            if let callee, let member = functionRefs[callee],
                Self.picksByPlaceInHashedOrder(member: member, instruction: instruction)
            {
                current?.references.append(
                    CompiledReference(
                        kind: .addressRead(
                            "the first element of a Set or a Dictionary, which the per-process hash seed picks"
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
        if let read = Self.valueRead(in: instruction) {
            current?.references.append(
                CompiledReference(
                    kind: .valueRead(type: read.type, how: read.how),
                    location: location
                )
            )
        }
        if let cast = Self.cast(in: instruction) {
            current?.references.append(
                CompiledReference(kind: .cast(from: cast.from, to: cast.to), location: location)
            )
        }
        if let opened = Self.openedExistential(
            in: instruction,
            callees: functionRefs,
            ownPrefix: ownPrefix,
            generics: currentGenerics
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

    /// The `loc "file":line:column` of a line, if it has one.
    // MARK: Values followed through a function

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
}

extension StringProtocol {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
