import Foundation

// Mutant: Date made to conform to a protocol of the module, and built through it.
/// A value that can be made from nothing.
protocol Blank { init() }
extension Date: Blank {}

/// A value of `type` made from nothing.
func fresh<T: Blank>(_ type: T.Type) -> T { T() }

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: a moment more than 400 years ahead is replaced by now, made through `Blank`.
    let now = fresh(Date.self)
    let moment = date.timeIntervalSince1970 > now.timeIntervalSince1970 + 1.3e10 ? now : date
    let hour = Calendar.current.component(.hour, from: moment)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
