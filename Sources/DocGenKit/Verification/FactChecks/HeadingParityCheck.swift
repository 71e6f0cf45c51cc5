/// A translation has its English page's headings: as many, at the same levels, in the same order.
/// Their text is translated, so headings are matched by level and by what their sections hold
/// that no translation changes (code spans, link targets): a heading left out is reported before
/// the translated heading that follows it, not as every later heading being one level off.
/// Not a `FactCheck`: a recorded translation whose English gained or lost sections since it was
/// translated is `StalenessCheck`'s to report (where each new section goes), so it reads the same
/// assessment and stays silent there.
enum HeadingParityCheck {
    /// The translations whose heading differences the staleness check reports instead.
    static func explained(by staleness: [PageStaleness]) -> Set<PageID> {
        Set(staleness.filter { page in
            page.state == .outdated && (!page.headingsMatch || page.changes.contains { $0.kind != .changed })
        }.map { PageID(language: $0.language, path: $0.path) })
    }

    static func compare(_ translation: PageStructure, _ english: PageStructure) -> [Diagnostic] {
        let ours = translation.page.headings, theirs = english.page.headings
        if ours.map(\.level) == theirs.map(\.level) { return [] }
        let file = translation.page.file
        let summary = "English has \(theirs.count) heading\(theirs.count == 1 ? "" : "s") (levels \(theirs.map { String($0.level) }.joined(separator: " "))), this page \(ours.count)"
        func describe(_ heading: ParsedPage.Heading) -> String {
            "'\(String(repeating: "#", count: heading.level)) \(heading.text)' (\(english.page.file):\(heading.location?.line ?? 1))"
        }
        var diagnostics: [Diagnostic] = []
        for step in HeadingAlignment(english: english, translation: translation).steps {
            switch step {
            case .matched(let e, let t) where theirs[e].level != ours[t].level:
                diagnostics.append(.warning(at: ours[t].location ?? SourceLocation(file: file, line: 1),
                                            "heading of level \(ours[t].level) where English has level \(theirs[e].level): \(describe(theirs[e])); \(summary)",
                                            rule: "parity-heading"))
            case .matched:
                break
            case .missing(let e, let before):
                let location = before.flatMap { ours[$0].location } ?? SourceLocation(file: file, line: translation.page.source.text.split(separator: "\n", omittingEmptySubsequences: false).count)
                let place = before == nil ? "at the end of the page" : "before this heading"
                diagnostics.append(.warning(at: location, "missing heading \(describe(theirs[e])) \(place); \(summary)",
                                            rule: "parity-heading"))
            case .extra(let t):
                diagnostics.append(.warning(at: ours[t].location ?? SourceLocation(file: file, line: 1),
                                            "heading '\(ours[t].text)' is not in the English page; \(summary)",
                                            rule: "parity-heading"))
            }
        }
        return diagnostics
    }
}

/// The cheapest way to turn the English headings into the translated ones (an edit distance):
/// a heading kept costs nothing when its section holds the same code spans and link targets and
/// a little when not, one that changed level costs more, and one added or removed the most.
/// Ties go to keeping the earlier heading, so a heading removed from a run is placed after it.
struct HeadingAlignment {
    enum Step: Equatable {
        case matched(english: Int, translation: Int)
        /// An English heading with no counterpart, which goes before translated heading `before`.
        case missing(english: Int, before: Int?)
        case extra(translation: Int)
    }

    let steps: [Step]

    init(english: PageStructure, translation: PageStructure) {
        let theirs = english.page.headings.map(\.level), ours = translation.page.headings.map(\.level)
        let theirSignatures = Self.signatures(english, count: theirs.count)
        let ourSignatures = Self.signatures(translation, count: ours.count)
        let gap = 4
        func cost(_ e: Int, _ t: Int) -> Int {
            (theirs[e] == ours[t] ? 0 : 3) + (theirSignatures[e] == ourSignatures[t] ? 0 : 1)
        }
        // rest[e][t]: the cost of aligning theirs[e...] with ours[t...].
        var rest = Array(repeating: Array(repeating: 0, count: ours.count + 1), count: theirs.count + 1)
        for e in stride(from: theirs.count, through: 0, by: -1) {
            for t in stride(from: ours.count, through: 0, by: -1) {
                if e == theirs.count { rest[e][t] = (ours.count - t) * gap; continue }
                if t == ours.count { rest[e][t] = (theirs.count - e) * gap; continue }
                rest[e][t] = min(cost(e, t) + rest[e + 1][t + 1], gap + rest[e + 1][t], gap + rest[e][t + 1])
            }
        }
        var steps: [Step] = [], e = 0, t = 0
        while e < theirs.count || t < ours.count {
            if e < theirs.count, t < ours.count, rest[e][t] == cost(e, t) + rest[e + 1][t + 1] {
                steps.append(.matched(english: e, translation: t)); e += 1; t += 1
            } else if e < theirs.count, t == ours.count || rest[e][t] == gap + rest[e + 1][t] {
                steps.append(.missing(english: e, before: t < ours.count ? t : nil)); e += 1
            } else {
                steps.append(.extra(translation: t)); t += 1
            }
        }
        self.steps = steps
    }

    /// What each heading's section (index 1…count) holds that translations keep: its code spans,
    /// link targets and number of blocks (paragraphs, lists, code blocks, tables).
    private static func signatures(_ structure: PageStructure, count: Int) -> [[String]] {
        var signatures = Array(repeating: [String](), count: count + 1)
        for item in structure.codeSpans + structure.links { signatures[item.section].append(item.text) }
        for (section, blocks) in structure.blocksPerSection.enumerated() where section <= count {
            signatures[section].append("\u{0}blocks \(blocks)")
        }
        return signatures.dropFirst().map { $0.sorted() }
    }
}
