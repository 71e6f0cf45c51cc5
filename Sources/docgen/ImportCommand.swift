import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Writes translated pages back from an XLIFF file made by 'docgen export', then verifies them.",
            discussion: """
            Each <file> of FILE becomes Content/<target-language>/<original>: the page's Markdown around the \
            units, with each unit's target (its source when it has none). A page none of whose units has a target \
            leaves an existing translation as it is. Exits 1 when a written page has an error.
            """
        )

        @Argument(help: "XLIFF files written by 'docgen export' and filled in by a CAT tool.")
        var files: [String]

        @OptionGroup(title: "Folders") var project: ProjectOptions
        @OptionGroup(title: "Diagnostics") var diagnostics: DiagnosticOptions

        func validate() throws {
            if files.isEmpty { throw ValidationError("name at least one XLIFF file") }
            for file in files where !FileManager.default.fileExists(atPath: file) {
                throw ValidationError("no such file: \(file)")
            }
        }

        func run() throws {
            var written: Set<String> = []
            for file in files {
                let pages: [XLIFFImport.Page]
                do {
                    pages = try XLIFFImport.pages(from: try Data(contentsOf: URL(fileURLWithPath: file)))
                } catch let failure as XLIFFImport.Failure {
                    FileHandle.standardError.write(Data("docgen: error: \(file): \(failure.description)\n".utf8))
                    throw ExitCode.failure
                }
                for page in pages {
                    guard !page.language.isSource, !page.path.split(separator: "/").contains(".."), page.path.hasSuffix(".md") else {
                        FileHandle.standardError.write(Data("docgen: error: \(file): refusing to write '\(page.language.code)/\(page.path)'\n".utf8))
                        throw ExitCode.failure
                    }
                    let url = project.contentURL.appendingPathComponent(page.language.code).appendingPathComponent(page.path)
                    let data = Data(page.text.utf8)
                    if !page.hasTargets, FileManager.default.fileExists(atPath: url.path) {
                        print("\(url.relativePath) left as it is: no unit of it is translated")
                        continue
                    }
                    if (try? Data(contentsOf: url)) == data {
                        print("\(url.relativePath) unchanged")
                    } else {
                        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try data.write(to: url, options: .atomic)
                        print("wrote \(url.relativePath)")
                    }
                    written.insert(ContentLoader.displayPath(of: url, base: project.currentDirectory))
                }
            }
            let report = Pipeline.verify(contentDirectory: project.contentURL, displayBase: project.currentDirectory)
            let mine = report.diagnostics.filter { written.contains($0.location.file) }
            if !mine.isEmpty { FileHandle.standardError.write(Data(DiagnosticFormatter.format(mine, as: diagnostics.format).utf8)) }
            if mine.hasErrors { throw ExitCode.failure }
        }
    }
}
