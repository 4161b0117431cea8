# The log: one message per event kind (event-<kind>), with the event's arguments.
# A seat is its colour, a card or space its name; numbers choose plurals.

event-asks_last_piece = { $buyer } asks { $seat } for the last piece of the { $card }
event-buys = { $buyer } buys a { $kind } from { $seat } for a taler
event-cannot_pay_inn = { $seat } cannot pay the inn
event-chooses = You choose the { $card } face down
event-courts = { $seat } courts the lady with a { $item }
event-delivers = The { $spot } brings { $seat } { $count } { $kind }
event-discards_stone = { $seat } discards { $stone } stone
event-displaced = { $seat }'s helper is displaced
event-draws_winter = { $seat } draws { $card }
event-drops_out = { $seat } stops courting the lady
event-erects = { $seat } erects the { $building } (sand { $sand }, wood { $wood }, brick { $brick }, stone { $stone })
event-game_ends = The game ends: final scoring
event-gets_talers = { $seat } gets { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  }
event-gives_up_card = { $seat } gives up the { $card }
event-has_chosen = { $seat } has chosen
event-keeps_last_piece = { $seat } keeps the last piece
event-loses_card = { $seat } loses the { $card }
event-market_converts = { $seat } converts { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  } into { $vp } VP
event-master_builder_scores = { $seat }'s Master Builder scores { $vp } VP
event-messenger_brings = { $seat }'s Messenger brings { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  }
event-palace_converts = { $seat } converts a { $kind } into { $vp } VP
event-pays_inn = { $seat } pays the inn a taler
event-pays_talers = { $seat } pays { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  }
event-places_helper = { $seat } places a helper on { $space } for { $tuition ->
    [one] { $tuition } taler
   *[other] { $tuition } talers
  }
event-returns_helper = { $seat } cannot pay the inn and takes the helper back from the { $spot }
event-reveals = { $seat } reveals { $cards }
event-round = Round { $round } of { $rounds }: { $start_player } takes the round taler
event-scores = { $seat } scores { $vp } VP for the { $building }
event-start_money = { $seat } starts with { $talers ->
    [one] { $talers } taler
   *[other] { $talers } talers
  }
event-start_player = { $seat } is the start player
event-stocks_worker_3 = { $seat } stocks Worker III with { $kind }
event-takes_cards_back = { $seat } takes the played cards back
event-takes_from_tower = { $count ->
    [0] { $seat } takes nothing from the tower: it holds no { $kind }
   *[other] { $seat } takes { $count } { $kind } from the tower
}
event-takes_share = { $seat } takes a { $item }
event-trades = { $seat } places a helper at the { $spot }
event-trades_nothing = { $seat }'s Trader places no helper
event-wins_lady = { $seat } wins the Lady of the Castle and scores { $vp } VP
event-worker_brings = { $seat }'s { $card } brings { $pieces } pieces

## The helper spaces of the buildings, as events name them.
term-keep-1 = the Keep
    .text = The Keep's helper space.
term-tavern-6 = the Tavern, 6 talers
    .text = A helper space of the Tavern.
term-tavern-12 = the Tavern, 12 talers
    .text = A helper space of the Tavern.
term-gate_big-1 = the Big Gate
    .text = The Big Gate's helper space.
term-gate_small-1 = the Small Gate
    .text = The Small Gate's helper space.
term-stable-12 = the Stable, 12 talers
    .text = A helper space of the Stable.
term-stable-16 = the Stable, 16 talers
    .text = A helper space of the Stable.
term-servants-1-3 = the Servants' house
    .text = The Servants' house's helper spaces.
term-market-1-2 = the Market
    .text = The Market's helper spaces.
term-palace-1-2 = the Palace
    .text = The Palace's helper spaces.
term-smithy-6 = the Smithy, 6 talers
    .text = A helper space of the Smithy.
term-smithy-10 = the Smithy, 10 talers
    .text = A helper space of the Smithy.
term-granary-1-3 = the Granary
    .text = The Granary's helper spaces.
term-inn-1 = the Inn
    .text = The Inn's helper space.

## The game's name.
game-name = A Castle for All Seasons
