#!/usr/bin/env bash
# Rates each game's levels against each other (`tabula ratings`, long runs) and writes
# the figures the app rates players against and shows on the setup page:
#   scripts/level-ratings.sh                  every game (hours: SUPER-POSE's Expert
#                                             thinks about 5 s a move)
#   scripts/level-ratings.sh shape-up pow     those games only
# Each run goes to crates/bots/ratings/GAME.json; crates/bots/src/level_ratings.in is
# then written from all four (crates/cli/tests/level_ratings.rs). Run it on a quiet
# machine and put the commands' times and tables in docs/BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."

# Per game: games a pair (or a level, with more seats), and the seat counts rated. The
# app's figures are the 2-seat tables; Shape Up!'s 3 seats (about 20 s a game here)
# and SUPER-POSE's are runs of their own (docs/BENCHMARKS.md).
declare -A RUN=(
  [super-pose]="--games 20 --seats 2"
  [shape-up]="--games 200 --seats 2"
  [combo4x4]="--games 200 --seats 2"
  [pow]="--games 200 --seats 2,3"
)
SEED=7000000

games=("$@")
[ ${#games[@]} -gt 0 ] || games=(super-pose shape-up combo4x4 pow)
for g in "${games[@]}"; do
  case "$g" in super-pose | shape-up | combo4x4 | pow) ;; *) echo "level-ratings: no such game: $g" >&2; exit 2 ;; esac
done
# The table is written from all four runs: those not run now must be here already.
for g in super-pose shape-up combo4x4 pow; do
  [[ " ${games[*]} " == *" $g "* ]] || [ -f "crates/bots/ratings/$g.json" ] || {
    echo "level-ratings: crates/bots/ratings/$g.json is missing: rate $g too" >&2
    exit 2
  }
done

mkdir -p crates/bots/ratings
# The bench profile (opt-level 3): the release profile is the web's, built for size,
# and plays about half as fast; the levels play the same games in both.
for g in "${games[@]}"; do
  echo "rating $g: tabula ratings --game $g ${RUN[$g]} --seed $SEED" >&2
  # shellcheck disable=SC2086
  cargo run -q --profile bench --locked -p tabula-cli --bin tabula -- ratings --game "$g" ${RUN[$g]} --seed "$SEED" \
    > "crates/bots/ratings/$g.json.new"
  mv "crates/bots/ratings/$g.json.new" "crates/bots/ratings/$g.json"
done
UPDATE_LEVEL_RATINGS=1 cargo test -q --locked -p tabula-cli --test level_ratings
