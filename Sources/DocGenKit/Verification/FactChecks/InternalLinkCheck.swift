import Foundation

/// Relative links to other pages (`../scenes/scenes.md`) point at a page that exists, in the
/// page's language or in English (which the site falls back to).
struct InternalLinkCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        // Page by page on every core: the look-ups only read `content`.
        guard let cache = content.pageCheckCache else {
            return content.pages.parallelMap { page in Self.diagnostics(of: page, in: content) }.flatMap { $0 }
        }
        // An unchanged page keeps its result while no page's anchors change: its links are then
        // never unpacked (`PackedList`), and none is resolved again.
        let targets = Self.targetsDigest(of: content)
        return content.pages.parallelMap { page in
            cache.diagnostics(of: Self.cacheName, for: page, reading: targets) { Self.diagnostics(of: page, in: content) }
        }.flatMap { $0 }
    }

    private static let cacheName = PageCheckCache.Check("internal-link")

    /// What the check reads of the pages besides the one it checks, for the whole site at once:
    /// which pages there are, the file a diagnostic names for each, and their anchors (heading
    /// ids, and lifecycle blocks' ids as `seq-` anchors), in page order.
    static func targetsDigest(of content: ParsedContent) -> StableHash {
        let digests = content.pages.parallelMap { page in
            var hash = StableHash()
            let source = page.source
            hash.add(source.checkKey); hash.add(page.file)  // the language and path, hashed as the page was found
            // As the parse cache keeps it: an unchanged page's blocks are not read for it.
            hash.add(page.anchorsDigest)
            return hash
        }
        var site = StableHash()
        site.add(UInt64(digests.count))
        for digest in digests { site.add(digest) }
        return site
    }

    private static func diagnostics(of page: ParsedPage, in content: ParsedContent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Taken out once: `page.source` copies the whole source page (a retain for each of its parts).
        let (language, pagePath) = (page.source.language, page.source.path)
        for link in page.facts.links {
            let (destination, at) = (link.text, link.location)
            guard let target = LinkTarget(destination, from: pagePath) else { continue }
            guard let path = target.pagePath else {
                diagnostics.append(.error(at: at, "link '\(destination)' leaves the content folder", rule: "broken-link"))
                continue
            }
            guard let linked = content.page(language, path) ?? content.page(.source, path) else {
                diagnostics.append(.error(at: at, "link '\(destination)' points to no page ('\(path)')", rule: "broken-link"))
                continue
            }
            if let fragment = target.fragment, !linked.headings.contains(where: { $0.id == fragment }),
               !linked.lifecycleBlocks.contains(where: { "seq-" + ($0.id ?? "") == fragment }) {
                diagnostics.append(.error(at: at, "link '\(destination)' names no heading '#\(fragment)' in \(linked.file)",
                                          rule: "broken-link"))
            }
        }
        return diagnostics
    }
}

/// A link destination that stays inside the site: a relative path to a `.md` page.
struct LinkTarget {
    /// The linked page's path in its language folder, `nil` when the link climbs out of it.
    let pagePath: String?
    let fragment: String?

    init?(_ destination: String, from pagePath: String) {
        // Read as UTF-8 bytes: every delimiter here is ASCII, and splitting Character by Character
        // (with Foundation's `contains` for the colon) was most of the link check on a large site.
        let bytes = destination.utf8
        guard bytes.first != Self.slash, bytes.first != Self.hash, !bytes.contains(Self.colon) else { return nil }
        let hash = bytes.firstIndex(of: Self.hash)
        let path = Substring(bytes[..<(hash ?? bytes.endIndex)])
        guard Self.endsInMarkdownSuffix(path) else { return nil }
        fragment = hash.flatMap { hash in
            let text = String(Substring(bytes[bytes.index(after: hash)...]))
            // Nothing to decode without a `%` (Foundation's decoding was a tenth of the link check).
            return text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text
        }
        // The page's folder, then each piece of the path, joined in one buffer: splitting both
        // into arrays of pieces was most of the link check on a large site.
        var resolved: [UInt8] = []
        resolved.reserveCapacity(pagePath.utf8.count + bytes.count)
        Self.forEachPiece(of: pagePath.utf8) { resolved.appendPiece($0) }
        resolved.removeLastPiece()  // the page's own name
        var climbsOut = false
        Self.forEachPiece(of: path.utf8) { piece in
            let dots = piece.count <= 2 && piece.allSatisfy { $0 == Self.dot } ? piece.count : 0
            if dots == 1 { return }
            if dots == 2 {
                if resolved.isEmpty { climbsOut = true } else { resolved.removeLastPiece() }
            } else if !climbsOut {
                resolved.appendPiece(piece)
            }
        }
        self.pagePath = climbsOut ? nil : String(decoding: resolved, as: UTF8.self)
    }

    /// `path.hasSuffix(".md")`, as Characters compare it. Told from the bytes when the byte before
    /// the dot is ASCII: then no Prepend character joins the dot into one Character with it.
    /// (The Character comparison was a sixth of the link check of a one-page rebuild.)
    static func endsInMarkdownSuffix(_ path: Substring) -> Bool {
        let utf8 = path.utf8
        guard utf8.count >= 3, utf8.suffix(3).elementsEqual(".md".utf8) else { return false }
        guard utf8.count > 3 else { return true }
        return utf8[utf8.index(utf8.endIndex, offsetBy: -4)] < 0x80 || path.hasSuffix(".md")
    }

    /// Each non-empty piece between slashes, in order.
    private static func forEachPiece<Bytes: Collection<UInt8>>(of bytes: Bytes, _ body: (Bytes.SubSequence) -> Void) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: slash) ?? bytes.endIndex
            if start < end { body(bytes[start..<end]) }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
    }

    private static let slash = UInt8(ascii: "/"), hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":"), dot = UInt8(ascii: ".")
}

private extension [UInt8] {
    mutating func appendPiece(_ piece: some Collection<UInt8>) {
        if !isEmpty { append(UInt8(ascii: "/")) }
        append(contentsOf: piece)
    }

    /// Drops the last piece and the slash before it.
    mutating func removeLastPiece() {
        removeSubrange((lastIndex(of: UInt8(ascii: "/")) ?? startIndex)...)
    }
}
