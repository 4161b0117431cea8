# The terminal's own refusals (`error-<kind>`) and what the system said of a file.

error-no-game = name a game, or --resume a saved one
error-players-seats = --players says { $players } but --seats names { $seats } seats
error-save-exists = { $path } exists: continue it with --resume { $path }, or overwrite it with --force
error-save-folder = { $path } is a folder, not a file to save to
error-no-save-folder = no folder for saved games: name a file with --save or a folder with --save-dir
error-game-over = the game in { $path } is over: see it with `cathedra replay { $path }`
error-resume-seats = the saved game has { $seats } seats, but --seats names { $named }
error-replay-seat = --seat { $seat }: the game has { $seats } seats
error-not-a-record = { $path } is not a game record: { $detail }
error-save-format = { $path } is not a game record: save format { $got } (this cathedra reads { $expected })
error-resume-format = { $path } is not a game record: record format { $got } (this cathedra reads { $expected })
error-resume-rules = { $path } is not a game record: played under rules version { $got }, this cathedra plays version { $expected }

## What the terminal was doing when the system refused; the system's words follow.
error-io = input/output
error-read = cannot read { $path }
error-write = cannot write { $path }
error-make = cannot make { $path }
error-serve = cannot serve on { $path }

## What the system said, by its kind (any other kind is quoted in the system's words).
io-not-found = no such file or folder
io-permission-denied = permission denied
io-already-exists = it exists already
io-not-a-directory = a file stands where a folder should be
io-is-a-directory = it is a folder
io-read-only = the file system is read-only
io-storage-full = the disk is full

## The argument parser's refusals (`usage-<kind>`), said in a language other than English; in
## English the parser says them itself.
usage-unknown-argument = unknown argument '{ $arg }'
usage-unknown-command = unknown command '{ $command }'
usage-value = '{ $value }' is not a value of { $arg }
usage-missing = missing: { $arg }
usage-conflict = { $arg } cannot be given with { $prior }
usage-valid = (values: { $values })
usage-suggested = (did you mean { $suggested }?)
usage-help = See `cathedra --help`, or `cathedra COMMAND --help`.
