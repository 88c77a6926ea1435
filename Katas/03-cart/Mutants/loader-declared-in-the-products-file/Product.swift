/// Something the shop sells.
public struct Product: Codable, Equatable, Sendable {
    /// What the product is called.
    public let name: String
    /// Its price, in cents.
    public let price: Int

    /// Creates a product.
    public init(name: String, price: Int) {
        self.name = name
        self.price = price
    }
}

// Mutant: a detail, a loader of the shop's own list, declared in the product's file.
/// A loader that answers the shop's own list, with no network.
public struct BundledProductsLoader: ProductsLoading {
    /// A loader of the shop's own list.
    public init() {}
    /// The shop's own list.
    public func loadProducts() async throws -> [Product] { [Product(name: "Tea", price: 4)] }
}
