// Mutant: a protocol for a stable, deterministic type: over-injection.
/// A protocol for the cart: over-injection, since the cart is stable.
public protocol CartProtocol: AnyObject {
    /// The products in the cart.
    var products: [Product] { get }
    /// The sum of the prices.
    var total: Int { get }
    /// Puts a product in the cart.
    func add(_ product: Product)
}

extension Cart: CartProtocol {}
