// Mutant: the conformance is written in ProfileViewing.swift instead.
