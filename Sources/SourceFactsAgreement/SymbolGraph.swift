import Foundation

/// The part of a compiler's symbol graph (`swiftc -emit-symbol-graph`) that says what a module
/// declares: its symbols, and how they relate.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable {
            let kind: String
            let spelling: String
        }
        struct Location: Decodable {
            struct Position: Decodable, Equatable {
                let line: Int
                let character: Int
            }
            let uri: String
            let position: Position
        }
        struct Signature: Decodable {
            struct Parameter: Decodable {
                let name: String
                let declarationFragments: [Fragment]
            }
            let parameters: [Parameter]?
        }

        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]
        let location: Location?
        let functionSignature: Signature?
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let symbols: [Symbol]
    let relationships: [Relationship]

    /// Reads every symbol graph file in `folder`: the module's own, and one per other module
    /// whose types it extends (`Module@Swift.symbols.json`).
    static func all(in folder: URL) throws -> [SymbolGraph] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try names.filter { $0.hasSuffix(".symbols.json") }.sorted().map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        }
    }
}
