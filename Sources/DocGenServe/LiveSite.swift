import DocGenKit
import Foundation

/// What the server knows about the site: the last build that verified (the one served), the
/// diagnostics of the latest build, and the pages listening for news (Server-Sent Events).
public final class LiveSite: Sendable {
    /// One diagnostic, as the page's script shows it.
    public struct Entry: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
        public var rule: String

        public init(_ diagnostic: Diagnostic) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = diagnostic.severity.rawValue
            message = diagnostic.summary
            rule = diagnostic.rule
        }

        /// A failure that is not a diagnostic (the output folder, a template): no place to point at.
        public init(failure text: String) {
            file = ""
            line = 0
            column = 0
            severity = "error"
            message = text
            rule = "docgen.serve-build-failed"
        }
    }

    /// The `diagnostics` event and `/__docgen/status`.
    public struct Status: Codable, Equatable, Sendable {
        /// The id of the site being served; nil until a build verifies.
        public var site: String?
        /// Whether a build is running now.
        public var building: Bool
        /// How many builds have finished, successful or not.
        public var builds: Int
        /// The latest build's errors: while there is one, the site served is an older one.
        public var errors: [Entry]
        public var warnings: [Entry]
    }

    /// The files of the site being served.
    public struct Snapshot: Sendable {
        public var id: String
        public var files: Set<String>
    }

    private struct State {
        var snapshot: Snapshot?
        var status = Status(site: nil, building: false, builds: 0, errors: [], warnings: [])
        var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
        var closed = false
    }

    private let state = Locked(State())
    /// Tells this server's site ids from another's, so a page left open across restarts reloads.
    private let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    public let files: SiteFiles

    public init(root: URL) {
        files = SiteFiles(root: root)
    }

    public var snapshot: Snapshot? { state.withLock { $0.snapshot } }
    public var status: Status { state.withLock { $0.status } }

    // MARK: Builds

    func buildStarted() {
        state.withLock { $0.status.building = true }
    }

    /// A build that verified and wrote `files`: serve it and tell every page to reload.
    func buildSucceeded(files: [String], diagnostics: [Diagnostic]) {
        let events = state.withLock { state -> [String] in
            let id = "\(instance)-\(state.status.builds + 1)"
            state.snapshot = Snapshot(id: id, files: Set(files))
            state.status = Status(site: id, building: false, builds: state.status.builds + 1, errors: [],
                                  warnings: diagnostics.filter { $0.severity != .error }.map(Entry.init))
            return [Self.event("diagnostics", state.status), Self.event("reload", ["site": id])]
        }
        broadcast(events)
    }

    /// A build that failed: keep serving the last good site, and show why on every page.
    func buildFailed(diagnostics: [Diagnostic], failure: String?) {
        let events = state.withLock { state -> [String] in
            var errors = diagnostics.filter { $0.severity == .error }.map(Entry.init)
            if errors.isEmpty { errors = [Entry(failure: failure ?? "the build failed")] }
            state.status = Status(site: state.snapshot?.id, building: false, builds: state.status.builds + 1, errors: errors,
                                  warnings: diagnostics.filter { $0.severity != .error }.map(Entry.init))
            return [Self.event("diagnostics", state.status)]
        }
        broadcast(events)
    }

    // MARK: Listeners

    /// A new listener's stream: it starts with the current status, so a page opened while the
    /// content has errors shows them at once.
    func listen() -> (id: UUID, events: AsyncStream<String>) {
        let id = UUID()
        // A page that stops reading is dropped from, not buffered without end.
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(32))
        let accepted = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.listeners[id] = continuation
            continuation.yield("retry: 1000\n\n" + Self.event("diagnostics", state.status))
            return true
        }
        if !accepted { continuation.finish() }
        continuation.onTermination = { [weak self] _ in self?.stopListening(id) }
        return (id, stream)
    }

    func stopListening(_ id: UUID) {
        let continuation = state.withLock { $0.listeners.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// Ends every stream (the server is shutting down) and refuses new ones.
    func closeAll() {
        let continuations = state.withLock { state -> [AsyncStream<String>.Continuation] in
            state.closed = true
            defer { state.listeners.removeAll() }
            return Array(state.listeners.values)
        }
        continuations.forEach { $0.finish() }
    }

    /// A comment line, which browsers ignore: it keeps proxies from timing the stream out and
    /// finds the connections of pages that were closed.
    func heartbeat() {
        broadcast([": keep-alive\n\n"])
    }

    private func broadcast(_ events: [String]) {
        let continuations = state.withLock { Array($0.listeners.values) }
        for continuation in continuations {
            for event in events { continuation.yield(event) }
        }
    }

    /// One Server-Sent Event: JSON on a single `data:` line (JSON escapes every line break).
    static func event(_ name: String, _ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(name)\ndata: \(json)\n\n"
    }

    static func json(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return ((try? encoder.encode(value)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
