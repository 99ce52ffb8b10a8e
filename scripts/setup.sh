#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing, then writes
# .tools/env.sh, which the other scripts source. Safe to re-run: when everything is
# present it only checks versions (a few seconds) and changes nothing.
#
# Everything comes from the package registries (Debian, crates.io, npm); nothing is
# downloaded at build time, and Trunk is told never to fetch tools of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
TRUNK_VERSION=0.21.14
say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

sudo_() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=
apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing Debian packages: ${missing[*]}"
  if [ -z "$apt_updated" ]; then sudo_ apt-get update -qq; apt_updated=1; fi
  sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# --- Rust for wasm32: rustup's target where it exists, else Debian's rustc-web. ---
export PATH="$HOME/.cargo/bin:$PATH"
mkdir -p .tools
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "wasm32: using rustup's wasm32-unknown-unknown target"
  cat > .tools/env.sh <<ENV
# Written by scripts/setup.sh: rustup has the wasm32 target.
export PATH="$root/.tools/bin:$root/node_modules/.bin:\$HOME/.cargo/bin:\$PATH"
export TABULA_WASM_TOOLCHAIN=rustup
ENV
else
  say "wasm32: rustup has no wasm32 std here; using Debian's rustc-web with build-std"
  apt_install rustc-web cargo-web rust-web-src lld-19
  # Trunk runs `cargo` from PATH: put Debian's cargo and rustc first for web builds only.
  # build-std resolves std's own dependencies (dlmalloc, …) from crates.io, and Trunk
  # builds offline: fetch them once here (a no-op when they are already cached).
  RUSTC_BOOTSTRAP=1 /usr/bin/cargo fetch --quiet --manifest-path /usr/lib/rustlib/src/rust/library/Cargo.toml
  mkdir -p .tools/web-bin
  ln -sf /usr/bin/cargo .tools/web-bin/cargo
  ln -sf /usr/bin/rustc .tools/web-bin/rustc
  cat > .tools/env.sh <<ENV
# Written by scripts/setup.sh: Debian's rustc-web builds std for wasm32 itself.
export PATH="$root/.tools/bin:$root/node_modules/.bin:\$HOME/.cargo/bin:\$PATH"
export TABULA_WASM_TOOLCHAIN=debian
# Only for web builds (scripts/web-env.sh applies these around Trunk).
export TABULA_WEB_PATH="$root/.tools/web-bin"
ENV
fi

# --- Native Rust (tests, CLI, benchmarks) keeps the normal stable toolchain. ---
command -v cargo >/dev/null || { echo "setup: no cargo on PATH; install Rust with rustup first" >&2; exit 1; }

# --- Tools Trunk uses: trunk itself and wasm-bindgen-cli at the exact lock version. ---
mkdir -p .tools/bin
# The build's tools are installed with a quick release profile: Trunk's own links with
# fat LTO in one codegen unit (12 minutes here), and these tools only run the build's
# steps on one bundle, where opt-level 1 does as well.
quick_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo install "$@"
}
have_version() { "$1" --version 2>/dev/null | grep -qF "$2"; }
if ! have_version "$HOME/.cargo/bin/trunk" "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION from crates.io (a few minutes on 2 cores)"
  # Without its update check: the build is offline.
  quick_install trunk --version "$TRUNK_VERSION" --locked --quiet --no-default-features --features rustls
fi
wbg=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/"/,"",$3); print $3; exit}' Cargo.lock)
[ -n "$wbg" ] || { echo "setup: Cargo.lock names no wasm-bindgen" >&2; exit 1; }
if ! have_version "$HOME/.cargo/bin/wasm-bindgen" "$wbg"; then
  say "installing wasm-bindgen-cli $wbg from crates.io (the version in Cargo.lock)"
  # Its own lock names crates newer than some registry snapshots hold: resolve afresh.
  quick_install wasm-bindgen-cli --version "$wbg" --quiet
fi

# The page's wasm is cut into parts fetched when first opened (src/later.rs) by
# wasm_split_cli_support, at the version that reads what Leptos' wasm_split_helpers
# (Cargo.lock) writes, from crates.io with one patch of ours
# (scripts/patches/wasm-split-main-chunks.patch): the chunks scripts/post-build.mjs
# names stay in the main module. Built from the registry's source, into .tools/bin.
WASM_SPLIT_VERSION=0.2.3
split_patch=scripts/patches/wasm-split-main-chunks.patch
split_stamp="$WASM_SPLIT_VERSION $(sha256sum < "$split_patch" | cut -c1-16)"
if [ ! -x .tools/bin/wasm-split-cli ] || [ "$(cat .tools/wasm-split.stamp 2>/dev/null)" != "$split_stamp" ]; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION from crates.io, patched (about 2 minutes)"
  apt_install patch
  rm -rf .tools/src && mkdir -p .tools/src/fetch/src
  # cargo fetches the crate's source into its registry: a package that depends on it.
  printf '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\nwasm_split_cli_support = "=%s"\n' \
    "$WASM_SPLIT_VERSION" > .tools/src/fetch/Cargo.toml
  touch .tools/src/fetch/src/lib.rs
  cargo fetch --quiet --manifest-path .tools/src/fetch/Cargo.toml
  from=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/wasm_split_cli_support-"$WASM_SPLIT_VERSION" | head -1)
  src=.tools/src/wasm_split_cli_support
  cp -r "$from" "$src"
  patch --quiet -d "$src" -p1 < "$split_patch"
  quick_install --path "$src" --root .tools --features build-binary --locked --quiet
  echo "$split_stamp" > .tools/wasm-split.stamp
fi

# --- Browser tests: Debian's Chromium and ChromeDriver; npm dev packages. ---
apt_install chromium chromium-driver
if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/binaryen ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm dev packages (playwright-core, binaryen's wasm-opt)"
  npm ci --no-audit --no-fund --loglevel=error
fi
say "ready ($(trunk --version), wasm-bindgen $wbg, wasm toolchain: $(. .tools/env.sh; echo "$TABULA_WASM_TOOLCHAIN"))"
