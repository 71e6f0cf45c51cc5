/// How wide a label will be, without a font at hand: an estimate that errs on the wide side, so a
/// box measured with it holds the text in any of the fonts a reader may have.
enum TextWidth {
    /// Width in px of `text` at `size` px. Full-width characters (Han, kana, Hangul, full-width
    /// forms) take about 1 em in every CJK font; Latin capitals and wide letters up to 0.75 em in
    /// a sans-serif; a monospace font gives every narrow character 0.6 em.
    static func of(_ text: String, size: Double, monospace: Bool = false, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            if isFullWidth(scalar) {
                ems += 1
            } else if monospace {
                ems += 0.62
            } else if scalar.properties.isUppercase || "mwMW@%".unicodeScalars.contains(scalar) {
                ems += 0.75
            } else if " .,:;'!|()ijlft·".unicodeScalars.contains(scalar) {
                ems += 0.36
            } else {
                ems += 0.6
            }
        }
        return ems * size * (bold ? 1.06 : 1)
    }

    /// East Asian wide and full-width ranges (Unicode's EastAsianWidth W and F, the blocks docgen's
    /// languages use).
    static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
