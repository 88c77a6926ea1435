// The Mock example of README.md, compiled and run. ReadmeTests checks that the README shows
// exactly this file's text between the markers, and the failure text below.

import Testing

@testable import Mock

// readme-example-begin
protocol GreetingSending {
    func send(_ greeting: String, to person: String)
}

final class MockGreetingSender: GreetingSending, Sendable {
    let mock = Mock("sender")

    func send(_ greeting: String, to person: String) {
        mock.record(greeting, person)
    }
}

struct Greeter {
    let sender: any GreetingSending

    func welcome(_ people: [String]) {
        for person in people { sender.send("Welcome!", to: person) }
    }
}

@Test("the greeter welcomes every person once")
func welcomesEveryone() {
    let sender = MockGreetingSender()
    let greeter = Greeter(sender: sender)

    greeter.welcome(["Ada", "Grace"])

    sender.mock.calledWith("send(_:to:)", "Welcome!", "Ada", times: .once)
    sender.mock.calledWith("send(_:to:)", Arg.any, "Grace", times: .once)
    sender.mock.verifyNoOtherCalls()
}
// readme-example-end

@Test("the README's failure message is the one a learner sees")
func readmeFailureMessage() {
    let sender = MockGreetingSender()
    Greeter(sender: sender).welcome(["Ada", "Grace"])
    let messages = failures {
        sender.mock.calledWith("send(_:to:)", "Welcome!", "Alan", times: .once)
    }
    #expect(messages == [readmeFailureText])
}

/// The failure message shown in README.md, where ReadmeTests looks for it.
let readmeFailureText = """
    Expected sender.send(_:to:) to be called exactly once with ("Welcome!", "Alan"), but no call had those arguments.

    Calls recorded on sender:
      #1 send(_:to:)("Welcome!", "Ada")
      #2 send(_:to:)("Welcome!", "Grace")

    Closest call: #1 send(_:to:)("Welcome!", "Ada")
      second argument differs: expected "Alan", got "Ada"
    """
