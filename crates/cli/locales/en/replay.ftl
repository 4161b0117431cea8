# The terminal's texts for `cathedra replay`.

replay-head = { $game } (rules version { $rules }), { $players } players{ $seed }, options: { $options }; { $actions } actions, all legal.
replay-seed = , seed { $seed }
replay-no-options = none
replay-over = Game over.
replay-stops = The record stops before the end of the game.
replay-scores-so-far = Scores so far:
replay-help =
    Commands:
      next [N]     N moves on (Enter: one)
      prev [N]     N moves back
      go N         to the position after move N (go 0: the start)
      seat N|all   see as seat N saw the game, or everything
      play         continue from this position as a new game, you in seat 1
      quit         stop
replay-as-seat = as { $seat } saw it
replay-everything = everything
replay-position = === After move { $at } of { $last } ({ $seen }) ===
replay-prompt = Move { $at } of { $last } (next, prev, go N, seat N, play, help, quit):{" "}
replay-go = Type go and a move from 0 to { $last }.
replay-seat = Type seat and a number from 1 to { $players }, or seat all.
replay-not-a-command = '{ $text }' is not a command: type help.
replay-new-game = A new game from move { $at }, saved to { $path }.

## Command words a player may type while stepping (besides the English ones).
replay-cmd-next = next
replay-cmd-prev = prev
replay-cmd-go = go
replay-cmd-seat = seat
replay-cmd-all = all
replay-cmd-play = play
