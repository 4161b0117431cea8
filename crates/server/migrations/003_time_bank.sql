-- Seconds each person has for all their decisions in the game (NULL: no time bank), and how
-- much of it each seat has used, in milliseconds (written with the seat's actions).
ALTER TABLE games ADD COLUMN time_bank INTEGER;
ALTER TABLE seats ADD COLUMN bank_used_ms INTEGER NOT NULL DEFAULT 0;
