import Foundation

/// `docgen add-language TAG`: everything a new translation starts from. A `_section.md` for each
/// English section, its title and description marked for translation; an entry in state `new` for
/// every key of the String Catalogs; the language listed in `site.yml`'s `draft-languages`. Files
/// that already have their part are left as they are, so running it again changes nothing.
public enum LanguageScaffold {
    /// Put before a title or description a translator has still to write. `verify` accepts it in a
    /// draft language (a warning) and refuses it in a published one.
    public static let placeholderMarker = "[translate]"

    public struct Outcome: Sendable, Equatable {
        public var language: Language
        /// Files created or changed, as display paths, in order.
        public var written: [String] = []
        public var unchanged: [String] = []
    }

    public enum Failure: Error, CustomStringConvertible {
        case notCanonical(String)
        case file(String)

        public var description: String {
            switch self { case .notCanonical(let message), .file(let message): message }
        }
    }

    public static func add(_ tag: String, contentDirectory: URL, siteDirectory: URL, localizationsDirectory: URL,
                           displayBase: URL?) throws(Failure) -> Outcome {
        let language: Language
        switch LanguageTag.read(tag) {
        case .canonical(let canonical): language = canonical
        case .variant(let canonical):
            throw .notCanonical("'\(tag)' is written '\(canonical.code)' in docgen: run 'docgen add-language \(canonical.code)'")
        case .invalid(let suggestion):
            throw .notCanonical("'\(tag)' is not a language tag" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
        guard !language.isSource else { throw .notCanonical("'\(tag)' is the source language: there is nothing to translate it from") }
        var outcome = Outcome(language: language)
        let show = { (url: URL) in ContentLoader.displayPath(of: url, base: displayBase) }

        // 1. The sections, in the order of their paths.
        let english = contentDirectory.appendingPathComponent(Language.source.code)
        let sections = Theme.files(under: english).filter { $0 == SectionDescription.fileName || $0.hasSuffix("/" + SectionDescription.fileName) }
        guard !sections.isEmpty || ContentLoader.isDirectory(english) else {
            throw .file("\(show(english)) is not a folder: run add-language from the project's folder, or give --content")
        }
        let folder = contentDirectory.appendingPathComponent(language.code)
        for path in sections {
            let target = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: target.path) { outcome.unchanged.append(show(target)); continue }
            let source = (try? String(contentsOf: english.appendingPathComponent(path), encoding: .utf8)) ?? ""
            try write(placeholderSection(from: LineEndings.normalized(source)), to: target)
            outcome.written.append(show(target))
        }
        if sections.isEmpty, !ContentLoader.isDirectory(folder) {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw .file("cannot create \(show(folder)): \(error.localizedDescription)")
            }
            outcome.written.append(show(folder))
        }

        // 2. The catalogs.
        let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: localizationsDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") }.sorted()
        for name in catalogs {
            let url = localizationsDirectory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw .file("cannot read \(show(url)) as UTF-8") }
            guard let added = try CatalogScaffold.adding(language, to: text, file: show(url)) else {
                outcome.unchanged.append(show(url)); continue
            }
            try write(added, to: url)
            outcome.written.append(show(url))
        }

        // 3. site.yml.
        let config = siteDirectory.appendingPathComponent("site.yml")
        let configText = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
        if let marked = try draftMarked(language, in: configText, file: show(config)) {
            try write(marked, to: config)
            outcome.written.append(show(config))
        } else {
            outcome.unchanged.append(show(config))
        }
        return outcome
    }

    /// The English `_section.md` with its title and description marked for translation; `order`
    /// and anything else kept as they are.
    static func placeholderSection(from english: String) -> String {
        english.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for key in ["title:", "description:"] where line.hasPrefix(key) {
                let value = line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
                let text = value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
                return key + " \"" + placeholderMarker + " " + text.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"") + "\""
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// `site.yml` with `language` in `draft-languages`, or nil when it is there already.
    static func draftMarked(_ language: Language, in text: String, file: String) throws(Failure) -> String? {
        let (config, problems) = SiteConfig.parse(text, file: file)
        guard problems.isEmpty else {
            throw .file(problems.map { "\($0.location): \($0.summary)" }.joined(separator: "\n"))
        }
        if config.draftLanguages.contains(language) { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let key = SiteConfig.draftLanguagesKey + ":"
        if let index = lines.firstIndex(where: { $0.hasPrefix(key) }) {
            let value = lines[index].dropFirst(key.count).trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("["), value.hasSuffix("]") else {
                throw .file("\(file): '\(SiteConfig.draftLanguagesKey)' is not written as a [list] on one line: add '\(language.code)' by hand")
            }
            let items = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            lines[index] = key + " [" + (items + [language.code]).joined(separator: ", ") + "]"
            return lines.joined(separator: "\n")
        }
        // `{}` alone says "no settings": replace it rather than write a second document.
        let kept = lines.filter { $0.trimmingCharacters(in: .whitespaces) != "{}" }
        var body = kept.joined(separator: "\n")
        while body.hasSuffix("\n") { body.removeLast() }
        return (body.isEmpty ? "" : body + "\n\n") + """
            # Languages still being translated: English UI strings where theirs are missing, one warning,
            # left out of the language picker and of other languages' switchers (docgen add-language).
            \(key) [\(language.code)]

            """
    }

    private static func write(_ text: String, to url: URL) throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .file("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}

/// One String Catalog with a language added to every key, state `new`, the source text as its value
/// (what Xcode exports for a string nobody translated yet).
enum CatalogScaffold {
    /// The catalog's new text, or nil when every key has the language already.
    static func adding(_ language: Language, to text: String, file: String) throws(LanguageScaffold.Failure) -> String? {
        let root: CatalogJSON
        do { root = try CatalogJSON.parse(text) } catch {
            throw .file("\(file): not valid JSON (at byte \(error.offset))")
        }
        let separator = text.contains("\" : ") ? " : " : ": "
        guard root.printed(separator: separator) == text else {
            throw .file("\(file): its layout is neither Xcode's nor docgen's, so adding entries would rewrite it: save it from Xcode first")
        }
        guard case .object(var members) = root, let stringsIndex = members.firstIndex(where: { $0.key == "\"strings\"" }),
              case .object(var strings) = members[stringsIndex].value else {
            throw .file("\(file): not a String Catalog (no \"strings\" object)")
        }
        let source = root["sourceLanguage"]?.plainString ?? Language.source.code
        let tag = "\"\(language.code)\""
        var changed = false
        for index in strings.indices {
            guard case .object(var entry) = strings[index].value else { continue }
            if entry.contains(where: { $0.key == "\"shouldTranslate\"" && $0.value == .literal("false") }) { continue }
            guard let localizationsIndex = entry.firstIndex(where: { $0.key == "\"localizations\"" }),
                  case .object(var localizations) = entry[localizationsIndex].value,
                  !localizations.contains(where: { LanguageTag.canonicalTag(String($0.key.dropFirst().dropLast())) == language.code }),
                  let english = localizations.first(where: { $0.key == "\"\(source)\"" })?.value,
                  english["stringUnit"] != nil || english["variations"] != nil else { continue }
            // The source's own shape (a string unit, or plural variations), every unit in state `new`.
            localizations.append(.init(key: tag, value: english.markedNew))
            entry[localizationsIndex].value = .object(localizations)
            strings[index].value = .object(entry)
            changed = true
        }
        guard changed else { return nil }
        members[stringsIndex].value = .object(strings)
        return CatalogJSON.object(members).printed(separator: separator)
    }
}

private extension CatalogJSON {
    /// A copy with every `"state"` set to `new`.
    var markedNew: CatalogJSON {
        switch self {
        case .object(let members):
            .object(members.map { .init(key: $0.key, value: $0.key == "\"state\"" ? .quoted("new") : $0.value.markedNew) })
        case .array(let items): .array(items.map(\.markedNew))
        case .string, .literal: self
        }
    }
}
