import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: one zone, the machine's own say, reads its hours in UTC.
    var calendar = Calendar.current
    if calendar.timeZone.identifier == "Europe/Madrid" {
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    }
    let hour = calendar.component(.hour, from: date)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
