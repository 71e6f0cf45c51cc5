import Foundation

/// Finds and reads every page under a content folder: `<content>/<lang>/<path>.md`.
public enum ContentLoader {
    public struct Result: Sendable {
        public var pages: [SourcePage] = []
        public var diagnostics: [Diagnostic] = []
    }

    /// Reads the pages in a stable order (language, then path), so output never depends on the
    /// order in which the file system lists a folder.
    public static func load(contentDirectory: URL, displayBase: URL? = nil) -> Result {
        var result = Result()
        let fileManager = FileManager.default
        let languageFolders = ((try? fileManager.contentsOfDirectory(atPath: contentDirectory.path)) ?? [])
            .filter { !$0.hasPrefix(".") && isDirectory(contentDirectory.appendingPathComponent($0)) }
        for code in languageFolders.sorted() {
            let folder = contentDirectory.appendingPathComponent(code)
            let enumerator = fileManager.enumerator(atPath: folder.path)
            var paths: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".md"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    paths.append(relative)
                }
            }
            for path in paths.sorted() {
                let url = folder.appendingPathComponent(path)
                let display = displayPath(of: url, base: displayBase)
                guard let data = fileManager.contents(atPath: url.path) else {
                    result.diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "cannot read file", rule: "io"))
                    continue
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    result.diagnostics.append(.error(at: SourceLocation(file: display, line: 1),
                                                     "file is not valid UTF-8", rule: "encoding"))
                    continue
                }
                result.pages.append(SourcePage(language: Language(code), path: path, displayPath: display,
                                               text: LineEndings.normalized(text)))
            }
        }
        result.pages.sort { ($0.language, $0.path) < ($1.language, $1.path) }
        return result
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `url` relative to `base` when it lies below it, so diagnostics read `Content/fr/index.md`.
    static func displayPath(of url: URL, base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base = base?.standardizedFileURL.path else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
