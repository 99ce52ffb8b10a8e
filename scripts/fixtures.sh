#!/usr/bin/env bash
# Writes the finished games the end-to-end tests open, as the payload of the app's
# share links: tests/e2e/fixtures/finished.json, one 2-player game of each game
# (computers at Medium), and tests/e2e/fixtures/mistakes.json, a Random seat against
# Hard, whose review finds mistakes of the first seat (the seeds picked for that:
# `tabula review --seed 25 --seat 0`, the app's review seed). Rerun after a rules
# change that bumps a game's RULES_VERSION past its OLDEST_RULES_VERSION.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q -p tabula-cli
tabula=target/debug/tabula

# write FILE SEATS GAME:SEED...
write() {
  local out=$1 seats=$2 sep="" game seed played payload actions
  shift 2
  {
    echo "{"
    for pair in "$@"; do
      game=${pair%%:*} seed=${pair##*:}
      played=$("$tabula" play --game "$game" --seats "$seats" --seed "$seed")
      payload=$(printf '%s' "$played" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(JSON.stringify(JSON.parse(s).record)))' | "$tabula" link -)
      actions=$(printf '%s' "$played" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(String(JSON.parse(s).record.actions.length)))')
      printf '%s  "%s": { "payload": %s, "actions": %s }' "$sep" "$game" "$payload" "$actions"
      sep=$',\n'
    done
    printf '\n}\n'
  } > "$out"
  echo "wrote $out"
}

write tests/e2e/fixtures/finished.json medium,medium super-pose:11 shape-up:11 combo4x4:11 pow:11
write tests/e2e/fixtures/mistakes.json random,hard super-pose:11 shape-up:11 combo4x4:4 pow:2
