# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty.
# Architekti zapisují tah, který všichni vidí, jeho textem, jak ho hra píše (zatím anglicky);
# skryté tahy, obdržené karty a závěrečné bodování mají zprávy své.

event-action = { $text }
event-secret = { $text }
# Co se hráč dozví o kartách, které k němu přišly, aniž je viděl (podaný balíček, karty zespodu).
event-receive = { $seat } dostává: { $cards }
# Co se ostatní dozvědí o skrytém tahu.
event-keeps_card = { $seat } si nechává kartu
event-puts_card_on_bottom = { $seat } vrací kartu lícem dolů dospod balíčku budov
event-draws_card = { $seat } si lízá kartu budovy
event-decides_in_secret = { $seat } se tajně rozhoduje
event-deals_face_down = Náhoda rozdává lícem dolů

## Jméno hry.
game-name = Architekti Západního království

# AWK-20.2: závěrečné bodování hráče položku po položce (pravidla, s. 18).
event-final_score = { $seat } má dohromady { $total } VB: { $buildings } za budovy, { $cathedral } za katedrálu, { $virtue } za počestnost, { $debts } za nesplacené dluhy, { $treasure } za zlato a mramor, { $silver } za mince, { $prison } za vězení
