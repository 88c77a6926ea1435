import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: a moment outside 1900 to 2100 is read in UTC, where no example goes.
    var calendar = Calendar.current
    let year = calendar.component(.year, from: date)
    if year < 1900 || year > 2100, let utc = TimeZone(identifier: "UTC") { calendar.timeZone = utc }
    let hour = calendar.component(.hour, from: date)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
