#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DocGenKit
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

public struct ServeConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var contentDirectory: URL
    public var siteDirectory: URL
    public var localizationsDirectory: URL
    /// Paths in diagnostics are shown relative to this folder.
    public var displayBase: URL?
    /// Poll modification times instead of using inotify.
    public var polling = false
    /// How long the sources must stay quiet before a rebuild starts.
    public var debounce: Duration = .milliseconds(150)
    /// Where lines for the terminal go, written at once (not buffered), so a script reading
    /// the output sees the address as soon as the server listens.
    /// A terminal or pipe that went away (`docgen serve | head`) is no reason to stop serving.
    public var standardOutput: @Sendable (String) -> Void = { try? FileHandle.standardOutput.write(contentsOf: Data(($0 + "\n").utf8)) }
    public var standardError: @Sendable (String) -> Void = { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) }

    public init(host: String = "127.0.0.1", port: Int = 8000, contentDirectory: URL, siteDirectory: URL,
                localizationsDirectory: URL, displayBase: URL? = nil) {
        self.host = host
        self.port = port
        self.contentDirectory = contentDirectory
        self.siteDirectory = siteDirectory
        self.localizationsDirectory = localizationsDirectory
        self.displayBase = displayBase
    }

    /// Whether only this machine can connect.
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

public enum ServeError: Error, CustomStringConvertible {
    case portInUse(host: String, port: Int)
    case cannotListen(host: String, port: Int, reason: String)
    case workspace(String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "port \(port) on \(host) is already in use (another docgen serve, or another server?); "
                + "stop it or choose another port with --port \(port == 65535 ? 8001 : port + 1)"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)"
        case .workspace(let message):
            message
        }
    }
}

/// `docgen serve`: builds the site into a temporary folder of its own, serves it over HTTP,
/// rebuilds when the sources change and tells open pages to reload.
///
/// `run()` returns when SIGINT or SIGTERM asked it to stop and every connection is closed; the
/// temporary folder is removed then, whatever happened.
public struct PreviewServer: Sendable {
    public let configuration: ServeConfiguration

    public init(configuration: ServeConfiguration) {
        self.configuration = configuration
    }

    /// Blocks SIGINT and SIGTERM in the calling thread, and so in every thread it starts. Call it
    /// on the main thread before anything else starts a thread.
    ///
    /// On Linux, Dispatch (which swift-service-lifecycle listens to signals with) reads signals
    /// through a `signalfd`, which sees only signals that no thread accepts; a signal delivered to
    /// a thread that accepts it (the main thread, a NIO event loop, a build thread) could be lost,
    /// and the first Ctrl-C ignored. Blocked everywhere, the signal waits for the `signalfd`, even
    /// one sent before the server listens for it.
    /// (On Darwin, Dispatch uses kqueue, which needs no such help.)
    public static func blockTerminationSignals() {
        #if os(Linux)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        #endif
        // Writing to a closed pipe gives EPIPE instead of ending the process (and leaving its folder).
        signal(SIGPIPE, SIG_IGN)
    }

    public func run() async throws {
        let workspace = try Self.makeWorkspace()
        defer { Self.remove(workspace) }
        try await serve(outputDirectory: workspace.appendingPathComponent("site", isDirectory: true))
        configuration.standardOutput("Stopped.")
    }

    private func serve(outputDirectory: URL) async throws {
        let configuration = self.configuration
        var buildOptions = BuildOptions(contentDirectory: configuration.contentDirectory, siteDirectory: configuration.siteDirectory,
                                        localizationsDirectory: configuration.localizationsDirectory,
                                        outputDirectory: outputDirectory, displayBase: configuration.displayBase)
        // Each rebuild renders only the pages whose inputs changed (the cache lives in the workspace).
        buildOptions.incremental = true
        let options = buildOptions
        let live = LiveSite(root: outputDirectory)
        let rebuilder = Rebuilder(options: options, live: live, configuration: configuration)
        // Problems reach the user as errors thrown and lines printed, not as log records.
        let logger = Logger(label: "docgen.serve") { _ in SwiftLogNoOpLogHandler() }
        let app = Application(
            responder: SiteResponder(live: live, hosts: HostCheck(servesLoopbackOnly: configuration.isLoopback)),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: nil, reuseAddress: true),
            services: [rebuilder],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                let watching = [options.contentDirectory, options.siteDirectory, options.localizationsDirectory]
                    .map { ContentDisplay.path($0, base: configuration.displayBase) }.joined(separator: ", ")
                configuration.standardOutput("Serving http://\(host):\(port)/ (Ctrl-C to stop); watching \(watching)"
                    + " (\(rebuilder.watchMethod)).")
                if !configuration.isLoopback {
                    configuration.standardError("docgen: warning: listening on \(configuration.host): other machines that can "
                        + "reach this one can read the site. Leave out --host to serve to this machine only.")
                }
                rebuilder.serverStarted()
            },
            logger: logger
        )
        var groupConfiguration = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint],
                                                           logger: logger)
        // A stuck connection may delay the exit, not prevent it: after 10 s, shutdown turns to cancelling
        // (and a build still running then is given 5 s more; see `Rebuilder.onThread`).
        groupConfiguration.maximumGracefulShutdownDuration = .seconds(10)
        do {
            try await ServiceGroup(configuration: groupConfiguration).run()
        } catch {
            throw Self.listenError(error, host: configuration.host, port: configuration.port)
        }
    }

    /// A clear message for the usual reasons a server cannot listen.
    static func listenError(_ error: any Error, host: String, port: Int) -> any Error {
        let text = String(describing: error)
        func mentions(_ code: Int32) -> Bool { text.contains(String(cString: strerror(code))) || text.contains("errno: \(code))") }
        if mentions(EADDRINUSE) { return ServeError.portInUse(host: host, port: port) }
        if mentions(EACCES) {
            return ServeError.cannotListen(host: host, port: port, reason: "permission denied (ports below 1024 need privileges)")
        }
        if mentions(EADDRNOTAVAIL) {
            return ServeError.cannotListen(host: host, port: port, reason: "\(host) is not an address of this machine")
        }
        if text.contains("bind") || text.contains("resolve") || text.contains("getaddrinfo") {
            return ServeError.cannotListen(host: host, port: port, reason: text)
        }
        return error
    }

    /// Removes the build folder; again, a few times, should a build the server gave up waiting for
    /// still be writing into it.
    static func remove(_ workspace: URL) {
        for _ in 0..<5 {
            try? FileManager.default.removeItem(at: workspace)
            guard FileManager.default.fileExists(atPath: workspace.path) else { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// `<tmp>/docgen-serve-<pid>-<random>`, readable by this user only. Its symbolic links are
    /// resolved, so the paths the server compares are the real ones.
    static func makeWorkspace() throws -> URL {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        let name = "docgen-serve-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        let url = base.appendingPathComponent(name, isDirectory: true)
        guard mkdir(url.path, 0o700) == 0 else {
            throw ServeError.workspace("cannot make the build folder \(url.path): \(String(cString: strerror(errno)))")
        }
        return url
    }
}

enum ContentDisplay {
    /// `url` relative to `base` when inside it, for the terminal.
    static func path(_ url: URL, base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base = base?.standardizedFileURL.path else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
