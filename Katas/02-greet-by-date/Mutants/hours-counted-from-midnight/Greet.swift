import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the hour is the time since midnight, in hours: right on every day but those whose
    // clocks change, where noon comes an hour early or late.
    let midnight = Calendar.current.startOfDay(for: date)
    let hour = Int(date.timeIntervalSince(midnight) / 3600)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
