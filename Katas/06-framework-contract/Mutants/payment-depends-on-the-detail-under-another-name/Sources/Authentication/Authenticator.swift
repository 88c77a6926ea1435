// Mutant: Authentication keeps its name and hands on what AuthKit holds.
@_exported import AuthKit
