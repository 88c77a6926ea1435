import Foundation

/// What a learner may set in `.kata/settings.json`, each setting optional:
///
/// ```json
/// {"open": true, "editor": "code --reuse-window", "prepare": false}
/// ```
struct LearnerSettings: Codable {
    /// Whether `kata next` opens the files without being asked.
    var open: Bool?
    /// The command that opens them, if not the usual one.
    var editor: String?
    /// Whether a passing check prepares the next kata in the background; `true` unless said.
    var prepare: Bool?

    /// The settings of the repository at `root`, or none.
    static func read(in root: URL) -> LearnerSettings {
        let url = root.appendingPathComponent(".kata/settings.json")
        guard let data = try? Data(contentsOf: url) else { return LearnerSettings() }
        return (try? JSONDecoder().decode(LearnerSettings.self, from: data)) ?? LearnerSettings()
    }
}
