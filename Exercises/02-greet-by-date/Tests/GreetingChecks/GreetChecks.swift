// The checker of kata 02. It asks for greetings at moments it chooses, in time zones far from
// UTC and from each other, in turns, morning and evening, and for users of its own: the
// greeting must follow the moment it is given, every time, and never the clock.
//
// It is written against the name and labels the lesson's "Target shape" gives; until your code
// has them, it does not compile, and `swift run kata check` says what it is missing.
//
// The hours are those of `Calendar.current`, so every expectation runs in time zones other than
// UTC, whatever the machine's own zone is: a greeting that reads its hours in a fixed zone is
// caught on every machine, not only on those whose zone differs from it.

import Foundation
import StructureChecks
import Testing

@testable import Greeting

/// Time zones far from UTC and from each other, one of them off the whole hour.
let zones = ["Asia/Kolkata", "America/Los_Angeles"]

/// Runs `body` with `Calendar.current` in the time zone `identifier`, then restores the zone.
///
/// The default time zone belongs to the whole process: the suite runs its tests one at a time.
func inTimeZone<Result>(_ identifier: String, _ body: () throws -> Result) throws -> Result {
    let saved = NSTimeZone.default
    NSTimeZone.default = try #require(TimeZone(identifier: identifier))
    defer { NSTimeZone.default = saved }
    return try body()
}

/// Today at `hour`:`minute`, in the calendar `greet` reads its hours with.
func today(_ hour: Int, _ minute: Int) throws -> Date {
    try #require(Calendar.current.date(bySettingHour: hour, minute: minute, second: 0, of: Date()))
}

@Suite("Kata 02 · the greeting takes its moment from outside", .serialized)
struct GreetChecks {
    let abdullah = User(name: "Abdullah")

    @Test(
        "before noon the greeting is Good morning, in any time zone",
        arguments: zones,
        [(0, 0), (6, 30), (11, 59)]
    )
    func morning(zone: String, time: (hour: Int, minute: Int)) throws {
        try inTimeZone(zone) {
            let greeting = greet(user: abdullah, at: try today(time.hour, time.minute))
            #expect(
                greeting == "Good morning Abdullah!",
                """
                From midnight to 11:59 the greeting is Good morning, in the hours of \
                Calendar.current. Wrong in one zone only? The hours are read in a fixed zone.
                """
            )
        }
    }

    @Test(
        "from noon on the greeting is Good evening, in any time zone",
        arguments: zones,
        [(12, 0), (18, 45), (23, 59)]
    )
    func evening(zone: String, time: (hour: Int, minute: Int)) throws {
        try inTimeZone(zone) {
            let greeting = greet(user: abdullah, at: try today(time.hour, time.minute))
            #expect(
                greeting == "Good evening Abdullah!",
                """
                From 12:00 on the greeting is Good evening: noon itself belongs to the evening. \
                Wrong in one zone only? The hours are read in a fixed zone.
                """
            )
        }
    }

    @Test("the same moment always gives the same greeting")
    func deterministic() throws {
        let noon = try today(12, 0)
        let answers = Set((1...20).map { _ in greet(user: abdullah, at: noon) })
        #expect(
            answers == ["Good evening Abdullah!"],
            "The same moment must always give the same greeting: 12:00 is Good evening."
        )
    }

    @Test("the greeting names the user it is given")
    func namesTheUser() throws {
        let grace = User(name: "Grace")
        #expect(greet(user: grace, at: try today(9, 0)) == "Good morning Grace!")
    }

    @Test("morning and evening in turns: each greeting follows its own moment")
    func inTurns() throws {
        let moments = try [(8, 0), (20, 0), (9, 15), (12, 0), (0, 1), (23, 0)].map(today)
        let greetings = moments.map { greet(user: abdullah, at: $0) }
        #expect(
            greetings == [
                "Good morning Abdullah!", "Good evening Abdullah!", "Good morning Abdullah!",
                "Good evening Abdullah!", "Good morning Abdullah!", "Good evening Abdullah!",
            ],
            "Each greeting depends on the moment it is given, not on an earlier one."
        )
    }

    @Test("the greeting never reads the clock itself, by any path")
    func readsNoClock() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoReach(
            from: "greet",
            orTo: [
                "Date()", "Date.now", ".now", "Date(timeIntervalSinceNow:",
                "CFAbsoluteTimeGetCurrent",
            ],
            ignoringOwnDefaults: true,
            rule: """
                The moment is the caller's to give: a greeting that reads the clock, itself or \
                through a helper, answers differently each time it runs, so no test can pin \
                it. Use the `date` parameter. (A default `= Date()` for the parameter is the \
                caller's choice, and allowed.)
                """
        )
    }
}
