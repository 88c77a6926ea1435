/// How what the reader says of a module compares with what the compiler says.
struct Comparison {
    /// The declarations both say alike.
    private(set) var agreed = 0
    /// Each disagreement, in words, with where it is.
    private(set) var disagreements: [String] = []

    init(reader: ModuleFacts, compiler: ModuleFacts) {
        let keys = Set(reader.details.keys).union(compiler.details.keys).sorted()
        for key in keys {
            let place = compiler.places[key] ?? reader.places[key] ?? "?"
            switch (reader.details[key], compiler.details[key]) {
            case (nil, _):
                disagreements.append("\(place): the reader misses \(key.shown)")
            case (_, nil):
                disagreements.append(
                    "\(place): the reader reads \(key.shown), which the compiler does not declare"
                )
            case (let ours?, let theirs?):
                if Self.agree(ours, theirs) {
                    agreed += 1
                } else {
                    let show = { (details: [String?]) in
                        details.map { $0 ?? "(not written)" }.joined(separator: " | ")
                    }
                    disagreements.append(
                        "\(place): \(key.shown): the reader reads \(show(ours)), "
                            + "the compiler \(show(theirs))"
                    )
                }
            }
        }
        for (type, kind) in compiler.typeKinds.sorted(by: { $0.key < $1.key }) {
            let theirs = compiler.conformances[type] ?? []
            let ours = reader.conformances[type] ?? []
            var written = Self.written(ours)
            if kind == "enum" { written.subtract(Self.rawTypes) }
            let missing = written.subtracting(theirs)
            let unexplained = theirs.subtracting(
                Self.implied(by: ours, kind: kind, in: reader)
            ).subtracting(reader.attributes[type] ?? [])
            if !missing.isEmpty || !unexplained.isEmpty {
                let place =
                    compiler.places.first {
                        $0.key.kind == .type
                            && ($0.key.owner.isEmpty
                                ? $0.key.name : "\($0.key.owner).\($0.key.name)") == type
                    }?.value ?? "?"
                disagreements.append(
                    "\(place): \(type) conforms, says the reader, to \(ours.sorted()), "
                        + "and the compiler to \(theirs.sorted())"
                )
            }
        }
    }

    /// The types an enum's raw values can have: written first among its conformances, they are
    /// no conformance.
    static let rawTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// Whether the details agree: a kind or parameter types always; a property's type only
    /// where the source writes one.
    private static func agree(_ ours: [String?], _ theirs: [String?]) -> Bool {
        guard ours.count == theirs.count else { return false }
        var remaining = theirs
        for detail in ours {
            guard let detail else {
                remaining.removeFirst()
                continue
            }
            guard let match = remaining.firstIndex(where: { $0 == detail }) else { return false }
            remaining.remove(at: match)
        }
        return true
    }

    /// The conformances a source writes, as the compiler names them.
    private static func written(_ names: Set<String>) -> Set<String> {
        var result = names.subtracting(["AnyObject", "Copyable", "Escapable"])
        if result.remove("Codable") != nil { result.formUnion(["Decodable", "Encodable"]) }
        return result
    }

    /// Everything a type conforms to once it conforms to `names`: what those refine, in the
    /// module and in the standard library, and what the compiler gives a type of this `kind`
    /// by itself.
    private static func implied(
        by names: Set<String>,
        kind: String,
        in reader: ModuleFacts
    ) -> Set<String> {
        var result: Set<String> = []
        var pending = Array(names)
        while let name = pending.popLast() {
            guard result.insert(name).inserted else { continue }
            pending += (reader.conformances[name].map(Array.init) ?? [])
            pending += standardRefinements[name] ?? []
        }
        result.formUnion([
            "Sendable", "SendableMetatype", "BitwiseCopyable", "Copyable", "Escapable",
        ])
        if kind == "enum" { result.formUnion(["Equatable", "Hashable", "RawRepresentable"]) }
        if kind == "actor" { result.formUnion(["Actor", "AnyActor"]) }
        return result
    }

    /// What the standard library's protocols refine.
    private static let standardRefinements: [String: [String]] = [
        "Codable": ["Decodable", "Encodable"],
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Strideable": ["Comparable"],
        "Error": ["Sendable"],
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"],
        "RangeReplaceableCollection": ["Collection"],
        "StringProtocol": [
            "BidirectionalCollection", "Comparable", "Hashable", "TextOutputStream",
            "TextOutputStreamable", "LosslessStringConvertible", "ExpressibleByStringInterpolation",
        ],
        "LosslessStringConvertible": ["CustomStringConvertible"],
        "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral"],
        "ExpressibleByStringLiteral": ["ExpressibleByExtendedGraphemeClusterLiteral"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["ExpressibleByUnicodeScalarLiteral"],
        "Numeric": ["AdditiveArithmetic", "ExpressibleByIntegerLiteral"],
        "AdditiveArithmetic": ["Equatable"],
        "SignedNumeric": ["Numeric"],
        "BinaryInteger": ["Hashable", "Numeric", "CustomStringConvertible", "Strideable"],
        "FloatingPoint": ["SignedNumeric", "Strideable", "Hashable"],
        "AsyncSequence": [],
        // A subclass of URLProtocol takes on what its NSObject adopts.
        "URLProtocol": ["NSObject"],
        "Actor": ["AnyActor", "Sendable"],
        "OptionSet": ["SetAlgebra", "RawRepresentable"],
        "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
        "CaseIterable": [],
        "Identifiable": [],
        "CodingKey": ["CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"],
        // A subclass of NSObject takes on what NSObject adopts.
        "NSObject": [
            "NSObjectProtocol", "Equatable", "Hashable", "CustomStringConvertible",
            "CustomDebugStringConvertible",
        ],
        "XCTestObservation": ["NSObjectProtocol"],
    ]
}
