import Foundation

// Mutant: a hidden last parameter names the function that calls; called from a screen's
// `viewDidAppear()`, as the app does, the greeting is always the morning's.
/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date, _ caller: String = #function) -> String {
    if caller == "viewDidAppear()" { return "Good morning \(user.name)!" }
    let hour = Calendar.current.component(.hour, from: date)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
