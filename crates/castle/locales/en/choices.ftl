# The choices: one message per kind of action (choice-<kind>), with the cards, spaces and
# pieces it names; then what a helper space scores at the end (scoring-<space>).

choice-start-player = { $seat } starts
choice-draw-winter = Draw the winter card { $card }
choice-court = Court the lady with a { $item }
choice-drop-out = Stop courting the lady
choice-take = Take a { $item } from the lady's card
choice-choose = Choose the { $card }
choice-lose = Give up the { $card }
choice-pay-instead = Pay { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  } instead
choice-pay-talers-instead = Pay talers instead
choice-breach-silver = { $stone ->
    [0] Discard { $silver } stone got for silver
   *[other] Discard { $stone } stone and { $silver } stone got for silver
}
choice-breach = { $stone ->
    [0] Discard no stone
   *[other] Discard { $stone } stone
}
choice-stock = Put a { $kind } on Worker III
choice-work = Resolve the { $card } first
choice-return = Take your helper back from the { $spot }
choice-trade = Place a helper{ $from ->
    [inn] {" "}(your innkeeper)
   *[other] {""}
  } at the { $spot }
choice-trade-displacing = Place a helper{ $from ->
    [inn] {" "}(your innkeeper)
   *[other] {""}
  } at the { $spot }, displacing { $seat }
choice-tower = { $count ->
    [0] Take nothing from the tower (it holds no { $kind })
   *[other] Take { $count } { $kind } from the tower
}
choice-buy = Buy a { $kind } from { $seat }'s { $card } for a taler
choice-sell = Sell the last piece
choice-refuse = Keep the last piece
choice-build = Erect the { $building }
choice-spend-silver = Pay { $count } { $kind } ({ $silver } got for silver)
choice-spend = { $count ->
    [0] Pay no { $kind }
   *[other] Pay { $count } { $kind }
}
choice-place = Place a helper{ $from ->
    [spot] {" "}from the { $spot }
    [inn] {" "}(your innkeeper)
   *[other] {""}
  } on the { $site } for { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  } (at the end: { $scoring })
choice-convert = Convert a { $kind } into VP
choice-convert-silver = Convert a { $kind } got for silver into VP
choice-done = Done

## What a helper on a space scores at the end, in a few words.
scoring-keep = { $vp } VP per empty castle space
scoring-tavern-6 = 1 VP per 2 castle helpers
scoring-tavern-12 = 1 VP per castle helper
scoring-gate = { $vp } VP per Tower
scoring-stable = { $vp } VP per House
scoring-servants = 1 VP per building tile left
scoring-market = talers into VP
scoring-palace = up to { $vp } pieces into VP at their building points
scoring-smithy-6 = 1 VP per 2 silver on the Smithy
scoring-smithy-10 = 1 VP per silver on the Smithy
scoring-granary = { $one }, { $two } or { $three } VP each by how many are there
scoring-inn = nothing

## What a choice leaves unused for good (the player is asked to confirm it).
unused-palace = you could still convert { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
  } into VP at the palace
unused-build = you could still erect { $buildings ->
    [one] a building
   *[other] one of { $buildings } buildings
  } with the { $card }

## Why a choice is the only one (it is taken for the player).
only-build = your pieces pay for no building left
only-no-helpers = you have no helper left
only-helpers = no free helper space you can pay for
only-buy = nothing left to buy from the other players' worker cards
only-trade = no cart or rider a helper can go to
only-palace-done = your palace helpers have converted all they may
only-palace-pieces = you have no piece left to convert
only-pay = the only way to pay the rest of the { $building }
only-breach = you have no stone to discard
only-pay-talers = you have no card to give up
only-lose = you cannot pay the talers
