-- Seconds a person has for each decision before a random move is made for it (NULL: no clock).
ALTER TABLE games ADD COLUMN turn_clock INTEGER;
