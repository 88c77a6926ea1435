import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Mutant: a property wrapper whose initializer builds the API loader on `URLSession.shared`.
/// A news loader on the real network, made for every property it wraps.
@propertyWrapper
struct LiveLoader {
    /// The loader.
    var wrappedValue: any NewsLoader

    /// Builds the loader.
    init() {
        wrappedValue = APINewsLoader(session: .shared)
    }
}
