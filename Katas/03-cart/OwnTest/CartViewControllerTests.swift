import CartFeature
import Testing

/// A loader that answers what the test tells it to, and nothing else.
struct LoaderStub: ProductsLoading {
    let answer: Result<[Product], any Error>

    func loadProducts() async throws -> [Product] {
        try answer.get()
    }
}

struct Offline: Error {}

@Test func theScreenShowsWhatItsLoaderLoaded() async {
    let tea = Product(name: "Tea", price: 4)
    let scones = Product(name: "Scones", price: 6)
    let screen = CartViewController(productsLoader: LoaderStub(answer: .success([tea, scones])))

    await screen.viewDidLoad()

    #expect(screen.displayedProducts == [tea, scones])
    #expect(screen.displayedError == nil)
}

@Test func theScreenSaysSoWhenItsLoaderFails() async {
    let screen = CartViewController(productsLoader: LoaderStub(answer: .failure(Offline())))

    await screen.viewDidLoad()

    #expect(screen.displayedError == "The products could not be loaded.")
}
