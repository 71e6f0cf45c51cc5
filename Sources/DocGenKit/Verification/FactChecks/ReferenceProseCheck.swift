/// A file of `reference/callbacks/` must be a callback's prose: named by the slug of a callback of
/// the model, so that it lands on that callback's page instead of nowhere.
struct ReferenceProseCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        content.pages.compactMap { page in
            let path = page.source.path
            guard ReferenceProse.isProsePath(path), ReferenceProse.callback(forProsePath: path) == nil else { return nil }
            let slug = ReferenceProse.slug(ofProsePath: path)
            let hint = TextDistance.suggestion(for: slug, among: ReferenceProse.bySlug.keys.sorted()).map { "; did you mean '\($0).md'?" }
                ?? "; the file is named after the callback's page, e.g. 'scenedidbecomeactive.md' for sceneDidBecomeActive(_:)"
            return .error(at: SourceLocation(file: page.file, line: 1, column: 1),
                          "'\(slug).md' is the prose of no callback of the model\(hint)", rule: "reference-prose")
        }
    }
}
