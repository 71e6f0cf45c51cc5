import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Says, per language, which pages are current, outdated (which sections, with the English diff since translation) or missing, and which UI strings are translated, need review or are missing.",
            discussion: """
            A page is current when no English section changed since it was marked translated (docgen translated). \
            Exits with 0 whatever the status; 1 when a translations.lock does not read; 64 for bad arguments.
            """
        )

        @Argument(help: "The languages to report on (fr es …). Defaults to every translation.")
        var languages: [String] = []

        @Option(help: "text (for people) or json (for tools).")
        var format: StatusFormat = .text

        @Option(help: "The folder of pages, one subfolder per language.")
        var content: String = "Content"

        @Option(help: "The folder of UI string catalogs (.xcstrings).")
        var localizations: String = "Localizations"

        enum StatusFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let (content, loadDiagnostics) = Pipeline.parse(contentDirectory: URL(fileURLWithPath: self.content), displayBase: cwd)
            // A lock file that does not read would make every page of its language look never marked.
            let brokenLocks = loadDiagnostics.filter { $0.rule == "docgen.translations-lock" && $0.severity == .error }
            guard brokenLocks.isEmpty else {
                FileHandle.standardError.write(Data(DiagnosticFormatter.text(brokenLocks).utf8))
                throw ExitCode.failure
            }
            let strings: UIStrings
            do {
                strings = try UIStrings.load(directory: URL(fileURLWithPath: localizations), displayBase: cwd)
            } catch {
                FileHandle.standardError.write(Data(DiagnosticFormatter.text(error.diagnostics).utf8))
                throw ExitCode.failure
            }
            let known = Set(content.languages + strings.languages).filter { !$0.isSource }
            let requested = try languages.map { written in
                let (language, problem) = LanguageTag.language(fromArgument: written)
                guard let language else { throw ValidationError(problem ?? written) }
                return language
            }
            if let unknown = requested.first(where: { !known.contains($0) }) {
                throw ValidationError("no translation '\(unknown.code)': the content and the catalogs have \(known.sorted().map(\.code).joined(separator: ", "))")
            }
            let status = TranslationStatus.gather(content: content, strings: strings, languages: requested)
            print(format == .json ? status.json() : status.text(), terminator: "")
        }
    }
}
