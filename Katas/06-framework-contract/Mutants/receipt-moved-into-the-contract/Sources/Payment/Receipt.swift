import AuthenticationContract  // Mutant: the receipt now lives in the contract module.

/// What a payment leaves behind.
public typealias Receipt = AuthenticationContract.Receipt  // Mutant: the name kept for callers.
