import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct AddLanguage: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add-language",
            abstract: "Starts a translation: Content/TAG/ with a _section.md per section, catalog entries in state 'new', a draft in site.yml.",
            discussion: """
            TAG is the language's canonical tag (ja, de, pt-BR, zh-Hant); another spelling is refused with the \
            one to use. Each section's title and description are copied from English behind a [translate] marker, \
            which verify accepts while the language is a draft. Every key of Localizations/*.xcstrings gets an \
            entry for TAG in state 'new' holding the English text, and site.yml lists TAG in draft-languages. What \
            exists already is kept: running it again changes nothing.
            """
        )

        @Argument(help: "The language tag, as docgen spells it (ja, de, pt-BR).")
        var tag: String

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let cwd = project.currentDirectory
            do {
                let outcome = try LanguageScaffold.add(tag, contentDirectory: project.contentURL,
                                                       siteDirectory: URL(fileURLWithPath: project.site),
                                                       localizationsDirectory: URL(fileURLWithPath: project.localizations),
                                                       displayBase: cwd)
                for file in outcome.written { print("wrote \(file)") }
                for file in outcome.unchanged { print("\(file) unchanged") }
                print(outcome.written.isEmpty ? "'\(outcome.language.code)' was added already: nothing to do"
                      : "added '\(outcome.language.code)' as a draft: run 'docgen verify' and 'docgen status \(outcome.language.code)'")
            } catch {
                FileHandle.standardError.write(Data("docgen: error: \(error.description)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}
