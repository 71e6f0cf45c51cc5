/// Reads the language tags people write (`zh_CN`, `ko-KR`, `ja-JP`, `FR`) and gives docgen's
/// canonical tag for each, so that a language has one spelling in content folders, `<html lang>`,
/// hreflang, search indexes and the string catalogs (two spellings would split a language).
///
/// Canonical: the ISO 639-1 language in lower case; Chinese with its script (`zh-Hans`,
/// `zh-Hant`), as Apple's catalogs write it; a region only when it is not the language's usual
/// one (`fr-FR` → `fr`, `pt-BR` stays).
public enum LanguageTag {
    public enum Reading: Equatable, Sendable {
        /// Already docgen's spelling.
        case canonical(Language)
        /// A valid tag written another way; `Language` is how docgen spells it.
        case variant(of: Language)
        /// Not a language tag, or a likely slip (a country code such as `jp`); the suggestion, if any.
        case invalid(suggestion: String?)
    }

    public static func read(_ written: String) -> Reading {
        guard let canonical = canonicalTag(written) else {
            return .invalid(suggestion: slips[written.lowercased()])
        }
        return canonical == written ? .canonical(Language(canonical)) : .variant(of: Language(canonical))
    }

    /// The language a command-line argument names: any spelling of a tag is fine there (`ja-JP`,
    /// `zh_CN`), since it names a folder that has the canonical one. Nil, and why, for no tag.
    public static func language(fromArgument written: String) -> (language: Language?, problem: String?) {
        switch read(written) {
        case .canonical(let language), .variant(let language): (language, nil)
        case .invalid(let suggestion):
            (nil, "'\(written)' is not a language tag" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    /// Why `name` cannot be a folder under `Content/`, or nil when it is a canonical tag. A name
    /// that is no tag at all is compared with the `siblings` (the other language folders).
    static func folderProblem(_ name: String, siblings: [String] = []) -> String? {
        switch read(name) {
        case .canonical:
            return nil
        case .variant(let language):
            return "language folder '\(name)' is written '\(language.code)' in docgen: rename the folder to '\(language.code)' (two spellings would split the language)"
        case .invalid(let suggestion?):
            return "language folder '\(name)' is not a language tag; did you mean '\(suggestion)'?"
        case .invalid(nil):
            // The languages already there first, so a tie goes to one of them, then the most translated.
            let candidates = siblings.filter { canonicalTag($0) == $0 } + commonLanguages
            if let near = TextDistance.suggestion(for: name, among: candidates) {
                return "language folder '\(name)' is not a language tag; did you mean '\(near)'?"
            }
            return "language folder '\(name)' is not a language tag: name it by its ISO 639-1 code, with a script or region if needed ('fr', 'zh-Hans', 'pt-BR')"
        }
    }

    /// The canonical tag of `written`, or nil when it is not a tag docgen accepts.
    public static func canonicalTag(_ written: String) -> String? {
        let parts = written.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let first = parts.first, isoLanguages.contains(first), slips[written.lowercased()] == nil else { return nil }
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if script == nil, region == nil, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                script = part.prefix(1).uppercased() + part.dropFirst()
            } else if region == nil, (part.count == 2 && part.allSatisfy(\.isASCIILetter))
                        || (part.count == 3 && part.allSatisfy(\.isASCIIDigit)) {
                region = part.uppercased()
            } else {
                return nil  // variants, extensions and empty parts are not used for content languages
            }
        }
        if first == "zh" {
            // Chinese is named by its script; a region stands for the script it uses.
            guard let chosen = script ?? region.flatMap({ chineseScriptByRegion[$0] }) else { return nil }
            guard chosen == "Hans" || chosen == "Hant" else { return nil }
            return "zh-" + chosen
        }
        var tag = first
        if let script, script != usualScript[first] { tag += "-" + script }
        if let region, region != usualRegion[first] { tag += "-" + region }
        return tag
    }

    /// Country codes, deprecated codes and bare `zh` written for a language: what was most likely
    /// meant. `kr` and `tw` are languages too (Kanuri, Twi), but far more often slips for Korean and Taiwan.
    static let slips: [String: String] = [
        "jp": "ja", "kr": "ko", "cn": "zh-Hans", "tw": "zh-Hant", "hk": "zh-Hant", "zh": "zh-Hans",
        "cz": "cs", "dk": "da", "gr": "el", "ua": "uk", "vn": "vi", "us": "en", "gb": "en",
        "in": "id", "iw": "he", "ji": "yi", "jw": "jv",
    ]

    /// Languages documentation is most often translated into, in that order: the candidates of
    /// "did you mean" for a folder name that is no tag, when no folder is closer.
    static let commonLanguages = ["en", "fr", "es", "de", "ja", "ko", "zh-Hans", "zh-Hant", "pt", "pt-BR", "it", "ru",
                                  "nl", "sv", "pl", "tr", "ar", "he", "hi", "id", "vi", "th", "uk", "cs", "da", "fi", "nb"]

    static let chineseScriptByRegion = ["CN": "Hans", "SG": "Hans", "MY": "Hans", "TW": "Hant", "HK": "Hant", "MO": "Hant"]

    /// The region a bare language tag means, dropped from the canonical tag.
    static let usualRegion: [String: String] = [
        "en": "US", "fr": "FR", "es": "ES", "ja": "JP", "ko": "KR", "de": "DE", "it": "IT", "pt": "PT",
        "nl": "NL", "sv": "SE", "da": "DK", "nb": "NO", "fi": "FI", "pl": "PL", "cs": "CZ", "el": "GR",
        "ru": "RU", "uk": "UA", "tr": "TR", "he": "IL", "ar": "SA", "hi": "IN", "th": "TH", "vi": "VN",
        "id": "ID", "ms": "MY", "hu": "HU", "ro": "RO", "sk": "SK", "hr": "HR", "ca": "ES",
    ]

    /// The script a language is written in, which a tag may repeat (`ja-Jpan`, `ko-Kore`).
    static let usualScript: [String: String] = [
        "ja": "Jpan", "ko": "Kore", "en": "Latn", "fr": "Latn", "es": "Latn", "de": "Latn", "it": "Latn",
        "pt": "Latn", "ru": "Cyrl", "uk": "Cyrl", "el": "Grek", "ar": "Arab", "he": "Hebr", "hi": "Deva", "th": "Thai",
    ]

    /// ISO 639-1 codes (the two-letter languages), without the deprecated `in`, `iw`, `ji`, `jw`.
    static let isoLanguages: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz
        ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik
        io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml
        mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd
        se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi
        vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
