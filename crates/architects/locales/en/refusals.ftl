# Refusals of an illegal action (refusal_in): one message refusal-<kind> per kind, with the
# refusal's arguments. The rule it breaks is added after it.

refusal-not-an-outcome = that is not a possible outcome of this draw
refusal-mines-gold-alone = gold at the Mines needs at least one of your workers there already (one worker would yield nothing)
refusal-tax-stand-empty = the Tax Stand holds no silver
refusal-deck-empty = the building deck is empty: there is nothing to draw
refusal-market-virtue = with 10 or more virtue you may not use the Black Market
refusal-market-space-taken = that black market space is taken
refusal-market-cost = you cannot pay for that black market space
refusal-no-apprentice-there = there is no apprentice there to hire
refusal-apprentice-limit = you hold as many apprentices as you may: discard one first
refusal-hire-cost = you cannot pay the hire cost
refusal-skip-coins = you cannot pay the hire cost and the coins for the cards you skip
refusal-not-in-hand = that building card is not in your hand
refusal-skills-missing = that building needs apprentices with every skill it shows
refusal-building-cost = you cannot pay for that building
refusal-cathedral-virtue = with 4 or less virtue you may not work on the Cathedral
refusal-cathedral-top = you are at the top of the Cathedral
refusal-cathedral-full = the next Cathedral level has no free space
refusal-cathedral-no-card = a Cathedral advance needs a building card to discard
refusal-cathedral-no-such-payment = that is not a way to pay for the next Cathedral level
refusal-cathedral-cost = you cannot pay for the next Cathedral level
refusal-board-taken = that board is not among those left to choose
refusal-no-such-discount = Lothaire pays either 1 wood or 1 stone less
refusal-not-in-packet = that card is not in the packet you hold
refusal-not-hired = you have not hired that apprentice
refusal-cannot-retrieve = you cannot take back a worker from there now
refusal-no-passing = there is no passing: place or take back a worker
refusal-supply-empty = your supply is empty: this turn you take back a worker
refusal-no-such-trade = there is no such trade
refusal-trade-apprentice = that trade is offered only by the apprentice who shows it
refusal-trade-cost = you cannot make that trade
refusal-no-workers-there = there are no workers of that colour at that location
refusal-capture-locations = with { $players } players the captures of one visit come from at most { $most ->
    [one] 1 location
   *[other] { $most } locations
}
refusal-capture-cost = you cannot pay for that capture
refusal-debts-most = you have paid off 100 debts, the most the game keeps
refusal-guard-unmet = that Guardhouse action cannot be taken now
refusal-keep-drawn = keep one of the cards you drew
refusal-bottom-drawn = put one of the cards you drew on the bottom
refusal-discard-from-hand = discard a building card from your hand
refusal-not-an-effect-choice = that is not a choice of the { $building }
refusal-starting-slot-empty = there is no apprentice in that slot

## An action taken out of its step: when it is taken (refusal-when-…), then what the step asks
## for now (now-must-…).
refusal-not-now = { $when }; now you must { $now }
refusal-when-trade = trades are made at the King's Storehouse
refusal-when-capture = captures are made at the Town Centre or by a building
refusal-when-guard = Guardhouse actions are taken at the Guardhouse
refusal-when-place = you place one worker on your own turn
refusal-when-dismiss = apprentices are discarded on your turn, before you place
refusal-when-retrieve = workers are taken back only at the start of a turn with an empty supply
refusal-when-choose = there is no building effect to choose
refusal-when-discard = building cards go to the bottom of the deck only when a rule says so
refusal-when-keep = there is no card to keep now
refusal-when-board = player boards are dealt or chosen before the game begins
refusal-when-stop = there is nothing to stop
refusal-when-chance = chance deals and draws that: no player chooses it
now-must-boards = choose your player board
now-must-discount = choose whether you pay 1 wood or 1 stone less for the building
now-must-draft = keep one card of your draft packet
now-must-starting-apprentice = hire your free starting apprentice
now-must-turn = place a worker (or take one back when your supply is empty)
now-must-storehouse = make a Storehouse trade or stop
now-must-capture = capture a group of workers or stop
now-must-guardhouse = take a Guardhouse action or stop
now-must-keep-seen = keep one of the cards you drew
now-must-bottom-seen = put the other drawn cards on the bottom of the deck
now-must-cathedral-discard = discard a building card for the Cathedral
now-must-effect = choose the building's effect
now-must-tavern = hire an apprentice with the Tavern or stop
now-must-hand-limit = discard building cards down to 6
now-must-wait = wait for the game's next decision

## Why a game cannot start (`setup-<kind>`).
setup-solo = Architects of the West Kingdom cannot be played solo here: the solo rules and the "2P vs Bot" card are in the rulebook's appendix, which no public source gives (AWK-23.1); play with 2 to 5 players
setup-start-money-boards = option 'start-money' sets the silver of the standard boards: variable boards show their own starting silver (AWK-21.1)
