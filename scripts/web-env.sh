# Sourced by the build scripts: sets up the environment for a wasm32 build with the
# toolchain that scripts/setup.sh chose.
. "$(dirname "${BASH_SOURCE[0]}")/../.tools/env.sh"
if [ "${TABULA_WASM_TOOLCHAIN:-}" = debian ]; then
  export PATH="$TABULA_WEB_PATH:$PATH"
  export RUSTC_BOOTSTRAP=1
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
  # Keep Debian's rustc 1.96 artifacts apart from the native toolchain's.
  export CARGO_TARGET_DIR="$(dirname "${BASH_SOURCE[0]}")/../target/web"
fi
# Trunk must use the tools setup installed, never download its own.
export TRUNK_OFFLINE=true
