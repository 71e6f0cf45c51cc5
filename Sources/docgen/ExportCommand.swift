import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Writes pages for a CAT tool: XLIFF 1.2 with the English as source and the current translation as target.",
            discussion: """
            PATH is a page or a folder of pages, English or translated (Content/en/scenes, Content/fr/index.md). \
            Each page becomes a <file> with one unit per front matter title and description, heading, paragraph, \
            list item and table cell; code spans, inline HTML and link targets are protected codes. A unit has a \
            target where the translation's section lines up with the English one. 'docgen import' writes the \
            translated pages back.
            """
        )

        enum Format: String, ExpressibleByArgument { case xliff }

        @Argument(help: "Pages or folders to export.")
        var paths: [String]

        @Option(name: .customLong("lang"), help: "The language to translate into (fr, es, zh-Hans, ko…).")
        var language: String

        @Option(help: "The exchange format: xliff (XLIFF 1.2).")
        var format: Format = .xliff

        @Option(name: .shortAndLong, help: "The file to write; standard output without it.")
        var output: String?

        func validate() throws {
            if paths.isEmpty { throw ValidationError("name at least one page or folder") }
            if Language(language).isSource { throw ValidationError("--lang names the translation, not English") }
            for path in paths where !FileManager.default.fileExists(atPath: path) {
                throw ValidationError("no such file or folder: \(path)")
            }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            var root: URL?
            var selected: [String] = []
            for path in paths {
                let url = URL(fileURLWithPath: path).standardizedFileURL
                guard let found = ContentRoot.containing(url) else {
                    throw ValidationError("\(path) is not in a content folder (one with an 'en' subfolder)")
                }
                if let root, root != found { throw ValidationError("\(path) is in another content folder than \(paths[0])") }
                root = found
                let relative = url.path.dropFirst(found.path.count).split(separator: "/").map(String.init)
                guard relative.count >= 1 else { throw ValidationError("\(path) is a whole content folder: name a language folder or pages") }
                selected.append(relative.dropFirst().joined(separator: "/"))
            }
            guard let root else { return }
            let (content, _) = Pipeline.parse(contentDirectory: root, displayBase: cwd)
            let english = content.pages.filter { $0.source.language.isSource }.map(\.source.path)
            let pages = english.filter { page in
                selected.contains { $0.isEmpty || page == $0 || page.hasPrefix($0 + "/") }
            }.sorted()
            if pages.isEmpty { throw ValidationError("no English pages among \(paths.joined(separator: " "))") }
            let xliff = XLIFFExport.document(paths: pages, language: Language(language), content: content)
            if let output {
                try Data(xliff.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                FileHandle.standardError.write(Data("wrote \(output): \(pages.count) page(s) into \(language)\n".utf8))
            } else {
                FileHandle.standardOutput.write(Data(xliff.utf8))
            }
        }
    }
}
