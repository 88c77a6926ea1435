import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Alternative: the hour as ISO 8601 writes it in the machine's zone.
    let style = Date.ISO8601FormatStyle(timeZone: .current).time(includingFractionalSeconds: false)
    let hour = Int(date.formatted(style).prefix(2)) ?? 0
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
