import Foundation

/// What loading the theme learned, kept for the next build in the render cache's folder
/// (`theme.bin`): the string catalogs as read, and that every template parsed in swift-mustache.
/// Decoding the catalogs' JSON and parsing the templates in swift-mustache were two thirds of
/// loading the theme (some 180 M instructions, a twelfth of a one-page rebuild at 10,000 pages),
/// on every build. A build whose key is the record's (the build's fingerprint: the docgen binary and
/// every file of the theme and of the catalogs; and the paths diagnostics print them with) takes the
/// strings from the record and leaves swift-mustache's parse until a template needs it (`TemplateLibrary`).
///
/// Written only once a build has put its site in place, into the folder docgen made or recognised
/// as its own, and only when the strings were read from the catalogs and the theme's files are still
/// those the fingerprint was made of (not edited while the build read them).
final class ThemeRecord: Sendable {
    private static let fileName = "theme.bin"
    private static let header = Array("docgen theme 1\n".utf8)

    private let file: URL
    private let fingerprint: String
    private let key: String
    /// The build's fingerprint made again, when the record is saved.
    private let fingerprintNow: @Sendable () -> String
    /// The strings this build read from the catalogs, to be saved; nil when taken from the record.
    private let read = Locked<UIStrings?>(nil)

    /// `shownAs`: the theme's and the catalogs' folders as diagnostics print them; `fingerprintNow`
    /// makes `fingerprint` again from the files as they are.
    init(folder: URL, fingerprint: String, shownAs folders: [String], fingerprintNow: @escaping @Sendable () -> String) {
        file = folder.appendingPathComponent(Self.fileName)
        self.fingerprint = fingerprint
        self.fingerprintNow = fingerprintNow
        var key = StableHash()
        key.add(fingerprint)
        for folder in folders { key.add(folder) }
        self.key = key.hex
    }

    /// The strings the record holds for this key, if any.
    func strings() -> UIStrings? {
        guard RenderCache.isDocgens(file.deletingLastPathComponent()), let bytes = FileBytes.contents(of: file.path),
              bytes.starts(with: Self.header) else { return nil }
        var reader = VarintReader(bytes: bytes, from: Self.header.count)
        guard reader.text() == key, let strings = UIStrings(recordedIn: &reader), reader.atEnd else { return nil }
        return strings
    }

    /// Keeps the strings this build read from the catalogs, for `save`.
    func keep(_ strings: UIStrings) {
        read.withLock { $0 = strings }
    }

    /// Writes the strings kept, if any, while the theme's files are the fingerprint's: a new file
    /// renamed over the old.
    func save() {
        guard let strings = read.withLock({ $0 }), fingerprintNow() == fingerprint else { return }
        var bytes = Self.header
        bytes.appendText(key)
        strings.record(into: &bytes)
        _ = FileBytes.replace(file.path, with: bytes)
    }
}

extension UIStrings {
    /// The strings as `init(recordedIn:)` reads them: each table's keys sorted, so that the same
    /// strings are the same bytes.
    func record(into bytes: inout [UInt8]) {
        func texts(_ texts: [String: String]) {
            bytes.appendVarint(UInt64(texts.count))
            for key in texts.keys.sorted() {
                bytes.appendText(key)
                bytes.appendText(texts[key]!)
            }
        }
        func nested<Value>(_ table: [String: Value], _ write: (Value) -> Void) {
            bytes.appendVarint(UInt64(table.count))
            for key in table.keys.sorted() {
                bytes.appendText(key)
                write(table[key]!)
            }
        }
        nested(table, texts)
        nested(states, texts)
        nested(plurals) { nested($0, texts) }
        texts(comments)
        nested(keyLocations) { location in
            bytes.appendText(location.file)
            bytes.appendLocation(location)
        }
        bytes.appendVarint(UInt64(untranslatable.count))
        for key in untranslatable.sorted() { bytes.appendText(key) }
    }

    /// The strings `record(into:)` wrote; nil for damaged bytes.
    init?(recordedIn reader: inout VarintReader) {
        func texts(_ reader: inout VarintReader) -> [String: String]? {
            nested(&reader) { $0.text() }
        }
        func nested<Value>(_ reader: inout VarintReader, _ read: (inout VarintReader) -> Value?) -> [String: Value]? {
            guard let pairs = reader.list({ reader -> (String, Value)? in
                guard let key = reader.text(), let value = read(&reader) else { return nil }
                return (key, value)
            }) else { return nil }
            return Dictionary(pairs, uniquingKeysWith: { _, last in last })
        }
        guard let table = nested(&reader, texts), let states = nested(&reader, texts),
              let plurals = nested(&reader, { nested(&$0, texts) }), let comments = texts(&reader),
              let locations = nested(&reader, { reader -> SourceLocation? in
                  reader.text().flatMap { reader.location(file: $0) }
              }),
              let untranslatable = reader.list({ $0.text() }) else { return nil }
        self.init(table: table, states: states, keyLocations: locations, plurals: plurals, comments: comments,
                  untranslatable: Set(untranslatable))
    }
}
