# The terminal's own texts for `cathedra play` and `cathedra rules`.

play-help =
    Type the key of a choice (the number before it), or the first words of
    its text when only one choice starts with them. Commands:
      board        the whole board and your choices
      log          everything the log has told you so far
      explain KEY  the whole text of a choice, with what the cards it names do
      card NAME    what a card, tile or space does (the start of its name will do)
      rules        the names that card knows
      undo         take back your last decision (while nothing hidden was revealed)
      confirm      ask (or stop asking) before a choice that leaves value unused
      help         this help
      quit         stop the game (it is saved: continue it with --resume)

## Command words a player may type (besides the English ones, which always work).
cmd-help = help
cmd-board = board
cmd-log = log
cmd-explain = explain
cmd-card = card
cmd-rules = rules
cmd-undo = undo
cmd-quit = quit
cmd-yes = yes
cmd-confirm = confirm

## The first line: the game and who sits where.
intro-person = { $seat }: a person
intro-bot = { $seat }: the { $agent } bot
intro = { $game }, { $players } players ({ $seats })
intro-seed = , seed { $seed } (play the same game again with --seed { $seed })

resumed = Resumed after { $decisions } decisions (type log to read what happened so far).
saved-every = The game is saved to { $path } after every decision (continue it with `cathedra play --resume { $path }`).
stopped-saved = Stopped. The game is saved in { $path }: continue it with `cathedra play --resume { $path }`.
game-stopped = Game stopped.
saved-over = Saved the game to { $path } (check it with `cathedra replay { $path }`).
saved-so-far = Saved the game so far to { $path } (continue it with `cathedra play --resume { $path }`).

you-chose = You chose: { $choice }
automatic = { $seat }: { $choice } (the only possible choice, taken for you)
automatic-because = { $seat }: { $choice } (the only possible choice, taken for you: { $why })
confirm-unused = { $choice }: { $unused }.
confirm-anyway = Do it anyway (yes/no)?{" "}
not-done = Not done: choose again.
confirm-on = You will be asked before a choice that leaves something unused.
confirm-off = You will not be asked before a choice that leaves something unused (type confirm to be asked again).
to-play = === { $seat } to play ===
prompt = { $seat }, your choice (a key, or help):{" "}
log = Log:
log-only = [{ $seats } only] { $text }
choices = Choices:
nothing-to-undo-revealed = Nothing to take back: chance or a secret was revealed after your last decision.
nothing-to-undo = Nothing to take back: you have made no decision that can be taken back.
undo-consent = { $seat } asks to take back moves after which { $other } also decided. { $other }, do you agree (yes/no)?{" "}
not-taken-back = Not taken back.
taken-back = Taken back: { $choice }{ $after ->
    [0] {""}
    [1] {" "}and the 1 move after it
   *[other] {" "}and the { $after } moves after it
  }.
pass-keyboard = Pass the keyboard to { $seat } — press Enter.{" "}
game-over = Game over.
final-scores = Final scores:
name-a-choice = Name a choice by its key: explain KEY.
not-a-key = '{ $text }' is not the key of a choice now: type one of { $keys }, or help.
refused-key = '{ $text }' cannot be chosen now: { $why }. Type one of { $keys }, or help.
not-a-choice = '{ $text }' is not one of the choices: type one of { $keys }, or help.
starts-many = '{ $text }' starts { $count } choices: type the key of one.

## Cards, tiles and spaces.
no-card-texts = This game has no card texts to show.
name-a-card = Name a card, tile or space: card NAME (type rules for the list).
no-such-card = No card, tile or space is called '{ $name }': type rules for the list.
card-names-many = '{ $name }' names { $count } things: { $names }. Type more of the name.
card-list = Type card NAME (or the start of a name) for what it does:
