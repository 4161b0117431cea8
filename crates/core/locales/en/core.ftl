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
