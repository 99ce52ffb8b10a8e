//! The usage text.

/// Printed by `tabula --help`.
pub const USAGE: &str = "\
tabula: play, check and benchmark the Tabula games from the command line

USAGE:
    tabula play --game GAME [--seats bot,bot] [--seed N] [--variant V] [--rounds R]
        Plays a whole game between computer players and prints
        {\"record\": <record>, \"result\": {\"scores\": [...], \"winners\": [...]},
         \"notation\": [...]} (the record's actions in the game's notation).
        --seats   one entry a seat, comma-separated: easy, medium, hard (computer
                  players; bot means medium) or random (uniformly random legal
                  actions); default bot,bot
        --seed    the game's seed (default: from the clock; the record keeps it)
        --variant a comma-separated list of the game's variants, each NAME or
                  NAME=N (see VARIANTS below)
        --rounds  rounds to play (shape-up: 1 to 4, default 1; same as rounds=R)

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

    tabula legal FILE [--game GAME] [--notation]
        Prints the legal actions after the record as a JSON array; with
        --notation, as strings in the game's notation (e.g. \"Push b2-c3\").

    tabula link FILE [--game GAME]
        Checks a record and prints, as a JSON string, the payload of the app's
        share links (the part after #/link/GAME/SEATS/NAMES/): a finished game
        opens in the app to be watched.

    Records given to replay, legal and link may write each action as JSON or as a
    string in the game's notation (docs/RECORDS.md), e.g. \"take hero\".

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

VARIANTS:
    shape-up    advanced, rounds=N (1 to 4; 4 is the full game), first=N (the seat
                that starts); basic is the plain game
    super-pose  flowers, chameleons (or nine-cards), advanced, teams (4 or 6
                seats), race or race=N (teams racing to N points, default 35),
                first=N, layout=N (ready starting layout, from 0); first-game is
                the plain game, solo needs one seat
    combo4x4    jump-orthogonal, trade-orthogonal (Trade and Switch), push-orthogonal;
                orthogonal is all three, standard the plain game
    pow         none

Errors print one line on standard error and exit with code 2 (bad input) or 1.
";
