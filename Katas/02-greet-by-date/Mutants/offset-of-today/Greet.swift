import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the offset of today, not of `date`: an hour off across daylight saving.
    let local = Int(date.timeIntervalSince1970) + Calendar.current.timeZone.secondsFromGMT()
    let hour = ((local / 3600) % 24 + 24) % 24
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
