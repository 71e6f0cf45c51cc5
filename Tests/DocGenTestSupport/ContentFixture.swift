import Foundation

/// Builds a content folder (`<root>/Content/<lang>/<path>.md`) from a dictionary.
///
///     let content = try ContentFixture.write([
///         "en/index.md": ContentFixture.page(title: "Home", body: "Hello"),
///     ], into: directory)
public enum ContentFixture {
    /// Writes each entry (`"fr/guides/x.md": text`) below `<root>/Content` and returns that folder.
    @discardableResult
    public static func write(_ pages: [String: String], into root: URL, folderName: String = "Content") throws -> URL {
        let content = root.appendingPathComponent(folderName, isDirectory: true)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for (path, text) in pages {
            try writeFile(text, to: content.appendingPathComponent(path))
        }
        return content
    }

    /// A page with front matter (`title`, `order`) and the given Markdown body.
    public static func page(title: String = "Page", order: Int = 1, body: String) -> String {
        "---\ntitle: \(title)\norder: \(order)\n---\n\(body)"
    }

    /// A fenced `lifecycle` block.
    public static func lifecycle(_ attributes: String, _ lines: [String]) -> String {
        "```lifecycle \(attributes)\n" + lines.map { $0 + "\n" }.joined() + "```\n"
    }

    /// The number of lines above the body in a file made by `page(…)`.
    public static let frontMatterLines = 4
}
