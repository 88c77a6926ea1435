import Foundation
import Testing

/// Checks that `object` holds no more after `many` uses than after `few`, and holds the same
/// after the same use: that it keeps no history of what it was handed, not even a count of the
/// uses, which no lesson asks for.
///
/// What an object holds is read by reflection, as every value its stored properties reach:
/// each element of a collection, each byte of a text, and the properties of every object of
/// `module` it keeps, followed through any depth. Objects of other modules, such as the
/// checker's doubles, are not followed: what they keep is theirs, and only which object is
/// held counts. The uses should differ from one another, in texts of one length, so that an
/// object that keeps only the latest, or nothing, holds exactly as much after `many` as after
/// `few`. After each count the first use is made again, and what the object holds then must be
/// the same both times: a count of the uses, or anything else that moves with every use, is a
/// way to behave otherwise after more uses than any test makes.
///
/// - Parameters:
///   - object: The learner's object, for example the presenter: a class, or a struct, whose
///     stored properties are read as they are when each count is made (a struct's own fields
///     cannot change under a use that is not `mutating`, so what it keeps is in objects).
///   - name: What the message calls it: `The presenter`.
///   - module: The learner's module, whose objects are followed.
///   - few: The uses before the first count.
///   - many: The uses before the second.
///   - use: The use numbered by its argument, from 0.
public func expectKeepsNoHistory(
    of object: Any,
    named name: String,
    module: String,
    few: Int = 3,
    many: Int = 60,
    use: (Int) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let footprint = Footprint(module: module)
    for index in 0..<few { use(index) }
    let before = footprint.count(object)
    use(0)
    let first = footprint.values(object)
    for index in few..<many { use(index) }
    let after = footprint.count(object)
    use(0)
    let second = footprint.values(object)
    if after > before {
        Issue.record(
            """
            \(name) holds more after \(many) uses than after \(few): \(after) values against \
            \(before). It keeps a history of what it was handed, which nothing in the lesson asks \
            for: memory, and the user's data, that grow for as long as the app runs. Keep only what \
            the next call needs.
            """,
            sourceLocation: sourceLocation
        )
    } else if let (path, then, now) = zip(first, second).first(where: { $0.0 != $0.1 })
        .map({ ($0.0.path, $0.0.value, $0.1.value) })
    {
        Issue.record(
            """
            \(name) holds something else after the same use, made once after \(few + 1) uses and \
            again after \(many + 2): \(path) was \(then), then \(now). Something that moves with \
            every use, a count of them say, lets the code behave otherwise after more uses than \
            any test makes, which nothing in the lesson asks for. Keep only what the next call \
            needs.
            """,
            sourceLocation: sourceLocation
        )
    }
}

/// Checks that what the process holds does not grow with uses of large inputs: that the code
/// keeps no history of them anywhere, even where reflection cannot look (in a `Mutex`, in what
/// a closure captured, inside an object of another module, in a global).
///
/// `use` is handed texts of 16,000 characters, each another, `uses` at a time, in rounds;
/// code that keeps them all holds 16 KB more per use after each round, and code that keeps only
/// the latest, or nothing, holds about what it held. A first round is not counted (what the
/// code makes once, and the process's own first growth). It counts as a history only when each
/// of three rounds leaves at least half that behind, and each of three more rounds does again:
/// other tests running beside it make the process grow now and then, not six times in a row.
/// The process's data is read from `/proc/self/statm`; where there is none (not Linux) the
/// check says nothing.
///
/// - Parameters:
///   - name: What the message calls the code used: `The presenter`.
///   - uses: The uses in each round: a thousand make 16 MB a round.
///   - isolation: The caller's actor, on which the uses run: the main actor for a screen.
///   - use: One use, with the text to use, and its number.
public func expectKeepsNoHistoryInMemory(
    named name: String,
    uses: Int = 1_000,
    isolation: isolated (any Actor)? = #isolation,
    use: (String, Int) async -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let size = 16_000
    guard var before = dataBytes() else { return }
    var growths: [Int] = []
    // A first round not counted, then six that must each grow.
    for round in 0..<7 {
        for index in 0..<uses {
            let number = String(round * uses + index)
            await use(
                String(repeating: "a", count: size - number.count) + number,
                round * uses + index
            )
        }
        let after = dataBytes() ?? before
        defer { before = after }
        guard round > 0 else { continue }
        guard after - before >= uses * size / 2 else { return }
        growths.append(after - before)
    }
    let megabytes = growths.map { String($0 / 1_000_000) }.joined(separator: ", ")
    Issue.record(
        """
        \(name) keeps what it is handed: each \(uses) uses with texts of 16,000 characters left \
        the program holding more (\(megabytes) MB more after each), where code that keeps \
        only what the next call needs holds what it held. A history, wherever it is kept (a \
        list behind a lock, a variable a closure captured, a global), is memory and user data \
        that grow for as long as the app runs, which nothing in the lesson asks for.
        """,
        sourceLocation: sourceLocation
    )
}

/// Checks that `first` and `second`, made by the learner's code in two ways that should make
/// the same thing (an app launched as a user launches it, and as a test does), hold as much:
/// as many values, read by reflection through the objects of `module` at any depth, as
/// ``expectKeepsNoHistory(of:named:module:few:many:use:sourceLocation:)`` counts them. Code that
/// tells the two ways apart (a check run only when a container is handed in) leaves one
/// holding less: what the skipped work would have made and kept.
///
/// - Parameters:
///   - first: What the first way made.
///   - second: What the second way made.
///   - module: The learner's module, whose objects are followed.
///   - message: What to say when they differ, given the count of each.
public func expectHoldsAlike(
    _ first: Any,
    _ second: Any,
    module: String,
    message: (_ first: Int, _ second: Int) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let footprint = Footprint(module: module)
    let (one, other) = (footprint.count(first), footprint.count(second))
    if one != other {
        Issue.record(Comment(rawValue: message(one, other)), sourceLocation: sourceLocation)
    }
}

/// The bytes of the process's data (its heap and the memory it maps for itself), from
/// `/proc/self/statm`; nil where there is no such file.
private func dataBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 5, let pages = Int(fields[5]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// What an object holds, by reflection (``expectKeepsNoHistory(of:named:module:few:many:use:sourceLocation:)``):
/// every value it reaches, through objects of `module` at any depth.
struct Footprint {
    /// The module whose objects are followed.
    let module: String
    /// How deep nested values are followed: enough for any model a kata has.
    var depthLimit = 16

    /// What the walk meets at one place.
    private enum Met {
        /// A value with no parts: a number, a text, some bytes.
        case leaf(Any)
        /// An object met before, at the place given.
        case again(at: String)
        /// An object of another module, which is not followed.
        case outside(AnyObject)
        /// A value whose parts are met next.
        case parts
    }

    /// The values `root` holds, itself included, a text's or some bytes' each byte counted.
    func count(_ root: Any) -> Int {
        var total = 0
        walk(root) { _, met in
            total += 1
            guard case .leaf(let value) = met else { return }
            switch value {
            case let text as String: total += text.utf8.count
            case let text as Substring: total += text.utf8.count
            case let data as Data: total += data.count
            default: break
            }
        }
        return total
    }

    /// Every value `root` holds, by where it is held (`presenter.shown`) and as it reads
    /// (`4`): objects of other modules by identity alone.
    func values(_ root: Any) -> [(path: String, value: String)] {
        var found: [(path: String, value: String)] = []
        walk(root) { path, met in
            switch met {
            case .leaf(let data as Data): found.append((path, "\(Array(data))"))
            case .leaf(let value): found.append((path, String(reflecting: value)))
            case .again(let first):
                found.append((path, "the object at \(first.isEmpty ? "the top" : first)"))
            case .outside(let object): found.append((path, "an object of \(type(of: object))"))
            case .parts: break
            }
        }
        return found
    }

    /// Meets `root` and every value it holds, each with the path to it, in order; each object
    /// once.
    private func walk(_ root: Any, visit: (String, Met) -> Void) {
        var seen: [ObjectIdentifier: String] = [:]
        func step(_ value: Any, at path: String, depth: Int) {
            guard depth < depthLimit else { return }
            if value is String || value is Substring || value is Data {
                return visit(path, .leaf(value))
            }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                let identifier = ObjectIdentifier(object)
                if let first = seen[identifier] { return visit(path, .again(at: first)) }
                seen[identifier] = path
                guard String(reflecting: type(of: object)).hasPrefix(module + ".") else {
                    return visit(path, .outside(object))
                }
            }
            var children: [Mirror.Child] = []
            var current: Mirror? = mirror
            while let level = current {
                children += level.children
                current = level.superclassMirror
            }
            guard !children.isEmpty else { return visit(path, .leaf(value)) }
            visit(path, .parts)
            for (index, child) in children.enumerated() {
                let name =
                    child.label.map {
                        $0.hasPrefix("$__lazy_storage_$_") ? String($0.dropFirst(18)) : $0
                    } ?? "\(index)"
                step(child.value, at: path.isEmpty ? name : "\(path).\(name)", depth: depth + 1)
            }
        }
        step(root, at: "", depth: 0)
    }
}
