# The choices of a turn and of the setup (choice-<kind>), and the words they are made of.
# Materials, dice, workshops, ornaments, Jakovlev's cards and influence actions are the terms
# of terms.ftl.

## Amounts: $resource is the id (wood … amethyst, rubles, recognition), $name its term.
amount-resource = { $resource ->
    [rubles] { $amount ->
        [one] { $amount } ruble
       *[other] { $amount } rubles
    }
   *[other] { $amount } { $name }
  }
card = { $kind }: { $cost }; { $reward }
kind-base = base
kind-middle = middle section
kind-dome = dome
group-craftsmen = craftsmen
group-carters = carters
group-merchants = merchants
group-clergy = clergy
tile-die = the resource where the { $die } die stands
jewels-none = no jewel
jewels-emerald = an emerald
jewels-amethyst = an amethyst
jewels-two-emeralds = two emeralds
jewels-two-amethysts = two amethysts
jewels-emerald-amethyst = an emerald and an amethyst
place = the card of tower { $tower } ({ $card })
place-unknown = tower { $tower }, card { $height }

## Choices.
choice-resource-tile = Lay the { $resource } tile on the next market space
choice-influence-card = Lay the { $group } influence card ({ $first } / { $second })
choice-influence-card-unknown = Lay an influence card
choice-place-die = Drop the { $die } die showing { $face } next to the next market space
choice-plan = The plan card with towers of { $heights } cards
choice-plan-unknown = A plan card
choice-section = Lay the card ({ $card }) on the construction site
choice-section-unknown = Lay a cathedral card
choice-workshop-tile = Lay the workshop tile giving { $gain } on the next cathedral card
choice-first-player = { $seat } starts
choice-solo-card = Jakovlev's next solo card: { $card }
choice-solo-tile = The { $die } die tile on the next solo card
choice-roll = The die rolls { $face }
choice-sell-prestige = Sell 1 prestige for 2 rubles
choice-reroll = Pay 1 prestige to reroll the dice of market space { $space }
choice-claim = Claim { $place } with a banner from { $from }
choice-banner-inventory = your inventory (one more free slot)
choice-banner-reserve = your reserve
choice-banner-white = a white workshop space (it becomes usable)
choice-tile-face-up = Put the tile face up on your { $workshop } for { $price } and gain its benefit now: { $gain }
choice-tile-face-down = Put the tile face down on your { $workshop } (free, never active)
choice-deliver = Deliver 1 { $material } to { $place }
choice-ornament = Decorate { $place } with your { $ornament } (1 { $material }, { $jewels }): +{ $prestige } prestige
choice-move = Move the { $die } die to market space { $space } ({ $resource })
choice-move-extra = Move the { $die } die to market space { $space } ({ $resource }), paying { $rubles } for extra steps
choice-take = Take { $what }
choice-take-resources = Take { $amount } resources
choice-influence = Use influence: { $action }
choice-influence-unknown = Use influence
choice-give = Give { $material } to the supply
choice-gain = Take 1 { $material } from the supply
choice-swap = Swap the resource tiles of market spaces { $a } and { $b }
choice-activate = Activate the tile on your { $workshop }
choice-done = Stop delivering
choice-end-turn = End your turn
choice-bot-target = Jakovlev takes { $place }

## What a choice leaves unused for good (the player is asked to confirm it).
list-and = { $rest } and { $last }
unused-market = you could still { $actions }
unused-take = take up to { $what }
unused-influence = use influence
unused-influence-again = use the same influence again
unused-activate = activate the tile on your { $workshop }
unused-build = you could still deliver { $left ->
    [one] 1 more material
   *[other] up to { $left } more materials
  } in this Build
unused-carters = the carters' action could still deliver { $left ->
    [one] 1 more material
   *[other] up to { $left } more materials
  }

## Why a choice is the only one (it is taken for the player).
only-end-turn = { $done ->
    [claim] your claim was this turn's main action
    [build] your Build can deliver nothing more
   *[market] nothing is left to do at the market
  }, and { $optional ->
    [no-prestige] you have no prestige to sell or to pay for a reroll
   *[used] you have already sold prestige and rerolled this turn
  }
only-tile-face-down = the { $workshop } is your only free workshop space, and a face-up tile there costs { $price }
only-give = { $material } is the only material you have that this action takes
only-gain = only { $material } is left in the supply
only-carters-deliver = it is the only delivery you can make, and the carters' action delivers at least one material
only-carters-done = you can deliver nothing more
