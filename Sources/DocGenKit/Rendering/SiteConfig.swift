import Foundation
import Yams

/// `Site/site.yml`, the theme's settings. Sections are described by their `_section.md` files; a
/// `sections:` list from older sites is still accepted and ignored.
public struct SiteConfig: Sendable, Equatable {
    static let draftLanguagesKey = "draft-languages"

    /// Languages still being translated (`draft-languages: [ja]`): they build with English UI
    /// strings where theirs are missing, are left out of the language picker, of other languages'
    /// switchers and hreflang, and their pages say they are drafts.
    public var draftLanguages: Set<Language> = []

    public init(draftLanguages: Set<Language> = []) { self.draftLanguages = draftLanguages }

    /// Reads the file, reporting what is wrong in it; a missing or unreadable file is an error.
    static func read(_ url: URL, displayBase: URL?) -> (SiteConfig, [Diagnostic]) {
        let display = ContentLoader.displayPath(of: url, base: displayBase)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return (SiteConfig(), [.error(at: SourceLocation(file: display, line: 1),
                                          "missing site.yml: the theme's settings file (it may be empty)", rule: "site-config")])
        }
        return parse(text, file: display)
    }

    static func parse(_ text: String, file: String) -> (SiteConfig, [Diagnostic]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            return (SiteConfig(), [.error(at: SourceLocation(file: file, line: 1), "site.yml is not valid YAML", rule: "site-config")])
        }
        guard let node, let mapping = node.mapping else {
            let empty = node == nil || node?.scalar?.string.isEmpty == true
            return (SiteConfig(), empty ? [] : [.error(at: SourceLocation(file: file, line: 1),
                                                       "site.yml must be a mapping of settings (or {})", rule: "site-config")])
        }
        var config = SiteConfig()
        var diagnostics: [Diagnostic] = []
        guard let drafts = mapping[Node(draftLanguagesKey)] else { return (config, diagnostics) }
        let at = { (node: Node) in SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1) }
        guard let list = drafts.sequence else {
            return (config, [.error(at: at(drafts), "'\(draftLanguagesKey)' is a list of language tags, such as [ja]", rule: "site-config")])
        }
        for item in list {
            let written = item.scalar?.string ?? ""
            switch LanguageTag.read(written) {
            case .canonical(let language):
                config.draftLanguages.insert(language)
            case .variant(let language):
                diagnostics.append(.error(at: at(item), "'\(written)' is written '\(language.code)' in docgen: use '\(language.code)'",
                                          rule: "site-config"))
            case .invalid(let suggestion):
                diagnostics.append(.error(at: at(item), "'\(written)' is not a language tag" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                                          rule: "site-config"))
            }
        }
        return (config, diagnostics)
    }
}
