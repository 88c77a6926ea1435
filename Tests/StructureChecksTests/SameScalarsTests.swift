import StructureChecks
import Testing

private struct Item: Equatable {
    let name: String
    let price: Int
}

private enum Answer: Equatable {
    case loaded([Item])
    case failed(String)
    case empty
}

@Suite("Values compared to the last Unicode scalar, field by field")
struct SameScalarsTests {
    @Test("text that reads alike in another form is another text; the same text is the same")
    func forms() {
        let decomposed = "Caf" + "e\u{301}"
        let composed = "Caf\u{E9}"
        #expect(decomposed == composed)
        #expect(!sameScalars(decomposed, composed))
        #expect(sameScalars(decomposed, "Caf" + "e\u{301}"))
        #expect(!sameScalars([Item(name: decomposed, price: 1)], [Item(name: composed, price: 1)]))
        #expect(sameScalars([Item(name: composed, price: 1)], [Item(name: composed, price: 1)]))
        #expect(!sameScalars(Item(name: "Fig", price: 1), Item(name: "Fig", price: 2)))
    }

    @Test("optionals, enumerations and their payloads, by case and by parts")
    func shapes() {
        let decomposed = "e\u{301}"
        #expect(sameScalars(Answer.empty, Answer.empty))
        #expect(!sameScalars(Answer.empty, Answer.failed("")))
        #expect(!sameScalars(Answer.failed(decomposed), Answer.failed("\u{E9}")))
        #expect(
            sameScalars(
                Answer.loaded([Item(name: "a", price: 1)]),
                .loaded([Item(name: "a", price: 1)])
            )
        )
        #expect(!sameScalars(Optional(decomposed), Optional("\u{E9}")))
        #expect(!sameScalars(Optional("a"), nil))
        #expect(!sameScalars(["a"], ["a", "a"]))
    }

    @Test("a note says where two long lists first differ, and that two texts read alike")
    func notes() {
        let titles = (1...80).map { "Title \($0)" }
        var dropped = titles
        dropped.remove(at: 74)
        #expect(
            scalarsNote(dropped, titles)
                == " (the first difference is item 75: \"Title 76\" where \"Title 75\" should be; "
                + "79 items for 80)"
        )
        #expect(scalarsNote(titles + ["Fig"], titles).contains("item 81: \"Fig\" where nothing"))
        #expect(scalarsNote(["a", "b"], ["a", "c"]).isEmpty)
        #expect(scalarsNote(["Caf" + "e\u{301}"], ["Caf\u{E9}"]).contains("they read alike"))
    }
}
