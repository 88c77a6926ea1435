// Holds the project's own Swift reader (SourceFacts) to the compiler: for every Swift file of
// the katas (Before, After, mutants, alternatives), of the package's own sources and of a
// corpus of awkward but valid Swift, it compares what SourceFacts reads (types, conformances,
// properties and their declared types, functions with their labels and parameter types, type
// aliases) with the symbol graph `swiftc` emits. Every disagreement is a failure.
//
//     swift run SourceFactsAgreement [repository-root] [--part i/n]
//
// With `--part`, the katas' mutants and alternatives are read in that part only, cut as
// `kata verify --part` cuts them; their Before and After code, the package's sources and the
// corpus are read in every part.

import Foundation
import SourceFacts

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

var operands = Array(CommandLine.arguments.dropFirst())
var part: VerificationPart?
if let option = operands.firstIndex(of: "--part") {
    guard option + 1 < operands.count, let read = VerificationPart(operands[option + 1]) else {
        fail("--part takes i/n, a part i of n parts (n from 1 to \(VerificationPart.most))")
    }
    part = read
    operands.removeSubrange(option...(option + 1))
}
let root = URL(fileURLWithPath: operands.first ?? FileManager.default.currentDirectoryPath)
let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("source-facts-agreement-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: scratch) }

let groups: [BuildGroup]
do {
    groups = try BuildGroup.all(in: root).filter { group in
        guard let part, group.isVariant else { return true }
        return part.contains(group.title)
    }
} catch {
    fail("cannot list the Swift files of \(root.path): \(error)")
}

/// What one group gave: how many declarations agreed, how many files were read, and every
/// problem found.
struct Outcome: Sendable {
    var agreed = 0
    var files = 0
    var problems: [String] = []
}

final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [Int: Outcome] = [:]
    func set(_ outcome: Outcome, at index: Int) { lock.withLock { all[index] = outcome } }
    var sorted: [Outcome] { lock.withLock { all.sorted { $0.key < $1.key }.map(\.value) } }
}

let compiler = Compiler()
let outcomes = Outcomes()
let started = Date()
DispatchQueue.concurrentPerform(iterations: groups.count) { index in
    let group = groups[index]
    var outcome = Outcome()
    let folder = scratch.appendingPathComponent("\(index)")
    for module in group.ordered {
        outcome.files += module.files.count
        let graphs: [SymbolGraph]
        do {
            graphs = try compiler.symbolGraphs(of: module, in: folder)
        } catch {
            outcome.problems.append("\(group.title): \(module.name) does not compile: \(error)")
            continue
        }
        do {
            let files = try module.files.map {
                try SourceFile(contentsOf: $0.path, flags: module.flags)
            }
            let reader = ModuleFacts(reading: SourceModule(name: module.name, files: files))
            let compiler = ModuleFacts(graphs: graphs, files: module.files, reader: reader)
            let comparison = Comparison(reader: reader, compiler: compiler)
            outcome.agreed += comparison.agreed
            outcome.problems += comparison.disagreements.map { "\(group.title) · \($0)" }
        } catch {
            outcome.problems.append("\(group.title): \(module.name) cannot be read: \(error)")
        }
    }
    outcomes.set(outcome, at: index)
}

let total = outcomes.sorted.reduce(into: Outcome()) { total, outcome in
    total.agreed += outcome.agreed
    total.files += outcome.files
    total.problems += outcome.problems
}
let rootPrefix = root.standardizedFileURL.path + "/"
for problem in total.problems {
    print(problem.replacingOccurrences(of: rootPrefix, with: ""))
}
let seconds = Int(Date().timeIntervalSince(started).rounded())
if total.problems.isEmpty {
    print(
        "source facts agree with the compiler on \(total.agreed) declarations in "
            + "\(total.files) files (\(groups.count) modules and module sets, \(seconds) s)"
            + (part.map { "; the katas' variants of \($0.description)" } ?? "")
    )
} else {
    print(
        "source facts disagree with the compiler \(total.problems.count) times; they agree on "
            + "\(total.agreed) declarations in \(total.files) files"
    )
    exit(1)
}
