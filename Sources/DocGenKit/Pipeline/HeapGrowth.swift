#if os(Linux)
import CMalloc
#endif
import Synchronization

/// How large glibc makes a thread's heap when it starts one. Each thread allocates in an arena of
/// its own, whose heap grew by one `mprotect` call for each allocation past its end: a one-page
/// rebuild at 10,000 pages made 10,522 such calls (`strace -c`), some 45 ms of the kernel's time by
/// `perf`, reading every page from the parse cache. With 48 MiB from the start, 216 to 290.
///
/// A heap also keeps that much free at its top whenever memory is freed, which raised a full
/// build's peak by 10 to 20 MiB: so the build goes back to glibc's 128 KiB once its pages are read
/// and verified (`useSmallSteps`), and the heaps made until then keep the room they were given.
/// For glibc's malloc only: the docgen executable runs on mimalloc unless built without it (`Allocator`).
public enum HeapGrowth {
    /// For a process that builds or verifies: call before the work starts.
    public static func useLargeSteps() {
        setTopPad(48 << 20)
        raised.store(true, ordering: .relaxed)
    }

    /// glibc's own pad again, for what follows verification (the render, where a full build's memory
    /// peaks); nothing for a process that never raised it (setting the pad also fixes glibc's threshold for `mmap`).
    static func useSmallSteps() {
        if raised.exchange(false, ordering: .relaxed) { setTopPad(128 << 10) }
    }

    private static let raised = Atomic<Bool>(false)

    private static func setTopPad(_ bytes: Int32) {
        #if os(Linux)
        _ = mallopt(M_TOP_PAD, bytes)
        #endif
    }
}
