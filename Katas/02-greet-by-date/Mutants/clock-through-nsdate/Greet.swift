import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: a moment in the future is taken for a mistake, and replaced by now, read from
    // `NSDate()`, a spelling of the clock no list of Date APIs holds.
    let now = NSDate() as Date
    let moment = date > now.addingTimeInterval(86_400 * 365 * 50) ? now : date
    let hour = Calendar.current.component(.hour, from: moment)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
