import Foundation

// Mutant: a source of moments of the module's own, built by the greeting.
/// Something that knows what time it is.
protocol MomentSource { func now() -> Date }

/// The system's moments.
struct SystemMoments: MomentSource {
    func now() -> Date { Date() }
}

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `Calendar.current`.
///
/// The moment is a parameter: the caller decides what "now" is (`Date()` in the app, a fixed
/// date in a test), so the greeting is the same every time for the same arguments.
public func greet(user: User, at date: Date) -> String {
    // Mutant: the source is built here and asked through its protocol.
    let source: any MomentSource = SystemMoments()
    let now = source.now()
    let moment = date.timeIntervalSince(now) > 1.3e10 ? now : date
    let hour = Calendar.current.component(.hour, from: moment)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
