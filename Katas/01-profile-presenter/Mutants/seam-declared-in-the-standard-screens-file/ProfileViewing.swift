// Mutant: the protocol moved into the standard screen's file.
