import ArgumentParser
import DocGenServe
import Foundation

extension DocGen {
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Builds the site, serves it on this machine, and rebuilds and reloads the pages on every save.",
            discussion: """
            The site is built (verified first, as 'build' does) into a temporary folder of docgen's own, removed \
            when the server stops (Ctrl-C). Content/, Site/ and Localizations/ are watched; after a change the \
            whole site is built again and open pages reload. While the content has errors, the last site that \
            verified is still served and every open page shows the errors (file:line:column, message, rule) over \
            it; warnings show in a bar at the bottom. Only GET and HEAD are answered, and only files the build wrote.
            """
        )

        @OptionGroup var project: ProjectOptions

        @Option(help: "The port to listen on (0: any free port; the address is printed).")
        var port: Int = 8000

        @Option(help: "The address to listen on. The default serves this machine only; 0.0.0.0 serves the network.")
        var host: String = "127.0.0.1"

        @Flag(help: "Watch by polling modification times every 0.5 s instead of inotify (network and shared folders).")
        var poll = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
            guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
        }

        func run() throws {
            // First, before any thread starts: Ctrl-C must reach the server's graceful shutdown.
            PreviewServer.blockTerminationSignals()
            var configuration = ServeConfiguration(
                host: host, port: port, contentDirectory: project.contentURL, siteDirectory: URL(fileURLWithPath: project.site),
                localizationsDirectory: URL(fileURLWithPath: project.localizations), displayBase: project.currentDirectory)
            configuration.polling = poll
            let server = PreviewServer(configuration: configuration)
            // ParsableCommand's run is synchronous: wait here for the server, which runs on Swift's task pool.
            let outcome = Outcome()
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                do { try await server.run() } catch { outcome.set(error) }
                done.signal()
            }
            done.wait()
            if let error = outcome.error {
                FileHandle.standardError.write(Data("docgen: error: \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}

/// The error the server stopped with, handed from its task to the waiting command.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?

    func set(_ error: any Error) { lock.withLock { stored = error } }
    var error: (any Error)? { lock.withLock { stored } }
}
