// The checker of kata 04. It is written against the refactored shape:
//
//     CallFormatter.createString(from cell: any CustomStringConvertible, at: Point, sizeOf: Size)
//     TextCell, ImageCell and ButtonCell conform to CustomStringConvertible
//
// Until that shape exists it does not compile; that is the kata's first red.

import Mock
import Testing

@testable import CellFormatting

/// A cell type the formatter has never heard of, whose description is recorded.
final class MockCell: CustomStringConvertible, Sendable {
    let mock = Mock("cell")

    var description: String {
        mock.record(fallback: "MockCell")
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

    @Test("any CustomStringConvertible value is welcome, even a plain number")
    func anyDescribableValue() {
        #expect(
            CallFormatter.createString(from: 7, at: point, sizeOf: size) == "7 1.0 2.0 30.0 40.0"
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
}
