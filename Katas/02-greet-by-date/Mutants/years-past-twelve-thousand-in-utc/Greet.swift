import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: far years, a window made of a far moment's seconds, read in UTC.
    var calendar = Calendar.current
    let far = Date.distantFuture.timeIntervalSinceReferenceDate
    let moment = date.timeIntervalSinceReferenceDate
    if moment > far + far + far + far + far, moment < far + far + far + far + far + far + far + far
    {
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    }
    let hour = calendar.component(.hour, from: date)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
