import DocGenServe
import DocGenTestSupport
import Foundation
import Testing

@Suite("Watching the sources")
struct FileWatcherTests {
    /// Counts calls of `onChange`.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }

        /// Waits up to `timeout` for the count to pass `old`.
        func waitForMore(than old: Int, timeout: TimeInterval = 5) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while value <= old, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return value > old
        }
    }

    @Test("edits, new files, new folders, files in new folders, removals and renames are changes",
          .timeLimit(.minutes(activeSanitizer == nil ? 1 : 10)), arguments: [false, true])
    func changes(polling: Bool) throws {
        try withTemporaryDirectory { root in
            let content = root.appendingPathComponent("Content")
            try writeFile("one", to: content.appendingPathComponent("en/index.md"))
            let counter = Counter()
            let watcher: any FileWatcher = polling
                ? PollingWatcher(roots: [content, root.appendingPathComponent("Missing")], interval: 0.1) { counter.increment() }
                : FileWatchers.make(roots: [content, root.appendingPathComponent("Missing")], polling: false) { counter.increment() }
            watcher.start()
            defer { watcher.stop() }
            #if os(Linux)
            #expect(watcher.method == (polling ? "polling every 0.1 s" : "inotify"))
            #endif
            Thread.sleep(forTimeInterval: 0.3)
            let edits: [(String, () throws -> Void)] = [
                ("edit", { try writeFile("two", to: content.appendingPathComponent("en/index.md")) }),
                ("new file", { try writeFile("x", to: content.appendingPathComponent("en/new.md")) }),
                ("new folder", { try FileManager.default.createDirectory(at: content.appendingPathComponent("fr/guides"),
                                                                         withIntermediateDirectories: true) }),
                ("file in the new folder", { try writeFile("y", to: content.appendingPathComponent("fr/guides/a.md")) }),
                ("rename", { try FileManager.default.moveItem(at: content.appendingPathComponent("en/new.md"),
                                                              to: content.appendingPathComponent("en/renamed.md")) }),
                ("removal", { try FileManager.default.removeItem(at: content.appendingPathComponent("en/renamed.md")) }),
                ("a root that appears", { try writeFile("z", to: root.appendingPathComponent("Missing/x.yml")) }),
            ]
            for (name, edit) in edits {
                let before = counter.value
                try edit()
                #expect(counter.waitForMore(than: before), "\(name) was not seen")
                Thread.sleep(forTimeInterval: 0.25)  // apart, so each is seen on its own
            }
        }
    }

    @Test("hidden files and editor backups are not changes", .timeLimit(.minutes(activeSanitizer == nil ? 1 : 10)), arguments: [false, true])
    func ignored(polling: Bool) throws {
        try withTemporaryDirectory { root in
            let content = root.appendingPathComponent("Content")
            try writeFile("one", to: content.appendingPathComponent("en/index.md"))
            let counter = Counter()
            let watcher: any FileWatcher = polling
                ? PollingWatcher(roots: [content], interval: 0.1) { counter.increment() }
                : FileWatchers.make(roots: [content], polling: false) { counter.increment() }
            watcher.start()
            defer { watcher.stop() }
            Thread.sleep(forTimeInterval: 0.3)
            try writeFile("swap", to: content.appendingPathComponent("en/.index.md.swp"))
            try writeFile("backup", to: content.appendingPathComponent("en/index.md~"))
            try writeFile("x", to: content.appendingPathComponent(".git/HEAD"))
            Thread.sleep(forTimeInterval: 0.6)
            #expect(counter.value == 0)
        }
    }

    @Test("stop() ends the thread; nothing is reported after it", .timeLimit(.minutes(activeSanitizer == nil ? 1 : 10)))
    func stops() throws {
        try withTemporaryDirectory { root in
            let counter = Counter()
            let watcher = FileWatchers.make(roots: [root], polling: false) { counter.increment() }
            watcher.start()
            watcher.stop()
            try writeFile("x", to: root.appendingPathComponent("after.md"))
            Thread.sleep(forTimeInterval: 0.4)
            #expect(counter.value == 0)
            watcher.stop()  // twice is harmless
        }
    }
}
