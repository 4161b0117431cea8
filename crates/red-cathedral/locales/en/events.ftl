# The log: one message per event kind (event-<kind>), with the event's arguments.
# A seat is its colour, a participant its name (a colour or Jakovlev), a card or space its
# name; numbers choose plurals. Towers and market spaces are counted from 0 in the events:
# $tower_1 and $space_1 count them from 1, as players do.

event-bot_build = Jakovlev builds { $materials } materials into tower { $tower_1 }
event-bot_card = Jakovlev plays his { $card } card with { $materials } materials
event-bot_claim = Jakovlev claims the card of tower { $tower_1 }: { $card }
event-bot_move = Jakovlev plays his { $card } card and moves the { $die } die to market space { $space_1 }
event-bot_no_move = Jakovlev's { $card } card cannot move the { $die } die
event-bot_ornament = Jakovlev places a { $ornament } on tower { $tower_1 }: +1 prestige
event-bot_recognition = Jakovlev gains { $recognition } recognition at the market
event-claim = { $seat } claims the card of tower { $tower_1 }: { $card }
event-complete = { $participant } completes { $card }: +{ $recognition } recognition, +{ $rubles } rubles
event-deliver = { $seat } delivers { $material } to tower { $tower_1 }, card { $height_1 }
event-die_placed = The { $die } die shows { $face } next to market space { $space_1 }
event-end_triggered = { $participant } completes a sixth card: everyone else plays one more turn
event-end_turn = { $seat } ends the turn
event-final_scores = Final prestige: { $count ->
    [2] { $name1 } { $prestige1 }, { $name2 } { $prestige2 }
    [3] { $name1 } { $prestige1 }, { $name2 } { $prestige2 }, { $name3 } { $prestige3 }
   *[other] { $name1 } { $prestige1 }, { $name2 } { $prestige2 }, { $name3 } { $prestige3 }, { $name4 } { $prestige4 }
  }
event-first_player = { $seat } starts
event-gain = Taken: { $amount } { $material }
event-give = Given: { $amount } { $material }
event-hoard = { $participant } converts materials and rubles into { $prestige } prestige
event-influence = { $seat } uses influence: { $action }
event-influence_card = Quadrant { $quadrant_1 }: { $card }
event-move_die = { $seat } moves the { $die } die to market space { $space_1 }
event-ornament = { $seat } places a { $ornament } on tower { $tower_1 }: +{ $prestige } prestige
event-penalty = { $participant } loses { $recognition } recognition for an unfinished card below
event-place_tile = { $seat } puts the tile on the { $space }
event-plan = The plan card is dealt
event-reroll = { $seat } pays 1 prestige to reroll the dice of market space { $space_1 }
event-resource_tile = The { $resource } tile is laid on market space { $space_1 }
event-roll = The { $die } die is rolled: { $face }
event-sell_prestige = { $seat } sells 1 prestige for 2 rubles
event-site_dealt = The cathedral cards and their workshop tiles are laid out
event-solo_row = Jakovlev's row: { $card1 } ({ $die1 } die), { $card2 } ({ $die2 } die), { $card3 } ({ $die3 } die), { $card4 } ({ $die4 } die), { $card5 } ({ $die5 } die)
event-swap_tiles = The resource tiles of market spaces { $a_1 } and { $b_1 } are swapped
event-take = { $seat } takes { $amount } { $resource }
event-tile_benefit = { $seat } gains { $amount } { $resource } from a workshop tile
event-tower_points = { $participant } scores { $prestige } prestige for tower { $tower_1 }

## The game's name.
game-name = The Red Cathedral (reconstructed card data)
