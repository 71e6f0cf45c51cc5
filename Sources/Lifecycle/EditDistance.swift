/// Levenshtein distance with adjacent transpositions counted as one edit (so `Acitve` is one
/// step from `Active`), as "did you mean" uses it.

/// The distance, or `nil` as soon as it must exceed `limit`.
public func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
    editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: limit)
}

/// The distance, or `nil` as soon as it must exceed `limit`. Only the band of cells within
/// `limit` of the diagonal is computed, and the search stops when a whole row of the band is past
/// the limit: the cost is (length × limit), never (length × length), however long the input.
public func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
    guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1  // any value past the limit stands for the cells outside the band
    var before = [Int](repeating: outside, count: b.count + 1)  // row i - 2, for transpositions
    var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
    var current = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
        let low = max(1, i - limit), high = min(b.count, i + limit)
        current[0] = i <= limit ? i : outside
        if low > 1 { current[low - 1] = outside }
        var rowMinimum = current[0]
        for j in low...high {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
            current[j] = min(value, outside)
            rowMinimum = min(rowMinimum, current[j])
        }
        if high < b.count { current[high + 1] = outside }
        if rowMinimum > limit { return nil }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
}

/// The distance, computed in full: for tests and short strings only.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
            }
        }
    }
    return rows[a.count][b.count]
}
