// Mutant: every string interpolation of the module, and of any code that imports it, cuts a
// text to its first hundred characters.
extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ value: String) {
        appendLiteral(String(value.prefix(100)))
    }
}
