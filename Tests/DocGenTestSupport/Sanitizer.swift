import Foundation

/// The sanitizer this test run is built with, as `scripts/sanitizers` says (`address`, `thread`), or
/// `nil` for a plain run. Bounds on time and resident memory are for plain builds: a sanitizer slows
/// the code several times and keeps freed memory in quarantine.
public let activeSanitizer: String? = ProcessInfo.processInfo.environment["DOCGEN_SANITIZER"]
