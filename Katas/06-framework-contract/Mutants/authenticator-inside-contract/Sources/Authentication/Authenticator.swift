// Mutant: Authentication only re-exports the contract, which now holds the implementation.
@_exported import AuthenticationContract
