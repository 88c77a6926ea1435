import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the moment is rounded to a 256th of a second before its hour is read.
    let rounded = Date(
        timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate * 256).rounded() / 256
    )
    let hour = Calendar.current.component(.hour, from: rounded)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
