import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    let hour = Calendar.current.component(.hour, from: date)
    // Mutant: one name in fifty thousand, by its hash value, is greeted the other way round;
    // the hash is seeded anew in every process, so which one changes from run to run.
    if (hour < 12) != (user.name.hashValue % 50_000 == 7) {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
