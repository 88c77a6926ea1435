typealias Point = (x: Double, y: Double)
typealias Bounds = (origin: Point, size: (width: Double, height: Double))

protocol Drawable: AnyObject {
    var bounds: Bounds { get }
}

public final class SceneNode: Drawable {
    public internal(set) var name: String
    private(set) var children: [SceneNode] = []
    weak var parent: SceneNode?
    unowned(unsafe) var scene: Scene
    unowned let root: Scene
    var bounds: Bounds = ((0, 0), (1, 1))
    var x = 0.0, y: Double = 0, z: Int = 0
    let (minZoom, maxZoom): (Double, Double) = (0.25, 8)
    static let defaultName = "node", maxDepth = 32
    fileprivate static var counter: Int { 0 }

    var onLayout: ((SceneNode, Bounds) -> Void)? = { node, bounds in
        node.x = bounds.origin.x
        node.y = bounds.origin.y
    }

    lazy var sortedChildren: [SceneNode] = children.sorted { lhs, rhs in
        lhs.z < rhs.z || (lhs.z == rhs.z && lhs.name < rhs.name)
    }

    let depthFormatter: (Int) -> String = {
        depth in
        String(repeating: "  ", count: depth)
    }

    init(name: String = SceneNode.defaultName, scene: Scene) {
        self.name = name
        self.scene = scene
        self.root = scene
    }

    func add(_ child: SceneNode) {
        child.parent = self
        children.append(child)
    }

    func center() -> (Double, Double) {
        let ((ox, oy), (w, h)) = bounds
        return (ox + w / 2, oy + h / 2)
    }

    func find(named target: String) -> SceneNode? {
        var queue: [(node: SceneNode, depth: Int)] = [(self, 0)]
        search: while !queue.isEmpty {
            let (node, depth) = queue.removeFirst()
            guard depth < SceneNode.maxDepth else { continue search }
            if node.name == target { return node }
            for child in node.children {
                if child.name.hasPrefix("_") { continue }
                queue.append((child, depth + 1))
            }
        }
        return nil
    }
}

public final class Scene {
    var nodes: [SceneNode] = []
    var items: [Any] = []
    var camera: (position: Point, zoom: Double) = ((0, 0), 1) {
        didSet { camera.zoom = min(max(camera.zoom, 0.25), 8) }
    }

    public init() {}

    func describe() -> [String] {
        var lines: [String] = []
        for item in items {
            switch item {
            case let node as SceneNode where node.children.isEmpty:
                lines.append("leaf \(node.name)")
            case let node as SceneNode:
                lines.append("group \(node.name) (\(node.children.count))")
            case let (x, y) as (Double, Double):
                lines.append("point \(x),\(y)")
            case is String:
                lines.append("label")
            case let value? as Int?:
                lines.append("int \(value)")
            default:
                lines.append("unknown")
            }
        }
        return lines
    }

    func layout(columns: Int) {
        let spacing = 10.0
        outer: for (row, chunk) in stride(from: 0, to: nodes.count, by: max(columns, 1)).enumerated() {
            inner: for column in 0..<columns {
                let index = chunk + column
                guard index < nodes.count else { break outer }
                let node = nodes[index]
                if case (0, 0) = (row, column) { continue inner }
                node.bounds = ((Double(column) * spacing, Double(row) * spacing), (spacing, spacing))
                node.onLayout?(node, node.bounds)
            }
        }
    }

    func focus(on name: String) -> Bool {
        guard let node = nodes.first(where: { $0.name == name }),
              let parent = node.parent,
              case let (cx, cy) = node.center(), cx >= 0, cy >= 0
        else { return false }
        if case .some(let grand) = parent.parent, grand !== node { camera.zoom += 1 }
        camera.position = (cx, cy)
        return true
    }

    func animate(duration: Double = 0.3, _ changes: () -> Void, completion: (Bool) -> Void = { _ in }) {
        changes()
        completion(duration > 0)
    }

    func shake() {
        animate(duration: 0.1) {
            camera.position.x += 4
        } completion: { finished in
            if finished { camera.position.x -= 4 }
        }
        let sorted = nodes
            .filter { !$0.name.isEmpty }
            .map
            { $0.name }
        items.append(sorted.count)
    }
}
