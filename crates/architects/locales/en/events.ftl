# The log: one message per event kind (event-<kind>), with the event's arguments.
# Architects logs each action with its text as the game writes it (in English for now).

event-action = { $text }
event-secret = { $text }
event-receive = { $cards }

## The game's name.
game-name = Architects of the West Kingdom

# AWK-20.2: a seat's final score, item by item.
event-final_score = { $seat } scores { $total } VP: { $buildings } for buildings, { $cathedral } for the Cathedral, { $virtue } for virtue, { $debts } for unpaid debts, { $treasure } for gold and marble, { $silver } for silver, { $prison } for the Prison
