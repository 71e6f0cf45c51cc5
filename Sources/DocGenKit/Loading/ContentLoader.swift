import Foundation

/// Finds and reads every page under a content folder: `<content>/<lang>/<path>.md`.
public enum ContentLoader {
    public struct Result: Sendable {
        public var pages: [SourcePage] = []
        /// Each translation's `translations.lock`, when it has one.
        public var locks: [Language: TranslationLock] = [:]
        public var diagnostics: [Diagnostic] = []
    }

    /// Reads the pages in a stable order (language, then path), so output never depends on the
    /// order in which the file system lists a folder. With `known`, a page whose file is the one
    /// the last build read is not read again (`SourceIndex`), and each page read carries its file's
    /// identity, for the record this build leaves.
    public static func load(contentDirectory: URL, displayBase: URL? = nil) -> Result {
        load(contentDirectory: contentDirectory, displayBase: displayBase, known: nil)
    }

    static func load(contentDirectory: URL, displayBase: URL?, known: SourceIndex?, knownLocks: LockIndex? = nil) -> Result {
        var result = Result()
        let fileManager = FileManager.default
        let languageFolders = ((try? fileManager.contentsOfDirectory(atPath: contentDirectory.path)) ?? [])
            .filter { !$0.hasPrefix(".") && isDirectory(contentDirectory.appendingPathComponent($0)) }
        // The translations' locks read one after another on a thread of their own while the pages are
        // found and read (a recorded language's lock is some 14 MB at 2,000 pages: read side by side,
        // they raised the peak memory of a build by 120 MiB), each English text held once for all
        // (`TranslationLock.parse(_:file:sharing:)`); their diagnostics go where they went when each
        // was read first.
        let lockCodes = languageFolders.sorted().filter { code in
            Language(code) != .source && LanguageTag.folderProblem(code, siblings: languageFolders.sorted()) == nil
        }
        let readLocks = Background { [lockCodes] in
            var shared: [String: String] = [:]
            return Dictionary(uniqueKeysWithValues: lockCodes.map { code in
                (code, readLock(in: contentDirectory.appendingPathComponent(code), displayBase: displayBase, sharing: &shared,
                                known: knownLocks))
            })
        }
        let locks = Set(lockCodes)
        var lockPlaces: [(code: String, at: Int)] = []
        // Each language's pages, in path order: put in language order at the end, a language at a
        // time (sorting the 10,000 pages of a large site, each a large value, took 6 ms on one core).
        var pagesByLanguage: [(language: Language, pages: [SourcePage])] = []
        for code in languageFolders.sorted() {
            let folder = contentDirectory.appendingPathComponent(code)
            if let problem = LanguageTag.folderProblem(code, siblings: languageFolders.sorted()) {
                // Its pages are not read: they would be a second spelling of a language, or none.
                result.diagnostics.append(.error(at: SourceLocation(file: displayPath(of: folder, base: displayBase), line: 1),
                                                 problem, rule: "language"))
                continue
            }
            if locks.contains(code) { lockPlaces.append((code, result.diagnostics.count)) }
            // An unreadable folder is an error, not a silent gap in the site.
            let paths = FolderWalk.markdownPaths(under: folder.standardizedFileURL.path) { unreadable, reason in
                let display = displayPath(of: URL(fileURLWithPath: unreadable), base: displayBase)
                result.diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "cannot read this folder: \(reason)", rule: "io"))
            }
            let root = (realPath(contentDirectory.path) ?? contentDirectory.resolvingSymlinksInPath().path) + "/"
            let folderDisplay = displayPath(of: folder, base: displayBase), folderPath = folder.path
            // Each folder's real path once (realpath reads every component of a path: six calls a page).
            let subfolders = Set(paths.map { HeldFolders.split($0).folder })
            let realFolders = Dictionary(uniqueKeysWithValues: subfolders.map { ($0, realPath(.path(folderPath, $0))) })
            let heldFolders = HeldFolders(subfolders.sorted(), under: folderPath, followingLinks: true)
            // Each file on every core (reading and checking ten thousand of them one by one took
            // a tenth of a one-page rebuild); the results in path order, as before.
            let read = paths.sorted().parallelMap { path in
                let (subfolder, name) = HeldFolders.split(path)
                return readPage(path, in: folderPath, held: (heldFolders, subfolder, name), realFolder: realFolders[subfolder] ?? nil,
                                display: .path(folderDisplay, path), language: Language(code), root: root, known: known)
            }
            var pages: [SourcePage] = []
            pages.reserveCapacity(read.count)
            for page in read {
                switch page {
                case .success(let page): pages.append(page)
                case .failure(let problem): result.diagnostics.append(problem.diagnostic)
                }
            }
            pagesByLanguage.append((Language(code), pages))
        }
        let read = readLocks.value
        for (code, at) in lockPlaces.reversed() {
            let (lock, problems) = read[code]!
            result.diagnostics.insert(contentsOf: problems, at: at)
            if let lock { result.locks[Language(code)] = lock }
        }
        // Read in path order (`paths.sorted()`) within each language.
        result.pages = pagesByLanguage.sorted { $0.language < $1.language }.flatMap(\.pages)
        return result
    }

    /// A refused page: the diagnostic that says why.
    private struct Refusal: Error {
        let diagnostic: Diagnostic
    }

    /// The page at `path` in a language's folder (`display` as diagnostics print it), or why it is
    /// not read: a bad name, a link out of the content folder (`root`, its real path), unreadable bytes.
    /// `held`: the page's folder (held open) and its name in it.
    private static func readPage(_ path: String, in languageFolder: String, held: (folders: HeldFolders, folder: String, name: String),
                                 realFolder: String?,
                                 display: String, language: Language,
                                 root: String, known: SourceIndex?) -> Swift.Result<SourcePage, Refusal> {
        let file = String.path(languageFolder, path)
        // Made only for a page that is refused or read: an unchanged page needs neither.
        func here() -> SourceLocation { SourceLocation(file: PagePathRules.printable(display), line: 1) }
        if let problem = PagePathRules.problem(with: path) {
            return .failure(Refusal(diagnostic: .error(at: here(), "a page path may not contain \(problem): rename the file",
                                                       rule: "file-name")))
        }
        guard case let (real?, status) = realPath(of: file, held: held, realFolder: realFolder),
              real.hasPrefix(root) else {
            return .failure(Refusal(diagnostic: .error(at: here(), "this page is a link to a file outside the content folder",
                                                       rule: "io")))
        }
        // Looked at before it is read: a file written in between is then a changed one next time.
        // A file that is not a link was looked at already.
        let identity = known == nil ? nil : status.map(SourceIdentity.init(status:)) ?? SourceIdentity(path: file)
        if let known, let identity, let hash = known.unchangedTextHash(.path(language.code, path), identity: identity) {
            return .success(SourcePage(language: language, path: path, displayPath: display, unreadFile: file, textHash: hash,
                                       identity: identity))
        }
        return readText(file, at: here()).map {
            SourcePage(language: language, path: path, displayPath: display, text: $0, identity: identity)
        }
    }

    /// The page's file read now, for a page taken unread whose parse the cache did not have.
    static func read(_ page: SourcePage) -> Swift.Result<SourcePage, Diagnostic> {
        guard let file = page.unread else { return .success(page) }
        let here = SourceLocation(file: PagePathRules.printable(page.displayPath), line: 1)
        return readText(file, at: here)
            .map { SourcePage(language: page.language, path: page.path, displayPath: page.displayPath, text: $0) }
            .mapError(\.diagnostic)
    }

    /// The text of a page's file, as `load` reads it; nil when it cannot be read.
    static func text(ofFile file: String) -> String? {
        try? readText(file, at: SourceLocation(file: file, line: 1)).get()
    }

    /// UTF-8, its line endings made `\n`.
    private static func readText(_ file: String, at here: SourceLocation) -> Swift.Result<String, Refusal> {
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(Refusal(diagnostic: .error(at: here, "cannot read file", rule: "io")))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let position = UTF8Position.firstInvalid(in: Array(data)) ?? (1, 1)
            return .failure(Refusal(diagnostic: .error(at: SourceLocation(file: here.file, line: position.line, column: position.column),
                                                       "this byte is not valid UTF-8", rule: "encoding")))
        }
        return .success(LineEndings.normalized(text))
    }

    /// `realPath(file)`, from its folder's real path when the file itself is not a link (an
    /// `lstat`, by name in its folder when that is held open, not a `readlink` for every folder
    /// above it); with that `lstat`'s answer, which is then also `stat`'s.
    private static func realPath(of file: String, held: (folders: HeldFolders, folder: String, name: String),
                                 realFolder: String?) -> (String?, stat?) {
        guard let realFolder else { return (realPath(file), nil) }
        let name = held.name
        let status: stat?
        if let found = held.folders.linkStatus(of: name, in: held.folder) {
            status = found
        } else {
            var looked = stat()
            status = lstat(file, &looked) == 0 ? looked : nil
        }
        guard let status, status.st_mode & S_IFMT != S_IFLNK else { return (realPath(file), nil) }
        return (realFolder == "/" ? "/" + name : .path(realFolder, name), status)
    }

    /// The path with every symbolic link resolved (one `realpath` call, where Foundation's
    /// `resolvingSymlinksInPath` looks at each component in turn); nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The language's record of what its pages were translated from, and the problems reading it: none is
    /// not an error (no page was marked translated yet), an unreadable or malformed one is. `shared`: the
    /// English texts of the locks read before, by fingerprint. With `known`, a lock whose file is the one
    /// the last build read is taken from its record, and each lock read carries its file's identity
    /// and its texts' places, for the record this build leaves (`LockIndex`).
    private static func readLock(in folder: URL, displayBase: URL?, sharing shared: inout [String: String],
                                 known: LockIndex?) -> (TranslationLock?, [Diagnostic]) {
        let url = folder.appendingPathComponent(TranslationLock.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return (nil, []) }
        let display = displayPath(of: url, base: displayBase)
        // Looked at before it is read, as a page is.
        let identity = known == nil ? nil : SourceIdentity(path: url.path)
        if let known, let identity, let lock = known.unchangedLock(folder.lastPathComponent, path: url.path, identity: identity, display: display) {
            return (lock, [])
        }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            return (nil, [.error(at: SourceLocation(file: display, line: 1), "cannot read this file as UTF-8", rule: "translations-lock")])
        }
        var (lock, problems) = TranslationLock.parse(text, file: display, sharing: &shared)
        // The places are in the text as read: the file's own bytes only when no line ending was changed.
        if let identity, lock != nil, problems.isEmpty, text.utf8.count == data.count, !data.contains(UInt8(ascii: "\r")),
           lock!.textPlaces.count == lock!.english.count {
            lock!.origin = LockFile(path: url.path, identity: identity, places: lock!.textPlaces)
        }
        // Held by the origin when it has one; else not needed (`verify` held some 7 MiB of them on a recorded site).
        lock?.textPlaces = [:]
        return (lock, problems)
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `url` relative to `base` when it lies below it, so diagnostics read `Content/fr/index.md`.
    public static func displayPath(of url: URL, base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base = base?.standardizedFileURL.path else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
