import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the moment rounded to the nearest hundredth of a second first.
    let hundredths = (date.timeIntervalSince1970 * 100).rounded() / 100
    let hour = Calendar.current.component(.hour, from: Date(timeIntervalSince1970: hundredths))
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
