# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty.
# Architekti zapisují každý tah jeho textem, jak ho hra píše (zatím anglicky).

event-action = { $text }
event-secret = { $text }
event-receive = { $cards }

## Jméno hry.
game-name = Architekti Západního království

# AWK-20.2: závěrečné bodování hráče položku po položce (pravidla, s. 18).
event-final_score = { $seat } má dohromady { $total } VB: { $buildings } za budovy, { $cathedral } za katedrálu, { $virtue } za počestnost, { $debts } za nesplacené dluhy, { $treasure } za zlato a mramor, { $silver } za mince, { $prison } za vězení
