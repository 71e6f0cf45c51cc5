import Foundation

/// Whether a command frees what it holds before it exits. It does not, by default: the system takes
/// the whole process back at once (`KeptUntilExit`). A leak checker, though, reports what is left
/// that way (LeakSanitizer: thousands of blocks per build), so `DOCGEN_FREE_MEMORY=1` frees it all,
/// as `scripts/sanitizers` asks.
enum MemoryAtExit {
    static var freed: Bool { ProcessInfo.processInfo.environment["DOCGEN_FREE_MEMORY"] == "1" }
}
