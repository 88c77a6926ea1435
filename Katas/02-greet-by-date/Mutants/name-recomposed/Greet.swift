import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    let hour = Calendar.current.component(.hour, from: date)
    // Mutant: the name is written with each accent joined to its letter, not as given.
    let name = user.name.precomposedStringWithCanonicalMapping
    if hour < 12 {
        return "Good morning \(name)!"  // Mutant: the joined name.
    }
    return "Good evening \(name)!"  // Mutant: the joined name.
}
