# The board: its lines (board-<line>) and what the current step asks for (step-<phase>).

board-header = A Castle for All Seasons ({ $season ->
    [winter] winter
   *[summer] summer
  }) - round { $round } of { $rounds }, start player { $seat }
board-header-setup = A Castle for All Seasons ({ $season ->
    [winter] winter
   *[summer] summer
  }) - { $rounds } rounds, the start player is not drawn yet
board-now = Now: { $step }
board-bank = Bank { $bank } talers, round track { $track }, smithy { $smithy } silver
board-tower = Tower: { $pieces }
board-pieces = { $count } { $kind }
board-carts = Carts:
board-free = free
board-tiles = Tiles left:
board-tile = { $building } x{ $count } ({ $cost }/{ $vp }VP)
board-helpers = Helpers:
board-winter = Winter: { $deck } cards in the deck (one drawn in rounds { $rounds }); in play: { $open }; inn talers { $inn }
board-lady = Lady of the castle: courted by { $courters }; on her card { $pieces } and { $talers } talers
board-seat = { $seat }: { $vp } VP, { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  }, { $helpers } helpers; { $pieces }
board-worker = { $card }: { $pieces }
board-face-down = { $count } face down
board-cards = hand+chosen: { $hand } | chosen: { $chosen } | played: { $played } { $workers }

## What the current step asks for.
step-start-player = chance draws the start player
step-winter-draw = chance draws a winter card
step-over = the game is over
step-court = { $seat } courts the lady with a piece or taler, or drops out
step-share = { $seat } takes a piece from the lady's card
step-choose = { $seats } choose a character card face down
step-plague = { $seat } loses a played card or pays for the plague
step-snowdrift = { $seat } gives up a worker card or pays { $talers } talers
step-breach = { $seat } discards up to { $stone } stone for the wall breach
step-stock = { $seat } picks a piece for Worker III
step-worker-order = { $seat } picks which worker card resolves first
step-inn-return = { $seat } cannot pay the inn and takes a trader's helper back
step-trade = { $seat }'s Trader places a helper at a cart or the rider, or is done
step-tower = { $seat }'s Bricklayer takes one kind from the tower
step-buy = { $seat }'s Stonemason buys from worker cards, or is done
step-consent = { $seat } sells the last piece of a worker card or refuses
step-build = { $seat } erects buildings with the { $card }, or is done
step-pay = { $seat } pays the { $kind } for the { $building }
step-helpers = { $seat } places helpers, or is done
step-palace = { $seat } converts pieces at the palace, or is done
