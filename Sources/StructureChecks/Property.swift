import Foundation
import SourceFacts
import Testing

/// A reproducible source of generated inputs: the same seed gives the same inputs on every
/// machine (SplitMix64).
public struct InputSource: RandomNumberGenerator, Sendable {
    /// The seed the inputs come from.
    public let seed: UInt64
    private var state: UInt64
    /// Texts of the code under test, which names are now and then made of.
    let words: [String]
    /// A second stream, for the choice of words alone: the inputs a seed gives stay the same
    /// whatever words the code writes, but for the names a word goes into.
    private var wordState: UInt64
    /// How many names a word went into so far.
    private var wordTurn = 0
    /// How many runs of one-script names were made so far, and how many names the current
    /// run has left.
    private var scriptTurn = 0
    private var scriptRun = 0
    /// How many characters of Unicode's rare corners went into names so far.
    private var rareTurn = 0
    /// How many names were made so far.
    private var nameTurn = 0
    /// What every name of the current run starts and ends with.
    private var runEdges = (before: "", after: "")

    /// A source seeded with `seed`, whose names now and then contain one of `words`.
    public init(seed: UInt64, words: [String] = []) {
        self.seed = seed
        state = seed
        self.words = words
        wordState = seed ^ 0x5DEE_CE66_D1CE_4E5B
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `choices`.
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A whole number mostly in `range`, and now and then one a `Double` cannot hold exactly
    /// (2^53 + 1, either sign) or one of `Int`'s ends: a number that goes through a `Double` on
    /// its way comes back another.
    public mutating func int(mostlyIn range: ClosedRange<Int>) -> Int {
        int(in: 0...9) == 0
            ? pick([9_007_199_254_740_993, -9_007_199_254_740_993, Int.max, Int.min])
            : int(in: range)
    }

    /// A whole number of any size, either sign: its count of digits (in `digits`, at most 19)
    /// is drawn first, evenly, then the number among those with that many. Each power of ten is
    /// met as often as the next, so a rule that answers otherwise in a window of sizes nobody
    /// writes (between 6 × 10^10 and 3 × 10^11, say) is met, where a number drawn evenly from a
    /// wide range lands almost always in its last power of ten.
    public mutating func magnitude(digits: ClosedRange<Int> = 1...19) -> Int {
        let count = int(in: max(1, digits.lowerBound)...min(19, digits.upperBound))
        var low = 1
        for _ in 1..<count { low *= 10 }
        let high = count == 19 ? Int.max : low * 10 - 1
        let value = int(in: (count == 1 ? 0 : low)...high)
        return int(in: 0...1) == 0 ? value : -value
    }

    /// How many of something a session holds: mostly a few, now and then dozens, and rarely
    /// hundreds or thousands, past any limit a program might keep of its own, however it spells
    /// it (`prefix(120)`, a scalar's value, a type's size in memory).
    public mutating func count() -> Int {
        switch int(in: 0...19) {
        case 0: int(in: 101...3_000)
        case 1...4: int(in: 11...100)
        default: int(in: 0...10)
        }
    }

    /// A number as a `Double` may hold it: mostly a whole number or a simple fraction, and now
    /// and then one arithmetic rarely meets: either zero, either infinity, the largest and the
    /// smallest, a subnormal, or a not-a-number of either sign, quiet or signalling, with or
    /// without a payload (which Swift writes `-nan`, `snan`, `nan(0x2a)`).
    public mutating func double() -> Double {
        switch int(in: 0...9) {
        case 0:
            return pick([
                0.0, -0.0, .infinity, -.infinity, .greatestFiniteMagnitude,
                -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude,
                -.leastNonzeroMagnitude, 1e300, 0.1, 1.0 / 3.0,
            ])
        case 1:
            let payload = UInt64(int(in: 1...0xFFFF))
            return pick([
                Double.nan, -Double.nan, .signalingNaN, -Double.signalingNaN,
                Double(nan: payload, signaling: false), -Double(nan: payload, signaling: false),
                Double(nan: payload, signaling: true),
            ])
        default:
            return Double(int(in: -3_000...3_000)) / pick([1, 2, 4, 10, 100])
        }
    }

    /// A name as people write them: any script and length (now and then hundreds of
    /// characters, rarely thousands), empty, with spaces, tabs, line breaks and other control
    /// characters, accents that combine, letters of full width, ligatures, emoji, right-to-left
    /// text, marks that print nothing (a byte-order mark, a soft hyphen, a grapheme joiner),
    /// escapes of other notations (`%20`, `&amp;`, `\n` written out), every mark of ASCII's
    /// punctuation, the same word twice, and in one name of three a character of a rare corner
    /// of Unicode (private use, variation selectors, tags, noncharacters), each corner in turn.
    ///
    /// Runs of two to four names (one in six names starts one) are a few letters of one script
    /// alone (all ideographs, one capital letter), each run in the next script, half of the
    /// runs each name starting or ending with the same edge. A third of the others, when the
    /// code under test writes texts of its own, hold one of them, each in turn: alone, with a
    /// name before or after it, at both ends of a name, or before a name and what closes it
    /// (`Cell(` … `)`); and one in five of the rest is wrapped in a pair of marks (quotes,
    /// brackets). A rule keyed on a kind of text, on a text of the code's own or on text that
    /// looks already quoted is met. These choices come from a stream of their own: the other
    /// inputs a seed gives stay as they are.
    public mutating func name() -> String {
        // Every fifteenth name is an edge name alone, as it is: each twice in a row, so that it
        // lands in either field of a pair, and in turn, `nil` first, so that a property of a
        // few hundred names meets them whatever its seed.
        nameTurn += 1
        if nameTurn % 15 == 0 {
            let word = (nameTurn / 30) % Self.edgeNames.count
            return Self.edgeNames[word]
        }
        let name = drawnName()
        // One-script names come in runs of two to four, each run in the next script, so that
        // the fields of one value (a name and a surname) are now and then all in one script.
        if scriptRun > 0 {
            scriptRun -= 1
            return runEdges.before + oneScriptName() + runEdges.after
        }
        if wordDraw(6) == 0 {
            scriptTurn += 1
            scriptRun = 1 + wordDraw(3)
            // Now and then every name of the run starts, or ends, with the same space or line
            // break: a rule kept for values whose fields all look alike meets one.
            let edge = Self.edges[wordDraw(Self.edges.count)]
            switch wordDraw(4) {
            case 0: runEdges = (edge, "")
            case 1: runEdges = ("", edge)
            default: runEdges = ("", "")
            }
            return runEdges.before + oneScriptName() + runEdges.after
        }
        guard !words.isEmpty, wordDraw(3) == 0 else {
            // One name in five is wrapped in a pair of marks, as quoted or bracketed text is: a
            // rule the code keeps for text that looks already quoted or described meets it.
            guard wordDraw(5) == 0 else { return name }
            let (opening, closing) = Self.wrappers[wordDraw(Self.wrappers.count)]
            return opening + name + closing
        }
        // Each word in turn, so that every one of them is met, however many the code writes.
        let word = words[wordTurn % words.count]
        wordTurn += 1
        switch wordDraw(6) {
        case 0: return word
        case 1: return word + name
        case 2: return word + " " + name
        case 3: return name + word
        // The word at both ends, or the word and what closes it: text that looks as if the
        // code had already written it (`"Ada"` for code that writes quotes, `Cell(x)` for code
        // that writes `Cell(`).
        case 4: return word + name + word
        default: return word + name + Self.closing(of: word)
        }
    }

    /// `text` wrapped in one of ``wrappers``: quoted or bracketed, as text pasted from a
    /// document or written by a program often is; in plain double quotes half the time, the
    /// commonest.
    public mutating func wrapped(_ text: String) -> String {
        let (opening, closing) = int(in: 0...1) == 0 ? ("\"", "\"") : pick(Self.wrappers)
        return opening + text + closing
    }

    /// Pairs of marks text is wrapped in: the same mark at both ends, or brackets of a kind.
    public static let wrappers: [(String, String)] = [
        ("\"", "\""), ("'", "'"), ("`", "`"), ("*", "*"), ("_", "_"), ("(", ")"), ("[", "]"),
        ("{", "}"), ("<", ">"), ("«", "»"), ("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}"),
        ("「", "」"),
    ]

    /// What closes the bracket `word` ends with, or `word`'s last character when it opens none:
    /// `)` for `Cell(`.
    static func closing(of word: String) -> String {
        guard let last = word.last.map(String.init) else { return "" }
        return wrappers.first { $0.0 == last }?.1 ?? last
    }

    /// One to four letters of one script alone: a name all in ideographs, all in Hangul, one
    /// capital letter, only digits. A rule the code keeps for one kind of text meets it.
    private mutating func oneScriptName() -> String {
        let letters = Self.scripts[scriptTurn % Self.scripts.count]
        return (0...wordDraw(4)).map { _ in letters[wordDraw(letters.count)] }.joined()
    }

    /// Texts of one script alone, every script in turn: its first letter, its first three, all
    /// its letters. A property that goes through them all meets a rule the code keeps for one
    /// kind of text (all ideographs, all capitals) without waiting for the draw to find it.
    public static let oneScriptTexts: [String] = scripts.flatMap { letters in
        [letters[0], letters.prefix(3).joined(), letters.joined()]
    }

    /// Letters of one script each, for ``oneScriptName()``.
    static let scripts: [[String]] =
        [
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz", "李小龍山田王明愛國漢字",
            "さくらひらがなカタカナ", "김민준한국어", "محمدعلي", "שרהדוד", "ΕλένηΣΩ", "ДмитрийЖЯ",
            "0123456789", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", "🙂👩‍🔬🇯🇵", "ÅÉÎÕÜßÇ",
        ].map { $0.map(String.init) } + [["अर्जु", "न", "क्ष", "ि"]]

    /// A whole number below `bound`, from the stream of words.
    private mutating func wordDraw(_ bound: Int) -> Int {
        var other = InputSource(seed: wordState)
        wordState = other.next()
        return Int.random(in: 0..<bound, using: &other)
    }

    /// A name of pieces of many scripts, as ``name()`` makes it but for the code's words.
    private mutating func drawnName() -> String {
        let count: Int
        switch int(in: 0...39) {
        case 0: count = int(in: 600...2_500)
        case 1...7: count = int(in: 10...80)
        default: count = int(in: 0...3)
        }
        var name = (0..<count).map { _ in pick(Self.namePieces) }
            .joined(separator: pick(["", " ", "-"]))
        // One name in three holds a character from a corner of Unicode no list of pieces
        // names, at any place, each corner in turn: a rule that drops or rewrites one kind of
        // character meets it.
        if wordDraw(3) == 0 {
            let scalars = Array(name.unicodeScalars)
            let place = wordDraw(scalars.count + 1)
            var changed = String.UnicodeScalarView()
            changed.append(contentsOf: scalars[..<place])
            changed.append(rareScalar())
            changed.append(contentsOf: scalars[place...])
            name = String(changed)
        }
        return name
    }

    /// A character from anywhere in Unicode, a rare corner more often than not: private use,
    /// variation selectors, tags, noncharacters, controls of either set, format marks,
    /// code points not yet assigned, combining marks, mathematical letters, skin tones.
    private mutating func rareScalar() -> Unicode.Scalar {
        let range = Self.rareRanges[rareTurn % Self.rareRanges.count]
        rareTurn += 1
        let value =
            range.lowerBound + UInt32(wordDraw(Int(range.upperBound - range.lowerBound) + 1))
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Where ``rareScalar()`` draws from; the last range is the whole of Unicode.
    static let rareRanges: [ClosedRange<UInt32>] = [
        0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD, 0xFE00...0xFE0F,
        0xE0100...0xE01EF, 0xE0000...0xE007F, 0xFDD0...0xFDEF, 0xFFFE...0xFFFF,
        0x1FFFE...0x1FFFF, 0x80...0x9F, 0x0...0x1F, 0x7F...0x7F, 0xFFF9...0xFFFD,
        0x200C...0x200F, 0x2060...0x206F, 0x61C...0x61C, 0x180E...0x180E, 0x85...0x85,
        0x378...0x379, 0x2FE0...0x2FEF, 0x300...0x36F, 0x20D0...0x20FF, 0x1D400...0x1D7FF,
        0x1F3FB...0x1F3FF, 0x1100...0x11FF, 0x0...0x10FFFF,
    ]

    /// What a text pasted from elsewhere may start or end with: a space, a line break, a mark
    /// that prints nothing.
    public static let edges = [
        " ", "\n", "\t", "\r", "\r\n", "\u{A0}", "\u{200B}", "\u{2028}", "\u{FEFF}",
    ]

    /// `count` names, each as ``name()`` makes it, but now and then one that relates to the
    /// first: the first again, or the first backwards. A rule keyed on how the items of a list
    /// relate (the last the first's mirror) is met.
    public mutating func names(_ count: Int) -> [String] {
        var names: [String] = []
        for _ in 0..<count {
            if let first = names.first, int(in: 0...4) == 0 {
                names.append(pick([first, String(first.reversed())]))
            } else {
                names.append(name())
            }
        }
        return names
    }

    /// A short name of one or two pieces of any script: cheap to make by the thousand, for
    /// lists too long for ``name()`` to fill item by item.
    public mutating func shortName() -> String {
        pick(Self.namePieces) + pick(["", " ", "-"]) + pick(Self.namePieces)
    }

    /// The words other notations write for nothing, a number or a truth: a rule keyed on one
    /// (a name `nil` taken for none), however its key is spelled, is met.
    static let wordsOfNothing = [
        "nil", "null", "NULL", "(null)", "None", "undefined", "NaN", "0", "-1", "true", "false",
        "Optional(\"x\")", "nil ", "<null>",
    ]

    /// The names every fifteenth name is, in turn, one kind and the other: the words of
    /// nothing, and texts that a rewrite changes (accents written apart, which composing joins;
    /// a ligature and letters of full width, which folding undoes; a dotted capital I and a
    /// sharp s, which a change of case changes in length; spaces at the ends, which trimming
    /// takes off).
    static let edgeNames = [
        "nil", "Cafe\u{301}", "NULL", "A\u{30A}sa", "(null)", "ﬁle", "None", "Ｚｏë", "undefined",
        "İstanbul", "NaN", "Straße", "0", " Ada ", "-1", "true", "false", "Optional(\"x\")",
        "nil ", "<null>", "null",
    ]

    /// What names are made of: words of many scripts, the words other notations write for
    /// nothing, a number or a truth (`nil`, `NULL`, `NaN`, `false`), and every character of
    /// ASCII that is no letter or digit, one by one.
    static let namePieces =
        [
            "Ada", "ada", "ADA", "Ōgai", "le Guin", "O'Brien", "Zoë", "Åsa", "ĳssel", "Ⅻ",
            "Ελένη", "Дмитрий", "محمد", "שרה", "अर्जुन", "李小龍", "さくら", "김민준", "Nguyễn",
            "e\u{301}", "🙂", "👩‍🔬", " ", "  ", "x", "Jean-Luc", "ß", "İ", "ǅ", "\t", "\r\n",
            "\n", "\r", "\u{2028}", "\u{A0}", "\u{0}", "%@", "\u{200B}", "Zoe", "Ｚｏë", "ﬁ",
            "%20", "%2F", "&amp;", "&lt;", "\\n", "\\u{41}", "+", "\u{202E}", "\u{200F}",
            "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{AD}", "\u{34F}",
        ] + wordsOfNothing + "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".map(String.init)

    /// The seed a property starts from: `KATA_SEED` when it is set, to replay a failure;
    /// otherwise one fixed per property, so every run checks the same inputs.
    static func seed(for name: String) -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["KATA_SEED"], let seed = UInt64(text) {
            return seed
        }
        return Digest(name).value
    }
}

extension InputSource {
    /// `text`, or `text` changed a little: in capitals or in small letters, with a space before
    /// or after it, an invisible space after it, one character fewer or one more, without its
    /// accents or its letters of full width, trimmed, on one line, or written with its accents
    /// apart (which Swift's `==` holds the same text).
    public mutating func nearby(_ text: String) -> String {
        switch int(in: 0...15) {
        case 0: text.uppercased()
        case 1: text.lowercased()
        case 2: text + " "
        case 3: " " + text
        case 4: text + "\u{200B}"
        case 5: String(text.dropLast())
        case 6: text + "x"
        case 7: text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        case 8: text.trimmingCharacters(in: .whitespacesAndNewlines)
        case 9: text.components(separatedBy: .newlines).joined(separator: " ")
        case 10: text.decomposedStringWithCanonicalMapping
        default: text
        }
    }

    /// Two text fields of one value, or the two changed together: each a little (as
    /// `nearby(_:)` changes one), swapped, the second the first read backwards, or with the
    /// border between them moved (by a character, or to another space of the two joined by
    /// one), so that their letters read alike when joined. A comparison of the two joined
    /// overlooks the last two; a rule keyed on how the two fields relate (one the other's
    /// mirror) is met.
    public mutating func nearby(_ first: String, _ second: String) -> (String, String) {
        switch int(in: 0...7) {
        case 0: return (second, first)
        case 3: return (first, String(first.reversed()))
        case 4:
            // The two joined by a space, cut at another of its spaces: the same text once
            // joined again (`Ada` `Mae Lovelace`, then `Ada Mae` `Lovelace`).
            let joined = Array(first + " " + second)
            let spaces = joined.indices.filter { joined[$0] == " " && $0 != first.count }
            guard !spaces.isEmpty else { return (nearby(first), nearby(second)) }
            let cut = spaces[int(in: 0...(spaces.count - 1))]
            return (String(joined[..<cut]), String(joined[(cut + 1)...]))
        case 1 where !second.isEmpty:
            return (first + String(second.prefix(1)), String(second.dropFirst()))
        case 2 where !first.isEmpty:
            return (String(first.dropLast()), String(first.suffix(1)) + second)
        default: return (nearby(first), nearby(second))
        }
    }

    /// Two number fields of one value, or the two changed together: each a little (as
    /// `nearby(_:)` changes one), swapped, or one more in one and one less in the other. A
    /// comparison of their sum or of the pair in any order overlooks the last two.
    public mutating func nearby(_ first: Int, _ second: Int) -> (Int, Int) {
        switch int(in: 0...5) {
        case 0: return (second, first)
        case 1: return (first &+ 1, second &- 1)
        default: return (nearby(first), nearby(second))
        }
    }

    /// Two number fields of one value, or the two changed together, as the
    /// whole numbers' `nearby(_:_:)` does.
    public mutating func nearby(_ first: Double, _ second: Double) -> (Double, Double) {
        switch int(in: 0...5) {
        case 0: return (second, first)
        case 1: return (first + 0.5, second - 0.5)
        default: return (nearby(first), nearby(second))
        }
    }

    /// `value`, or `value` one off, negated or a hundred off.
    public mutating func nearby(_ value: Int) -> Int {
        switch int(in: 0...6) {
        case 0: value &+ 1
        case 1: value &- 1
        case 2: 0 &- value
        case 3: value &+ 100
        default: value
        }
    }

    /// `value`, or `value` changed in its last digit, negated or half off.
    public mutating func nearby(_ value: Double) -> Double {
        switch int(in: 0...5) {
        case 0: value.nextUp
        case 1: -value
        case 2: value + 0.5
        default: value
        }
    }
}

/// Checks that `==` of a value type of the learner's module says two values are equal exactly
/// when `same` does, comparing the fields the checker reads itself, over `count` generated
/// pairs: a value with a copy of itself, and with copies changed a little (in capitals, a space
/// after, a number one off).
///
/// Every check that compares such values (a `#expect(shown == [apple])`, a `calledWith` of one)
/// asks the type's `==`; a hand-written one that ignores a field, a letter's case or a space
/// would make those checks agree with code that is wrong. One property for the type makes every
/// such comparison the checker's own. A type that is `Hashable` also hashes alike every pair
/// `==` holds equal (text written with its accents apart, say), or a Set keeps both; one that
/// is `Comparable` ties exactly those pairs; and one that is `Codable` is read back from the
/// JSON it writes as the value it was.
///
/// The type need not be `Equatable` in the lesson's shape: when the learner's copy is (an
/// `extension TextCell: Hashable` of their own), its `==` is held to the same promise, since a
/// caller that compares or keeps such values in a Set asks it; when it is not, only the promises
/// of `Comparable` and `Codable` are checked.
///
/// The type comes first, so that the compiler knows it before it reads the two closures: left
/// to infer it from them, it took seconds to type-check each call.
///
/// - Parameters:
///   - type: The learner's type, for example `Point.self`.
///   - count: How many pairs are generated.
///   - generate: Makes one pair from the source.
///   - same: Whether two values have equal fields, read one by one.
public func expectEqualityByFields<Value>(
    of type: Value.Type,
    count: Int = 300,
    generate: (inout InputSource) -> (Value, Value),
    same: (Value, Value) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let typeName = String(describing: type)
    forAll(
        "\(typeName) holds two values the same (by `==`, and by its hash, order and JSON "
            + "where it has them) exactly when each of their fields is the same",
        count: count,
        generate: generate,
        sourceLocation: sourceLocation
    ) { pair in
        let (first, second) = pair
        let fields = same(first, second)
        let equal = isEqual(first, second)
        if let equal, equal != fields || isEqual(second, first) != fields {
            let alike =
                String(reflecting: first) == String(reflecting: second)
                ? " They print alike, and still differ where printing does not show it: a NaN "
                    + "is equal to nothing, itself included; text may differ in an invisible "
                    + "character or in how its accents are written."
                : ""
            return "`==` says they are \(equal ? "equal" : "different"); field by "
                + "field they are \(fields ? "equal" : "different").\(alike) Two \(typeName) "
                + "values are equal exactly when each field is: an `==` of your own that overlooks a field, "
                + "a letter's case or a space makes a value equal to one that differs, and code "
                + "that compares them (a reload, a tap, a receipt) goes wrong where no example "
                + "looks. Leave `==` to the compiler."
        }
        // A value that says it is Comparable ties exactly the pairs `==` holds equal.
        if let tied = isTied(first, second), tied != fields {
            let order = tied ? "neither comes before the other" : "one comes before the other"
            return
                "`<` says \(order), and field by field they are \(fields ? "equal" : "different"): a "
                + "sort keeps two different \(typeName) values in any order, or a search for one "
                + "finds the other. Order them by every field `==` compares, or leave them "
                + "unordered."
        }
        // A value that is written as JSON and read back is the value it was.
        if let wrong = roundTrip(first, same: same) {
            return "\(typeName) is Codable, and \(wrong) A value saved or handed on as JSON "
                + "comes back as it was, every field whole: leave `encode(to:)` and "
                + "`init(from:)` to the compiler, or write and read each field as it is."
        }
        // A value that says it is Hashable hashes alike what `==` holds equal, or a Set or a
        // Dictionary keeps both.
        if fields, let first = first as? any Hashable, let second = second as? any Hashable,
            AnyHashable(first).hashValue != AnyHashable(second).hashValue
        {
            return "`==` says they are equal, and their hashes differ: a Set or a Dictionary "
                + "keeps both, and a lookup of one misses the other. Two equal \(typeName) "
                + "values hash alike: leave `hash(into:)` to the compiler, or hash exactly what "
                + "`==` compares, as `==` compares it."
        }
        return nil
    }
}

/// What the `==` of their type says of two values; nil when it is not `Equatable`.
private func isEqual<Value>(_ first: Value, _ second: Value) -> Bool? {
    guard let first = first as? any Equatable else { return nil }
    return isEqual(first, second as Any)
}

private func isEqual<Compared: Equatable>(_ first: Compared, _ second: Any) -> Bool? {
    guard let second = second as? Compared else { return nil }
    return first == second
}

/// Whether neither of two values comes before the other by the `<` of their type; nil when it
/// is not `Comparable`.
private func isTied<Value>(_ first: Value, _ second: Value) -> Bool? {
    guard let first = first as? any Comparable else { return nil }
    return isTied(first, second as Any)
}

private func isTied<Compared: Comparable>(_ first: Compared, _ second: Any) -> Bool? {
    guard let second = second as? Compared else { return nil }
    return !(first < second) && !(second < first)
}

/// What is wrong when `value`, written as JSON and read back, is not the value it was by
/// `same`; nil when it is, or when its type is not both `Encodable` and `Decodable`.
private func roundTrip<Value>(_ value: Value, same: (Value, Value) -> Bool) -> String? {
    guard let encodable = value as? any Encodable, let type = Value.self as? any Decodable.Type
    else { return nil }
    let data: Data
    do {
        data = try JSONEncoder().encode(encodable)
    } catch {
        return "\(String(reflecting: value)) cannot be written as JSON: \(error)."
    }
    let written = String(decoding: data, as: UTF8.self)
    guard let read = try? JSONDecoder().decode(type, from: data) as? Value else {
        return "\(String(reflecting: value)), written as \(written), cannot be read back."
    }
    guard same(read, value) else {
        return "\(String(reflecting: value)), written as \(written), is read back as "
            + "\(String(reflecting: read))."
    }
    return nil
}

/// Smaller versions of an input, tried in turn to find the smallest one a property fails on.
///
/// A failure usually rests on one element, or a few, anywhere in the input: each shrinker
/// first leaves out a half, then a quarter, and so on down to one element, at every place in
/// turn, so that a long input loses most of its length in a few steps wherever the culprit
/// sits, and a difference in its middle is kept alone.
public enum Shrinking {
    /// At most this many candidates leave out a run of elements: enough to leave out each one of
    /// a hundred, and the larger runs before them.
    static let removals = 160

    /// The versions of `count` elements that leave out a run, the longest runs first: their
    /// ranges of positions.
    static func runs(in count: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var size = max(1, count / 2)
        while size >= 1 && count > 0 && runs.count < removals {
            for start in stride(from: 0, to: count, by: size) where runs.count < removals {
                runs.append(start..<min(start + size, count))
            }
            size /= 2
        }
        return runs
    }

    /// Shorter strings, and the same with plain letters for the others.
    public static func string(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        let characters = Array(text)
        var smaller = runs(in: characters.count).map { run in
            String(characters[..<run.lowerBound] + characters[run.upperBound...])
        }
        let plain = String(text.map { $0.isASCII ? $0 : "a" })
        if plain != text { smaller.append(plain) }
        return smaller
    }

    /// Shorter arrays: without a half, a quarter, … one element, at each place in turn, then
    /// each element shrunk by `element`; none shorter than `minimum`, the fewest elements the
    /// property can be run on.
    public static func array<Element>(
        _ values: [Element],
        minimum: Int = 0,
        element: (Element) -> [Element] = { _ in [] }
    ) -> [[Element]] {
        var smaller: [[Element]] = []
        if values.count > minimum {
            smaller = runs(in: values.count).map { run in
                Array(values[..<run.lowerBound] + values[run.upperBound...])
            }
            .filter { $0.count >= minimum }
        }
        for index in values.indices.prefix(40) {
            for candidate in element(values[index]).prefix(6) {
                var changed = values
                changed[index] = candidate
                smaller.append(changed)
            }
        }
        return smaller
    }

    /// Whole numbers closer to `target`.
    public static func int(_ value: Int, toward target: Int = 0) -> [Int] {
        guard value != target else { return [] }
        return [target, target + (value - target) / 2, value - (value > target ? 1 : -1)]
    }
}

/// Checks that `property` holds for `count` inputs that `generate` makes from a fixed seed.
///
/// `property` returns nil when it holds and, when it does not, what went wrong. The first input
/// it fails on is made smaller with `shrink` while it still fails, and the issue recorded names
/// the smallest one, the seed, and how to replay it:
///
/// ```swift
/// forAll("the full name is the name, a space and the surname",
///        generate: { source in (source.name(), source.name()) }) { name, surname in
///     presented(name, surname) == "\(name) \(surname)" ? nil : "shown: …"
/// }
/// ```
///
/// - Parameters:
///   - description: What the property says, in the kata's words.
///   - count: How many inputs are generated.
///   - generate: Makes one input from the source.
///   - shrink: Smaller versions of an input.
///   - property: nil when the property holds for the input, otherwise what went wrong.
public func forAll<Input>(
    _ description: String,
    count: Int = 200,
    generate: (inout InputSource) -> Input,
    shrink: (Input) -> [Input] = { _ in [] },
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (Input) throws -> String?
) rethrows {
    let seed = InputSource.seed(for: description)
    var source = InputSource(seed: seed, words: CodeWords.near(checker: sourceLocation.filePath))
    let slot = PropertyCrashNote.start()
    defer { slot.map(PropertyCrashNote.finish) }
    for index in 1...count {
        let input = generate(&source)
        if let slot {
            PropertyCrashNote.ready(
                crashNote(of: description, at: (index, count), seed: seed),
                in: slot
            )
        }
        guard var failure = try property(input) else { continue }
        var smallest = input
        var steps = 0
        var shrunk = true
        let shrinking = ShrinkingBudget()
        while shrunk && steps < 500 && shrinking.isLeft {
            shrunk = false
            for candidate in shrink(smallest) where shrinking.isLeft {
                steps += 1
                if let message = try property(candidate) {
                    smallest = candidate
                    failure = message
                    shrunk = true
                    break
                }
            }
        }
        recordFailure(
            of: description,
            on: smallest,
            at: (index, count),
            seed: seed,
            steps: steps,
            failure,
            sourceLocation
        )
        return
    }
}

/// Checks that an asynchronous `property` holds for `count` inputs that `generate` makes from a
/// fixed seed, as ``forAll(_:count:generate:shrink:sourceLocation:_:)`` does for a synchronous one.
///
/// - Parameters:
///   - description: What the property says, in the kata's words.
///   - count: How many inputs are generated.
///   - generate: Makes one input from the source.
///   - shrink: Smaller versions of an input.
///   - property: nil when the property holds for the input, otherwise what went wrong.
public func forAll<Input>(
    _ description: String,
    count: Int = 200,
    generate: (inout InputSource) -> Input,
    shrink: (Input) -> [Input] = { _ in [] },
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (Input) async throws -> String?
) async rethrows {
    let seed = InputSource.seed(for: description)
    var source = InputSource(seed: seed, words: CodeWords.near(checker: sourceLocation.filePath))
    let slot = PropertyCrashNote.start()
    defer { slot.map(PropertyCrashNote.finish) }
    for index in 1...count {
        let input = generate(&source)
        if let slot {
            PropertyCrashNote.ready(
                crashNote(of: description, at: (index, count), seed: seed),
                in: slot
            )
        }
        guard var failure = try await property(input) else { continue }
        var smallest = input
        var steps = 0
        var shrunk = true
        let shrinking = ShrinkingBudget()
        while shrunk && steps < 500 && shrinking.isLeft {
            shrunk = false
            for candidate in shrink(smallest) where shrinking.isLeft {
                steps += 1
                if let message = try await property(candidate) {
                    smallest = candidate
                    failure = message
                    shrunk = true
                    break
                }
            }
        }
        recordFailure(
            of: description,
            on: smallest,
            at: (index, count),
            seed: seed,
            steps: steps,
            failure,
            sourceLocation
        )
        return
    }
}

/// How long a failing input is made smaller: at most two seconds, so that a large input (a
/// session of hundreds of steps over thousands of products) is reported soon, if less small.
///
/// `KATA_SHRINK=0` leaves the first failing input as it is: `kata verify` needs only to know that
/// a wrong version fails, not its smallest input, and hundreds of versions fail.
private struct ShrinkingBudget {
    private let clock = ContinuousClock()
    private let deadline: ContinuousClock.Instant

    init() {
        let shrinks = ProcessInfo.processInfo.environment["KATA_SHRINK"] != "0"
        deadline = clock.now.advanced(by: .seconds(shrinks ? 2 : 0))
    }

    var isLeft: Bool { clock.now < deadline }
}

/// What a crash while the property `description` runs on an input says, before the crash's own
/// report: the property, the input, and how to replay it.
private func crashNote(of description: String, at position: (index: Int, count: Int), seed: UInt64)
    -> String
{
    """
    The crash came while the property “\(description)” ran on its input \(position.index) of \
    \(position.count), or on a smaller version of it (seed \(seed)). Replay these inputs: \
    KATA_SEED=\(seed) swift test --no-parallel
    """
}

/// `text` with each control character but a line break and a tab written as its escape
/// (`\u{0}`): a NUL in a message ends it early in some terminals and logs, the seed line with it.
/// So is each character that prints as nothing or as a plain space (a byte order mark, a joiner,
/// a no-break space), so that an input made of one reads as what it is.
private func visible(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
        let unseen: Bool
        switch scalar.properties.generalCategory {
        case .control: unseen = scalar != "\n" && scalar != "\t"
        case .format, .lineSeparator, .paragraphSeparator: unseen = true
        case .spaceSeparator: unseen = scalar != " "
        default: unseen = false
        }
        if unseen {
            shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            shown.unicodeScalars.append(scalar)
        }
    }
    return shown
}

/// Records that the property `description` fails on `input`, the smallest of the failing inputs
/// found, with the seed that replays it.
private func recordFailure<Input>(
    of description: String,
    on input: Input,
    at position: (index: Int, count: Int),
    seed: UInt64,
    steps: Int,
    _ failure: String,
    _ sourceLocation: SourceLocation
) {
    var shown = ""
    debugPrint(input, terminator: "", to: &shown)
    // A session of hundreds of steps over thousands of products would fill the screen: the
    // start of the input and of what went wrong are shown, and the seed replays them whole.
    func cut(_ text: String, at longest: Int) -> String {
        text.count > longest ? "\(text.prefix(longest))… (\(text.count) characters in all)" : text
    }
    shown = cut(visible(shown), at: 1_500)
    let failure = cut(visible(failure), at: 3_000)
    Issue.record(
        Comment(
            rawValue: """
                \(description): not for the input \(shown) (input \(position.index) of \
                \(position.count), seed \(seed), made smaller in \(steps) steps).
                \(failure)
                Replay these inputs: KATA_SEED=\(seed) swift test --no-parallel
                """
        ),
        sourceLocation: sourceLocation
    )
}
