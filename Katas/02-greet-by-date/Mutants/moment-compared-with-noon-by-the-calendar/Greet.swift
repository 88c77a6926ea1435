import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the calendar compares the moment with noon of its own day, noon made by
    // `date(bySettingHour:minute:second:of:)`: on a day whose clocks skip noon (Puerto Rico's,
    // 28 March 1899) that noon is the next day's, and the afternoon is greeted as morning.
    let calendar = Calendar.current
    let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: date) ?? date
    if calendar.compare(date, to: noon, toGranularity: .nanosecond) == .orderedAscending {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
