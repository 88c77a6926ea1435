import Foundation
import Testing

@testable import Mock

@Suite("Answers from arrays")
struct AnswerArrayTests {
    @Test("values from an array come in turn and the last one repeats")
    func valuesFromAnArray() {
        let loader = MockProductsLoader()
        let prices = [1, 2, 3]
        loader.mock.stub("price(of:)", returningInTurn: prices)
        #expect((1...5).map { _ in loader.price(of: "fig") } == [1, 2, 3, 3, 3])
    }

    @Test("answers from an array mix values and errors")
    func answersFromAnArray() async throws {
        let loader = MockProductsLoader()
        loader.mock.stub(
            "loadProducts()",
            answers: [.returning([Product]()), .throwing(LoadingFailed())]
        )
        #expect(try await loader.loadProducts() == [])
        await #expect(throws: LoadingFailed()) { try await loader.loadProducts() }
    }

    @Test("an empty array is reported, and stubs nothing")
    func emptyArrayIsReported() {
        let loader = MockProductsLoader()
        let messages = failures { loader.mock.stub("price(of:)", "fig", returningInTurn: []) }
        #expect(
            messages == [
                """
                Cannot stub loader.price(of:)("fig"): the array of answers is empty. Give at \
                least one; the last one repeats.
                """
            ]
        )
        #expect(loader.price(of: "fig") == 0)
    }
}
