# The log: one message per event kind (event-<kind>), with the event's arguments.
# Architects logs each action everyone sees with its text as the game writes it (in English for
# now); hidden actions, cards received and the final scoring have messages of their own.

event-action = { $text }
event-secret = { $text }
# What a seat is told of the cards that came to it unseen (a passed packet, bottom cards).
event-receive = { $seat } receives { $cards }
# What the others are told of a hidden action.
event-keeps_card = { $seat } keeps a card
event-puts_card_on_bottom = { $seat } puts a card face down on the bottom of the building deck
event-draws_card = { $seat } draws a building card
event-decides_in_secret = { $seat } decides in secret
event-deals_face_down = Chance deals face down

## The game's name.
game-name = Architects of the West Kingdom

# AWK-20.2: a seat's final score, item by item.
event-final_score = { $seat } scores { $total } VP: { $buildings } for buildings, { $cathedral } for the Cathedral, { $virtue } for virtue, { $debts } for unpaid debts, { $treasure } for gold and marble, { $silver } for silver, { $prison } for the Prison
