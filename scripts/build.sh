#!/usr/bin/env bash
# Production build: static files in dist/ that work at any sub-path.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
. scripts/web-env.sh
trunk build --release "$@"
