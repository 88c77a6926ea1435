// Mutant: there is no contract module.
