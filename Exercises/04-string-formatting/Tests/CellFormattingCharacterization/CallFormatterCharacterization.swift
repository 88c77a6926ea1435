// What the formatter wrote before the refactoring, and must still write after it.

import CellFormatting
import Testing

@Suite("Kata 04 · behaviour that stays the same")
struct CallFormatterCharacterization {
    @Test("a text cell is written with its text, then the point and the size")
    func textCell() {
        let line = CallFormatter.createString(
            from: TextCell(text: "Hi"),
            at: Point(x: 1, y: 2),
            sizeOf: Size(width: 30, height: 40)
        )
        #expect(line == "TextCell(Hi) 1.0 2.0 30.0 40.0")
    }

    @Test("an image cell is written with its image's name")
    func imageCell() {
        let line = CallFormatter.createString(
            from: ImageCell(imageName: "cat.png"),
            at: Point(x: 0.5, y: -3),
            sizeOf: Size(width: 10, height: 10)
        )
        #expect(line == "ImageCell(cat.png) 0.5 -3.0 10.0 10.0")
    }

    @Test("a button cell is written with its title")
    func buttonCell() {
        let line = CallFormatter.createString(
            from: ButtonCell(title: "OK"),
            at: Point(x: 100, y: 200),
            sizeOf: Size(width: 44, height: 44)
        )
        #expect(line == "ButtonCell(OK) 100.0 200.0 44.0 44.0")
    }
}
