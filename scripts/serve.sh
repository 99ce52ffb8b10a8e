#!/usr/bin/env bash
# Installs what is missing, then serves the app with live reload on
# http://127.0.0.1:8080/ (pass --port N to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
TABULA_PANIC_MESSAGES=1 . scripts/web-env.sh
exec trunk serve "$@"
