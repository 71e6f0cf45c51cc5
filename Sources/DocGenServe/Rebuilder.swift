import DocGenKit
import Foundation
import ServiceLifecycle

/// Watches the content, theme and string catalogs, and rebuilds the whole site into the
/// server's own output folder when they change.
///
/// Saves are debounced: a build starts once no change has come for `debounce` (or after two
/// seconds of constant changes), so twenty saves in a second make one build. A save during a build
/// makes exactly one more build after it. The build is the full `Pipeline.build`, which writes
/// nothing when verification fails, so the last good site stays in place and is still served.
final class Rebuilder: Service, @unchecked Sendable {
    let options: BuildOptions
    let live: LiveSite
    let configuration: ServeConfiguration

    private let changes = Locked(0)
    private let triggers: AsyncStream<Void>
    private let trigger: AsyncStream<Void>.Continuation
    private let serverRunning: AsyncStream<Void>
    private let serverRunningSignal: AsyncStream<Void>.Continuation
    private let watcher = Locked<(any FileWatcher)?>(nil)

    init(options: BuildOptions, live: LiveSite, configuration: ServeConfiguration) {
        self.options = options
        self.live = live
        self.configuration = configuration
        (triggers, trigger) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        (serverRunning, serverRunningSignal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let watcher = FileWatchers.make(
            roots: [options.contentDirectory, options.siteDirectory, options.localizationsDirectory],
            polling: configuration.polling) { [weak self] in self?.sourcesChanged() }
        self.watcher.withLock { $0 = watcher }
    }

    /// How the sources are watched, for the terminal: "inotify" or "polling every 0.5 s".
    var watchMethod: String { watcher.current?.method ?? "" }

    /// Called once the server listens: the first build starts then, not before, so a port that
    /// is taken is said at once and costs no build.
    func serverStarted() {
        serverRunningSignal.yield(())
    }

    /// Called by the watcher, on its thread.
    func sourcesChanged() {
        changes.withLock { $0 += 1 }
        trigger.yield(())
    }

    func run() async throws {
        guard let watcher = watcher.current else { return }
        // Watching starts before the first build, so a save during it is not missed.
        watcher.start()
        try? await cancelWhenGracefulShutdown { [self] in
            for await _ in serverRunning { break }
            try Task.checkCancellation()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { [live] in
                    while true {
                        try await Task.sleep(for: .seconds(15))
                        live.heartbeat()
                    }
                }
                group.addTask { [self] in try await rebuildLoop() }
                try await group.next()
                group.cancelAll()
            }
        }
        // Pages still listening are told nothing more; the server ends their streams.
        live.closeAll()
        watcher.stop()
        self.watcher.withLock { $0 = nil }
    }

    private func rebuildLoop() async throws {
        var builtThrough = changes.current
        await build(reason: nil)
        for await _ in triggers {
            try Task.checkCancellation()
            // A trigger left over from changes the last build already read.
            if changes.current == builtThrough { continue }
            try await settle()
            builtThrough = changes.current
            await build(reason: "change")
        }
    }

    /// Waits until the sources have been quiet for `debounce`, or two seconds have passed.
    private func settle() async throws {
        let deadline = ContinuousClock.now + .seconds(2)
        var seen: Int
        repeat {
            seen = changes.current
            try await Task.sleep(for: configuration.debounce)
        } while changes.current != seen && ContinuousClock.now < deadline
    }

    private enum Outcome: Sendable {
        case built(BuildResult)
        case failed([Diagnostic], String)
    }

    private func build(reason: String?) async {
        live.buildStarted()
        let clock = ContinuousClock()
        let start = clock.now
        let options = self.options
        let finished = await Self.onThread { () -> Outcome in
            do {
                return .built(try Pipeline.build(options))
            } catch let error as BuildError {
                return .failed(error.diagnostics, error.description)
            } catch {
                return .failed([], "\(error)")
            }
        }
        // nil: the server is stopping and did not wait for this build to end.
        guard let outcome = finished else { return }
        let elapsed = (clock.now - start).components
        let seconds = String(format: "%.2f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        let verb = reason == nil ? "Built" : "Rebuilt"
        switch outcome {
        case .built(let result):
            live.buildSucceeded(files: result.files, diagnostics: result.diagnostics)
            let warnings = result.diagnostics.filter { $0.severity == .warning }.count
            let notes = (result.reusedPages > 0 ? ["\(result.reusedPages) unchanged pages taken from the last build"] : [])
                + (warnings > 0 ? ["\(warnings) warning\(warnings == 1 ? "" : "s"); shown on the pages"] : [])
            configuration.standardOutput("\(verb) \(result.files.count) files in \(seconds) s"
                + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")") + ".")
        case .failed(let diagnostics, let message):
            live.buildFailed(diagnostics: diagnostics, failure: message)
            configuration.standardError(DiagnosticFormatter.text(diagnostics.filter { $0.severity == .error })
                + "docgen: error: \(Self.reword(message)); "
                + (live.snapshot == nil ? "nothing to serve until it is fixed." : "still serving the last good site."))
        }
    }

    /// The build's message, for a server that keeps the previous site: "nothing was written" is
    /// true, but the point is what is served.
    static func reword(_ message: String) -> String {
        message.replacingOccurrences(of: "; nothing was written", with: "")
    }

    /// Runs the (synchronous, CPU-bound) build on a thread of its own, off the pool that serves requests.
    ///
    /// When the task is cancelled (the server is stopping and graceful shutdown took too long), it
    /// waits `grace` more for the build, then returns nil and leaves the thread to end with the process.
    static func onThread<T: Sendable>(grace: Duration = .seconds(5), _ body: @escaping @Sendable () -> T) async -> T? {
        let once = ResumeOnce<T?>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                once.set(continuation)
                let thread = Thread { once.resume(returning: body()) }
                thread.name = "docgen-serve-build"
                thread.stackSize = 16 << 20
                thread.start()
            }
        } onCancel: {
            Task.detached {
                try? await Task.sleep(for: grace)
                once.resume(returning: nil)
            }
        }
    }
}

/// A continuation resumed by whichever comes first: the build, or giving up on it.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private enum State {
        case empty
        case waiting(CheckedContinuation<T, Never>)
        case ready(T)
        case finished
    }

    private let lock = NSLock()
    private var state = State.empty

    func set(_ continuation: CheckedContinuation<T, Never>) {
        lock.lock()
        if case .ready(let value) = state {
            state = .finished
            lock.unlock()
            continuation.resume(returning: value)
        } else {
            state = .waiting(continuation)
            lock.unlock()
        }
    }

    func resume(returning value: T) {
        lock.lock()
        switch state {
        case .empty:
            state = .ready(value)
            lock.unlock()
        case .waiting(let continuation):
            state = .finished
            lock.unlock()
            continuation.resume(returning: value)
        case .ready, .finished:
            lock.unlock()
        }
    }
}
