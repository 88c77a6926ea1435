/// Draws a dependency graph for a terminal: a box per node, its arrows listed under it, and the
/// graph's one-line reading at the end. Lines stay within 100 columns for names of usual length.
struct GraphTextRendering {
    let style: TextStyle

    func render(_ graph: DependencyGraph) -> String {
        var lines: [String] = []
        for node in graph.nodes {
            let label = Self.label(of: node)
            let bar = String(repeating: "─", count: label.count + 2)
            let role = node.role == .other ? "" : "  " + style.dim(node.role.rawValue)
            lines.append("┌\(bar)┐")
            lines.append("│ \(label) │\(role)")
            lines.append("└\(bar)┘")
            let outgoing = graph.arrows.filter { $0.from == node.name }
            for (index, arrow) in outgoing.enumerated() {
                let branch = index == outgoing.count - 1 ? "└─" : "├─"
                let head = arrow.kind == .conforms ? "▷" : "▶"
                let kind = arrow.kind.rawValue
                let shaft = String(repeating: "─", count: max(1, 9 - kind.count))
                var line = "  \(branch) \(kind) \(shaft)\(head) \(arrow.to)"
                if arrow.kind != .conforms {
                    line += "  " + style.dim("(\(arrow.via.joined(separator: ", ")))")
                }
                if arrow.isFlagged { line += "  " + style.red("✘ breaks the rule") }
                lines.append(line)
            }
            lines.append("")
        }
        let reading = graph.reading
        lines.append(graph.flagged.isEmpty ? style.green(reading) : style.red(reading))
        return lines.joined(separator: "\n")
    }

    /// `«protocol» ProfileViewing`, `URLSession.shared (volatile)`, `greet()`.
    static func label(of node: DependencyGraph.Node) -> String {
        switch node.kind {
        case .protocol: "«protocol» \(node.name)"
        case .volatile: "\(node.name) (volatile)"
        case .function: "func \(node.name)"
        case .value: "\(node.name) (value)"
        case .concrete: node.name
        case .module: "module \(node.name)"
        case .contractModule: "«contract» module \(node.name)"
        }
    }
}
