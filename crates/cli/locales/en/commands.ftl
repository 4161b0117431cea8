# The terminal's texts for `cathedra games` and `cathedra simulate`.

games-line = { $game }, { $min } to { $max } players
games-option = {"    "}--option { $key }={ $values }  (default { $default }): { $help }
games-free-value = TEXT

simulate-head = { $game }, { $players } players, { $games } games, seed { $seed }, { $jobs } jobs
simulate-speed = { $seconds } s: { $per_game } games/s, { $per_decision } decisions/s ({ $decisions } decisions a game, chance included)
simulate-player = player
simulate-mean = mean score
simulate-win-rate = win rate
simulate-note = (± is the half-width of the 95% interval; shared wins count in part)
