/// A translation's content tabs are its English page's: the same groups, with as many tabs, the
/// mode tabs in the same places (a quoted label may be translated). Without it, a reader who chose
/// scene mode could find the French page showing both modes at once, or only one.
enum TabParityCheck {
    static func compare(_ translation: ParsedPage, _ english: ParsedPage) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func warn(_ location: SourceLocation, _ what: String) {
            diagnostics.append(.warning(at: location, what + " (\(english.file))", rule: "parity-tabs"))
        }
        for (ours, theirs) in zip(translation.tabGroups, english.tabGroups) {
            let shape = { (group: ContentTabs.Group) in group.tabs.map { $0.isMode ? $0.key : "\"…\"" } }
            if shape(ours) != shape(theirs) {
                warn(ours.tabs[0].marker, "tab group [\(shape(ours).joined(separator: ", "))] differs from the English group at line \(theirs.tabs[0].marker.line), [\(shape(theirs).joined(separator: ", "))]")
            }
        }
        if translation.tabGroups.count != english.tabGroups.count {
            let location = translation.tabGroups.last?.end ?? SourceLocation(file: translation.file, line: 1)
            warn(location, "\(translation.tabGroups.count) tab group(s), the English page has \(english.tabGroups.count)")
        }
        return diagnostics
    }
}
