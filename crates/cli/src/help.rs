//! The usage text.

/// Printed by `tabula --help`.
pub const USAGE: &str = "\
tabula: play, check and benchmark the Tabula games from the command line

USAGE:
    tabula play --game GAME [--seats bot,bot] [--seed N] [--variant V] [--rounds R]
        Plays a whole game between computer players and prints
        {\"record\": <record>, \"result\": {\"scores\": [...], \"winners\": [...]}}.
        --seats   one entry a seat, comma-separated: easy, medium, hard (computer
                  players; bot means medium) or random (uniformly random legal
                  actions); default bot,bot
        --seed    the game's seed (default: from the clock; the record keeps it)
        --variant the game's variant (shape-up: basic or advanced; super-pose: a
                  comma-separated list of first-game (default), flowers, nine-cards
                  (or chameleons), advanced, teams (4 or 6 seats), race or race=N
                  (teams racing to N points, default 35), solo (one seat) and
                  layout=N (ready starting layout N, from 0); combo4x4: a
                  comma-separated list of standard (default), jump-orthogonal,
                  trade-orthogonal, push-orthogonal and orthogonal (all three); pow has none)
        --rounds  rounds to play (shape-up: 1 to 4, default 1)

    tabula arena --game GAME [--seats hard,medium] [--games N] [--seed S] [--iterations I]
                 [--variant V] [--rounds R]
        Plays N (default 100) games, seeds S, S+1, ... (default 0), the players of
        --seats taking every seat in turn, and prints {\"games\", \"seats\", \"points\",
        \"win_rate\", \"ci95\", \"ms_per_move\"}, each list by entry of --seats: a shared
        win counts as a share, ci95 is the Wilson 95% interval of the win rate.
        --iterations sets the Hard level's search iterations (default: its own).

    tabula replay FILE [--game GAME]
        Checks a record (or the whole output of play) and prints
        {\"game\", \"actions\", \"over\", \"scores\", \"winners\", \"view\"}: the final
        position as a spectator sees it. FILE - reads standard input. With --game,
        the record must be of that game.

    tabula legal FILE [--game GAME]
        Prints the legal actions after the record as a JSON array.

    tabula bench --game GAME [--games N] [--seed S] [--listing] [--variant V] [--rounds R]
        Plays N (default 1000) 2-player games of uniformly random legal actions, seeds
        S, S+1, ... (default 0), on one thread, and prints
        {\"games\", \"seconds\", \"games_per_second\", \"mode\"}. Actions are sampled
        without listing them, or with --listing picked from the full list.

    tabula bench --game GAME --mcts [--iterations I] [--games N] [--seed S]
        Plays N (default 10) 2-player games in which every move is plain UCT with
        I (default 200) iterations (perfect information, random playouts: the loop
        of boardgame.io's MCTSBot) and prints {\"games\", \"iterations\", \"moves\",
        \"seconds\", \"iterations_per_second\", \"mode\"}.

    tabula --help

Every command prints one line of JSON; add --pretty to indent it.

GAMES:
    shape-up, super-pose, combo4x4, pow (2 to 5 seats; dice rolls are chance
    actions in the record)

Errors print one line on standard error and exit with code 2 (bad input) or 1.
";
