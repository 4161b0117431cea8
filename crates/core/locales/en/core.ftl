# The core's own texts: what every game shares.

## Seat colours, by the English name a game gives its seats.
seat-red = Red
seat-blue = Blue
seat-green = Green
seat-yellow = Yellow
seat-purple = Purple
seat-nobody = Nobody

## What an observer sees of a move it may not see.
hidden-seat = { $seat } decides in secret
hidden-chance = Chance deals face down

## Refusals the core says for every game: an actor that owes no decision, a game that is over.
refusal-not-your-decision = { $actor } does not decide now ({ $now })
refusal-game-over = the game is over; no more actions
actor-chance = chance
now-seat = { $seat } decides
now-choosing = { $count ->
    [one] only { $seats } still chooses
   *[other] { $seats } still choose
  }
now-chance = chance decides
now-over = the game is over

## Why a game cannot start: a player count, an option (`setup-<kind>`).
setup-player-count = { $game } is played by { $min } to { $max } players, not { $got }
setup-option-unknown = unknown option '{ $key }' (options: { $known })
setup-option-none = unknown option '{ $key }': this game has no options
setup-option-empty = option '{ $key }' needs a value ({ $help })
setup-option-value = option '{ $key }' cannot be '{ $value }' (one of: { $values })
setup-option-shape = option '{ $option }' should look like key=value
# The starting money: what is wrong with '$text', then the shape the option takes.
setup-start-money-amounts = option 'start-money' cannot be '{ $text }': it names { $amounts ->
    [one] 1 amount
   *[other] { $amounts } amounts
  } for { $players ->
    [one] 1 player
   *[other] { $players } players
  }; { setup-start-money-shape }
setup-start-money-not-whole = option 'start-money' cannot be '{ $text }': '{ $amount }' is not a whole amount of { $money }; { setup-start-money-shape }
setup-start-money-in-all = option 'start-money' cannot be '{ $text }': { $holder } holds only { $total } { $money } to give; { setup-start-money-shape }
setup-start-money-most = option 'start-money' cannot be '{ $text }': no player starts with more than { $most } { $money }; { setup-start-money-shape }
setup-start-money-shape = give 'rulebook' or { $players ->
    [one] 1 whole amount
   *[other] { $players } whole amounts
  } of { $money } { $limit ->
    [together] together at most { $total }
    [both] from 0 to { $most }, together at most { $total }
   *[each] from 0 to { $most }
  }, one per player in order of play, the start player's first, separated by '/', e.g. { $example }

## Errors every game shares.
error-unknown-game = unknown game '{ $game }' (see `cathedra games`)
error-record-game = the record is of '{ $got }', not '{ $expected }'
error-record-format = the record is in format { $got }; this cathedra reads format { $expected }
error-record-rules = the record was played under rules version { $got } of { $game }; this cathedra has version { $expected }
error-record-action = record, action { $index }: { $why }
error-record-malformed = record, action { $index }: that is not an action of this game: { $detail }
error-record-scores = invalid record: { $detail }
error-invalid-state = impossible state: { $detail }
error-malformed-action = that is not an action of this game: { $detail }
error-no-such-seat = there is no seat { $seat } in this game
error-stuck = the game cannot go on: { $detail }
