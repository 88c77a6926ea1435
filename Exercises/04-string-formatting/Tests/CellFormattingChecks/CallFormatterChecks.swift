// The checker of kata 04. It formats cells the formatter has never heard of (a double of its
// own, and a plain number), one after another, at places and sizes of every sign: each line
// must come from the cell's own description and the numbers it is given, and the known cells
// must describe themselves.
//
// It is written against the names the lesson's "The shape the checker expects" gives; until your
// code has them, it does not compile, and `swift run kata check` says which name it is missing.

import Mock
import StructureChecks
import Testing

@testable import CellFormatting

/// A cell type the formatter has never heard of, whose description is recorded.
final class MockCell: CustomStringConvertible, Sendable {
    let mock = Mock("cell")

    var description: String {
        mock.record(fallback: "MockCell")
    }
}

/// A cell that says what it is given, for the properties below.
struct DescribedCell: CustomStringConvertible {
    let description: String
}

/// A cell with more inside it than its description: a type no other cell is the size of.
struct LargeCell: CustomStringConvertible {
    let description: String
    let payload = (1.0, 2.0, 3.0, 4.0, "a", "b", [1, 2, 3])
}

/// A cell that is an object.
final class ObjectCell: CustomStringConvertible {
    let description: String

    init(description: String) {
        self.description = description
    }
}

/// A cell that is an enumeration.
enum EnumeratedCell: CustomStringConvertible {
    case said(String)

    var description: String {
        switch self {
        case .said(let text): return text
        }
    }
}

/// A cell of one of four kinds, each of another size and layout, saying `text`.
func cell(ofKind kind: Int, saying text: String) -> any CustomStringConvertible {
    switch kind {
    case 0: return DescribedCell(description: text)
    case 1: return LargeCell(description: text)
    case 2: return ObjectCell(description: text)
    default: return EnumeratedCell.said(text)
    }
}

/// A coordinate the layout may or may not make: whole, fractional, negative, zero of either
/// sign, tiny or huge, infinite, or not a number of any kind (`nan`, `-nan`, `snan`, and one
/// with a payload, which Swift writes `nan(0x5)`).
func generatedCoordinate(_ source: inout InputSource) -> Double {
    let whole = Double(source.int(in: -2_000...2_000))
    switch source.int(in: 0...5) {
    case 0: return whole
    case 1: return whole / Double(source.pick([2, 3, 4, 7, 8, 10, 16, 100]))
    case 2:
        return source.pick([
            0.0, -0.0, 1e-9, -1e-300, 1e300, 0.1 + 0.2, .infinity, -.infinity, .nan, -.nan,
            .signalingNaN, 1e17, -2e18, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            Double(nan: 5, signaling: false), -Double(nan: 0x2A, signaling: true),
        ])
    case 3: return Double(source.int(in: -1_000_000...1_000_000)) / 1_000
    default: return whole * 0.25
    }
}

@Suite("Kata 04 · the formatter depends on CustomStringConvertible, not on cell types")
struct CallFormatterChecks {
    let point = Point(x: 1, y: 2)
    let size = Size(width: 30, height: 40)

    @Test("a cell type the formatter has never seen is written through its description, once")
    func unknownCellUsesDescription() {
        let cell = MockCell()
        cell.mock.stub("description", returning: "MysteryCell(42)")

        let line = CallFormatter.createString(from: cell, at: point, sizeOf: size)

        #expect(line == "MysteryCell(42) 1.0 2.0 30.0 40.0")
        cell.mock.calledWith("description", times: .once)
    }

    @Test("whatever a cell type the formatter has never seen says, it is asked once")
    func unknownCellIsAskedOnce() {
        forAll(
            "the formatter asks the cell for its description once, and writes what it says",
            count: 60,
            generate: { source in source.int(in: 0...3) == 0 ? "" : source.name() },
            shrink: Shrinking.string
        ) { said in
            let cell = MockCell()
            cell.mock.stub("description", returning: said)
            let line = CallFormatter.createString(from: cell, at: point, sizeOf: size)
            let asked = cell.mock.calls.count
            let expected = "\(said) 1.0 2.0 30.0 40.0"
            if asked != 1 {
                return "The cell was asked for its description \(asked) times; once is enough."
            }
            return sameScalars(line, expected)
                ? nil
                : "The line is \"\(line)\"; it should be \"\(expected)\"\(scalarsNote(line, expected))."
        }
    }

    @Test("two cells in a row: each line is its own cell's, at its own place and size")
    func twoCellsInARow() {
        let first = MockCell()
        first.mock.stub("description", returning: "First")
        let second = MockCell()
        second.mock.stub("description", returning: "Second(β)")

        let lines = [
            CallFormatter.createString(from: first, at: point, sizeOf: size),
            CallFormatter.createString(
                from: second,
                at: Point(x: -1.5, y: 0.25),
                sizeOf: Size(width: 0, height: 1e3)
            ),
        ]

        #expect(lines == ["First 1.0 2.0 30.0 40.0", "Second(β) -1.5 0.25 0.0 1000.0"])
        first.mock.calledWith("description", times: .once)
        second.mock.calledWith("description", times: .once)
    }

    @Test(
        "whatever the description says, empty or odd, it is the line's first word, as it is",
        arguments: ["", "?", "  spaced  ", "Cell\nwith a line break"]
    )
    func anyDescription(text: String) {
        let cell = MockCell()
        cell.mock.stub("description", returning: text)

        #expect(
            CallFormatter.createString(from: cell, at: point, sizeOf: size)
                == "\(text) 1.0 2.0 30.0 40.0",
            "the line starts with the cell's description exactly, whatever it is"
        )
    }

    @Test("a cell with a debug description too is written through its description")
    func descriptionOverDebugDescription() {
        struct DebuggableCell: CustomStringConvertible, CustomDebugStringConvertible {
            var description: String { "Shown" }
            var debugDescription: String { "DebuggableCell(internal)" }
        }

        #expect(
            CallFormatter.createString(from: DebuggableCell(), at: point, sizeOf: size)
                == "Shown 1.0 2.0 30.0 40.0",
            "the formatter asks for `description`, the text meant for people, and nothing else"
        )
    }

    @Test("any CustomStringConvertible value is welcome, even a plain number")
    func anyDescribableValue() {
        #expect(
            CallFormatter.createString(from: 7, at: point, sizeOf: size) == "7 1.0 2.0 30.0 40.0"
        )
    }

    @Test("the known cells describe texts of a million characters whole, as any other")
    func longTexts() {
        // A text copied one call deep per character passes every shorter example, and runs out
        // of stack on a long one: the Before formatter had no such limit.
        let text = String(repeating: "Hello", count: 200_000)
        let cells: [any CustomStringConvertible] = [
            TextCell(text: text), ImageCell(imageName: text), ButtonCell(title: text),
        ]
        // Compared first, so that a failure does not print millions of characters.
        let described = cells.map(\.description)
        let whole =
            described == ["TextCell(\(text))", "ImageCell(\(text))", "ButtonCell(\(text))"]
        #expect(
            whole,
            "Cells of 1,000,000 characters are described in \(described.map(\.count)) characters, not whole, as the Before formatter wrote any."
        )
    }

    @Test("the known cells describe themselves, with no method of their own")
    func knownCellsDescribeThemselves() {
        let cells: [any CustomStringConvertible] = [
            TextCell(text: "Hi"), ImageCell(imageName: "cat.png"), ButtonCell(title: "OK"),
        ]
        #expect(
            cells.map(\.description) == ["TextCell(Hi)", "ImageCell(cat.png)", "ButtonCell(OK)"]
        )
    }

    @Test(
        "any description, at any place and size, makes the line of that description and those numbers"
    )
    func anyCellAnyPlaceAnySize() {
        forAll(
            "the line is the cell's description, then x, y, width and height, as Swift writes them",
            count: 300,
            generate: { source in
                // Now and then a long text (rarely one of hundreds of thousands of characters,
                // past any length a formatter might cut at), or one shaped like a known cell's
                // own description, with a path in it and spaces at its ends: the formatter
                // writes each as it is.
                let text: String
                switch source.int(in: 0...29) {
                case 0:
                    text = String(
                        repeating: source.shortName() + "·",
                        count: source.int(in: 20_000...60_000)
                    )
                case 1, 2, 3:
                    text = String(repeating: source.name() + "·", count: source.int(in: 100...400))
                case 4...12:
                    text =
                        source.pick(["ImageCell(", "TextCell(", "ButtonCell("])
                        + source.pick(["", " ", "  ", "\t"]) + source.name() + "/" + source.name()
                        + "." + source.name() + source.pick(["", " ", "  "]) + ")"
                default:
                    text = source.name()
                }
                var (x, y) = (generatedCoordinate(&source), generatedCoordinate(&source))
                var (width, height) = (generatedCoordinate(&source), generatedCoordinate(&source))
                // Now and then numbers that relate: the size the place's own numbers, one number
                // twice, a place on the diagonal. A rule keyed on how they relate is met.
                switch source.int(in: 0...9) {
                case 0: (width, height) = (x, y)
                case 1: (width, height) = (y, x)
                case 2: y = x
                case 3: height = width
                default: break
                }
                // Now and then a place or a size of nothing, 0 × 0: its numbers are written too.
                let nowhere = source.int(in: 0...7) == 0
                let empty = source.int(in: 0...7) == 0
                return (
                    text,
                    nowhere ? 0 : x, nowhere ? 0 : y,
                    empty ? 0 : width, empty ? 0 : height,
                    source.int(in: 0...3)
                )
            },
            shrink: { input in
                Shrinking.string(input.0).map { ($0, input.1, input.2, input.3, input.4, input.5) }
            }
        ) { input in
            let (text, x, y, width, height, kind) = input
            let line = CallFormatter.createString(
                from: cell(ofKind: kind, saying: text),
                at: Point(x: x, y: y),
                sizeOf: Size(width: width, height: height)
            )
            let expected = "\(text) \(x) \(y) \(width) \(height)"
            return sameScalars(line, expected)
                ? nil
                : "The line is \"\(line)\"; it should be \"\(expected)\"\(scalarsNote(line, expected))."
        }
    }

    @Test("the known cells describe any text as themselves, whole, and are written so")
    func knownCellsDescribeAnyText() {
        forAll(
            "a text, image or button cell describes itself as its kind and its text, whole, whatever the text",
            generate: { source in
                let kind = source.int(in: 0...2)
                switch source.int(in: 0...5) {
                // A text that looks already written, the cell's own description of another
                // text or a text in quotes or brackets: the cell writes it as it came, as any
                // other.
                case 0: return (knownCell(kind, of: source.name()).says, kind)
                case 1: return (source.wrapped(source.name()), kind)
                default: break
                }
                // Now and then a text shaped like a path, which a cell must keep whole too.
                let text =
                    source.int(in: 0...3) == 0
                    ? source.name() + "/" + source.name() + "." + source.name() : source.name()
                // Now and then a text pasted with a space or a line break at one end, which
                // the cell keeps too.
                let edge = source.pick(InputSource.edges + ["\n", "\n", " "])
                switch source.int(in: 0...4) {
                case 0, 1: return (text + edge, kind)
                case 2: return (edge + text, kind)
                default: return (text, kind)
                }
            },
            shrink: { input in Shrinking.string(input.0).map { ($0, input.1) } }
        ) { input in
            let (text, kind) = input
            let (cell, expected) = knownCell(kind, of: text)
            let described = cell.description
            guard sameScalars(described, expected) else {
                return "The cell describes itself as \"\(described)\"; it should say "
                    + "\"\(expected)\"\(scalarsNote(described, expected))."
            }
            // The formatter writes the cell as it describes itself: a cell that also streams
            // itself otherwise (`TextOutputStreamable`, which interpolation prefers) answers the
            // formatter's one question two ways.
            let line = CallFormatter.createString(
                from: cell,
                at: Point(x: 1, y: 2),
                sizeOf: Size(width: 3, height: 4)
            )
            let expectedLine = "\(expected) 1.0 2.0 3.0 4.0"
            return sameScalars(line, expectedLine)
                ? nil
                : "The formatter writes the cell as \"\(line)\"; it should write "
                    + "\"\(expectedLine)\", the cell's own description"
                    + "\(scalarsNote(line, expectedLine))."
        }
    }
}

/// A text, image or button cell of `text`, and what it says of itself.
func knownCell(_ kind: Int, of text: String) -> (cell: any CustomStringConvertible, says: String) {
    switch kind {
    case 0: (TextCell(text: text), "TextCell(\(text))")
    case 1: (ImageCell(imageName: text), "ImageCell(\(text))")
    default: (ButtonCell(title: text), "ButtonCell(\(text))")
    }
}

@Suite("Kata 04 · Cells describe texts of every script, and file names of every shape")
struct OneScriptCellChecks {
    @Test(
        "an empty text, a text of one script alone, or a file name whose parts are, is described whole"
    )
    func everyScriptWhole() {
        // Every script in turn, alone and as parts of a file name: a rule kept for one kind of
        // text (all ideographs, an extension in capitals) meets its kind here, not by chance.
        // The empty text first: a cell keeps it too, with no placeholder of its own.
        var inputs: [(text: String, kind: Int)] = (0...2).map { ("", $0) }
        for text in InputSource.oneScriptTexts {
            let shapes: [String] = [
                text, text + "." + text, "photo." + text, text + ".png", "a/" + text + "." + text,
            ]
            for shape in shapes {
                for kind in 0...2 { inputs.append((shape, kind)) }
            }
        }
        var turn = 0
        forAll(
            "a cell describes a text of any one script, or a file name of one, as its kind and the text, whole",
            count: inputs.count,
            generate: { _ in
                defer { turn += 1 }
                return inputs[turn]
            }
        ) { (input: (text: String, kind: Int)) in
            let (cell, expected) = knownCell(input.kind, of: input.text)
            let described = cell.description
            return sameScalars(described, expected)
                ? nil
                : "The cell describes itself as \"\(described)\"; it should say "
                    + "\"\(expected)\"\(scalarsNote(described, expected)): a cell writes every "
                    + "text as it is given, whatever its script, its case or its shape."
        }
    }
}

@Suite("Kata 04 · Cells compare by their text, as the checker reads it, if they compare at all")
struct CellEqualityChecks {
    @Test(
        "a cell that is Equatable is equal to another exactly when their texts are: no `==` of your own decides"
    )
    func cellsEqualByText() {
        expectEqualityByFields(
            of: TextCell.self,
            generate: { source in
                let text = source.name()
                return (TextCell(text: text), TextCell(text: source.nearby(text)))
            },
            same: { $0.text == $1.text }
        )
        expectEqualityByFields(
            of: ImageCell.self,
            generate: { source in
                let name = source.name()
                return (ImageCell(imageName: name), ImageCell(imageName: source.nearby(name)))
            },
            same: { $0.imageName == $1.imageName }
        )
        expectEqualityByFields(
            of: ButtonCell.self,
            generate: { source in
                let title = source.name()
                return (ButtonCell(title: title), ButtonCell(title: source.nearby(title)))
            },
            same: { $0.title == $1.title }
        )
    }
}

@Suite("Kata 04 · Point and Size compare by their fields, as the checker reads them")
struct PointEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: Point.self,
            generate: { source in
                let point = Point(x: generatedCoordinate(&source), y: generatedCoordinate(&source))
                let (x, y) = source.nearby(point.x, point.y)
                return (point, Point(x: x, y: y))
            },
            same: { $0.x == $1.x && $0.y == $1.y }
        )
        expectEqualityByFields(
            of: Size.self,
            generate: { source in
                let size = Size(
                    width: generatedCoordinate(&source),
                    height: generatedCoordinate(&source)
                )
                let (width, height) = source.nearby(size.width, size.height)
                return (size, Size(width: width, height: height))
            },
            same: { $0.width == $1.width && $0.height == $1.height }
        )
    }
}
