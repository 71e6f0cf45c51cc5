import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Checks every documented callback sequence and fact against the life-cycle model.",
            discussion: "Exits with 0 when there is no error, 1 when there is one, 64 for bad arguments."
        )

        @Argument(help: "Content folders, or files and folders inside one. Defaults to Content/.")
        var paths: [String] = []

        @OptionGroup var diagnosticOptions: DiagnosticOptions

        @Option(help: "The theme folder to check with the content, as build would: templates, assets and site.yml.")
        var site: String = "Site"

        @Option(help: "The folder of UI string catalogs (.xcstrings) to check, as build would.")
        var localizations: String = "Localizations"

        @Flag(help: "Treat warnings (an outdated translation, an optional step left out…) as errors.")
        var strict = false

        func validate() throws {
            for path in paths where !FileManager.default.fileExists(atPath: path) {
                throw ValidationError("no such file or folder: \(path)")
            }
        }

        func run() throws {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let requested = (paths.isEmpty ? ["Content"] : paths).map { URL(fileURLWithPath: $0).standardizedFileURL }
            var diagnostics: [Diagnostic] = []
            var roots: [URL] = []
            for url in requested {
                guard let root = ContentRoot.containing(url) else {
                    throw ValidationError("\(url.path) is not in a content folder (one with an 'en' subfolder)")
                }
                if !roots.contains(root) { roots.append(root) }
            }
            for root in roots {
                let theme = (site: URL(fileURLWithPath: site), localizations: URL(fileURLWithPath: localizations))
                let report = Pipeline.verify(contentDirectory: root, displayBase: cwd, theme: theme, freesMemory: MemoryAtExit.freed)
                // The theme's, the catalogs' and the term base's problems concern every page.
                let terms = root.deletingLastPathComponent().appendingPathComponent("Terms")
                let themeFolders = [theme.site, theme.localizations, terms].map { $0.standardizedFileURL.path }
                let base = cwd.standardizedFileURL.path
                diagnostics += report.diagnostics.filter { diagnostic in
                    let file = Self.absolutePath(of: diagnostic.location.file, in: base)
                    return requested.contains { file == $0.path || file.hasPrefix($0.path + "/") }
                        || themeFolders.contains { file == $0 || file.hasPrefix($0 + "/") }
                }
            }
            if strict {
                diagnostics = diagnostics.map { diagnostic in
                    var strictly = diagnostic
                    if strictly.severity == .warning { strictly.severity = .error }
                    return strictly
                }
            }
            let output = DiagnosticFormatter.format(diagnostics, as: diagnosticOptions.format)
            // Machine formats go to standard output, for tools to read; the compiler style to standard error.
            if diagnosticOptions.format == .text { FileHandle.standardError.write(Data(output.utf8)) } else { print(output, terminator: "") }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            if diagnosticOptions.format == .text {
                FileHandle.standardError.write(Data("verify: \(errors) error(s), \(warnings) warning(s)\n".utf8))
            }
            if errors > 0 { throw ExitCode.failure }
        }

        /// `file` (as a diagnostic prints it: relative to `base`, or absolute) as an absolute path without
        /// `.` or `..`. Joined as text when it is plainly relative, as diagnostics' paths are: making
        /// and standardizing a URL for each of a large site's thousands of diagnostics took a tenth of a second.
        static func absolutePath(of file: String, in base: String) -> String {
            let isPlain = !file.hasPrefix("/") && !file.isEmpty
                && !file.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
            guard isPlain else { return URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: base)).standardizedFileURL.path }
            return base == "/" ? "/" + file : base + "/" + file
        }
    }
}

/// The content folder a path belongs to: the nearest folder, from the path upwards, with an `en` subfolder.
enum ContentRoot {
    static func containing(_ url: URL) -> URL? {
        var candidate = url
        while candidate.path != "/" {
            var isDirectory: ObjCBool = false
            let english = candidate.appendingPathComponent("en").path
            if FileManager.default.fileExists(atPath: english, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }
}
