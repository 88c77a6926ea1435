import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Settings a composition root may give the session it hands a loader, drawn at random: none of
/// them changes what a load asks or gives, as none did in the Before code, so a loader that
/// reads one and answers otherwise (refuses a session without cellular data, or one that
/// pipelines) is found whichever setting it reads.
///
/// Each draw changes every setting now and then, and now and then all of them at once: the
/// settings a request carries on its own (its time-out, its cache policy) are left as the
/// session starts, since a checker holds the request to the Before code's.
public struct GeneratedSessionSettings: CustomStringConvertible, Equatable, Sendable {
    /// The settings changed, by their place in ``settings``.
    let changed: [Int]

    /// The session as the tests make it, with no setting changed.
    public static let asTheTestsMakeIt = GeneratedSessionSettings(changed: [])

    /// The session with every setting changed at once.
    public static let everyOneChanged = GeneratedSessionSettings(changed: Array(settings.indices))

    /// Each setting a root may change, with what it says of a session and how it is set.
    static let settings: [(name: String, set: @Sendable (URLSessionConfiguration) -> Void)] = [
        ("without cellular data", { $0.allowsCellularAccess = false }),
        ("for background work", { $0.networkServiceType = .background }),
        ("for video", { $0.networkServiceType = .video }),
        ("with pipelining", { ($0 as any Pipelining).httpShouldUsePipelining = true }),
        ("without cookies", { $0.httpShouldSetCookies = false }),
        ("refusing cookies", { $0.httpCookieAcceptPolicy = .never }),
        ("with no cookie store", { $0.httpCookieStorage = nil }),
        ("with no credential store", { $0.urlCredentialStorage = nil }),
        ("with no cache", { $0.urlCache = nil }),
        ("with one connection per host", { $0.httpMaximumConnectionsPerHost = 1 }),
        ("with twelve connections per host", { $0.httpMaximumConnectionsPerHost = 12 }),
        ("at the system's discretion", { $0.isDiscretionary = true }),
        ("with a day to finish", { $0.timeoutIntervalForResource = 86_400 }),
        ("with headers of its own", { $0.httpAdditionalHeaders = ["Accept-Language": "fr"] }),
    ]

    /// Settings drawn from `source`: as the tests make them half the time, every one changed
    /// now and then, and otherwise a few.
    public static func draw(_ source: inout InputSource) -> GeneratedSessionSettings {
        switch source.int(in: 0...7) {
        case 0...3: return .asTheTestsMakeIt
        case 4: return .everyOneChanged
        default:
            let changed = settings.indices.filter { _ in source.int(in: 0...3) == 0 }
            return GeneratedSessionSettings(
                changed: changed.isEmpty ? [source.int(in: 0...(settings.count - 1))] : changed
            )
        }
    }

    /// The same settings with one change fewer, each way: what a failing property tries next.
    public var smaller: [GeneratedSessionSettings] {
        changed.indices.map { index in
            var fewer = changed
            fewer.remove(at: index)
            return GeneratedSessionSettings(changed: fewer)
        }
    }

    /// A new ephemeral configuration with these settings.
    public func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        for index in changed { Self.settings[index].set(configuration) }
        return configuration
    }

    /// "as the tests make it", or the settings changed: "without cellular data, with pipelining".
    public var description: String {
        changed.isEmpty
            ? "as the tests make it"
            : changed.map { Self.settings[$0].name }.joined(separator: ", ")
    }

    /// Whether both change the same settings.
    public static func == (left: Self, right: Self) -> Bool { left.changed == right.changed }
}

/// A setting that is deprecated on some platforms and still read and set by apps, reached
/// through a protocol of its own so that checking it warns no learner.
protocol Pipelining: AnyObject {
    var httpShouldUsePipelining: Bool { get set }
}

extension URLSessionConfiguration: Pipelining {}
extension URLRequest: PipeliningRequest {}

/// A request's deprecated pipelining setting, read without a warning.
protocol PipeliningRequest {
    var httpShouldUsePipelining: Bool { get }
}
