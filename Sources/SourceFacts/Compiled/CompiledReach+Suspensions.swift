/// Where a policy's `await`s may suspend, and what they wait for.
///
/// An `await` in a policy waits for one of its seams: a requirement of a protocol, a function
/// value it was handed, an API the lesson allows by name, or the module's own code that waits
/// for one of those. Any other suspension lets other work run in the middle of the policy's: a
/// load started later may finish first and be overwritten by this one, or find the state half
/// changed, in an order no caller asked for.
extension CompiledReach {
    /// The module's functions that wait for a seam, found once per judgement.
    struct Waiting {
        /// Those that may: that await a seam, or reach such code of the module, on some path.
        var onSomePath: Set<String> = []
        /// Those that do on every path from their start to a return (a throw is none): a
        /// helper that awaits the loader only when a condition holds waits for nothing on the
        /// other paths, and leaves its caller's actor for nothing there.
        var onEveryPath: Set<String> = []
        /// The module's closures kept in each stored property of a class, `Type.field`: its
        /// initial value, and every closure stored there.
        var kept: [String: [String]] = [:]
    }

    /// What an `await` in `caller` waits for, when it waits for no seam: a function of the
    /// module that does not await one on every path (a `nonisolated` no-op, a method of another
    /// actor), a closure the module keeps in a field that awaits none, or an API of the
    /// standard library handed no work that does (`MainActor.run {}`,
    /// `withCheckedContinuation { $0.resume() }`, an empty stream). Nil for an `await` of a seam,
    /// of an API the lesson allows by name, of the module's own code that awaits a seam, of
    /// structured work that does (an `async let`, a task group), or of code on the caller's own
    /// global actor, which runs without suspending (its own `await`s are judged where they are).
    /// A requirement of a protocol that `policy`, the policy's outermost type, answers itself is
    /// no seam of its own: its answer is the policy's code, held to the rule as a helper is.
    func idleAwait(
        _ awaited: CompiledReference.Awaited,
        handing closures: [String],
        in caller: CompiledFunction,
        of policy: String?,
        waiting: Waiting,
        allowance: Allowance
    ) -> String? {
        // A thunk the compiler writes (a protocol's witness, a reabstraction) awaits the code it
        // stands for, which is judged where it awaits.
        if Self.compilerThunks.contains(where: caller.name.hasPrefix) { return nil }
        if case .requirement(let requirement) = awaited,
            let own = (module.witnesses[requirement] ?? []).first(where: {
                $0.type.split(separator: ".").first.map(String.init) == policy
                    && !waiting.onEveryPath.contains($0.function)
            })
        {
            return "\(own.type).\(requirement.split(separator: ".").last ?? "")"
        }
        if waits(for: awaited, handing: closures, in: caller, strictly: true, waiting, allowance) {
            return nil
        }
        switch awaited {
        case .requirement, .handed:
            return nil
        case .field(let type, let field):
            return "\(type).\(field)"
        case .method(let type, let member):
            return "\(type).\(member)"
        case .function(let target):
            guard let callee = module.functions[target], isOwn(target) else {
                return awaitedAPI(target)
            }
            let sameActor =
                callee.isolation == caller.isolation && callee.isolation.hasPrefix("global_actor")
            return sameActor ? nil : callee.name
        }
    }

    /// How the names of the functions the compiler writes to stand for others begin, as
    /// demangled: no name the code declares has a space in it, so none of the code's own
    /// functions is mistaken for one.
    static let compilerThunks = [
        "protocol witness for ", "thunk for ", "reabstraction thunk ", "dispatch thunk of ",
        "vtable thunk for ", "partial apply forwarder for ",
    ]

    /// Whether `function` is an `async` closure of the module that waits for no seam on any
    /// path: it exists only to be awaited, and whoever awaits it (a default argument's caller,
    /// a parameter's, an `async let`) suspends for nothing.
    func isIdleAsyncClosure(_ function: CompiledFunction, waiting: Waiting) -> Bool {
        function.name.contains("closure #") && isOwn(function.mangled)
            && Self.isAsync(signature: function.signature)
            && !waiting.onSomePath.contains(function.mangled)
    }

    /// Whether a function of SIL type `signature` is `async`: `@async` among the attributes
    /// before its parameters.
    static func isAsync(signature: String) -> Bool {
        var rest = Substring(signature)
        while rest.hasPrefix("@") {
            if rest.hasPrefix("@async") { return true }
            if rest.hasPrefix("@convention("), let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest.drop { $0 != " " }
            }
            rest = rest.drop { $0 == " " }
        }
        return false
    }

    /// The module's functions that wait for a seam, on some path and on every path.
    func functionsWaitingForSeams(allowance: Allowance) -> Waiting {
        let own = module.functions.values.filter { $0.isDefinedHere }
        var waiting = Waiting(kept: keptClosures())
        var grew = true
        while grew {
            grew = false
            for function in own {
                let some = function.references.contains { reference in
                    waits(reference, in: function, strictly: false, waiting, allowance)
                }
                if some, waiting.onSomePath.insert(function.mangled).inserted { grew = true }
                let every = function.references.indices.contains { index in
                    function.isOnEveryPath(referenceAt: index)
                        && waits(
                            function.references[index],
                            in: function,
                            strictly: true,
                            waiting,
                            allowance
                        )
                }
                if every, waiting.onEveryPath.insert(function.mangled).inserted { grew = true }
            }
        }
        return waiting
    }

    /// Whether `reference`, in `function`, waits for a seam: an `await` of one, or, not
    /// `strictly`, a closure or helper of the module that may (made here, run in a task group).
    private func waits(
        _ reference: CompiledReference,
        in function: CompiledFunction,
        strictly: Bool,
        _ waiting: Waiting,
        _ allowance: Allowance
    ) -> Bool {
        switch reference.kind {
        case .suspension(let awaited, let closures):
            return waits(
                for: awaited,
                handing: closures,
                in: function,
                strictly: strictly,
                waiting,
                allowance
            )
        case .symbol(let target):
            return !strictly && waiting.onSomePath.contains(target)
        default:
            return false
        }
    }

    /// Whether an `await` of `awaited`, handed `closures`, in `caller`, waits for a seam: the
    /// module's own code waits when it does on every path, or, not `strictly`, on some path.
    private func waits(
        for awaited: CompiledReference.Awaited,
        handing closures: [String],
        in caller: CompiledFunction,
        strictly: Bool,
        _ waiting: Waiting,
        _ allowance: Allowance
    ) -> Bool {
        let own = strictly ? waiting.onEveryPath : waiting.onSomePath
        switch awaited {
        case .requirement, .handed:
            return true
        case .field(let type, let field):
            // No closure of the module kept there: the field holds what the policy was handed.
            return (waiting.kept["\(type).\(field)"] ?? []).allSatisfy(own.contains)
        case .method(let type, let member):
            let implementations = module.implementations["\(type).\(member)"] ?? []
            return !implementations.isEmpty && implementations.allSatisfy(own.contains)
        case .function(let target):
            if isOwn(target) { return own.contains(target) }
            // Structured work: a task group's body, an `async let`'s value or a group's next
            // result (handed no closure, it waits for closures the caller made).
            if closures.contains(where: waiting.onSomePath.contains) { return true }
            if closures.isEmpty, references(caller, anyOf: waiting.onSomePath) { return true }
            let api = awaitedAPI(target)
            return allowance.allowed.contains { Allowance.matches($0, api) }
        }
    }

    /// The closures of the module kept in each stored property of a class, by `Type.field`:
    /// its initial value, and every closure stored there.
    private func keptClosures() -> [String: [String]] {
        var kept: [String: [String]] = [:]
        for function in module.functions.values where function.isDefinedHere {
            let initialValueOf =
                (demangled[function.mangled] ?? "").hasPrefix(
                    "variable initialization expression of "
                ) ? symbol(function.mangled)?.path.joined(separator: ".") : nil
            for reference in function.references {
                switch reference.kind {
                case .closureKept(let type, let field, let closure):
                    kept["\(type).\(field)", default: []].append(closure)
                case .symbol(let target) where initialValueOf != nil && isOwn(target):
                    kept[initialValueOf ?? "", default: []].append(target)
                default:
                    break
                }
            }
        }
        return kept
    }

    /// Whether `function` references code of the module in `set`.
    private func references(_ function: CompiledFunction, anyOf set: Set<String>) -> Bool {
        function.references.contains { reference in
            guard case .symbol(let target) = reference.kind else { return false }
            return set.contains(target)
        }
    }

    /// Whether `mangled` is a function of the module's own code.
    func isOwn(_ mangled: String) -> Bool {
        module.functions[mangled]?.isDefinedHere == true
            && (symbol(mangled)?.module ?? module.name) == module.name
    }

    /// The API name of an awaited function outside the module, or the runtime's own name.
    private func awaitedAPI(_ target: String) -> String {
        if Self.isRuntime(target) { return target }
        return module.functions[target].map(apiName(of:)) ?? apiName(ofUndeclared: target)
    }
}
