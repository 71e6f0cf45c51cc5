#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `docgen translated`: records, for translated pages a translator has finished, the English
/// sections they now follow, in their language's `translations.lock`. Pages are only read.
public enum TranslationRecorder {
    public struct Recorded: Sendable, Equatable {
        public var translationFile: String
        public var englishFile: String
        public var sections: Int
    }

    public struct Outcome: Sendable {
        public var recorded: [Recorded] = []
        /// The lock files written, and those left as they were because nothing changed in them.
        public var written: [String] = []
        public var unchanged: [String] = []
    }

    /// Records each `(language, path)`; refuses all of them, writing nothing, when one cannot be
    /// recorded (every reason is an error naming its file).
    public static func record(_ pages: [(language: Language, path: String)], contentDirectory: URL,
                              displayBase: URL? = nil) throws(BuildError) -> Outcome {
        let (content, loadDiagnostics) = Pipeline.parse(contentDirectory: contentDirectory, displayBase: displayBase)
        let languages = Set(pages.map(\.language))
        var problems = loadDiagnostics.filter { $0.rule == "docgen.translations-lock" && $0.severity == .error }
        var sections: [Language: [String: [PageSection]]] = [:]
        var outcome = Outcome()
        for (language, path) in pages {
            let display = ContentLoader.displayPath(
                of: contentDirectory.appendingPathComponent(language.code).appendingPathComponent(path), base: displayBase)
            guard !language.isSource else {
                problems.append(.error(at: SourceLocation(file: display, line: 1), "an English page is the source, not a translation: name the translation, or add --lang", rule: "translation-orphan"))
                continue
            }
            guard let translation = content.page(language, path) else {
                problems.append(.error(at: SourceLocation(file: display, line: 1), "no such translated page", rule: "io"))
                continue
            }
            guard let english = content.page(.source, path) else {
                problems.append(.error(at: SourceLocation(file: translation.file, line: 1),
                                       "translation has no English page '\(Language.source.code)/\(path)'", rule: "translation-orphan"))
                continue
            }
            let broken = (translation.diagnostics + english.diagnostics).filter { $0.rule == "docgen.front-matter" }
            guard translation.frontMatter != nil, english.frontMatter != nil else {
                problems += broken
                continue
            }
            if let mismatch = headingMismatch(translation, english) {
                problems.append(mismatch)
                continue
            }
            let current = PageSections.of(english)
            sections[language, default: [:]][path] = current
            outcome.recorded.append(Recorded(translationFile: translation.file, englishFile: english.file, sections: current.count))
        }
        guard problems.isEmpty else { throw .verificationFailed(problems.sortedWithoutRepeats()) }

        for language in languages.sorted() {
            guard let recorded = sections[language] else { continue }
            let folder = contentDirectory.appendingPathComponent(language.code)
            let url = folder.appendingPathComponent(TranslationLock.fileName)
            let display = ContentLoader.displayPath(of: url, base: displayBase)
            let wrote = try withFolderLock(folder) { () throws(BuildError) -> Bool in
                // Read again under the lock: another `docgen translated` may have written it since.
                var lock = try readLock(at: url, display: display)
                for (path, current) in recorded { lock.record(current, for: path) }
                lock.removePages { content.page(language, $0) == nil }
                let text = lock.serialized()
                if (try? String(contentsOf: url, encoding: .utf8)) == text { return false }
                do {
                    try Data(text.utf8).write(to: url, options: .atomic)
                } catch {
                    throw .output("\(display): cannot write: \(error.localizedDescription)")
                }
                return true
            }
            if wrote { outcome.written.append(display) } else { outcome.unchanged.append(display) }
        }
        return outcome
    }

    /// The first heading whose level differs between the two pages, or the first one too many or
    /// missing: the record maps sections by position, so they must correspond one for one.
    static func headingMismatch(_ translation: ParsedPage, _ english: ParsedPage) -> Diagnostic? {
        let ours = translation.headings, theirs = english.headings
        for index in 0..<max(ours.count, theirs.count) {
            let location = index < ours.count ? (ours[index].location ?? SourceLocation(file: translation.file, line: 1))
                : SourceLocation(file: translation.file, line: 1)
            let hashes = { (level: Int) in String(repeating: "#", count: level) }
            if index >= ours.count {
                return .error(at: location, "heading \(index + 1) of '\(english.file)' ('\(hashes(theirs[index].level)) \(theirs[index].text)', line \(theirs[index].location?.line ?? 1)) is missing here: translate every section before marking the page translated",
                              rule: "translation-headings")
            }
            if index >= theirs.count {
                return .error(at: location, "heading \(index + 1) ('\(ours[index].text)') has no counterpart in '\(english.file)', which has \(theirs.count): keep the English headings, in order",
                              rule: "translation-headings")
            }
            if ours[index].level != theirs[index].level {
                return .error(at: location, "heading \(index + 1) is level \(ours[index].level), but its English counterpart '\(theirs[index].text)' (line \(theirs[index].location?.line ?? 1) of '\(english.file)') is level \(theirs[index].level)",
                              rule: "translation-headings")
            }
        }
        return nil
    }

    private static func readLock(at url: URL, display: String) throws(BuildError) -> TranslationLock {
        guard FileManager.default.fileExists(atPath: url.path) else { return TranslationLock() }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw .verificationFailed([.error(at: SourceLocation(file: display, line: 1), "cannot read this file as UTF-8", rule: "translations-lock")])
        }
        let (lock, problems) = TranslationLock.parse(text, file: display)
        guard let lock else { throw .verificationFailed(problems) }
        return lock
    }

    /// Runs `body` holding an exclusive `flock` on the language folder, so that two
    /// `docgen translated` in one language take turns instead of losing one's record.
    private static func withFolderLock<T>(_ folder: URL, _ body: () throws(BuildError) -> T) throws(BuildError) -> T {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .output("cannot open \(folder.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .output("cannot lock \(folder.path): \(String(cString: strerror(errno)))") }
        }
        return try body()
    }
}
