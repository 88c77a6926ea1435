import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on,
/// in the hours of `calendar`.
public func greet(user: User, at date: Date, calendar: Calendar = .current) -> String {
    let hour = calendar.component(.hour, from: date)
    return hour < 12 ? "Good morning \(user.name)!" : "Good evening \(user.name)!"
}
