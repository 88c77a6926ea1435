import Foundation

/// The greeting for `user` at `date`: "Good morning" before noon, "Good evening" from noon on.
public func greet(user: User, at date: Date) -> String {
    "Good \(PartOfDay(of: date).word) \(user.name)!"
}
