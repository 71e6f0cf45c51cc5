#if os(Linux)
import CMalloc
#endif

/// How large glibc makes a thread's heap when it starts one: 48 MiB, rather than what the first
/// allocation asks. Each thread allocates in an arena of its own, whose heap then grew by one
/// `mprotect` call for each allocation past its end: a one-page rebuild at 10,000 pages made
/// 10,522 such calls (`strace -c`), some 45 ms of the kernel's time by `perf`; with this pad, 216.
/// A heap keeps that much free at its top when memory is freed, so the peak of a full build at
/// 10,000 pages rose by some 6 MiB; 64 MiB (50 calls) raised it by 12 MiB.
public enum HeapGrowth {
    /// For a process that builds or verifies: call before the work starts.
    public static func useLargeSteps() {
        #if os(Linux)
        _ = mallopt(M_TOP_PAD, 48 << 20)
        #endif
    }
}
