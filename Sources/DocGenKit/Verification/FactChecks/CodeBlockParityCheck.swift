/// A translation's code blocks (other than lifecycle blocks, which `TranslationParityCheck`
/// compares, and `table` fences) are its English page's, in the same order, line for line. Only
/// `//` comments may be translated: the code must stay what the English page shows.
enum CodeBlockParityCheck {
    static func compare(_ translation: PageStructure, _ english: PageStructure) -> [Diagnostic] {
        let file = translation.page.file, englishFile = english.page.file
        var diagnostics: [Diagnostic] = []
        for (ours, theirs) in zip(translation.codeBlocks, english.codeBlocks) {
            if ours.info != theirs.info {
                diagnostics.append(.warning(at: ours.location, "code block's info string is '\(ours.info)', the English block (\(englishFile):\(theirs.location.line)) has '\(theirs.info)'",
                                            rule: "parity-code-block"))
                continue
            }
            guard let index = firstDifference(ours.lines, theirs.lines) else { continue }
            let line = ours.firstLine + min(index, max(ours.lines.count - 1, 0))
            let theirLine = theirs.firstLine + index
            let what = switch (index < ours.lines.count, index < theirs.lines.count) {
            case (true, true): "code line '\(ours.lines[index])' differs from the English block's line \(theirLine), '\(theirs.lines[index])'"
            case (false, _): "code block ends before the English block's line \(theirLine), '\(theirs.lines[index])'"
            case (_, false): "extra code line '\(ours.lines[index])': the English block ends at line \(theirLine - 1)"
            }
            diagnostics.append(.warning(at: SourceLocation(file: file, line: line), what + " (\(englishFile))", rule: "parity-code-block"))
        }
        for theirs in english.codeBlocks.dropFirst(translation.codeBlocks.count) {
            diagnostics.append(.warning(at: translation.codeBlocks.last?.location ?? SourceLocation(file: file, line: 1),
                                        "missing code block: English has \(english.codeBlocks.count), this page \(translation.codeBlocks.count); the English block at \(englishFile):\(theirs.location.line) has no counterpart",
                                        rule: "parity-code-block"))
        }
        for ours in translation.codeBlocks.dropFirst(english.codeBlocks.count) {
            diagnostics.append(.warning(at: ours.location, "code block not in the English page: English has \(english.codeBlocks.count), this page \(translation.codeBlocks.count)",
                                        rule: "parity-code-block"))
        }
        return diagnostics
    }

    /// The first line where the two blocks differ once `//` comments are set aside.
    static func firstDifference(_ ours: [String], _ theirs: [String]) -> Int? {
        for index in 0..<max(ours.count, theirs.count) {
            guard index < ours.count, index < theirs.count else { return index }
            // Most lines are the English page's byte for byte: no need to read them Character by Character.
            if ours[index].utf8.elementsEqual(theirs[index].utf8) { continue }
            guard withoutComment(ours[index]) == withoutComment(theirs[index]) else { return index }
        }
        return nil
    }

    /// The line up to a `//` that is not inside a string literal, without the spaces before it.
    static func withoutComment(_ line: String) -> Substring {
        var inString = false, previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                var code = line[..<line.index(before: index)]
                while code.last?.isWhitespace == true { code.removeLast() }
                return code
            }
            previous = character
            index = line.index(after: index)
        }
        var code = Substring(line)
        while code.last?.isWhitespace == true { code.removeLast() }
        return code
    }
}
