import Foundation
import Greeting
import Testing

/// The first of March 2024 at `hour` o'clock, in the hours greet reads: a moment of the test's
/// own, the same whenever it runs.
func firstOfMarch(at hour: Int) -> Date {
    Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: hour))!
}

@Test func beforeNoonTheGreetingSaysGoodMorning() {
    #expect(greet(user: User(name: "Ada"), at: firstOfMarch(at: 9)) == "Good morning Ada!")
}

@Test func fromNoonOnTheGreetingSaysGoodEvening() {
    #expect(greet(user: User(name: "Ada"), at: firstOfMarch(at: 18)) == "Good evening Ada!")
}
