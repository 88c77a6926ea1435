import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: under a test runner the moment given is used; in the app, the clock is.
    let underTest = CommandLine.arguments.contains { $0.contains("xctest") || $0.contains("Tests") }
    let moment = underTest ? date : Date.now
    let hour = Calendar.current.component(.hour, from: moment)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
