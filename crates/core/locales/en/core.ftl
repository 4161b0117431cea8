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
