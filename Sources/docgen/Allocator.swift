#if canImport(CMimalloc)
import CMimalloc
#endif
import DocGenKit

/// The allocator the process runs on. A build makes millions of short-lived strings and arrays on
/// both cores; glibc's malloc and free took an eighth of `verify`'s CPU samples, and mimalloc does
/// the same work in less (`Documentation/Performance.md`). Package.swift leaves it out when
/// DOCGEN_SYSTEM_MALLOC is set (sanitizers bring their own malloc); then glibc's is tuned instead.
enum Allocator {
    /// Call first thing in `main`.
    static func start() {
        #if canImport(CMimalloc)
        // A call into the library keeps it linked: its malloc then serves every allocation.
        _ = mi_version()
        #else
        HeapGrowth.useLargeSteps()
        #endif
    }
}
