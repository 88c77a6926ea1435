import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the hour read from a fixed place of the moment written as ISO 8601, which moves
    // in a year of five digits or before year one.
    let text = date.formatted(Date.ISO8601FormatStyle(timeZone: .current))
    let hour = Int(text.dropFirst(11).prefix(2)) ?? 0
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
