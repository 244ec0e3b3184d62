#!/bin/sh
# `npm start`: the store as one process. glibc's allocator and V8 read these settings only when a
# process starts, so they are set here, and this shell then becomes node (exec): nothing stays
# behind it. Measured in docs/PERFORMANCE.md, "Memory"; `node scripts/start.mjs` starts the same
# store without them (on a system without sh, or to compare).
#
# MALLOC_MMAP_THRESHOLD_: a fixed threshold turns off glibc's sliding one, which the first large
#   block freed (argon2's 19 MiB, PGlite's WebAssembly bytes) raises to that size, after which
#   every heap keeps up to twice that much freed memory.
#   32 KiB rather than 128: the answers' buffers of that size and more go back to the system
#   when freed (205-206 MB after the memory load against 209-210, at the same rate).
# MALLOC_ARENA_MAX: two malloc arenas instead of one per thread (up to 8 per core).
# --wasm-num-compilation-tasks=1: V8 compiles PGlite's WebAssembly on one background thread
#   instead of one per worker, each with its own arena of compiler memory.
# --liftoff-only: PGlite's WebAssembly stays in its baseline code; optimising it took 15-20 MB and
#   made no query measurably faster (a listing past the cache: 244 against 240 req/s).
# --max-semi-space-size=2, --heap-growing-percent=20: a small young generation, and a full
#   collection when the old one has grown by a fifth, not up to four times, over what is alive.
#   A cached answer makes little that outlives it, so this costs little CPU (about 5 %). A first
#   visit does: a listing no one asked for before holds its rows and its answer across young
#   collections, and collecting the old generation at every fifth of growth halved the rate of
#   first visits (PostgreSQL, 1,000 products, distinct price ranges, 20 connections: 58-70
#   req/s with it, 124 without). So the growth limit is for the embedded database only, whose
#   memory budget needs it (202 MB after the load with it, 371 without); a store on PostgreSQL
#   (DATABASE_URL set), the setting for large catalogues, leaves the old generation to V8.
#   docs/decisions/051-heap-growth-on-the-embedded-database-only.md has the figures.
# --no-sparkplug, on the embedded database only, for its memory budget as the growth limit: no
#   baseline machine code between V8's interpreter and its optimising compiler. 191-193 MB after
#   the memory load against 200-206; first visits within the run-to-run spread (decision 051).
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-32768}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
embedded_only='--heap-growing-percent=20 --no-sparkplug'
[ -n "${DATABASE_URL:-}" ] && embedded_only=''
# shellcheck disable=SC2086 # empty on PostgreSQL: no argument at all
exec node --wasm-num-compilation-tasks=1 --liftoff-only --max-semi-space-size=2 $embedded_only \
  "$(dirname "$0")/start.mjs" "$@"
