/// Gives headings stable, unique `id`s: lower-case letters and digits of any script, words
/// joined by hyphens (`App states` → `app-states`, `生命周期` → `生命周期`), `-2`, `-3` for repeats.
struct HeadingSlugs {
    private var used: [String: Int] = [:]

    mutating func next(for text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
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
        if slug.isEmpty { slug = "section" }
        let count = used[slug, default: 0] + 1
        used[slug] = count
        return count == 1 ? slug : "\(slug)-\(count)"
    }
}
