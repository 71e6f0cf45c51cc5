/// A line diff of two texts, for `docgen status` to show what changed in an English section since
/// its translation: `-` a recorded line, `+` a line of today, ` ` a line both have. Runs of common
/// lines longer than twice `context` are cut to `context` lines on each side of a change, with a
/// `…` line where lines were left out.
enum LineDiff {
    static func lines(from old: String, to new: String, context: Int = 2) -> [String] {
        let a = old.isEmpty ? [] : old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.isEmpty ? [] : new.split(separator: "\n", omittingEmptySubsequences: false)
        // The longest common subsequence, from the ends (sections are short: this is quick enough).
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var all: [(mark: Character, line: Substring)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                all.append((" ", a[i]))
                i += 1
                j += 1
            } else if j >= b.count || (i < a.count && table[i + 1][j] >= table[i][j + 1]) {
                all.append(("-", a[i]))
                i += 1
            } else {
                all.append(("+", b[j]))
                j += 1
            }
        }
        // Keep the lines within `context` of a change.
        let changed = all.indices.filter { all[$0].mark != " " }
        var kept = Set<Int>()
        for index in changed { kept.formUnion(max(0, index - context)...min(all.count - 1, index + context)) }
        var output: [String] = []
        var skipped = false
        for (index, entry) in all.enumerated() {
            if kept.contains(index) {
                if skipped { output.append("…") }
                skipped = false
                output.append(String(entry.mark) + entry.line)
            } else {
                skipped = true
            }
        }
        if skipped, !output.isEmpty { output.append("…") }
        return output
    }
}
