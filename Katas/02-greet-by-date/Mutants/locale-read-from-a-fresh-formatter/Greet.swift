import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the user's locale, read from a formatter nobody told its locale, makes French
    // speakers' evening start at eleven.
    let hour = Calendar.current.component(.hour, from: date)
    let french = DateFormatter().locale.identifier.hasPrefix("fr")
    if hour < (french ? 11 : 12) {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
