import Foundation

/// Folders of the package the tests belong to, found from this source file's location
/// (`<root>/Tests/DocGenTestSupport/Paths.swift`), so tests do not depend on the working directory.
public enum PackagePaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var content: URL { root.appendingPathComponent("Content") }
    public static var site: URL { root.appendingPathComponent("Site") }
    public static var localizations: URL { root.appendingPathComponent("Localizations") }

    /// `../shared/commonmark/spec.txt` next to the package, when present.
    public static var commonMarkSpec: URL {
        root.deletingLastPathComponent().appendingPathComponent("shared/commonmark/spec.txt")
    }
}
