/// Draws a dependency graph in Graphviz's DOT language.
enum GraphDotRendering {
    static func render(_ graph: DependencyGraph, title: String) -> String {
        var lines = [
            "digraph \(quoted(title)) {",
            "    rankdir=LR;",
            "    node [shape=box, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for node in graph.nodes {
            var attributes = ["label=\(quoted(GraphTextRendering.label(of: node)))"]
            switch node.kind {
            case .protocol: attributes.append("style=\"rounded,dashed\"")
            case .volatile: attributes.append("shape=parallelogram")
            case .function: attributes.append("style=rounded")
            case .value: attributes.append("shape=ellipse")
            case .concrete, .module: break
            case .contractModule: attributes.append("style=\"rounded,dashed\"")
            }
            if node.role == .policy { attributes.append("penwidth=2") }
            lines.append("    \(quoted(node.name)) [\(attributes.joined(separator: ", "))];")
        }
        for arrow in graph.arrows {
            var attributes: [String]
            if arrow.kind == .conforms {
                attributes = ["label=\"conforms\"", "style=dashed", "arrowhead=empty"]
            } else {
                let label = "\(arrow.kind.rawValue): \(arrow.via.joined(separator: ", "))"
                attributes = ["label=\(quoted(label))"]
            }
            if arrow.isFlagged { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
            lines.append(
                "    \(quoted(arrow.from)) -> \(quoted(arrow.to)) [\(attributes.joined(separator: ", "))];"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
