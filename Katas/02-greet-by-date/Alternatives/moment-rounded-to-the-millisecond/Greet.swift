import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Alternative: the moment rounded to the nearest thousandth of a second first, as a
    // `DateFormatter` reads it: only the last half millisecond before noon is noon already.
    let milliseconds = (date.timeIntervalSince1970 / 0.001).rounded()
    let rounded = Date(timeIntervalSince1970: milliseconds * 0.001)
    let hour = Calendar.current.component(.hour, from: rounded)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
