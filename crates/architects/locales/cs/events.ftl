# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty.
# Architekti zapisují každý tah jeho textem, jak ho hra píše (zatím anglicky).

event-action = { $text }
event-secret = { $text }
event-receive = { $cards }

## Jméno hry.
game-name = Architekti Západního království
