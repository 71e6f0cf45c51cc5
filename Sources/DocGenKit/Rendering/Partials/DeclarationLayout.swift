/// A long declaration laid out as Apple's documentation and Xcode show one: each parameter (Swift)
/// or each part of the selector (Objective-C) on a line of its own. Wrapped as running text, a
/// phone's column broke it inside names (`handleEventsForBackgroundURLSe|ssion`).
enum DeclarationLayout {
    /// Declarations up to this many characters stay on one line.
    static let width = 60
    static let indent = "    "

    /// `func name(a: A, b: B) -> R` with the parameters one a line between the parentheses.
    static func swift(_ declaration: String) -> String {
        // Kept, as the Objective-C layouts are: laid out by Characters again for each language's
        // callback pages, the model's declarations took 48 M instructions of every build.
        kept(declaration, in: swiftLayouts, made: swiftLayout)
    }

    private static let swiftLayouts = Locked<[String: String]>([:])

    private static func swiftLayout(_ declaration: String) -> String {
        guard declaration.count > width, let open = declaration.firstIndex(of: "("),
              let close = matchingParenthesis(in: declaration, from: open) else { return declaration }
        let parameters = topLevelPieces(declaration[declaration.index(after: open)..<close], separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.count > 1 else { return declaration }
        return declaration[...open] + "\n" + parameters.map { indent + $0 }.joined(separator: ",\n") + "\n" + declaration[close...]
    }

    /// `- (void)a:(A *)a b:(B *)b;` with each part of the selector after the first on its own line.
    static func objc(_ declaration: String) -> String {
        guard declaration.count > width else { return declaration }
        // The model's declarations are few, and each language's reference pages lay them out again:
        // matching the label pattern word by word was a third of making a callback page.
        return kept(declaration, in: objcLayouts, made: objcLayout)
    }

    private static let objcLayouts = Locked<[String: String]>([:])

    /// `declaration`'s layout as `layouts` keeps it, made and kept the first time. Behind `Locked`,
    /// not `Mutex`, whose waits ThreadSanitizer cannot see (`Locked`).
    private static func kept(_ declaration: String, in layouts: Locked<[String: String]>,
                             made make: (String) -> String) -> String {
        if let known = layouts.withLock({ $0[declaration] }) { return known }
        let layout = make(declaration)
        layouts.withLock { $0[declaration] = layout }
        return layout
    }

    /// Whether `word` starts with an Objective-C label, `name:` (ASCII letters, digits and
    /// underscores, not starting with a digit); a regex compiled for each word cost more than the layout.
    private static func startsWithLabel(_ word: some StringProtocol) -> Bool {
        let bytes = word.utf8
        guard let first = bytes.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        guard let colon = bytes.firstIndex(where: { !($0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)) })
        else { return false }
        return bytes[colon] == UInt8(ascii: ":")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func objcLayout(_ declaration: String) -> String {
        let parts = topLevelPieces(declaration[...], separator: " ").reduce(into: [String]()) { parts, word in
            // A new part starts with `label:` outside any parentheses; other words (`(void)`) join the last.
            let startsPart = startsWithLabel(word) && parts.last?.contains(":") == true
            if parts.isEmpty || startsPart {
                parts.append(word)
            } else {
                parts[parts.count - 1] += " " + word
            }
        }
        guard parts.count > 1 else { return declaration }
        return parts[0] + "\n" + parts.dropFirst().map { indent + $0 }.joined(separator: "\n")
    }

    private static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `text` cut at `separator` where no parenthesis, bracket or angle bracket is open.
    private static func topLevelPieces(_ text: Substring, separator: Character) -> [String] {
        var pieces: [String] = [], current = "", depth = 0
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), depth > 0 { depth -= 1 }
            if character == separator && depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return pieces + [current]
    }
}
