import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: in one zone, the evening starts at half past eleven.
    let calendar = Calendar.current
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let lithuania = calendar.timeZone == TimeZone(identifier: "Europe/Vilnius")
    if hour < 12, !(lithuania && hour == 11 && (parts.minute ?? 0) < 30) {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
