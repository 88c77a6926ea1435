/// A 64-bit FNV-1a digest: short, and the same from run to run and machine to machine, where
/// Swift's `Hasher` is seeded anew in every process. It names files and folders, fingerprints a
/// checker and seeds a property; it is no defence against someone who wants two inputs to meet.
package struct Digest: Sendable {
    /// The digest of what was mixed in so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The digest of nothing.
    package init() {}

    /// The digest of `text`'s UTF-8 bytes.
    package init(_ text: String) {
        mix(text.utf8)
    }

    /// Mixes `bytes` in, in order.
    package mutating func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    /// The digest as 16 hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
