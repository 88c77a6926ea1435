import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    let hour = Calendar.current.component(.hour, from: date)
    // Mutant: a formatter that writes "Tomorrow" for tomorrow's moments compares them with now.
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateStyle = .short
    formatter.doesRelativeDateFormatting = true
    if formatter.string(from: date) == "Tomorrow" {
        return "Good morning \(user.name)!"
    }
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
