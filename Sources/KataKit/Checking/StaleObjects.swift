import Foundation
import SourceFacts

/// Object files that a build would keep although their sources changed after them.
///
/// The Swift driver chooses the files of a module to compile again by their dates, and a file
/// changed within a second or so of the build that last compiled it can look unchanged to it:
/// the build then links the object of the code before, and the checker judges code that is no
/// longer there. `kata verify`, which lays a version about every second, met it (a mutant
/// passed, an alternative failed on the mutant before it), and a file saved twice in a row
/// under `kata watch` could meet it too. The driver always compiles a file whose object is
/// missing, so before each build the object of every source dated in that moment after it is
/// removed. A source changed later than that is one the driver sees changed by itself: its
/// object stays, and the compiler leaves an object alone when the change makes the same code (a
/// comment, a blank line), as in a plain `swift test`.
enum StaleObjects {
    /// How long after its object a source may change and still look unchanged to the driver,
    /// in seconds: the driver's blind moment is about a second; the rest is margin.
    static let blindMoment: TimeInterval = 3

    /// Removes, in every module that the build folder `build` holds, the object file of each
    /// Swift source changed in the moment after it (``blindMoment``); returns those sources'
    /// paths.
    @discardableResult
    static func remove(in build: URL) -> [String] {
        var removed: [String] = []
        for map in outputFileMaps(in: build) {
            guard let data = FileManager.default.contents(atPath: map.path),
                let entries = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            for (source, outputs) in entries where source.hasSuffix(".swift") {
                guard let object = (outputs as? [String: Any])?["object"] as? String,
                    let objectDate = modificationDate(of: object),
                    let sourceDate = modificationDate(of: source),
                    sourceDate >= objectDate,
                    sourceDate.timeIntervalSince(objectDate) < blindMoment,
                    (try? FileManager.default.removeItem(atPath: object)) != nil
                else { continue }
                removed.append(source)
            }
        }
        return removed.sorted()
    }

    /// The maps from sources to outputs that SwiftPM wrote for each module it built, in any
    /// configuration: `.build/x86_64-unknown-linux-gnu/debug/Greeting.build/output-file-map.json`.
    private static func outputFileMaps(in build: URL) -> [URL] {
        let manager = FileManager.default
        func folders(in folder: URL) -> [URL] {
            (try? manager.contentsOfDirectory(
                at: folder,
                includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles]
            ))?.filter { FileStatus(path: $0.path)?.kind != .symbolicLink } ?? []
        }
        return folders(in: build).flatMap(folders(in:)).flatMap(folders(in:))
            .filter { $0.pathExtension == "build" }
            .map { $0.appendingPathComponent("output-file-map.json") }
    }

    private static func modificationDate(of path: String) -> Date? {
        FileStatus(path: path)?.modified
    }
}
