# Sourced by the build scripts: sets up the environment for a wasm32 build with the
# toolchain that scripts/setup.sh chose.
. "$(dirname "${BASH_SOURCE[0]}")/../.tools/env.sh"
# Leptos: every component returns a type-erased view, so the compiler does not
# generate rendering code for each nested view type (about 50 KiB gzip less).
WASM_RUSTFLAGS="--cfg erase_components"
if [ "${TABULA_WASM_TOOLCHAIN:-}" = debian ]; then
  export PATH="$TABULA_WEB_PATH:$PATH"
  export RUSTC_BOOTSTRAP=1
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  # LLD 19, not bookworm's default 14: the page's wasm is cut into parts after the link
  # (scripts/post-build.mjs), which needs the symbol table of a recent linker (LLD 14
  # leaves .bss out of the segments its symbols name).
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-19
  # With std built from source, a panic can abort at once: no formatting machinery
  # or messages in the binary (a panic is a bug either way), about 20 KiB gzip less.
  # Set TABULA_PANIC_MESSAGES=1 to keep them (scripts/wasm-test.sh does).
  # Also: std's size-optimised sorts and formatting, no file:line in the binary, and
  # no Debug output (only tests print it); together about 16 KiB gzip less.
  if [ -z "${TABULA_PANIC_MESSAGES:-}" ]; then
    WASM_RUSTFLAGS="$WASM_RUSTFLAGS -Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none"
    export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
  fi
  # Keep Debian's rustc 1.96 artifacts apart from the native toolchain's.
  export CARGO_TARGET_DIR="$(dirname "${BASH_SOURCE[0]}")/../target/web"
fi
# The console's panic hook is linked only where a panic has a message to show (read
# by src/main.rs at compile time): not in a release build whose panics abort at once.
if [ "${TABULA_WASM_TOOLCHAIN:-}" != debian ] || [ -n "${TABULA_PANIC_MESSAGES:-}" ]; then
  export TABULA_PANIC_HOOK=1
else
  unset TABULA_PANIC_HOOK
fi
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$WASM_RUSTFLAGS"
# Trunk must use the tools setup installed, never download its own.
export TRUNK_OFFLINE=true
