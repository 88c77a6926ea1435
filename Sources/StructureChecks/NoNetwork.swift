import Foundation

/// Takes the network away from the test process, as a machine without one would: a connection
/// any session tries (the shared one, or one the learner's code made) is refused at once.
///
/// A checker calls ``refuseEveryConnection()`` where its tests start (a suite's `init`). Code
/// that reaches past the session a test gave it then gets its error in a moment instead of
/// waiting on a real lookup: on Linux each failed request to the shared session waited about a
/// sixth of a second, and a property that shrinks a failing run makes thousands of them.
///
/// On Linux, `URLSession` connects through libcurl, which reads its proxy from the environment
/// on every request, so this works even for a session made before it was called. Sessions the
/// checker makes with URL protocols of its own never connect, and are not touched. Elsewhere
/// the variables are set and do nothing.
public enum NoNetwork {
    private static let refused: Void = {
        // Port 9 (discard) on the loopback address: nothing listens there, so every connection
        // is refused, without a lookup of the real host.
        for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy"] {
            setenv(name, "http://127.0.0.1:9", 1)
        }
        for name in ["no_proxy", "NO_PROXY"] { unsetenv(name) }
    }()

    /// Refuses every connection the process makes from now on; calling it again does nothing.
    public static func refuseEveryConnection() { refused }
}
