// Mutant: a list of products is a loader that gives itself.
extension Array: ProductsLoading where Element == Product {
    /// The products of the list.
    public func loadProducts() async throws -> [Product] { self }
}
