/// Renders one page's Markdown to HTML through cmark, with docgen's additions: heading ids and
/// anchors, `.md` links turned into `.html`, tables, and checked lifecycle sequences.
struct PageBodyRenderer {
    let report: VerificationReport
    let strings: [String: String]

    func render(_ page: ParsedPage) -> String {
        let options = CommonMark.Options(allowsRawHTML: page.frontMatter?.allowsRawHTML ?? false)
        let names = StateNames(strings: strings)
        let lifecycle = LifecycleBlockRenderer(names: names)
        let tables = TableRenderer(options: options, rewriteLink: Self.rewriteLink)
        // cmark visits headings in document order, as the parser did when it gave them their ids.
        var headings = page.headings.makeIterator()
        let permalink = HTML.escape(strings["permalink"] ?? "Permalink")
        var customization = RenderCustomization()
        customization.rewriteLink = Self.rewriteLink
        customization.replaceCodeBlock = { info, _, start in
            if LifecycleBlock.isLifecycleInfo(info) {
                let fence = SourceLocation(file: page.file, line: start.line)
                return report.sequence(at: fence).map(lifecycle.render)
            }
            if info == TableBlock.info, let table = page.tables[start.line] {
                return tables.render(table)
            }
            if let kind = DiagramBlock.kind(info: info) {
                return StateDiagram(names: names).render(kind)
            }
            return nil
        }
        customization.replaceParagraph = { start in
            page.tables[start.line].map(tables.render)
        }
        customization.decorateHeading = { _, _ in
            guard let id = headings.next()?.id else { return nil }
            return (id, " <a class=\"heading-anchor\" href=\"#\(HTML.escape(id))\" aria-label=\"\(permalink)\">#</a>")
        }
        return CommonMark.html(page.body, options: options, lineOffset: page.bodyLineOffset, customization: customization)
    }

    /// `../scenes/scenes.md#x` → `../scenes/scenes.html#x`; other links are left alone.
    static func rewriteLink(_ destination: String) -> String {
        guard LinkTarget(destination, from: "") != nil else { return destination }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].dropLast(".md".count) + ".html"
        return parts.count > 1 ? path + "#" + parts[1] : String(path)
    }
}
