/// Gives headings stable, unique `id`s: lower-case letters and digits of any script, words
/// joined by hyphens (`App states` → `app-states`, `生命周期` → `生命周期`), `-2`, `-3` for repeats.
struct HeadingSlugs {
    private var used: [String: Int] = [:]

    mutating func next(for text: String) -> String {
        var slug = Self.asciiSlug(of: text) ?? Self.scalarSlug(of: text) ?? Self.slug(of: text)
        if slug.isEmpty { slug = "section" }
        let count = used[slug, default: 0] + 1
        used[slug] = count
        return count == 1 ? slug : "\(slug)-\(count)"
    }

    /// The slug by Characters: lower-cased, letters and digits of any script kept, `_` kept, any run
    /// of other characters a hyphen between words.
    static func slug(of text: String) -> String {
        var writer = SlugWriter()
        for character in text.lowercased() { writer.add(character) }
        return writer.slug
    }

    /// `slug(of:)` by scalars, for a text whose scalars, and their lower case, are Characters of their
    /// own (`isCharacterOfItsOwn`: most French, Spanish, Chinese and Korean headings); nil for any
    /// other. There lower-casing the text scalar by scalar, as `lowercased()` does, and reading it
    /// Character by Character read the same scalars, without the grapheme breaking that made a slug
    /// 14,000 instructions.
    static func scalarSlug(of text: String) -> String? {
        var writer = SlugWriter()
        for scalar in text.unicodeScalars {
            guard scalar.isCharacterOfItsOwn else { return nil }
            var lower = scalar
            if scalar.properties.changesWhenLowercased {
                let mapped = scalar.properties.lowercaseMapping.unicodeScalars
                guard mapped.count == 1, let only = mapped.first, only.isCharacterOfItsOwn else { return nil }
                lower = only
            }
            writer.add(Character(lower))
        }
        return writer.slug
    }

    /// The slug's rule, a lower-cased Character at a time.
    private struct SlugWriter {
        private(set) var slug = ""
        private var pendingHyphen = false

        mutating func add(_ character: Character) {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingHyphen = false
            } else if character == "_" {
                slug.append(character)
            } else {
                pendingHyphen = true
            }
        }
    }

    /// `slug(of:)` of an ASCII text, by its bytes; nil when a byte is not ASCII. In ASCII the only
    /// letters are A–Z and a–z, the only digits 0–9, and lower-casing maps A–Z alone; a Character of
    /// two bytes (CR LF) is neither, as each of its bytes. By Characters, a heading's slug was some
    /// 20,000 instructions: every heading of every page is given one.
    static func asciiSlug(of text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var slug: [UInt8] = []
            slug.reserveCapacity(bytes.count)
            var pendingHyphen = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if pendingHyphen, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                    slug.append(byte)
                    pendingHyphen = false
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if pendingHyphen, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                    slug.append(byte + 32)
                    pendingHyphen = false
                case UInt8(ascii: "_"):
                    slug.append(byte)
                case 0x80...:
                    return nil
                default:
                    pendingHyphen = true
                }
            }
            return String(decoding: slug, as: UTF8.self)
        } ?? nil
    }
}
