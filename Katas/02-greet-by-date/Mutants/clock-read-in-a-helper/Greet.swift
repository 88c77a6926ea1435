import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    let hour = currentHour()  // Mutant: the hour of now, from a helper.
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}

// Mutant: the helper reads the clock.
/// The hour it is now.
func currentHour() -> Int {
    Calendar.current.component(.hour, from: Date())
}
