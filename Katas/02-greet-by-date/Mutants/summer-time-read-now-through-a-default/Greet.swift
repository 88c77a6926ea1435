import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: in summer time (asked now, through the default argument of
    // isDaylightSavingTime(for:)), eleven o'clock is greeted as evening.
    let hour = Calendar.current.component(.hour, from: date)
    let noon = TimeZone.current.isDaylightSavingTime() ? 11 : 12
    if hour < noon {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
