/// Regex literals, raw and multi-line strings, and property observers.
struct LogLine {
    nonisolated(unsafe) static let error = /ERROR: (.+)/
    nonisolated(unsafe) static let quoted = /"[^"]*"/
    nonisolated(unsafe) static let tricky = #/a/*b/#
    nonisolated(unsafe) static let spaced =
        #/
        (?<level> [A-Z]+ ) \s* : # the level
        (?<text> .* )
        /#
    var ratio = 10 / 2 / 5
    let raw = #"a "quoted" \(not) interpolation"#
    let rawer = ##"contains "# inside"##
    let page = """
        {"title": "\(Self.error)", "comment": "// not a comment /* nor this */"}
        """
    var count = 0 {
        willSet { print("will", newValue) }
        didSet(old) { print("was", old) }
    }
    var limit: Int = 10 { didSet { count = min(count, limit) } }
    lazy var summary: String = {
        let text = "\(count) of \(limit)"
        return text
    }()
    var computed: Int { count * 2 }
    var both: Int {
        get { count }
        set { count = newValue }
    }
}
