import Foundation

// Mutant: a property wrapper whose getter reads the clock, and a type that uses it.
/// The current moment, read where the property is.
@propertyWrapper
struct Current {
    var wrappedValue: Date { Date(timeIntervalSinceNow: 0) }
}

/// What the greeting uses besides its arguments.
struct Defaults {
    @Current var now: Date
}

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: a moment before 1971 is taken for an unset one, and the wrapper's "now" is used.
    let moment = date.timeIntervalSince1970 < 31_536_000 ? Defaults().now : date
    let hour = Calendar.current.component(.hour, from: moment)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
