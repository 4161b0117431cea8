# The log: one message per event kind (event-<kind>), with the event's arguments.
# Architects logs each action with its text as the game writes it (in English for now).

event-action = { $text }
event-secret = { $text }
event-receive = { $cards }

## The game's name.
game-name = Architects of the West Kingdom
