import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Translated: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "translated",
            abstract: "Marks translated pages as up to date: records the English sections they now follow, in Content/<lang>/translations.lock.",
            discussion: """
            Run it once a translation says what its English page says. PATH is a translated page \
            (Content/fr/scenes/scenes.md) or a folder of them (Content/fr); with --lang, it may be the English \
            page or folder instead (Content/en/scenes/scenes.md --lang fr). The pages are never changed. A \
            translation whose headings do not correspond one for one to the English page's is refused, and then \
            nothing is written.
            """
        )

        @Argument(help: "Translated pages or folders (or English ones, with --lang).")
        var paths: [String]

        @Option(name: .customLong("lang"), help: "The translation to mark, for English paths (repeat for several).")
        var languages: [String] = []

        func validate() throws {
            if paths.isEmpty { throw ValidationError("name at least one translated page or folder") }
            for path in paths where !FileManager.default.fileExists(atPath: path) {
                throw ValidationError("no such file or folder: \(path)")
            }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            var byRoot: [URL: [(language: Language, path: String)]] = [:]
            var roots: [URL] = []
            for path in paths {
                let url = URL(fileURLWithPath: path).standardizedFileURL
                guard let root = ContentRoot.containing(url) else {
                    throw ValidationError("\(path) is not in a content folder (one with an 'en' subfolder)")
                }
                if byRoot[root] == nil { roots.append(root) }
                byRoot[root, default: []] += try pages(at: url, root: root, named: path)
            }
            var failed = false
            for root in roots {
                do {
                    let outcome = try TranslationRecorder.record(byRoot[root]!, contentDirectory: root, displayBase: cwd)
                    for page in outcome.recorded {
                        print("\(page.translationFile): marked translated from \(page.englishFile) (\(page.sections) sections)")
                    }
                    for file in outcome.written { print("wrote \(file)") }
                    for file in outcome.unchanged { print("\(file) unchanged") }
                } catch {
                    FileHandle.standardError.write(Data(DiagnosticFormatter.text(error.diagnostics).utf8))
                    FileHandle.standardError.write(Data("docgen: error: \(error.description)\n".utf8))
                    failed = true
                }
            }
            if failed { throw ExitCode.failure }
        }

        /// The translated pages a path names: a page, or every page below a folder, of the path's
        /// language or, for an English path, of each `--lang`.
        private func pages(at url: URL, root: URL, named path: String) throws -> [(language: Language, path: String)] {
            let relative = url.path == root.path ? [] : url.path.dropFirst(root.path.count + 1).split(separator: "/").map(String.init)
            guard let code = relative.first else {
                throw ValidationError("\(path) is a whole content folder: name a language folder (\(path)/fr) or pages")
            }
            let language = Language(code)
            let targets: [Language]
            if language.isSource {
                guard !languages.isEmpty else {
                    throw ValidationError("\(path) is English, the source: add --lang with the translation to mark, or name the translated page")
                }
                targets = try languages.map { written in
                    let (language, problem) = LanguageTag.language(fromArgument: written)
                    guard let language else { throw ValidationError(problem ?? written) }
                    return language
                }
            } else {
                if let other = languages.first(where: { LanguageTag.canonicalTag($0) != code }) {
                    throw ValidationError("\(path) is in '\(code)', not '\(other)'")
                }
                targets = [language]
            }
            let inner = relative.dropFirst().joined(separator: "/")
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let pagePaths: [String]
            if isDirectory.boolValue {
                let folder = root.appendingPathComponent(code).appendingPathComponent(inner)
                pagePaths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".md") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                    .map { inner.isEmpty ? $0 : inner + "/" + $0 }.sorted()
            } else {
                guard inner.hasSuffix(".md") else { throw ValidationError("\(path) is not a Markdown page (.md)") }
                pagePaths = [inner]
            }
            if pagePaths.isEmpty { throw ValidationError("\(path): no pages there") }
            // An English folder names the pages each translation has; a page named alone must have its
            // translation (the recorder says which file is missing).
            let onlyTranslated = language.isSource && isDirectory.boolValue
            return targets.flatMap { target in
                pagePaths.filter { page in
                    !onlyTranslated || FileManager.default.fileExists(
                        atPath: root.appendingPathComponent(target.code).appendingPathComponent(page).path)
                }.map { (language: target, path: $0) }
            }
        }
    }
}
