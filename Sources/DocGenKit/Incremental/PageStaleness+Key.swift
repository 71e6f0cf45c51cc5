/// A page's staleness as its key takes it (`SiteRenderer.key`): every field, hashed field by field.
/// Hashed through its `Encodable` form (`ValueFingerprint`) it was a sixth of a one-page rebuild's
/// keys: about 8,000 translations a build, most of them current. A test lists the fields by
/// reflection, so one added to these types without a line here fails it.
extension PageStaleness {
    func addKey(to hash: inout StableHash) {
        hash.add(language.code); hash.add(path); hash.add(translationFile); hash.add(englishFile)
        hash.add(state.rawValue)
        hash.add(UInt64(changes.count))
        for change in changes {
            hash.add(change.kind.rawValue)
            Self.add(change.english, to: &hash)
            Self.add(change.recordedKey, to: &hash)
            Self.add(change.recordedText, to: &hash)
            Self.add(change.translation, to: &hash)
        }
        hash.add(headingsMatch ? 1 : 0)
        hash.add(UInt64(translationSections.count))
        for section in translationSections { Self.add(section, to: &hash) }
    }

    private static func add(_ text: String?, to hash: inout StableHash) {
        if let text { hash.add(1); hash.add(text) } else { hash.add(0) }
    }

    private static func add(_ section: PageSection?, to hash: inout StableHash) {
        guard let section else { return hash.add(0) }
        hash.add(1)
        hash.add(section.key)
        if let level = section.level { hash.add(1); hash.add(UInt64(bitPattern: Int64(level))) } else { hash.add(0) }
        hash.add(section.title)
        hash.add(UInt64(bitPattern: Int64(section.line)))
        hash.add(section.text)
    }
}
