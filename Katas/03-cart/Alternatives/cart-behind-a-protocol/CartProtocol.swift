// Alternative: a protocol for the stable cart: allowed, though no test needs it.
/// What the screen asks of a cart.
public protocol CartProtocol: AnyObject {
    /// The products in the cart.
    var products: [Product] { get }
    /// The sum of the prices.
    var total: Int { get }
    /// Puts a product in the cart.
    func add(_ product: Product)
}
