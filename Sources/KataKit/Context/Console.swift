/// Where a command writes what it has to say: the learner's terminal, or a test's record.
protocol Console: Sendable {
    /// How text may be styled: coloured on a terminal that takes colour, plain otherwise.
    var style: TextStyle { get }
    /// How many columns a line may take.
    var width: Int { get }
    /// Writes `text` and a new line to standard output.
    func say(_ text: String)
    /// Writes `text` and a new line to standard error.
    func complain(_ text: String)
    /// Whether something said could not be written (a full disk, a closed pipe): the command
    /// then did not tell what it did, and must not end as if it had.
    var lostOutput: Bool { get }
}

extension Console {
    var lostOutput: Bool { false }
}
