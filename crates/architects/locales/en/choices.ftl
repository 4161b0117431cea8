# The choices of a turn as a player reads them (describe): where to place a worker and what it
# gives, the Guardhouse actions, taking a worker back, passing and stopping.

choice-quarry = Quarry: gain { $n } stone
choice-forest = Forest: gain { $n } wood
choice-mines-clay = Mines: gain { $n } clay
choice-mines-gold = Mines: gain { $n } gold{ $clay ->
    [0] {""}
   *[other] {" "}and { $clay } clay
}
choice-silversmith = Silversmith: gain { $n } silver
choice-storehouse = King's Storehouse: up to { $n ->
    [one] { $n } trade
   *[other] { $n } trades
} (2 clay, wood or stone for 1 virtue; 3 wood or stone for 1 marble; your apprentices' trades)
choice-workshop-draw = Workshop: draw { $n ->
    [one] { $n } building card
   *[other] { $n } building cards
}
choice-town-centre = Town Centre: up to { $n ->
    [one] { $n } capture
   *[other] { $n } captures
}, each taking all workers of one colour from one location ({ $two_locations ->
    [yes] at most 2 locations
   *[no] all from 1 location
} with { $players } players); the first costs { $tax } tax, each further one 1 silver
choice-tax-stand = Tax Stand: take its { $tax } silver{ $gold ->
    [0] {""}
   *[other] {" "}and { $gold } gold
}, lose { $loss } virtue
choice-guardhouse = Guardhouse: up to { $n ->
    [one] { $n } action
   *[other] { $n } actions
}: send the workers captured on your board to the Prison for 1 silver each; release your workers from the Prison; free your workers from other boards (3 silver and { $free_tax } tax, or 1 debt and 1 virtue); pay off a debt (3 silver and { $debt_tax } tax, +1 virtue)
choice-black-market = Black Market space { $space }: pay { $cost } silver, { $illusionist ->
    [yes] no virtue lost (Illusionist)
   *[no] lose 1 virtue
}, { $what }{ $swindled ->
    [yes] ; your Swindlers add { $swindle }
   *[no] {""}
}
choice-market-gain = gain { $goods }
choice-market-draw = draw 5 building cards, keep 1 and put the others on the bottom of the deck

## The Guardhouse actions (AWK-11.1).
choice-send-to-prison = send the workers captured on your board to the Prison, 1 silver each
choice-release = release your workers from the Prison
choice-free-paying = free your workers from other players' boards for 3 silver and { $tax } tax
choice-free-in-debt = free your workers from other players' boards, taking 1 debt and losing 1 virtue
choice-pay-debt = pay off a debt for 3 silver and { $tax } tax, gaining 1 virtue

## Taking a worker back when the supply is empty (AWK-3.2), passing, stopping.
choice-retrieve = take back a worker from { $from } (this is your whole turn)
choice-from-location = the { $location }
choice-from-prison = the Prison
choice-from-black-market = the Black Market
choice-from-board = { $seat }'s board
choice-pass = pass (all your workers are in the Guildhall)
choice-stop-trades = make no more trades
choice-stop-captures = make no more captures
choice-stop-guardhouse = take no more Guardhouse actions
choice-stop-library = keep your cards (no Library trade)
choice-stop-tavern = hire nobody at the Tavern
choice-stop-crane = the Crane's worker stays in your supply: you can construct no building and cannot advance on the Cathedral
choice-stop = stop

## The locations' names.
location-quarry = Quarry
location-forest = Forest
location-mines = Mines
location-silversmith = Silversmith
location-storehouse = King's Storehouse
location-workshop = Workshop
location-town-centre = Town Centre
location-tax-stand = Tax Stand
location-guardhouse = Guardhouse

## Cards: chance's deals and draws, the draft, discards, hires and buildings.
choice-start-player = { $seat } starts
choice-apprentice-dealt = { $card } joins the workshop display
choice-draw-building = draw the { $card }
choice-keep = keep the { $card }
choice-discard-for-cathedral = for the Cathedral advance, put the { $card } face down on the bottom of the building deck
choice-discard-to-hand-limit = down to 6 cards in hand, put the { $card } face down on the bottom of the building deck
choice-discard-seen = put the { $card } face down on the bottom of the building deck, next of the cards seen at the Black Market
choice-discard-for-library = Library: put the { $card } face down on the bottom of the building deck, and gain 2 gold
choice-discard = put the { $card } face down on the bottom of the building deck
choice-dismiss = discard your { $card }; its skills and ability are lost
choice-slot = the { $card } from row { $row }, column { $column }{ $coins ->
    [0] {""}
   *[other] , taking the { $coins } silver on it
}
choice-empty-slot = empty slot
choice-hire = Workshop: hire { $slot } for { $silver } silver{ $tax ->
    [0] {""}
   *[other] {" "}and { $tax } tax
}{ $skips ->
    [0] {""}
    [one] , and 1 silver on the card you skip
   *[other] , and 1 silver on each of the { $skips } cards you skip
}
choice-hire-tavern = Tavern: hire { $slot } free
choice-hire-starting = Starting apprentice: hire { $slot } free
choice-hire-black-market = Black Market space B: pay { $cost } silver, { $illusionist ->
    [yes] no virtue lost (Illusionist)
   *[no] lose 1 virtue
}, hire at no further cost { $slot }
choice-build = Guildhall: construct the { $card }{ $refresh ->
    [yes] ; your worker's Guildhall space also sends the two apprentices nearest the Workshop to the bottom of their deck (two new ones are dealt)
   *[no] {""}
}

## Captures (AWK-8), and what each costs.
choice-capture = capture { $seat }'s { $k } { $k ->
    [one] worker
   *[other] workers
} at the { $location }{ choice-capture-cost }
choice-capture-own = capture your own { $k } { $k ->
    [one] worker
   *[other] workers
} (back to your supply) at the { $location }{ choice-capture-cost }
choice-capture-cost = { $cost ->
    [free] {" "}free
    [tax] {" "}for { $tax } tax
    [silver] {" "}for { $silver } silver
   *[none] {""}
}

## Chance's market cards and rewards, the Cathedral, the Storehouse trades, the boards and the
## options of a building's effect.
choice-small-market = the small market shows { $goods }
choice-large-market = the large market now offers { $goods }
choice-reward = reward: { $reward ->
    [0] 1 virtue and 3 silver
    [1] 1 virtue and 2 wood
    [2] 1 virtue and 2 stone
    [3] 1 virtue and 1 building card
    [4] 2 virtue
   *[5] 1 virtue and 1 gold
}
choice-cathedral = Guildhall: advance to Cathedral level { $level } ({ $vp } VP at the end) for { $cost }, { $frederick ->
    [yes] keeping your building cards (Frederick)
   *[no] discarding a building card
}; reveal a reward card{ $refresh ->
    [yes] ; your worker's Guildhall space also sends the two apprentices nearest the Workshop to the bottom of their deck (two new ones are dealt)
   *[no] {""}
}
choice-trade = trade { trade-what }
# A Storehouse trade by its index (AWK-6.2, AWK-6.3).
trade-what = { $trade ->
    [0] 2 clay for 1 virtue
    [1] 2 wood for 1 virtue
    [2] 2 stone for 1 virtue
    [3] 1 clay and 1 wood for 1 virtue
    [4] 1 clay and 1 stone for 1 virtue
    [5] 1 wood and 1 stone for 1 virtue
    [6] 3 wood for 1 marble
    [7] 2 wood and 1 stone for 1 marble
    [8] 1 wood and 2 stone for 1 marble
    [9] 3 stone for 1 marble
    [10] 1 silver for 3 clay (Merchant)
    [11] 2 silver for 1 gold (Merchant)
    [12] 3 silver for 1 marble (Merchant)
    [13] 1 silver for 2 stone (Merchant)
    [14] 1 silver for 2 wood (Merchant)
    [15] 1 clay for 1 virtue (Patron)
    [16] 2 silver for 1 virtue (Patron)
    [17] 1 stone for 1 virtue (Patron)
    [18] 1 wood for 1 virtue (Patron)
    [19] 3 clay for 1 marble (Trader)
    [20] 2 stone for 1 marble (Trader)
   *[21] 2 wood for 1 marble (Trader)
}
choice-take-board = take the board of { $board }
choice-board-dealt = player board dealt: { $board }
choice-lothaire = Lothaire: pay 1 { $wood ->
    [yes] wood
   *[no] stone
} less, { $cost } in all
choice-gain-gold = gain 1 gold
choice-gain-silver = gain 3 silver
choice-gain-marble = gain 1 marble
choice-destroy-debt = destroy one of your unpaid debts
choice-keep-debts = keep your debts
choice-barracks-free = free your workers from other players' boards
choice-barracks-capture = make a free capture
choice-nothing-to-choose = choose (there is no choice to make now)

## What a step leaves unused, for the player to confirm it.
unused-trades = you could still make { $left ->
    [one] { $left } trade
   *[other] up to { $left } trades
} at the King's Storehouse: unused trades are lost
unused-captures = you could still make { $left ->
    [one] { $left } capture
   *[other] up to { $left } captures
}: unused captures are lost
unused-guardhouse = you could still take { $left ->
    [one] { $left } Guardhouse action
   *[other] up to { $left } Guardhouse actions
}: unused actions are lost
unused-tavern = the Tavern would hire you a face-up apprentice free
unused-library = the Library would give you 2 gold for a building card from your hand
unused-church = the Church would destroy one of your unpaid debts (each costs you VP at the end)
unused-dismiss = the { $card }'s skills and ability are lost, and it cannot be hired back
unused-idle-place = you can take none of its actions now: the worker would stay there idle

## Why a lone choice is the only one.
only-retrieve = your supply is empty, and this is the only worker you may take back
only-pass = all your workers are in the Guildhall
only-stop-trades = you can pay for no trade
only-stop-captures = there are no workers you can capture
only-stop-guardhouse = no Guardhouse action can be taken now
only-keep-seen = it is the only card you drew
only-bottom-seen = it is the last of the cards you drew
only-cathedral-discard = it is your only building card
only-board = it is the only board left
only-starting-apprentice = it is the only apprentice in the display
