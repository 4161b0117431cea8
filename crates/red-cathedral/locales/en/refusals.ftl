# Why an action is refused (refusal-<kind>): the rule it breaks, in a player's words. The
# rule's ID is added after the text. Arguments are named as in the game's code (`Why`): a
# material, die, workshop, ornament or influence action is a term, shown by its name.

refusal-no-such-place = that action names a place the game does not have
refusal-place-tile-first = first place the claimed card's workshop tile on your workshop board
refusal-give-first = first give the materials this action costs
refusal-gain-first = first take the materials of your choice
refusal-finish-delivery = finish the delivery of the carters' action first
refusal-swap-first = choose the two resource tiles to swap
refusal-deliver-at-least-one = deliver at least one material
refusal-sold-in-one-block = prestige is sold in one uninterrupted block per turn
refusal-no-prestige-to-lose = you have no prestige to lose
refusal-reroll-once = you may reroll only once per turn
refusal-no-die-there = that market space holds no die
refusal-main-action-taken = you have already taken your main action
refusal-other-main-action = you have already taken another main action
refusal-main-action-first = take a main action before ending your turn
refusal-take-after-move = resources are taken after a market move
refusal-taken-already = you have already taken resources this turn
refusal-take-at-most = you can take at most { $most } here (dice, supply and inventory space)
refusal-influence-after-move = influence is used after a market move
refusal-influence-used = you have used influence this turn (only a repeatable action, again in a row)
refusal-influence-rubles = { $action } needs { $rubles ->
    [one] 1 ruble
   *[other] { $rubles } rubles
  }
refusal-influence-materials = you lack the materials to { $action }
refusal-influence-set = you need a completed base, middle section and dome of your own
refusal-influence-no-gain = nothing of that gain could be received (inventory full or supply empty)
refusal-influence-no-delivery = you have nothing you could deliver
refusal-cannot-give = you cannot give { $material } for this action
refusal-no-materials-asked = no influence action asks for materials now
refusal-no-swap-now = no influence action swaps tiles now
refusal-no-delivery-to-stop = there is no delivery to stop
refusal-supply-empty = the supply has no { $material }
refusal-inventory-full = your inventory is full
refusal-activate-after-move = a workshop is activated after a market move
refusal-activated-already = you have already activated a workshop this turn
refusal-activated-by-die = the { $workshop } is activated by the { $die } die
refusal-no-face-up-tile = your { $workshop } has no face-up tile
refusal-no-available-card = that tower has no available card
refusal-no-inventory-banner = you have no banner left on your inventory
refusal-no-reserve-banner = you have no banner left in the reserve
refusal-no-white-banner = no banner blocks a white workshop space
refusal-no-tile-to-place = there is no workshop tile to place
refusal-workshop-taken = your { $workshop } is taken or blocked
refusal-face-up-costs = a face-up tile there costs { $rubles ->
    [one] 1 ruble
   *[other] { $rubles } rubles
  }
refusal-build-at-most-three = a Build delivers at most 3 materials
refusal-no-card-there = there is no card there
refusal-own-banner-only = you build only on cards with your own banner
refusal-card-completed = that card is already completed
refusal-needs-no-more = that card needs no more { $material }
refusal-no-material = you have no { $material } in your inventory
refusal-ornament-on-completed = ornaments go only on completed cards
refusal-has-ornament = that card already has an ornament
# $kind: 0 a base, 1 a middle section, 2 a dome.
refusal-no-usable-ornament = you have no usable { $ornament } for a { $kind ->
    [0] base
    [1] middle section
   *[2] dome
  }
refusal-ornament-over-budget = the ornament's materials exceed the deliveries left in this action
refusal-ornament-unpaid = the { $ornament } needs 1 { $material } and { $emeralds ->
    [0] { $amethysts ->
        [0] no jewel
        [1] an amethyst
       *[other] two amethysts
    }
    [1] { $amethysts ->
        [0] an emerald
       *[other] an emerald and an amethyst
    }
   *[other] two emeralds
  } from your inventory
refusal-extra-own-die = extra steps are bought only for the white die or your own colour
refusal-extra-steps-cost = { $extra ->
    [one] 1 extra step costs 1 ruble
   *[other] { $extra } extra steps cost { $extra } rubles
  }
refusal-space-full = that market space already holds 3 dice
refusal-choose-for-jakovlev = choose the card for Jakovlev
refusal-jakovlev-refuses = Jakovlev's rules do not allow that card
refusal-no-bot-choice = Jakovlev needs no choice now
refusal-chance-outcome = that is a chance outcome
refusal-not-an-outcome = that is not an outcome chance can have now

## Why a game cannot start: its card data (`setup-<kind>`).
setup-data-other = this game was played with card data '{ $id }', this build has '{ $build }' (give the file of that data: --option data=FILE)
setup-data-changed = this game was played with card data '{ $id }' from { $file }, but that file now holds card data '{ $now }'
setup-data-file = { $line ->
    [0] { $file }: { $detail }
   *[other] { $file }, line { $line }: { $detail }
  }
