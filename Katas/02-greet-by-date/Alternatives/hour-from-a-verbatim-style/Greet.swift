import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Alternative: the hour written by a verbatim style, in the current calendar and zone,
    // with digits a fixed locale writes the same in every language.
    let style = Date.VerbatimFormatStyle(
        format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased))",
        locale: Locale(identifier: "en_US_POSIX"),
        timeZone: .current,
        calendar: .current
    )
    let hour = Int(date.formatted(style)) ?? 0
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
