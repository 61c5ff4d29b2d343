// How the server process is started (decision 032, memory): `npm start` and the benchmarks use this,
// so the figures the benchmarks print are the ones a deployment gets. Running the server another
// way (a container's own command), pass the same flags and environment.

/**
 * Node flags. A young generation of 2 × 8 MB instead of 2 × 16 MB: the server's short-lived garbage
 * (one request's objects) fits, and ~25 MB less stays resident; scavenges run a little more often.
 * The old generation may grow 25 % over what the last full collection kept before the next one
 * (decision 069): under a crowd V8 otherwise let it double with promoted request garbage (61 MB
 * live, 140 MB held: peak RSS ~300 MB under the result-page load). A soft bound, not a ceiling
 * like --max-old-space-size: a burst that needs more heap (uploads, the CSV export) still gets it.
 */
export const serverNodeArgs = ['--max-semi-space-size=8', '--heap-growing-percent=25'];

/**
 * glibc malloc settings, unless the environment sets its own. By default glibc keeps up to 8 arenas
 * per core, one per thread that ever contended, and keeps freed memory in each: libvips decoding a
 * 12 MP photo on a worker thread left ~100 MB resident after the photo was done. Two arenas, and
 * large blocks mapped and returned to the system on free, keep RSS near what is in use.
 */
export const serverMallocEnv = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
};

/** The environment for the server process: ours first, then whatever the caller set. */
export function serverEnv(env) {
  return { ...serverMallocEnv, ...env };
}
