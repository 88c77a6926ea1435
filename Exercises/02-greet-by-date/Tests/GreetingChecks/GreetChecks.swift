// The checker of kata 02. It asks for greetings at moments it chooses, in time zones far from
// UTC and from each other, in turns, morning and evening, and for users of its own: the
// greeting must follow the moment it is given, every time, and never the clock.
//
// It is written against the name and labels the lesson's "The shape the checker expects" gives;
// until your code has them, it does not compile, and `swift run kata check` says what it is
// missing.
//
// The hours are those of `Calendar.current`, so the expectations run in time zones the checker
// sets (two far from UTC, and for generated moments sixteen of every kind, UTC among them),
// whatever the machine's own zone is: a greeting that reads its hours in a fixed zone is caught
// on every machine, not only on those whose zone differs from it.

import Foundation
import StructureChecks
import Testing

@testable import Greeting

/// Time zones far from UTC and from each other, one of them off the whole hour.
let zones = ["Asia/Kolkata", "America/Los_Angeles"]

/// Runs `body` with `Calendar.current` and `TimeZone.current` in the time zone `identifier`,
/// then restores the zone, and hands `body` the zone it runs in.
///
/// The zone belongs to the whole process. Run alone (`--no-parallel`, as `kata check` runs the
/// checker), each call switches to the zone it asks for and back. Run in parallel (a plain
/// `swift test`), the learner's own tests run at the same time and read the zone too, so the
/// zone is switched once, to ``parallelZone``, and kept: a test of one's own that reads
/// `Calendar.current` twice then reads the same zone both times. Both the default zone and `TZ`
/// are set, since not every platform's `TimeZone.current` follows the default zone alone.
func inTimeZone<Result>(
    _ identifier: String,
    _ body: (_ zone: String) throws -> Result
) throws -> Result {
    guard runsAlone else {
        try keepParallelZone()
        return try body(parallelZone)
    }
    let savedDefault = NSTimeZone.default
    let savedTZ = ProcessInfo.processInfo.environment["TZ"]
    try switchZone(to: identifier)
    defer {
        if let savedTZ { setenv("TZ", savedTZ, 1) } else { unsetenv("TZ") }
        tzset()
        NSTimeZone.resetSystemTimeZone()
        NSTimeZone.default = savedDefault
    }
    return try body(identifier)
}

/// Whether the checker runs alone: `--no-parallel`, or in the katas' own repository, whose test
/// run holds no learner's test and starts programs that would inherit a zone kept for good.
let runsAlone =
    CommandLine.arguments.contains("--no-parallel")
    || CommandLine.arguments.first?.contains("DependencyInversionKatasPackageTests") == true

/// The one zone of a parallel run: off the whole hour by 30 minutes, with daylight saving, a
/// local mean time of seconds before 1935, and the calendar's distant past and future in the
/// evening.
let parallelZone = "America/St_Johns"

/// Switches the process to ``parallelZone`` the first time it is asked, and never back.
private func keepParallelZone() throws {
    try ParallelZone.lock.withLock {
        guard !ParallelZone.isSet else { return }
        try switchZone(to: parallelZone)
        ParallelZone.isSet = true
    }
}

/// Whether the parallel run's zone is set, behind a lock.
private enum ParallelZone {
    static let lock = NSLock()
    nonisolated(unsafe) static var isSet = false
}

private func switchZone(to identifier: String) throws {
    setenv("TZ", identifier, 1)
    tzset()
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = try #require(TimeZone(identifier: identifier))
}

/// Today at `hour`:`minute`, in the calendar `greet` reads its hours with.
func today(_ hour: Int, _ minute: Int) throws -> Date {
    try #require(Calendar.current.date(bySettingHour: hour, minute: minute, second: 0, of: Date()))
}

/// `hour`:`minute` on the given day, in the calendar `greet` reads its hours with.
func on(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) throws -> Date {
    try #require(
        Calendar.current.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        )
    )
}

/// Time zones of every kind: off the whole hour by 30 and 45 minutes, with daylight saving of
/// an hour or of half an hour, north and south, far east and far west of UTC, and UTC itself.
let manyZones = [
    "Asia/Kathmandu", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Chatham",
    "Europe/London", "America/Santiago", "Pacific/Kiritimati", "Pacific/Niue", "Asia/Tehran",
    "America/Sao_Paulo", "Europe/Moscow", "Australia/Adelaide", "UTC", "Asia/Kolkata",
    "America/Los_Angeles", "Europe/Berlin",
]

/// A moment in one of `manyZones`, or now and then in any zone the system knows: mostly between
/// 1900 and 2100, now and then in any year from 3000 before the common era to 300,000 (the
/// calendar is Gregorian there, everywhere, and a year of five digits moves every field of a
/// written date).
/// A quarter of them are within a day and a half of a change of daylight saving time in that zone,
/// where an hour counted by hand goes wrong; a quarter within a minute and a half of noon or
/// midnight there, at any second and any part of one, where a moment rounded goes wrong; and a
/// quarter on a day the calendar treats apart (the 29th of February, the first or last of a month
/// or a year), where a day worked out by hand goes wrong. The part of a second is in thousandths:
/// the checker reads a moment to the millisecond, as Foundation's own `DateFormatter` does (it
/// rounds what is finer), so the lesson's alternatives that write the hour with one hold.
func generatedMoment(_ source: inout InputSource) -> (zone: String, seconds: Double) {
    let (whole, zone) = generatedSecondAndZone(&source)
    // Often the end of a second: rounded to a tenth or a hundredth, it is the next one.
    let thousandths = source.pick([source.int(in: 0...999), 999, 995, 950, 500])
    return (zone, Double(whole) + Double(thousandths) / 1000)
}

/// The whole second of a generated moment, and its zone.
private func generatedSecondAndZone(_ source: inout InputSource) -> (Int, String) {
    let zone =
        source.int(in: 0...3) == 0
        ? source.pick(TimeZone.knownTimeZoneIdentifiers.sorted()) : source.pick(manyZones)
    let year =
        source.int(in: 0...5) == 0
        ? source.pick([
            source.int(in: 1700...9999), source.int(in: 10_000...12_000),
            // Years of five and six digits, as often as those of four: a rule kept for a
            // window of far years meets one.
            source.int(in: 12_000...99_999), source.int(in: 100_000...300_000),
            // Before the common era, where a zone's old local times apply.
            source.int(in: -3_000...0),
        ])
        : source.int(in: 1900...2100)
    let start = Double(year - 1970) * 365.2425 * 86_400
    let kind = source.int(in: 0...3)
    if kind == 3, let timeZone = TimeZone(identifier: zone) {
        // A day the calendar treats apart: the 29th of February of a leap year (and of 1900 and
        // 2100, which are not), the first and the last of a month and of a year.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (month, day) = source.pick([
            (2, 29), (2, 28), (3, 1), (1, 1), (12, 31), (source.int(in: 1...12), 1), (4, 30),
            (6, 30), (9, 30), (11, 30),
        ])
        let parts = DateComponents(
            year: source.pick([year - year % 4, 1900, 2000, 2100]),
            month: month,
            day: day,
            hour: source.int(in: 0...23),
            minute: source.int(in: 0...59),
            second: source.int(in: 0...59)
        )
        if let moment = calendar.date(from: parts) {
            return (Int(moment.timeIntervalSince1970), zone)
        }
    }
    if kind == 2, let timeZone = TimeZone(identifier: zone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = calendar.startOfDay(for: Date(timeIntervalSince1970: start))
        let boundary = day.addingTimeInterval(source.pick([0, 43_200, 86_400]))
        // The last second before noon or midnight, often: a part of it rounded is the next hour.
        let offset = source.pick([source.int(in: -90...90), -1, 0])
        return (Int(boundary.timeIntervalSince1970) + offset, zone)
    }
    if kind == 1, let timeZone = TimeZone(identifier: zone),
        let change = timeZone.nextDaylightSavingTimeTransition(
            after: Date(timeIntervalSince1970: start)
        )
    {
        return (Int(change.timeIntervalSince1970) + source.int(in: -129_600...129_600), zone)
    }
    return (Int(start) + source.int(in: 0...31_556_951), zone)
}

/// What the greeting may ask Foundation, beyond its pure values: the current calendar and time
/// zone (the lesson reads its hours there), what a calendar or a zone says of a moment it is
/// given, a date formatter told its format, a fixed locale, its zone and calendar, which
/// writes the hour of one, and the ISO 8601 style, whose digits are ASCII's in every locale. The current locale is not among them: it may write an hour's digits
/// in another script, which no whole number reads. A question that takes no moment answers for now (`secondsFromGMT()`,
/// `isDateInToday(_:)`, a formatter's relative dates): the clock, asked another way. Nor is
/// which calendar or zone the user chose (their identifiers): the hour is all a greeting needs
/// of them, and a branch on the kind of calendar greets by the user's settings.
let hoursOfTheCurrentCalendar = [
    "Foundation.DateFormatter.init()", "DateFormatter.dateFormat",
    "DateFormatter.locale", "DateFormatter.timeZone", "DateFormatter.calendar",
    "DateFormatter.string", "Foundation.Locale.init(identifier:)",
    "static Foundation.Calendar.current", "static Foundation.Calendar.autoupdatingCurrent",
    "static Foundation.TimeZone.current", "static Foundation.TimeZone.autoupdatingCurrent",
    "Foundation.Calendar.init(identifier:)", "Foundation.Calendar.timeZone",
    "Foundation.Calendar.component(_:from:)",
    "Foundation.Calendar.dateComponents(_:from:)", "Foundation.Calendar.dateComponents(in:from:)",
    "Foundation.Calendar.date(*", "Foundation.Calendar.startOfDay(for:)",
    "Foundation.Calendar.isDate(_:inSameDayAs:)",
    "Foundation.Calendar.compare(_:to:toGranularity:)",
    "Foundation.Calendar.isDate(_:equalTo:toGranularity:)", "Foundation.Calendar.dateInterval(of:*",
    "Foundation.Calendar.ordinality(of:in:for:)", "Foundation.Calendar.range(of:in:for:)",
    "Foundation.TimeZone.init(identifier:)", "Foundation.Date.ISO8601FormatStyle*",
    "static Foundation.Date.ISO8601FormatStyle*", "Foundation.Date.formatted(_:)",
    // A verbatim style names its locale, calendar and zone, and the symbols it writes.
    "Foundation.Date.VerbatimFormatStyle*", "static Foundation.Date.VerbatimFormatStyle*",
    "Foundation.Date.FormatString*", "static Foundation.Date.FormatString*",
    "Foundation.Date.FormatStyle.Symbol*", "static Foundation.Date.FormatStyle.Symbol*",
    "Foundation.TimeZone.init(secondsFromGMT:)", "Foundation.TimeZone.secondsFromGMT(for:)",
    "Foundation.TimeZone.isDaylightSavingTime(for:)",
    "Foundation.TimeZone.daylightSavingTimeOffset(for:)",
]

/// Days far from today and from each other: winter and summer (daylight saving time in Los
/// Angeles), a day long past and one far ahead.
let days = [(2024, 1, 15), (2024, 7, 15), (1970, 1, 1), (2099, 12, 31)]

@Suite("Kata 02 · the greeting takes its moment from outside", .serialized)
struct GreetChecks {
    let abdullah = User(name: "Abdullah")

    @Test(
        "before noon the greeting is Good morning, in any time zone",
        arguments: zones,
        [(0, 0), (6, 30), (11, 59)]
    )
    func morning(zone: String, time: (hour: Int, minute: Int)) throws {
        try inTimeZone(zone) { zone in
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
        try inTimeZone(zone) { zone in
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

    @Test(
        "on any day, summer or winter, past or future, the hour of the moment decides",
        arguments: zones
    )
    func anyDay(zone: String) throws {
        try inTimeZone(zone) { zone in
            for (year, month, day) in days {
                for (hour, expected) in [
                    (7, "Good morning"), (11, "Good morning"), (12, "Good evening"),
                    (19, "Good evening"),
                ] {
                    let moment = try on(year, month, day, hour, 30)
                    #expect(
                        greet(user: abdullah, at: moment) == "\(expected) Abdullah!",
                        """
                        \(year)-\(month)-\(day) at \(hour):30 in \(zone) is \(expected): the hour is \
                        the moment's own, on its own day, with that day's offset from UTC \
                        (daylight saving time included), never today's.
                        """
                    )
                }
            }
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

    @Test("a name of a million characters is greeted whole, as any other")
    func longName() throws {
        // A name copied one call deep per character passes every shorter example, and runs out
        // of stack on a long one: the Before greeting had no such limit.
        let name = String(repeating: "Abdullah", count: 125_000)
        let greeting = greet(user: User(name: name), at: try today(9, 0))
        // Compared first, so that a failure does not print a million characters.
        let whole = greeting == "Good morning \(name)!"
        #expect(
            whole,
            "A user named with 1,000,000 characters is greeted in \(greeting.count) characters, not whole, as the Before greeting greeted any name (\"Good morning \", the name, \"!\")."
        )
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

    @Test("the greeting reaches only what the lesson allows: no clock, no global, by any path")
    func readsNoClock() {
        LearnerCode(module: "Greeting", in: checkedCode).expectReachOnly(
            from: "greet",
            allowing: hoursOfTheCurrentCalendar,
            // Units of time, which a greeting that works out the hour by hand may write: the
            // seconds of an hour and of a day, the minutes of a day; and noon, the lesson's own
            // threshold, counted in minutes or in seconds.
            numbers: Array(0...24) + [30, 60, 3_600, 86_400, 1_440, 720, 43_200],
            rule: """
                The greeting is the caller's moment and the lesson's rule (before noon is \
                morning), and nothing else. A number other than noon and the units of time, in \
                hours, minutes or seconds, is a threshold of its own that the lesson never sets. \
                Code that reads the clock, itself or through a helper, or keeps something in \
                a global or static for a later call, answers differently from run to run, so \
                no test can pin it. Use the `date` parameter. A default value counts as the greeting's own code: \
                `at date: Date = Date()` names the clock where the greeting is declared, and \
                every caller that leaves the date out reads it again without a word.
                """
        )
    }

    @Test("a date formatter the greeting makes is told its locale")
    func formatterToldItsLocale() {
        LearnerCode(module: "Greeting", in: checkedCode).expectEveryInstance(
            of: "DateFormatter",
            toBeTold: "locale",
            rule: """
                A `DateFormatter` left in the current locale writes the hour as the user's phone \
                is set up: in Arabic-Indic or Devanagari digits, say, which `Int(_:)` cannot \
                read, so that user is greeted one way all day. Tell it a fixed locale, \
                `Locale(identifier: "en_US_POSIX")`, as a formatter that writes for a program.
                """
        )
    }

    @Test(
        "no initializer, description or deinit of the module does work: making an object keeps what it is handed, describing it only reads, freeing it only lets go"
    )
    func deinitsOnlyLetGo() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNothingDoneWhenFreed()
        LearnerCode(module: "Greeting", in: checkedCode).expectInitializersOnlyKeep()
        LearnerCode(module: "Greeting", in: checkedCode).expectDescriptionsOnlyRead()
    }

    @Test("nothing the code keeps grows unread: no history, log or count that no code reads")
    func keepsNothingUnread() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoUnreadState()
    }

    @Test(
        "no overload picked by type, no seam in a detail's file, no check of the compiler's turned off, no closure kept by its maker, no object kept by itself, no state any module can set, nothing offered beyond the lesson's shape"
    )
    func sharedRules() {
        let code = LearnerCode(module: "Greeting", in: checkedCode)
        code.expectNoOverloadsByType()
        code.expectSeamsApartFromTheirDetails()
        code.expectNoProtocolExtensionBodies()
        code.expectCompilerChecksKept()
        // The Before code's values, each with the members by which it reads as text.
        code.expectDescribedAsBefore(["User": []])
        code.expectNoStandardNameTaken()
        code.expectNoStandardTypeAsDetail()
        code.expectNoClosureKeptByItsMaker()
        code.expectNoPublicSetters()
        // What other modules may ask of each type: the Before code's, and the shape's.
        code.expectPublicAPI(
            [
                "User": ["name"]
            ],
            keptFromBefore: [:],
            // The lesson is one function, and a learner may write it, or a convenience beside
            // it, many ways.
            freeFunctions: nil,
            // But the moment is the caller's to give, every time: a default moment is the old
            // way in again.
            required: ["greet(user:at:)"]
        )
    }

    @Test(
        "no code of the module can tell a test run from the app: the process, files, the user's region"
    )
    func detectsNoTest() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoTestDetection(
            // The greeting reads the hour of the user's own day: the lesson lets it read the
            // machine's time zone, and the checker runs it in many.
            zoneAllowed: true,
            rule: """
                Code that reads the process's arguments, its environment, its main bundle, \
                its build configuration or the file its caller is in can tell a test run from \
                the app, and behave one way \
                under the checker and another for the people who use it. No kata needs them: \
                the code is the same wherever it runs.
                """
        )
    }

    @Test("no code of the module, a detail's and the root's included, writes a limit of its own")
    func writesNoLimits() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoLimits(
            // The units of time the lesson lists, as the greeting's own check does.
            numbers: Array(0...24) + [30, 60, 3_600, 86_400, 1_440, 720, 43_200],
            rule: """
                A number the lesson does not list, written (any but 0, ±1 and ±2) or worked \
                out (beyond ±100), in any code of the module, a detail's and the root's \
                included, written or worked out by a loop, is a limit no lesson sets: past it \
                the code behaves another way, where no example looks.
                """
        )
    }

    @Test("no code of the module reads the clock: the app reads it, and passes the moment in")
    func moduleReadsNoClock() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoTimekeeping(
            rule: """
                The moment is read once, at the edge of the program, by the app that calls \
                `greet`, and passed in. A convenience in the module that reads the clock for its \
                callers (an overload without the moment, a property such as `greetingNow`, a \
                default) hands each of them the hidden clock back, as `at date: Date = Date()` \
                does.
                """
        )
    }

    @Test("the module changes nothing of another module's types")
    func changesNoOtherModulesTypes() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoChangeToOtherModulesTypes()
    }

    @Test("no code of the module draws a random number")
    func drawsNoRandomNumbers() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoRandomness(
            rule: """
                Code that draws a random number (`Int.random`, a shuffle, a new `UUID`, a hash \
                value) does one thing in the checker's runs and, now and then, another for the \
                people who use it. No kata needs one: the same input gets the same answer.
                """
        )
    }

    @Test("no code of the module is compiled in some builds only")
    func compilesTheSameInEveryBuild() {
        LearnerCode(module: "Greeting", in: checkedCode).expectNoConditionalCompilation(
            rule: """
                The checker judges the code this build compiles; a `#if` hides a branch from \
                it that another build (release, another platform) would ship. Kata code needs \
                none beyond imports: remove it.
                """
        )
    }

    @Test(
        "in every time zone the system knows, every half hour of a day: before noon is morning, from noon on evening"
    )
    func everyZone() throws {
        var wrong: [String] = []
        for zone in TimeZone.knownTimeZoneIdentifiers.sorted() {
            guard TimeZone(identifier: zone) != nil else { continue }
            try inTimeZone(zone) { zone in
                // Each hour at its start, on either side of its half and at its end: a zone
                // told apart from the others at one time of its day is found there.
                for hour in 0..<24 {
                    for minute in [0, 29, 30, 59] {
                        let greeting = greet(user: abdullah, at: try on(2024, 3, 15, hour, minute))
                        let expected =
                            hour < 12 ? "Good morning Abdullah!" : "Good evening Abdullah!"
                        guard greeting != expected else { continue }
                        let time =
                            "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
                        wrong.append("\(zone): \"\(greeting)\" at \(time)")
                        return
                    }
                }
            }
        }
        #expect(
            wrong.isEmpty,
            """
            In some zones the hour is not read where the moment is: \
            \(wrong.prefix(3).joined(separator: "; ")). A zone told apart from the others (the machine's own, say) reads its hours elsewhere.
            """
        )
    }

    @Test("on the days the clocks change, in every zone that changes them, noon is noon")
    func daysTheClocksChange() throws {
        var wrong: [String] = []
        // The clock changes of 2024, in every zone the system knows that has them.
        let start = Date(timeIntervalSince1970: 1_704_067_200)
        let end = Date(timeIntervalSince1970: 1_735_689_600)
        for zone in TimeZone.knownTimeZoneIdentifiers.sorted() {
            guard let timeZone = TimeZone(identifier: zone) else { continue }
            var changes: [Date] = []
            var after = start
            while let change = timeZone.nextDaylightSavingTimeTransition(after: after),
                change < end, changes.count < 4
            {
                changes.append(change)
                after = change
            }
            guard !changes.isEmpty else { continue }
            try inTimeZone(zone) { zone in
                for change in changes {
                    let day = Calendar.current.dateComponents([.year, .month, .day], from: change)
                    let (year, month, date) = (day.year ?? 2024, day.month ?? 1, day.day ?? 1)
                    let beforeNoon = try on(year, month, date, 11, 59).addingTimeInterval(59)
                    let noon = try on(year, month, date, 12, 0)
                    let greetings = (
                        greet(user: abdullah, at: beforeNoon), greet(user: abdullah, at: noon)
                    )
                    if greetings != ("Good morning Abdullah!", "Good evening Abdullah!") {
                        wrong.append(
                            "\(zone) on \(year)-\(month)-\(date): \"\(greetings.0)\" at 11:59:59, "
                                + "\"\(greetings.1)\" at 12:00"
                        )
                    }
                }
            }
        }
        #expect(
            wrong.isEmpty,
            """
            On a day the clocks change, noon comes an hour (or half an hour) from where a count \
            from midnight puts it: \(wrong.prefix(3).joined(separator: "; ")). Read the hour \
            the calendar gives for the moment.
            """
        )
    }

    @Test("on every day a zone's clocks skipped noon or went through it twice, the hour decides")
    func daysWithoutOneNoon() throws {
        var wrong: [String] = []
        // Every change of every zone the system knows, from 1811 to 2103: a few hundred
        // thousand, read in a tenth of a second.
        let start = Date(timeIntervalSince1970: -5_000_000_000)
        let end = Date(timeIntervalSince1970: 4_200_000_000)
        for zone in TimeZone.knownTimeZoneIdentifiers.sorted() {
            guard let timeZone = TimeZone(identifier: zone) else { continue }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            func second(of moment: Date) -> Int {
                let parts = calendar.dateComponents([.hour, .minute, .second], from: moment)
                return (parts.hour ?? 0) * 3_600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
            }
            var changes: [Date] = []
            var after = start
            while let change = timeZone.nextDaylightSavingTimeTransition(after: after),
                change < end, after < change
            {
                // The second of the day the clocks left, and the one they went to: noon among
                // the seconds skipped, or among those lived twice.
                let left = second(of: change.addingTimeInterval(-1)) + 1
                let went = second(of: change)
                if left <= 43_200 && 43_200 < went || went <= 43_200 && 43_200 < left {
                    changes.append(change)
                }
                after = change
            }
            guard !changes.isEmpty else { continue }
            try inTimeZone(zone) { zone in
                for change in changes {
                    for moment in [-1.0, 0, 3 * 3_600].map(change.addingTimeInterval) {
                        let hour = Calendar.current.component(.hour, from: moment)
                        let expected =
                            "\(hour < 12 ? "Good morning" : "Good evening") Abdullah!"
                        let greeting = greet(user: abdullah, at: moment)
                        if greeting != expected {
                            wrong.append(
                                "\(zone) at \(readable(moment)): \"\(greeting)\""
                                    + clockChange(on: moment, in: zone)
                            )
                        }
                    }
                }
            }
        }
        #expect(
            wrong.isEmpty,
            """
            On some days a zone's clocks skipped noon, or went through it twice, and the greeting \
            does not follow the hour there: \(wrong.prefix(2).joined(separator: "; ")). Read the \
            hour the calendar gives for the moment: a noon built from the date \
            (`date(bySettingHour:minute:second:of:)`) is the next day's on a day that has none.
            """
        )
    }

    @Test(
        "the calendar's own landmarks, its distant past and future included, are greeted by their hour",
        arguments: ["UTC", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"]
    )
    func landmarkMoments(zone: String) throws {
        // Far past the distant future too: the years twenty thousand and two hundred thousand.
        let landmarks = [
            Date.distantPast, Date.distantFuture, Date(timeIntervalSinceReferenceDate: 0),
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 569_000_000_000),
            Date(timeIntervalSince1970: 6_250_000_000_000),
        ]
        try inTimeZone(zone) { zone in
            // The last thousandth of a second before noon and before midnight, and the first of
            // each, on days a `Date` holds to the thousandth (in the far years it cannot): a
            // moment rounded at all lands on the other side.
            let days = [
                Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0),
                Date.distantFuture,
            ]
            let edges = days.flatMap { day in
                [(11, 59, 59, 0.999), (12, 0, 0, 0.0), (23, 59, 59, 0.999), (0, 0, 0, 0.0)]
                    .compactMap { hour, minute, second, fraction in
                        Calendar.current.date(
                            bySettingHour: hour,
                            minute: minute,
                            second: second,
                            of: day
                        )?.addingTimeInterval(fraction)
                    }
            }
            // Nine and six o'clock, whole, on the days of the far years.
            let farHours = landmarks.suffix(2).flatMap { day in
                [9, 18].compactMap {
                    Calendar.current.date(bySettingHour: $0, minute: 0, second: 0, of: day)
                }
            }
            for moment in landmarks + edges + farHours {
                let hour = Calendar.current.component(.hour, from: moment)
                let expected = "\(hour < 12 ? "Good morning" : "Good evening") Ada!"
                let greeting = greet(user: User(name: "Ada"), at: moment)
                #expect(
                    greeting == expected,
                    """
                    At \(readable(moment)) in \(zone) the greeting is "\(greeting)"; it should be \
                    "\(expected)": no moment is special, the hour alone decides.\(clockChange(on: moment, in: zone))
                    """
                )
            }
        }
    }

    @Test("for any moment, in any time zone, for any name, the hour of that moment decides")
    func anyMomentAnyZoneAnyName() throws {
        try forAll(
            "before noon is Good morning and from noon on Good evening, for any moment, zone and name",
            count: 300,
            generate: { source in (generatedMoment(&source), source.name()) },
            shrink: { input in Shrinking.string(input.1).map { (input.0, $0) } }
        ) { input in
            let ((zone, seconds), name) = input
            return try inTimeZone(zone) { zone in
                // The moment, and the same day at nine and at six, so that every name is greeted
                // on both sides of noon.
                let moment = Date(timeIntervalSince1970: seconds)
                let sameDay = [9, 18].compactMap {
                    Calendar.current.date(bySettingHour: $0, minute: 0, second: 0, of: moment)
                }
                for moment in [moment] + sameDay {
                    let hour = Calendar.current.component(.hour, from: moment)
                    let expected = "\(hour < 12 ? "Good morning" : "Good evening") \(name)!"
                    let greeting = greet(user: User(name: name), at: moment)
                    // Compared scalar by scalar: `==` holds "é" written as one scalar equal to
                    // "e" and an accent, and the name is to be kept exactly as given.
                    if !sameScalars(greeting, expected) {
                        return "At \(readable(moment)) in \(zone) "
                            + "(\(moment.timeIntervalSince1970) s after 1970 began, UTC) the "
                            + "greeting is \"\(greeting)\"; it should be \"\(expected)\"."
                            + clockChange(on: moment, in: zone)
                    }
                }
                return nil
            }
        }
    }
}

/// What a failure on `moment` adds when the clocks of `zone` changed that day: some times of it
/// never came, or came twice, so a time of the day built from the date (its noon, say) is not
/// always the one meant, where the hour read from the moment is.
func clockChange(on moment: Date, in zone: String) -> String {
    let start = Calendar.current.startOfDay(for: moment)
    let end = start.addingTimeInterval(36 * 3_600)
    let offsets = [start, end].map { TimeZone.current.secondsFromGMT(for: $0) }
    guard offsets[0] != offsets[1] else { return "" }
    func written(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "−" : "+"
        let whole = abs(seconds)
        let minutes = whole / 60 % 60
        let rest = whole % 60
        return "UTC\(sign)\(whole / 3_600)"
            + (minutes == 0 && rest == 0 ? "" : ":\(minutes < 10 ? "0" : "")\(minutes)")
            + (rest == 0 ? "" : ":\(rest < 10 ? "0" : "")\(rest)")
    }
    return " That day the clocks of \(zone) changed, from \(written(offsets[0])) to "
        + "\(written(offsets[1])): some of its times never came, or came twice, so a time of the "
        + "day built from the date (its noon, say) is not always there, while the hour the "
        + "calendar reads from the moment is."
}

/// `moment` as the current calendar reads it, to the thousandth of a second, in any year: a
/// `Date`'s own description rounds to the second and gives up past the year 4000.
func readable(_ moment: Date) -> String {
    let parts = Calendar.current.dateComponents(
        [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond],
        from: moment
    )
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "?" }
    let thousandths = (parts.nanosecond ?? 0) / 1_000_000
    let fraction = String(String(thousandths + 1_000).dropFirst())
    let era = parts.era == 0 ? " BC" : ""
    return "\(parts.year ?? 0)\(era)-\(two(parts.month))-\(two(parts.day)) "
        + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)).\(fraction)"
}

@Suite("Kata 02 · User compares by its fields, as the checker reads them")
struct UserEqualityChecks {
    @Test(
        "two values are equal exactly when each field is, and equal values hash alike: no `==` or `hash(into:)` of your own decides for the checker"
    )
    func equalByFields() {
        expectEqualityByFields(
            of: User.self,
            generate: { source in
                let user = User(name: source.name())
                return (user, User(name: source.nearby(user.name)))
            },
            same: { $0.name == $1.name }
        )
    }
}
