import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: a moment in the future replaced by now, from the C library's clock.
    let now = Date(timeIntervalSince1970: TimeInterval(time(nil)))
    let when = date.timeIntervalSince1970 > now.timeIntervalSince1970 + 86_400 ? now : date
    let hour = Calendar.current.component(.hour, from: when)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
