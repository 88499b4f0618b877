// How the server process is started: V8 flags and glibc malloc settings that keep its memory
// near what it uses (docs/decisions/037). They act only when given at process start, so every
// launcher passes them: `npm start` (package.json, the same values), the benchmarks, the crash
// test and the browser tests. `tests/server-runtime.test.ts` keeps package.json in step.

/**
 * - `--max-semi-space-size=4`: a young generation of 2 × 4 MB instead of 2 × 16 MB.
 * - `--heap-growing-percent=50`: after a full GC the old generation may grow to 1.5 × what is
 *   live before the next one, instead of up to 4 × (V8's choice when GC is cheap next to the
 *   program, as under load): 60 MB live had grown to 275 MB of old space between full GCs.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=4", "--heap-growing-percent=50"];

/**
 * - `MALLOC_ARENA_MAX=2`: no malloc arena per thread (V8's compile and GC threads and PGlite's
 *   WASM compilation each kept one of 15–25 MB after start-up).
 * - `MALLOC_MMAP_THRESHOLD_`/`MALLOC_TRIM_THRESHOLD_` at 128 KiB, fixed: blocks of 128 KiB and
 *   more are mapped and unmapped on their own, and free memory at the heap's top is returned.
 *   Unset, glibc raises the threshold after the first large free (up to 32 MiB), so the large
 *   buffers of WASM compilation and compression stayed in the heap once freed.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" };

/** The shell form, for package.json's `start` and playwright's web server command. */
export const SERVER_COMMAND = `${Object.entries(SERVER_ENV)
  .map(([k, v]) => `${k}=${v}`)
  .join(" ")} node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`;
