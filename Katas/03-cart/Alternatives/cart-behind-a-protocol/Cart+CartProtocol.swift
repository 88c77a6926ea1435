// Alternative: the cart says it is a CartProtocol in a file of its own.
extension Cart: CartProtocol {}
