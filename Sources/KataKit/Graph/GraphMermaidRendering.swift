/// Draws a dependency graph as a Mermaid flowchart, for Markdown pages that render it.
enum GraphMermaidRendering {
    static func render(_ graph: DependencyGraph) -> String {
        var lines = ["```mermaid", "flowchart LR"]
        for node in graph.nodes {
            let text =
                GraphTextRendering.label(of: node)
                + (node.role == .other ? "" : " · \(node.role.rawValue)")
            let shape =
                switch node.kind {
                case .protocol: "([\"\(text)\"])"
                case .volatile: "[/\"\(text)\"/]"
                case .value: "((\"\(text)\"))"
                case .contractModule: "[[\"\(text)\"]]"
                default: "[\"\(text)\"]"
                }
            lines.append("    \(identifier(node.name))\(shape)")
        }
        var flagged: [Int] = []
        for (index, arrow) in graph.arrows.enumerated() {
            let from = identifier(arrow.from)
            let to = identifier(arrow.to)
            if arrow.kind == .conforms {
                lines.append("    \(from) -.->|conforms| \(to)")
            } else {
                let mark = arrow.isFlagged ? "✘ " : ""
                let label = "\(mark)\(arrow.kind.rawValue): \(arrow.via.joined(separator: ", "))"
                lines.append("    \(from) -->|\"\(label)\"| \(to)")
            }
            if arrow.isFlagged { flagged.append(index) }
        }
        if !flagged.isEmpty {
            let indices = flagged.map(String.init).joined(separator: ",")
            lines.append("    linkStyle \(indices) stroke:#d33,stroke-width:3px,color:#d33")
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// A node identifier Mermaid accepts: letters, digits and underscores.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
