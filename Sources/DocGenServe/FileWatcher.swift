#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Watches folders, recursively, and calls `onChange` (on its own thread) when something in them
/// changes. It says only that something changed, not what: the rebuild is a full one.
public protocol FileWatcher: AnyObject, Sendable {
    /// How it watches, for the terminal ("inotify", "polling every 0.5 s").
    var method: String { get }
    func start()
    /// Stops the thread and waits for it; `onChange` is not called after this returns.
    func stop()
}

public enum FileWatchers {
    /// inotify on Linux; elsewhere, or when inotify cannot start (no instances left), polling.
    public static func make(roots: [URL], polling: Bool, onChange: @escaping @Sendable () -> Void) -> any FileWatcher {
        #if os(Linux)
        if !polling, let watcher = InotifyWatcher(roots: roots, onChange: onChange) { return watcher }
        #endif
        return PollingWatcher(roots: roots, onChange: onChange)
    }

    /// Names that are no part of any build: hidden files and folders (the loaders skip them; an
    /// editor's `.page.md.swp` is one) and other editors' backup and probe files.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "4913"
    }

    /// Every folder below `root`, itself included, hidden ones left out.
    static func folders(under root: String) -> [String] {
        var result: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            var info = stat()
            guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            result.append(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !isIgnored(name) {
                let path = folder + "/" + name
                var child = stat()
                if lstat(path, &child) == 0, (child.st_mode & S_IFMT) == S_IFDIR { pending.append(path) }
            }
        }
        return result
    }
}

/// The portable watcher: every `interval`, the size, modification time and inode of every file
/// and folder below the roots; any difference is a change.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
    let roots: [String]
    let interval: TimeInterval
    let onChange: @Sendable () -> Void
    private let stopping = Locked(false)
    private let finished = DispatchSemaphore(value: 0)
    private var thread: Thread?

    public init(roots: [URL], interval: TimeInterval = 0.5, onChange: @escaping @Sendable () -> Void) {
        self.roots = roots.map { $0.standardizedFileURL.path }
        self.interval = interval
        self.onChange = onChange
    }

    public var method: String { "polling every \(interval) s" }

    public func start() {
        let thread = Thread { [self] in
            var previous = fingerprint()
            while !stopping.current {
                Thread.sleep(forTimeInterval: interval)
                if stopping.current { break }
                let current = fingerprint()
                if current != previous {
                    previous = current
                    onChange()
                }
            }
            finished.signal()
        }
        thread.name = "docgen-serve-poll"
        self.thread = thread
        thread.start()
    }

    public func stop() {
        guard thread != nil, !stopping.withLock({ let was = $0; $0 = true; return was }) else { return }
        finished.wait()
        // The thread's closure holds the watcher: let both go now that it has returned.
        thread = nil
    }

    struct Stamp: Equatable {
        var size: Int64, seconds: Int, nanoseconds: Int, inode: UInt64, mode: UInt32
    }

    /// The state of every watched file and folder, by path.
    func fingerprint() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for root in roots {
            for folder in FileWatchers.folders(under: root) {
                // A folder's own times change with any entry, hidden ones too: its files tell what matters.
                stamps[folder] = Self.stamp(folder).map { Stamp(size: 0, seconds: 0, nanoseconds: 0, inode: $0.inode, mode: $0.mode) }
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                for name in names where !FileWatchers.isIgnored(name) {
                    let path = folder + "/" + name
                    stamps[path] = Self.stamp(path)
                }
            }
        }
        return stamps
    }

    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
                     inode: UInt64(info.st_ino), mode: UInt32(info.st_mode))
    }
}

#if os(Linux)
/// inotify: one watch per folder (inotify is not recursive), added again for folders created
/// later and for roots that come back after being removed or replaced.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
    let roots: [String]
    let onChange: @Sendable () -> Void
    private let descriptor: Int32
    private let stopping = Locked(false)
    private let finished = DispatchSemaphore(value: 0)
    private var thread: Thread?
    /// Only the watcher's thread touches these after `start()`.
    private var watches: [Int32: String] = [:]

    private static let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM
                                     | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// Nil when inotify cannot do the job: no instance left, or too few watches for every folder
    /// (`fs.inotify.max_user_watches`); polling does it then.
    public init?(roots: [URL], onChange: @escaping @Sendable () -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.roots = roots.map { $0.standardizedFileURL.path }
        self.onChange = onChange
        // The folders are watched now, not on start, so that running out of watches is known here.
        guard !addWatches().exhausted else { return nil }
    }

    deinit { close(descriptor) }

    public var method: String { "inotify" }

    public func start() {
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "docgen-serve-inotify"
        self.thread = thread
        thread.start()
    }

    public func stop() {
        guard thread != nil, !stopping.withLock({ let was = $0; $0 = true; return was }) else { return }
        finished.wait()
        // The thread's closure holds the watcher: let both go now that it has returned.
        thread = nil
    }

    /// Watches every folder below the roots; `inotify_add_watch` on a folder already watched
    /// only gives back its watch. `rootAppeared`: a root that was missing is watched now.
    @discardableResult
    private func addWatches() -> (rootAppeared: Bool, exhausted: Bool) {
        var rootAppeared = false, exhausted = false
        for root in roots {
            let wasWatched = watches.values.contains(root)
            for folder in FileWatchers.folders(under: root) {
                let watch = inotify_add_watch(descriptor, folder, Self.mask)
                if watch >= 0 {
                    watches[watch] = folder
                } else if errno == ENOSPC || errno == ENOMEM {
                    exhausted = true
                }
            }
            if !wasWatched, watches.values.contains(root) { rootAppeared = true }
        }
        return (rootAppeared, exhausted)
    }

    private var rootsMissing: Bool { roots.contains { root in !watches.values.contains(root) } }

    private func run() {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        var lastRootCheck = Date()
        while !stopping.current {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 200)
            if ready > 0 {
                var changed = false, rescan = false
                while true {
                    let count = read(descriptor, buffer, size)
                    if count <= 0 { break }
                    let batch = parse(buffer, count: count)
                    changed = changed || batch.changed
                    rescan = rescan || batch.rescan
                }
                if rescan { addWatches() }
                if changed && !stopping.current { onChange() }
            }
            // A root removed (or replaced by a rename) comes back under another watch.
            if rootsMissing, Date().timeIntervalSince(lastRootCheck) > 1 {
                lastRootCheck = Date()
                if addWatches().rootAppeared, !stopping.current { onChange() }
            }
        }
    }

    private func parse(_ buffer: UnsafeMutableRawPointer, count: Int) -> (changed: Bool, rescan: Bool) {
        var changed = false, rescan = false
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            var name = ""
            if nameLength > 0 {
                let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
                name = String(cString: start)
            }
            offset += header + nameLength
            let mask = event.mask
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                changed = true
                rescan = true
                continue
            }
            if mask & UInt32(IN_IGNORED) != 0 {
                // The folder is gone (or moved away); its watch with it.
                watches.removeValue(forKey: event.wd)
                changed = true
                continue
            }
            if mask & UInt32(IN_MOVE_SELF) != 0 {
                // The folder now lives elsewhere, maybe outside the roots: stop following it; the
                // rescan watches whatever is at the watched paths now.
                inotify_rm_watch(descriptor, event.wd)
                watches.removeValue(forKey: event.wd)
                changed = true
                rescan = true
                continue
            }
            if !name.isEmpty, FileWatchers.isIgnored(name) { continue }
            changed = true
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { rescan = true }
        }
        return (changed, rescan)
    }
}
#endif
