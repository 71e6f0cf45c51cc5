/// The scalars most prose is written in, for which a Character is one scalar and comparing
/// Characters (canonical equivalence, grapheme bounds) is comparing scalars or bytes. The checks
/// and the search index take byte-level shortcuts on text made of these alone, and the slow,
/// Character-by-Character way on any other. Tests check each property for every scalar listed.
extension Unicode.Scalar {
    /// NFC leaves it as it is wherever it stands: not decomposed, not reordered, and never composed
    /// with what comes before it. A text of these alone is in NFC. Conservative: Latin up to the
    /// combining accents, general punctuation, arrows, CJK punctuation without its tone marks, kana
    /// without the voicing marks, Han, Hangul syllables, full-width ASCII, and U+FFFC (the mark
    /// that stands for a code span in `ProseUnit`). Kana include the middle dot and the prolonged
    /// sound mark (ー), not the iteration marks, one of which decomposes.
    var isAlwaysNFC: Bool {
        switch value {
        case 0..<0x300, 0x2010...0x205E, 0x2190...0x21FF: true
        case 0xFF01...0xFF5E, 0xFFFC: true
        default: isUncasedAndAlwaysNFC
        }
    }

    /// `isAlwaysNFC`, and without case: CJK punctuation, kana (with ・ and ー), Han, Hangul syllables.
    var isUncasedAndAlwaysNFC: Bool {
        switch value {
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FC: true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// `isAlwaysNFC`, and a Character of its own beside any other such scalar: all of them but CR,
    /// which joins the LF after it.
    var isCharacterOfItsOwn: Bool { self != "\r" && isAlwaysNFC }
}
