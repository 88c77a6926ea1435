import Foundation

/// The greeting for `user` at this moment: "Good morning" before noon, "Good evening" from noon.
public func greet(user: User) -> String {
    let hour = Calendar.current.component(.hour, from: Date())
    if hour < 12 {
        return "Good morning \(user.name)!"
    }
    return "Good evening \(user.name)!"
}
