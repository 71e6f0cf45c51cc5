import ArgumentParser
import DocGenKit
import Foundation

/// Where the project's folders are. Paths are relative to the current folder.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The folder of pages, one subfolder per language.")
    var content: String = "Content"

    @Option(help: "The theme folder: templates, assets and site.yml.")
    var site: String = "Site"

    @Option(help: "The folder of UI string catalogs (.xcstrings).")
    var localizations: String = "Localizations"

    var contentURL: URL { URL(fileURLWithPath: content) }
    var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }
}

struct DiagnosticOptions: ParsableArguments {
    @Option(help: "How to print diagnostics: text (path:line:column: error: …), json, github (workflow annotations) or sarif (SARIF 2.1.0).")
    var format: DiagnosticFormatter.Format = .text
}

extension DiagnosticFormatter.Format: ExpressibleByArgument {}
