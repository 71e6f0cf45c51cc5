/// A lifecycle block inside a mode's content tab (`<!-- docgen: tab scenes -->`) is a sequence of
/// that mode: the reader who chose scene mode must not be shown an app-delegate sequence.
struct TabModeCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        content.diagnosticsOfEachPage("tab-mode") { page in
            var diagnostics: [Diagnostic] = []
            for tab in page.tabGroups.flatMap(\.tabs) where tab.isMode {
                for block in page.lifecycleBlocks where tab.lines.contains(block.fence.line) {
                    guard let mode = block.attribute("mode"), mode.value != tab.key else { continue }
                    diagnostics.append(.error(at: mode.location,
                                              "a 'mode=\(mode.value)' block inside the '\(tab.key)' tab (line \(tab.marker.line)): "
                                                  + "move it to its mode's tab, or change 'mode='", rule: "tab-mode"))
                }
            }
            return diagnostics
        }
    }
}
