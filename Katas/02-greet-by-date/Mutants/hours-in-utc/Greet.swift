import Foundation

/// The greeting for `user` at `date`, in the hours of UTC.
public func greet(user: User, at date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let hour = calendar.component(.hour, from: date)
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
