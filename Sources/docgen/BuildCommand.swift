import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Verifies the content, then writes the static site, one tree per language.",
            discussion: """
            Nothing is written when verification fails. The site is built in a staging folder and swapped in \
            whole; an output folder that holds files docgen did not write, a symbolic link, and a folder inside \
            (or containing) the content, site or localizations folder are refused. Two builds into one folder \
            take turns: the second waits for the first (it says so on standard error), then replaces its site. \
            See Documentation/Guarantees.md.
            """
        )

        @OptionGroup var project: ProjectOptions

        @Option(help: "The folder to write the site into.")
        var output: String = "_site"

        @Flag(help: "Print nothing but diagnostics.")
        var quiet = false

        @Flag(name: .customLong("no-cache"), help: "Render every page, taking none from the previous build (the render cache beside the output folder is then neither read nor updated).")
        var noCache = false

        @Option(name: .customLong("format"), help: "What to write: site (the default), epub (one EPUB 3 book per language, in epub/) or print (one HTML book per language, in print/, for a browser to print or make a PDF); repeat for several.")
        var formats: [OutputFormat] = []

        func run() throws {
            var options = BuildOptions(
                contentDirectory: project.contentURL, siteDirectory: URL(fileURLWithPath: project.site),
                localizationsDirectory: URL(fileURLWithPath: project.localizations),
                outputDirectory: URL(fileURLWithPath: output), displayBase: project.currentDirectory)
            options.formats = formats.isEmpty ? [.site] : Set(formats)
            options.incremental = !noCache
            options.freesMemory = MemoryAtExit.freed
            do {
                // A bad --output is refused before verifying and rendering (`Pipeline.build` checks it first).
                let display = ProgressDisplay(enabled: !quiet)
                let result = try Pipeline.build(options, log: { if !quiet { print($0) } }, progress: display.show)
                FileHandle.standardError.write(Data(DiagnosticFormatter.text(result.diagnostics).utf8))
                if !quiet {
                    let reused = result.reusedPages > 0 ? " (\(result.reusedPages) pages unchanged since the last build, taken from it)" : ""
                    print("Wrote \(result.files.count) files to \(output)/\(reused)")
                }
            } catch let error as BuildError {
                FileHandle.standardError.write(Data(DiagnosticFormatter.text(error.diagnostics).utf8))
                FileHandle.standardError.write(Data("docgen: error: \(error.description)\n".utf8))
                throw ExitCode.failure
            }
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}
