import Synchronization

/// Counts the files a build has written, from every core, and reports the count about every
/// hundredth of the way and at the end, so a long build shows it is moving without a report per page.
final class BuildProgress: Sendable {
    private let total: Int
    private let step: Int
    private let done = Atomic<Int>(0)
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        step = max(1, total / 100)
        self.report = report
    }

    func advance() {
        let count = done.add(1, ordering: .relaxed).newValue
        if count % step == 0 || count == total { report(count, total) }
    }
}
