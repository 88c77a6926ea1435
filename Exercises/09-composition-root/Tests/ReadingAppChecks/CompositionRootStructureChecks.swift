// The structure checks of kata 09: facts about the module's files that behaviour cannot show.
// A singleton or a `Date()` left deep in the graph works in the app and in most tests, and is
// exactly what a composition root is there to remove.

import StructureChecks
import Testing

@Suite("Kata 09 · only the composition root names concrete, volatile things")
struct CompositionRootStructureChecks {
    let code = LearnerCode(module: "ReadingApp")

    @Test("no file but CompositionRoot.swift reaches for the network, the clock or a singleton")
    func volatileOnlyAtTheRoot() {
        code.expectNoMention(
            of: [
                "URLSession.shared", ".shared", "Date()", "Date.now", "Analytics()", "NewsAPI(",
                "Analytics.init", "NewsAPI.init",
            ],
            inFilesOtherThan: ["CompositionRoot.swift"],
            rule: """
                Only the composition root may create or reach for a volatile thing: a \
                singleton, the clock or the network deep in the graph cannot be swapped at the \
                root. Take it as a parameter, and let the root pass it in.
                """
        )
    }

    @Test("no initializer outside the root picks a collaborator as its default value")
    func noDefaultsOutsideTheRoot() {
        code.expectNoObjectDefaults(
            inFilesOtherThan: ["CompositionRoot.swift"],
            rule: """
                A default value that makes a clock, a tracker or a session deep in the graph is \
                a choice made behind the root's back: the root must pass every collaborator, so \
                a test or a demo build can choose another one there.
                """
        )
    }

    @Test("no object lives in a global: no global variable, no static variable")
    func noMutableGlobals() {
        code.expectNoMutableGlobals(
            rule: """
                The root decides how long each object lives; a global or static variable \
                decides it behind the root's back, for the whole program and every test.
                """
        )
    }

    @Test("the headlines screen takes its loader and its tracker as protocols")
    func screenTakesProtocols() {
        for (label, seam) in [("loader", "HeadlinesLoading"), ("tracker", "EventTracking")] {
            code.expectParameter(
                labeled: label,
                of: "init",
                in: "HeadlinesScreen",
                isDeclaredThrough: seam,
                rule: """
                    The screen is policy: it takes the network and the tracker as the \
                    protocols it owns, and the root decides which ones.
                    """
            )
        }
    }
}
