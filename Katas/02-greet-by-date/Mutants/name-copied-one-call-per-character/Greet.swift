import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    let hour = Calendar.current.component(.hour, from: date)
    if hour < 12 {
        // Mutant: the name copied one call deep per character.
        return appending(user.name[...], to: "Good morning ") + "!"
    }
    return "Good evening \(user.name)!"
}

// Mutant: one call per character; a long enough name runs out of stack.
private func appending(_ rest: Substring, to text: String) -> String {
    guard let first = rest.first else { return text }
    return appending(rest.dropFirst(), to: text + String(first))
}
