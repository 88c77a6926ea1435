let café = 1
let π = 3.141_592_653_589_793
let 名前 = "東京"

/// Physical dimensions of a parcel, in centimetres.
struct Größe: Equatable, Hashable {
    var breite: Double
    var höhe: Double
    var tiefe: Double = 1

    var fläche: Double { breite * höhe }
    var volumen: Double { fläche * tiefe }

    static let leer = Größe(breite: 0, höhe: 0)
}

enum Wochentag: String, CaseIterable {
    case montag, dienstag, mittwoch, donnerstag, freitag
    case sonnabend = "Samstag", sonntag
}

enum Alignment: Sendable {
    case `left`, `right`, center
    case `default`
}

enum HTTPStatus: Int {
    case `200` = 200
    case `404` = 404
    case `503 service unavailable` = 503
}

struct Ünïcødé {
    var naïve = true
    var résumé: [String] = []
    var Δx: Double = 0, Δy: Double = 0
    var 🚀speed: Int = 0
}

struct Token {
    var `default`: String = "none"
    var `Type`: String = "keyword"
    var `self`: Int = 0
    var `protocol`: String?
    let `in`: [Int]

    init(in values: [Int], protocol proto: String? = nil) {
        self.in = values
        self.protocol = proto
    }

    func `is`(_ kind: String) -> Bool { `Type` == kind }
    func `where`(_ predicate: (Int) -> Bool) -> [Int] { `in`.filter(predicate) }
    static func `init`(raw: String) -> Token { Token(in: raw.compactMap(\.wholeNumberValue)) }
}

final class Übersetzer {
    private var wörterbuch: [String: String] = ["hello": "hallo", "goodbye": "tschüss"]
    var sprache: String = "de"
    var 😀count = 0

    func übersetze(_ wort: String, für sprache: String? = nil) -> String {
        wörterbuch[wort.lowercased()] ?? wort
    }

    func 🚀() -> String { "launch" }

    func `func`(`let` value: Int, `var` other: Int) -> Int { value + other }

    func `test translation of greetings`() -> Bool { übersetze("Hello") == "hallo" }

    func 计算(价格 preis: Double, 数量: Int) -> Double { preis * Double(数量) }

    func alignmentFor(_ sprache: String) -> Alignment {
        switch sprache {
        case "ar", "he": return .right
        case "de", "en": return .left
        default: return .default
        }
    }
}

extension Größe: CustomStringConvertible {
    var description: String { "\(breite)×\(höhe)×\(tiefe) cm" }

    func skaliert(um faktor: Double = π) -> Größe {
        Größe(breite: breite * faktor, höhe: höhe * faktor, tiefe: tiefe)
    }
}

extension Wochentag {
    var istWochenende: Bool { self == .sonnabend || self == .sonntag }
    static var `default`: Wochentag { .montag }
}

enum Messwerte {
    static func mittelwert(_ werte: Double...) -> Double {
        let Σ = werte.reduce(0, +)
        return werte.isEmpty ? 0 : Σ / Double(werte.count)
    }

    static func status(for code: Int) -> String {
        switch HTTPStatus(rawValue: code) {
        case .`200`?: return "ok"
        case .`404`?: return "missing"
        case .`503 service unavailable`?: return "down"
        case nil: return "café #\(café) \(名前)"
        }
    }
}
