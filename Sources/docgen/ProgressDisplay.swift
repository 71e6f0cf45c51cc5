import Foundation
import DocGenKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows a long build's progress on standard error: one line rewritten in place on a terminal,
/// a plain line every tenth of the way elsewhere (CI logs), nothing with `--quiet`. Counts
/// arrive from every core; a count lower than one already shown is dropped.
final class ProgressDisplay: Sendable {
    private let enabled: Bool
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let shown = Locked<(count: Int, tenth: Int)>((0, 0))

    init(enabled: Bool) { self.enabled = enabled }

    @Sendable func show(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        shown.withLock { last in
            guard done > last.count else { return }
            last.count = done
            if isTerminal {
                let end = done == total ? "\n" : ""
                FileHandle.standardError.write(Data("\r\(done)/\(total) files written\(end)".utf8))
            } else {
                let tenth = done * 10 / total
                guard tenth > last.tenth else { return }
                last.tenth = tenth
                FileHandle.standardError.write(Data("\(done)/\(total) files written\n".utf8))
            }
        }
    }
}
