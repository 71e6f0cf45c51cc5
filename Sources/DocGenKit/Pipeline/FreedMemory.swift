#if os(Linux)
import CMalloc
#endif

/// Between stages, glibc keeps the pages the finished stage freed (libcmark's trees, the parser's
/// scratch strings) in its arenas, where the next stage's allocations only partly reuse them.
/// Handing them back lowered the peak of a 10,000-page build by 11 MiB and of `verify` by 40 MiB.
/// The docgen executable runs on mimalloc (`Allocator`), where this finds nothing of glibc's to give
/// back; `mi_collect` in its place left the peak where it was (`Documentation/Performance.md`).
enum FreedMemory {
    static func giveBack() {
        #if os(Linux)
        _ = malloc_trim(0)
        #endif
    }
}
