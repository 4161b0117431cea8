# The log: one message per event kind (event-<kind>), with the event's arguments (cards by
# their ids, which are given as the cards' names; places and kinds of choice by keys).

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

## The moves: chance's draws, and each player's choices.
event-start_player = { $seat } starts
event-apprentice_dealt = { $card } joins the workshop display
event-draws_building = { $seat } draws the { $card }
event-small_market = the small market now shows { log-small-goods }
event-large_market = the large market now offers { log-large-goods }
event-reward = { $seat } gains the reward: { $reward ->
    [0] 1 virtue and 3 silver
    [1] 1 virtue and 2 wood
    [2] 1 virtue and 2 stone
    [3] 1 virtue and 1 building card
    [4] 2 virtue
   *[5] 1 virtue and 1 gold
}
event-board = { $seat } plays the board of { $board }
event-keeps = { $seat } keeps the { $card }
event-puts_on_bottom = { $seat } puts the { $card } face down on the bottom of the building deck{ $why ->
    [cathedral] {" "}for the Cathedral advance
    [hand-limit] , down to 6 cards in hand
    [library] {" "}at the Library, for 2 gold
   *[drawn] {""}
}
event-dismisses = { $seat } discards the apprentice { $card }
event-places = { $seat } places a worker { $place ->
    [quarry] at the Quarry and gains { $n } stone
    [forest] in the Forest and gains { $n } wood
    [mines-clay] at the Mines and gains { $n } clay
    [mines-gold] at the Mines and gains { $n } gold{ $clay ->
        [0] {""}
       *[other] {" "}and { $clay } clay
    }
    [silversmith] at the Silversmith and gains { $n } silver
    [storehouse] at the King's Storehouse: up to { $n ->
        [one] { $n } trade
       *[other] { $n } trades
    }
    [workshop-draw] at the Workshop and draws { $n ->
        [one] { $n } building card
       *[other] { $n } building cards
    }
    [town-centre] at the Town Centre: up to { $n ->
        [one] { $n } capture
       *[other] { $n } captures
    }
    [tax-stand] at the Tax Stand, takes its { $n } silver{ $gold ->
        [0] {""}
       *[other] {" "}and { $gold } gold
    } and loses { $loss } virtue
    [guardhouse] at the Guardhouse: up to { $n ->
        [one] { $n } action
       *[other] { $n } actions
    }
    [market-a] on Black Market space A for { log-cost } and gains { log-small-goods }
    [market-draw] on Black Market space B for { log-cost } and draws 5 building cards
   *[market-c] on Black Market space C for { log-cost } and gains { log-large-goods }
}
event-hires = { $seat } hires the { $card } at the Workshop for { $paid } silver{ $coins ->
    [0] {""}
   *[other] , taking the { $coins } silver on it
}
event-hires_free = { $seat } { $how ->
    [tavern] hires the { $card } free at the Tavern
    [starting] hires the { $card } free as a starting apprentice
   *[market] pays { log-cost } on Black Market space B and hires the { $card }
}
event-builds = { $seat } constructs the { $card }
event-cathedral = { $seat } advances to Cathedral level { $level } for { $level ->
    [1] 1 gold
    [3] 1 marble
    [5] 2 gold and 2 marble
   *[other] { $wood ->
        [0] { log-stone }
       *[other] { $stone ->
            [0] { log-wood }
           *[other] { log-wood } and { log-stone }
        }
    }
}
event-trades = { $seat } trades { trade-what }
event-captures = { $seat } captures { $owner }'s { $k } { $k ->
    [one] worker
   *[other] workers
} at the { log-location }
event-captures_own = { $seat } captures their own { $k } { $k ->
    [one] worker
   *[other] workers
} (back to their supply) at the { log-location }
event-guard = { $seat } { $action ->
    [send] sends the workers captured on their board to the Prison
    [release] releases their workers from the Prison
    [free-paying] pays silver to free their workers from other players' boards
    [free-in-debt] frees their workers from other players' boards, taking 1 debt and losing 1 virtue
   *[pay-debt] pays off a debt
}
event-retrieves = { $seat } takes back a worker from { $from ->
    [9] the Prison
    [10] the Black Market
    [11] { $owner }'s board
   *[other] the { log-location }
}
event-passes = { $seat } passes (all their workers are in the Guildhall)
event-stops = { $seat } { $what ->
    [trades] makes no more trades
    [captures] makes no more captures
    [guardhouse] takes no more Guardhouse actions
    [library] keeps their cards (no Library trade)
    [tavern] hires nobody at the Tavern
    [crane] places no worker for the Crane (nothing to construct, no Cathedral advance)
   *[other] stops
}
event-lothaire = { $seat } pays 1 { $less ->
    [wood] wood
   *[stone] stone
} less for the building (Lothaire)
event-effect = { $seat } { $choice ->
    [gold] gains 1 gold
    [silver] gains 3 silver
    [marble] gains 1 marble
    [destroy-debt] destroys one of their unpaid debts
    [keep-debts] keeps their debts
    [barracks-free] frees their workers from other players' boards
   *[barracks-capture] makes a free capture
}

## What the markets show (AWK-10.4): by the card's index, the board's own as 5 and 10.
log-small-goods = { $side ->
    [0] 1 marble
    [1] 2 gold
    [2] 1 stone and 1 marble
    [3] 1 wood and 1 gold
    [4] 1 wood and 1 marble
   *[5] 1 gold and 1 marble
}
log-large-goods = { $side ->
    [0] 2 wood and 2 marble
    [1] 1 wood, 1 stone, 1 gold and 1 marble
    [2] 2 stone and 2 marble
    [3] 2 wood, 1 stone and 1 gold
    [4] 1 wood, 2 stone and 1 marble
    [5] 2 stone and 2 marble
    [6] 1 wood, 2 stone and 1 marble
    [7] 2 wood, 1 stone and 1 gold
    [8] 1 wood, 1 stone, 1 gold and 1 marble
    [9] 2 wood and 2 marble
   *[10] 1 wood, 1 stone and 2 marble
}
## A location by its index.
log-location = { $location ->
    [0] { location-quarry }
    [1] { location-forest }
    [2] { location-mines }
    [3] { location-silversmith }
    [4] { location-storehouse }
    [5] { location-workshop }
    [6] { location-town-centre }
    [7] { location-tax-stand }
   *[8] { location-guardhouse }
}
## A price in silver, wood and stone.
log-cost = { $cost } silver
log-wood = { $wood } wood
log-stone = { $stone } stone
