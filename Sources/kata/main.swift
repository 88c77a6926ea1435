import Foundation
import KataKit

Interruption.install()
let status = KataCommand(
    arguments: Array(CommandLine.arguments.dropFirst()),
    workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
).run()
exit(status.rawValue)
