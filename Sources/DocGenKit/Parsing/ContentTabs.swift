/// Content tabs: the same place of a page written once per mode (or per language, platform…), of
/// which the reader sees one at a time. A group is written with HTML comments at the top level of
/// the page, so that any CommonMark reader still shows every tab in order:
///
///     <!-- docgen: tab app-delegate -->
///     …Markdown for app-delegate mode…
///     <!-- docgen: tab scenes -->
///     …Markdown for scene mode…
///     <!-- docgen: end tabs -->
///
/// `app-delegate` and `scenes` are labelled in the reader's language and a lifecycle block inside
/// them must be of that mode; any other label is written in quotes (`tab "Objective-C"`) and shown
/// as written. The reader's choice is remembered across pages.
public enum ContentTabs {
    /// The labels docgen knows: the two modes, named by the UI strings of the site's language.
    static let modeLabels: [String: LifecycleModeKey] = ["app-delegate": .appDelegate, "scenes": .scenes]

    /// A mode label's key, in the words of lifecycle blocks' `mode=`.
    enum LifecycleModeKey: String, Sendable {
        case appDelegate = "app-delegate", scenes
        /// The UI string that names the mode.
        var labelKey: String { self == .appDelegate ? "modeAppDelegate" : "modeScenes" }
    }

    enum Marker: Equatable {
        /// `key`: `app-delegate`, `scenes`, or the quoted label's text.
        case tab(key: String, isMode: Bool)
        case end
    }

    /// One tab: its label's key and the lines its content spans (up to the next marker).
    public struct Tab: Sendable, Equatable, Codable {
        public let key: String
        public let isMode: Bool
        public let marker: SourceLocation
        /// The first and last line of the tab's content, markers excluded.
        public let lines: ClosedRange<Int>
    }

    /// A group of tabs and where its markers are, by line: what the renderer writes for each.
    public struct Group: Sendable, Equatable, Codable {
        public let tabs: [Tab]
        public let end: SourceLocation
    }

    /// The marker an HTML block holds, `nil` for any other HTML; a comment that starts like a
    /// marker but is not one is an error (a typo would otherwise show every tab at once).
    static func marker(in literal: String) -> Result<Marker, MarkerError>? {
        let text = literal.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("<!--"), let close = text.range(of: "-->") else { return nil }
        return marker(inComment: text[..<close.upperBound])
    }

    /// What follows a marker's `-->` on its line. It belongs to the marker's HTML block, which no
    /// reader sees: an error, not a silent loss.
    static func textAfterMarker(in literal: String) -> String? {
        let text = literal.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let close = text.range(of: "-->") else { return nil }
        let after = text[close.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        return after.isEmpty ? nil : String(after.prefix(40))
    }

    private static func marker(inComment text: Substring) -> Result<Marker, MarkerError>? {
        let inner = text.dropFirst(4).dropLast(3).trimmingWhitespace()
        guard inner.hasPrefix("docgen:") else { return nil }
        let words = inner.dropFirst("docgen:".count).trimmingWhitespace()
        guard words.hasPrefix("tab") || words.hasPrefix("end") else { return nil }
        if words == "end tabs" { return .success(.end) }
        guard words.hasPrefix("tab ") else { return .failure(.malformed(words)) }
        let label = words.dropFirst(4).trimmingWhitespace()
        if modeLabels[label] != nil { return .success(.tab(key: label, isMode: true)) }
        if label.count >= 3, label.hasPrefix("\""), label.hasSuffix("\"") {
            let quoted = String(label.dropFirst().dropLast())
            guard !quoted.contains("\""), !quoted.allSatisfy(\.isWhitespace) else { return .failure(.malformed(words)) }
            return .success(.tab(key: quoted, isMode: false))
        }
        return .failure(.unknownLabel(label))
    }

    enum MarkerError: Error, Equatable {
        case malformed(String), unknownLabel(String)

        var message: String {
            switch self {
            case .malformed(let words):
                "'docgen: \(words)' is no tab marker: write '<!-- docgen: tab app-delegate -->', '<!-- docgen: tab \"Label\" -->' or '<!-- docgen: end tabs -->'"
            case .unknownLabel(let label):
                "tab label '\(label)' is neither a mode (app-delegate, scenes) nor quoted: write it '\"\(label)\"' to show it as written"
            }
        }
    }

    /// The groups of `document`'s top level, with a diagnostic for each marker out of place.
    static func groups(in document: MarkdownNode, file: String) -> (groups: [Group], diagnostics: [Diagnostic]) {
        var groups: [Group] = [], diagnostics: [Diagnostic] = []
        var open: [(key: String, isMode: Bool, marker: SourceLocation)] = []
        var tabs: [Tab] = []
        func closeTab(before line: Int) {
            guard let last = open.last else { return }
            tabs.append(Tab(key: last.key, isMode: last.isMode, marker: last.marker,
                            lines: (last.marker.line + 1)...max(last.marker.line + 1, line - 1)))
        }
        func error(_ location: SourceLocation, _ message: String) {
            diagnostics.append(.error(at: location, message, rule: "content-tabs"))
        }
        // Markers inside lists or quotes cannot open a group: their content would be cut in two.
        for child in document.children {
            for nested in child.children {
                nested.walk { node, placed in
                    guard case .htmlBlock(let literal) = node.kind, marker(in: literal) != nil else { return }
                    error(placed?.start ?? SourceLocation(file: file, line: 1),
                          "a tab marker must stand at the top level of the page, not inside a list or a quote")
                }
            }
        }
        for node in document.children {
            guard case .htmlBlock(let literal) = node.kind, let result = marker(in: literal) else { continue }
            let location = node.start ?? SourceLocation(file: file, line: 1)
            if let text = textAfterMarker(in: literal) {
                error(location, "text after a tab marker on its line ('\(text)') is hidden with the marker: put the marker on a line of its own")
            }
            switch result {
            case .failure(let problem):
                error(location, problem.message)
            case .success(.tab(let key, let isMode)):
                if open.contains(where: { $0.key == key }) {
                    error(location, "tab '\(key)' appears twice in one group; a group ends with '<!-- docgen: end tabs -->'")
                    continue
                }
                closeTab(before: location.line)
                open.append((key, isMode, location))
            case .success(.end):
                guard !open.isEmpty else {
                    error(location, "'end tabs' without a tab group to end")
                    continue
                }
                closeTab(before: location.line)
                if tabs.count < 2 {
                    error(open[0].marker, "a tab group needs at least two tabs; this one has \(tabs.count)")
                } else {
                    groups.append(Group(tabs: tabs, end: location))
                }
                open = []
                tabs = []
            }
        }
        if let first = open.first {
            error(first.marker, "tab group not ended: add '<!-- docgen: end tabs -->' after its last tab")
        }
        return (groups, diagnostics)
    }

    /// What the page's HTML gets in place of each marker, by the marker's line: a group opens a
    /// `div.tabs`, each tab a `div.tab-panel` with its label (`site.js` turns the labels into a tab
    /// list; without JavaScript, in print and in books every tab shows under its label).
    static func html(for groups: [Group]) -> [Int: String] {
        var result: [Int: String] = [:]
        for group in groups {
            for (index, tab) in group.tabs.enumerated() {
                let label = tab.isMode ? BodyPlaceholder.tabLabel(tab.key).token : HTML.escape(tab.key)
                result[tab.marker.line] = (index == 0 ? "<div class=\"tabs\">\n" : "</div>\n")
                    + "<div class=\"tab-panel\" data-tab=\"\(HTML.escape(tab.key))\"><p class=\"tab-label\">\(label)</p>\n"
            }
            result[group.end.line] = "</div>\n</div>\n"
        }
        return result
    }
}
