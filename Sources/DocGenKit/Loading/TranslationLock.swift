import Yams

/// What each translated page of one language folder was translated from: `Content/<lang>/translations.lock`,
/// written by `docgen translated`, read by `verify`, `status` and `build`.
///
/// For every page, the English sections it follows, in document order, each with its key, its
/// heading level and its fingerprint (`PageSection`); and, once per fingerprint, the English text,
/// so that `docgen status` can show what changed since. Pages are sorted by path and texts by
/// fingerprint, so writing the same record gives the same bytes.
public struct TranslationLock: Sendable, Equatable {
    public struct Section: Sendable, Hashable {
        public var key: String
        public var level: Int?
        public var fingerprint: String

        public init(key: String, level: Int?, fingerprint: String) {
            self.key = key
            self.level = level
            self.fingerprint = fingerprint
        }
    }

    public static let fileName = "translations.lock"
    static let version = 1

    /// Page path in the language folder (`scenes/scenes.md`) → the English sections, in order.
    public var pages: [String: [Section]] = [:]
    /// Fingerprint → the English section's normalised text when it was recorded. For a lock taken
    /// from the last build's record, read from its file when asked for (`englishText(_:)` reads one).
    public var english: [String: String] {
        get { textsInFile ? origin.map(Self.texts(in:)) ?? [:] : heldEnglish }
        set { (heldEnglish, textsInFile, origin) = (newValue, false, nil) }
    }
    private var heldEnglish: [String: String] = [:]
    /// Whether the texts were left in the lock's file (`origin`), not read.
    private(set) var textsInFile = false
    /// The file as diagnostics name it, and the line where each page's record starts (not part of the value).
    var file = ""
    var lines: [String: Int] = [:]
    /// The file this was read from, and where its texts lie in it (`LockFile`), for the record a build
    /// keeps (`LockIndex`); nil when not read by `TranslationLockReader`, or changed since.
    var origin: LockFile?
    /// Where `TranslationLockReader` found each text in the text it read (the loader hands them to `origin`).
    var textPlaces: [String: LockFile.TextPlace] = [:]

    public init() {}

    /// A lock as the last build recorded it, its texts left in its file.
    init(recorded pages: [String: [Section]], lines: [String: Int], file: String, origin: LockFile) {
        (self.pages, self.lines, self.file, self.origin, textsInFile) = (pages, lines, file, origin, true)
    }

    /// The English text recorded for `fingerprint`, read from the lock's file when it was left there.
    public func englishText(_ fingerprint: String) -> String? {
        guard textsInFile, let origin else { return heldEnglish[fingerprint] }
        return origin.texts([fingerprint]).map { $0[fingerprint] } ?? Self.reread(origin)[fingerprint]
    }

    /// All the texts of a lock's file, from their places; read whole when it is no longer the file
    /// recorded (written during this build).
    private static func texts(in file: LockFile) -> [String: String] {
        file.places.all.flatMap { file.texts($0.keys) } ?? reread(file)
    }

    private static func reread(_ file: LockFile) -> [String: String] {
        guard let bytes = FileBytes.contents(of: file.path), let text = String(validating: bytes, as: UTF8.self) else { return [:] }
        return parse(text, file: file.path).0?.english ?? [:]
    }

    public static func == (lhs: TranslationLock, rhs: TranslationLock) -> Bool {
        lhs.pages == rhs.pages && lhs.english == rhs.english
    }

    /// Records `sections` (the English page's, now) for the page at `path`, and forgets the texts
    /// no page refers to any more.
    public mutating func record(_ sections: [PageSection], for path: String) {
        holdTexts()
        pages[path] = sections.map { Section(key: $0.key, level: $0.level, fingerprint: $0.fingerprint) }
        for section in sections { heldEnglish[section.fingerprint] = section.text }
        prune()
    }

    /// Drops the pages for which `keep` is false, and the texts only they used.
    public mutating func removePages(where remove: (String) -> Bool) {
        holdTexts()
        pages = pages.filter { !remove($0.key) }
        prune()
    }

    private mutating func prune() {
        let used = Set(pages.values.flatMap { $0.map(\.fingerprint) })
        heldEnglish = heldEnglish.filter { used.contains($0.key) }
    }

    /// The texts read from the file, before the record changes and no longer matches it.
    private mutating func holdTexts() {
        if textsInFile { heldEnglish = english }
        (textsInFile, origin, textPlaces) = (false, nil, [:])
    }

    // MARK: - The file

    static let header = """
        # Written by `docgen translated`: for each page of this folder, the English sections it was
        # translated from (in order; heading id, level, and the first 12 hex digits of the SHA-256 of
        # the section's text with line ends trimmed), and those texts, for `docgen status` to show what
        # changed since. Commit it with the pages; run `docgen translated` rather than editing it.

        """

    /// The file's text: the header, then YAML (`version`, `pages`, `english`).
    public func serialized() -> String {
        func scalar(_ text: String) -> Node { .scalar(text.represented()) }
        let pageNodes: [(Node, Node)] = pages.keys.sorted().map { path in
            let sections = pages[path]!.map { section -> Node in
                var pairs: [(Node, Node)] = [(scalar("section"), scalar(section.key))]
                if let level = section.level { pairs.append((scalar("level"), Node(String(level), Tag(.int)))) }
                pairs.append((scalar("sha256"), scalar(section.fingerprint)))
                return .mapping(Node.Mapping(pairs, Tag(.map), .flow))
            }
            return (scalar(path), .sequence(Node.Sequence(sections, Tag(.seq), .block)))
        }
        let english = self.english
        let textNodes: [(Node, Node)] = english.keys.sorted().map { fingerprint in
            let text = english[fingerprint]!
            // A literal block keeps the Markdown readable; libyaml quotes a text it cannot write so.
            return (scalar(fingerprint), Node(text, Tag(.str), text.isEmpty ? .singleQuoted : .literal))
        }
        let root = Node.mapping(Node.Mapping([
            (scalar("version"), Node(String(Self.version), Tag(.int))),
            (scalar("pages"), .mapping(Node.Mapping(pageNodes, Tag(.map), .block))),
            (scalar("english"), .mapping(Node.Mapping(textNodes, Tag(.map), .block))),
        ], Tag(.map), .block))
        // Unlimited width: libyaml would otherwise fold long quoted lines at a column of its choosing.
        let yaml = (try? Yams.serialize(node: root, indent: 2, width: -1, allowUnicode: true)) ?? ""
        return Self.header + yaml
    }

    /// Reads a lock file's text; every problem is an error at its line in `file`.
    public static func parse(_ text: String, file: String) -> (TranslationLock?, [Diagnostic]) {
        var shared: [String: String] = [:]
        return parse(text, file: file, sharing: &shared)
    }

    /// `parse(_:file:)`, an English text the same as one in `shared` (by fingerprint) held once: every
    /// translation's lock holds the same texts. Its own texts are added to `shared`.
    static func parse(_ text: String, file: String, sharing shared: inout [String: String]) -> (TranslationLock?, [Diagnostic]) {
        // The layout `serialized()` writes, read without a YAML tree; anything else goes to Yams.
        let text = LineEndings.normalized(text)
        if let lock = TranslationLockReader.read(text, file: file, sharing: &shared) { return (lock, []) }
        return parseWithYams(text, file: file)
    }

    /// `parse(_:file:)` by a YAML tree, for any layout; the text's line endings already `\n`.
    static func parseWithYams(_ text: String, file: String) -> (TranslationLock?, [Diagnostic]) {
        func problem(_ line: Int, _ message: String) -> (TranslationLock?, [Diagnostic]) {
            (nil, [.error(at: SourceLocation(file: file, line: line), message + "; run 'docgen translated' to write it again",
                          rule: "translations-lock")])
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            if case .scanner(_, let what, let mark, _) = error { return problem(mark.line, "malformed YAML: \(what)") }
            if case .parser(_, let what, let mark, _) = error { return problem(mark.line, "malformed YAML: \(what)") }
            return problem(1, "malformed YAML")
        } catch {
            return problem(1, "malformed YAML")
        }
        guard let mapping = root?.mapping else { return problem(1, "expected 'version', 'pages' and 'english'") }
        let line = { (node: Node) in node.mark?.line ?? 1 }
        guard let version = mapping["version"]?.scalar.flatMap({ FrontMatterReader.wholeNumber($0.string) }), version == Self.version else {
            return problem(mapping["version"].map(line) ?? 1, "unknown version: this docgen reads version \(Self.version)")
        }
        var lock = TranslationLock(), english: [String: String] = [:]
        lock.file = file
        for (key, value) in mapping["pages"]?.mapping ?? [:] {
            guard let path = key.string, let entries = value.sequence else {
                return problem(line(key), "a page's record is a list of sections")
            }
            var sections: [Section] = []
            for entry in entries {
                guard let fields = entry.mapping, let sectionKey = fields["section"]?.string,
                      let fingerprint = fields["sha256"]?.string else {
                    return problem(line(entry), "a section needs 'section' and 'sha256'")
                }
                let level = fields["level"]?.scalar.flatMap { FrontMatterReader.wholeNumber($0.string) }
                if fields["level"] != nil, level == nil { return problem(line(entry), "'level' must be a whole number") }
                sections.append(Section(key: sectionKey, level: level, fingerprint: fingerprint))
            }
            lock.pages[path] = sections
            lock.lines[path] = line(key)
        }
        for (key, value) in mapping["english"]?.mapping ?? [:] {
            guard let fingerprint = key.string, let text = value.string else {
                return problem(line(key), "an English text is a fingerprint and a string")
            }
            english[fingerprint] = text
        }
        lock.english = english
        return (lock, [])
    }
}
