import Foundation

// Mutant: a clock handed in as a closure, with the system clock as its default, called here
// whenever the moment given is more than 400 years ahead.
/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date, now: () -> Date = Date.init) -> String {
    let current = now()
    let moment = date.timeIntervalSince(current) > 1.3e10 ? current : date
    let hour = Calendar.current.component(.hour, from: moment)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
