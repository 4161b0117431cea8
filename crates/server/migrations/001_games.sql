-- A game is its record: what was asked for, the dealer's secret key, the seats, and every
-- action in order with its actor (chance outcomes included).
CREATE TABLE games (
    id              TEXT PRIMARY KEY,
    game            TEXT NOT NULL,
    rules           INTEGER NOT NULL,
    players         INTEGER NOT NULL,
    options         TEXT NOT NULL,       -- JSON object of option values
    dealer_key      BLOB NOT NULL,       -- 32 bytes from the OS's entropy; never sent to anyone
    created         INTEGER NOT NULL,    -- unix seconds
    abandon_after   INTEGER,             -- seconds a person may keep a decision before a bot takes the seat
    over            INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE seats (
    game_id  TEXT NOT NULL REFERENCES games(id),
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    token    TEXT NOT NULL UNIQUE,       -- the seat's secret (also for a bot's seat, so a person can take it over)
    agent    TEXT,                       -- NULL: a person; else the bot's agent name
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE actions (
    game_id  TEXT NOT NULL REFERENCES games(id),
    seq      INTEGER NOT NULL,           -- 0-based position in the record
    actor    TEXT NOT NULL,              -- JSON: seat number or "chance"
    action   TEXT NOT NULL,              -- the game's canonical action JSON
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
