import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    let hour = Calendar.current.component(.hour, from: date)
    if hour < 12 {
        // Mutant: the morning greeting leaves the name out.
        return "Good morning!"
    }
    return "Good evening \(user.name)!"
}
