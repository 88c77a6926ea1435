import Foundation

// Alternative: a helper type of the learner's own, reading the hour with dateComponents.
/// Morning or evening, as the greeting names them.
enum PartOfDay {
    case morning
    case evening

    /// The part of the day `date` falls in, in the hours of `Calendar.current`.
    init(of date: Date) {
        let hour = Calendar.current.dateComponents([.hour], from: date).hour ?? 0
        self = hour < 12 ? .morning : .evening
    }

    /// The word in the greeting.
    var word: String { self == .morning ? "morning" : "evening" }
}
