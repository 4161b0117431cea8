# What each choice says in a menu (choice-<kind>), from the action and the board.

choice-start-player = { $seat } starts
choice-reveal-privileges = Reveal { $left } (left) and { $right } (right)
choice-deal-craftsmen = Deal the { $left } (left) and the { $right } (right) to Shiring
choice-set-aside = Leave out { $first } and { $second }
choice-draw-event = Draw the round's event, face down
choice-draw-builder = Draw a { $seat } master builder
choice-roll-tax = The tax die shows { $face }
choice-take-resource = Take { $card } ({ $workers } workers for { $cubes })
choice-hire = Hire the { $craftsman } for { $gold } gold
choice-pass = Pass
choice-dismiss = Remove the { $craftsman }
choice-accept = Accept the drawn master builder
choice-redraw = Put the master builder back and draw again
choice-place = Place a master builder at { $location } { $gold ->
    [0] for free
   *[other] for { $gold } gold
  }: { $effect }
choice-place-with-remigius = Place a master builder at { $location } for free, giving up Brother Remigius: { $effect }
choice-protect = Take the bishop's protection from the event
choice-use-thomas = Give up Archbishop Thomas to ignore the event
choice-use-exemption = Give up the tax exemption card and pay no tax
choice-decline = Decline
choice-take-cube = Take 1 { $cube } from the market
choice-buy = Buy { $cubes } for { $gold } gold
choice-sell = Sell { $cubes } for { $gold } gold
choice-madonna = The Madonna raises the capacity of the { $craftsman } by 1
choice-use-without-cubes = Use the { $craftsman }
choice-use = Use the { $craftsman } { $times ->
    [one] once
   *[other] { $times } times
  }: { $input } → { $output }
choice-finish = Finish building
choice-keep = Keep { $cubes }

## Amounts, as choices and the board write them.
cubes = { $n } { $cube }
cubes-none = nothing
gold = { $n } gold
vp = { $n } VP
privilege-label = { $name } ({ $effect })

## A place on the board, as a choice names it, and what a master builder there gives.
location-bishop = the Bishop's seat
location-kingsbridge_left = Kingsbridge (left card)
location-kingsbridge_right = Kingsbridge (right card)
location-priory = the priory
location-kings_court = the King's court
location-shiring_left = Shiring (left craftsman)
location-shiring_right = Shiring (right craftsman)
location-castle = Shiring castle
location-market = the market
location-cathedral = the cathedral
effect-bishop = protection from a bad event, and 1 cube from the market
effect-privilege = the privilege { $privilege }
effect-no-privilege = nothing (no card is there)
effect-priory = 2 VP on the first space, 1 VP on the second
effect-kings_court = no tax this round; the first space also takes the court's metal
effect-craftsman = the { $craftsman } for free
effect-no-craftsman = nothing (no craftsman is there)
effect-castle = 2 grey workers for the next round
effect-castle-last = 2 grey workers, of no use in the last round
effect-market = buying and selling cubes at the market
effect-cathedral = the start player of the next round
effect-cathedral-last = nothing: this is the last round

## What a final step leaves unused (the terminal asks to confirm it).
unused-offer = you could still take { $cards ->
    [one] a card
   *[other] one of { $cards } cards
  } from the offer; passing is final, and your { $workers } free workers go to the wool mill
unused-market = you could still buy or sell at the market
unused-build = your craftsmen could still work { $uses ->
    [one] once more
   *[other] { $uses } more times
  }
