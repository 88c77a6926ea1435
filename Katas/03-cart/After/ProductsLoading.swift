/// Anything that can give the shop's products: the seam where the network comes in.
public protocol ProductsLoading: Sendable {
    /// The products on sale.
    func loadProducts() async throws -> [Product]
}
