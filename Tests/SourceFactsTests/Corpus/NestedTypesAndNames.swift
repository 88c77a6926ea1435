import Observation

/// Nested types, extensions of nested types, macros' forms and names beyond ASCII.
enum Shop {
    struct Catalog {
        final class Entry {
            enum State: String { case draft, live }
            var state: State = .draft
            init() {}
        }
        var entries: [Entry] = []
    }
}

extension Shop.Catalog.Entry: CustomStringConvertible {
    var description: String { "Entry(\(state.rawValue))" }
}

extension Shop.Catalog {
    struct Page { let number: Int }
    func page(_ number: Int) -> Page { Page(number: number) }
}

@Observable
final class Basket {
    var items: [String] = []
    @ObservationIgnored var cache: [String: Int] = [:]
}

struct Größe: Hashable {
    let höhe: Double
    let π = 3.14159
    let `default` = 0
    func 🚀(to ziel: String) -> String { ziel }
}

protocol ProfileViewing: class {
    func showFullName(_ fullName: String)
}

func where_(_ text: String = #function, line: Int = #line) -> String {
    #warning("Replace the placeholder once the tracker exists")
    return "\(text):\(line)"
}
