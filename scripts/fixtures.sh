#!/usr/bin/env bash
# Writes tests/e2e/fixtures/finished.json: one finished 2-player game of each game
# (computers at Medium, fixed seeds), as the payload of the app's share links, for
# the end-to-end tests that watch a finished game. Rerun after a rules change that
# bumps a game's RULES_VERSION past its OLDEST_RULES_VERSION.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q -p tabula-cli
tabula=target/debug/tabula
out=tests/e2e/fixtures/finished.json
{
  echo "{"
  sep=""
  for game in super-pose shape-up combo4x4 pow; do
    played=$("$tabula" play --game "$game" --seats medium,medium --seed 11)
    payload=$(printf '%s' "$played" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(JSON.stringify(JSON.parse(s).record)))' | "$tabula" link -)
    actions=$(printf '%s' "$played" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(String(JSON.parse(s).record.actions.length)))')
    printf '%s  "%s": { "payload": %s, "actions": %s }' "$sep" "$game" "$payload" "$actions"
    sep=$',\n'
  done
  printf '\n}\n'
} > "$out"
echo "wrote $out"
