// The checker of kata 02. It is written against the refactored shape:
//
//     func greet(user: User, at date: Date) -> String
//
// Until that shape exists it does not compile; that is the kata's first red.

import Foundation
import Testing

@testable import Greeting

/// Today at `hour`:`minute`, in the calendar `greet` reads its hours with.
func today(_ hour: Int, _ minute: Int) throws -> Date {
    try #require(Calendar.current.date(bySettingHour: hour, minute: minute, second: 0, of: Date()))
}

@Suite("Kata 02 · the greeting takes its moment from outside")
struct GreetChecks {
    let abdullah = User(name: "Abdullah")

    @Test(
        "before noon the greeting is Good morning, whatever the time the test runs",
        arguments: [(0, 0), (6, 30), (11, 59)]
    )
    func morning(hour: Int, minute: Int) throws {
        #expect(greet(user: abdullah, at: try today(hour, minute)) == "Good morning Abdullah!")
    }

    @Test(
        "from noon on the greeting is Good evening, whatever the time the test runs",
        arguments: [(12, 0), (18, 45), (23, 59)]
    )
    func evening(hour: Int, minute: Int) throws {
        #expect(greet(user: abdullah, at: try today(hour, minute)) == "Good evening Abdullah!")
    }

    @Test("the same moment always gives the same greeting")
    func deterministic() throws {
        let noon = try today(12, 0)
        let answers = Set((1...20).map { _ in greet(user: abdullah, at: noon) })
        #expect(answers == ["Good evening Abdullah!"])
    }

    @Test("the greeting names the user it is given")
    func namesTheUser() throws {
        let grace = User(name: "Grace")
        #expect(greet(user: grace, at: try today(9, 0)) == "Good morning Grace!")
    }
}
