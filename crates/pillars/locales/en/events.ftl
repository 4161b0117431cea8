# The log: one message per event kind (event-<kind>), with the event's arguments.
# A seat is its colour, a card or space its name; numbers choose plurals.

event-builder_drawn = A { $seat } master builder is drawn (cost { $cost })
event-builder_set_aside = The city wall: { $seat }'s third master builder is set aside
event-builder_waits = { $seat } passes; the master builder waits at { $cost }
event-builder_waits_poor = { $seat } passes: { $gold ->
    [0] no gold
   *[other] { $gold } gold
  }, the master builder costs { $cost }; it waits at { $cost }
event-buys = { $seat } buys { $n } { $cube } for { $gold } gold
event-craftsman_unclaimed = Nobody takes the { $craftsman }; it leaves the game
event-craftsmen_dealt = Shiring offers the { $left } and the { $right }
event-declines_protection = { $seat } declines the bishop's protection
event-dismisses = { $seat } removes the { $craftsman } from the game
event-event_drawn = The round's event is drawn face down
event-event_revealed = The event: { $event }
event-event_seen = Ellen shows you this round's event: { $event }
event-game_over = The cathedral is complete: the game is over
event-hires = { $seat } takes the { $craftsman } for { $gold } gold
event-keeps = { $seat } keeps{ $wood ->
    [0] {""}
   *[other] {" "}{ $wood } wood
  }{ $stone ->
    [0] {""}
   *[other] {" "}{ $stone } stone
  }{ $sand ->
    [0] {""}
   *[other] {" "}{ $sand } sand
  }{ $metal ->
    [0] {""}
   *[other] {" "}{ $metal } metal
  }
event-leaves_market = { $seat } leaves the market
event-leaves_market_unable = { $seat } cannot trade and leaves the market
event-loses_craftsman = { $seat } loses the { $craftsman }
event-loses_vp = { $vp ->
    [0] { $seat } has no VP to lose
   *[other] { $seat } loses { $vp } VP
  }
event-madonna = The Madonna raises { $seat }'s { $craftsman } by 1 use
event-market_refilled = The market is refilled to { $wood } wood, { $stone } stone, { $sand } sand
event-next_start_player = { $seat } will start the next round
event-passes = { $seat } passes
event-passes_unable = { $seat } cannot take a card and passes: { $workers ->
    [0] no free workers
    [one] 1 free worker
   *[other] { $workers } free workers
  } and { $gold ->
    [0] no gold
   *[other] { $gold } gold
  } reach no card of the offer
event-pays = { $seat } { $gold ->
    [0] has no gold to pay
   *[other] pays { $gold } gold
  }{ $vp_lost ->
    [0] {""}
   *[other] {" "}and loses { $vp_lost } VP
  }
event-pays_tax = { $seat } { $gold ->
    [0] has no gold for the tax
   *[other] pays { $gold } gold tax
  }{ $vp_lost ->
    [0] {""}
   *[other] {" "}and loses { $vp_lost } VP
  }
event-phase_two = Phase II: master builders are drawn from the bag
event-places = { $seat } places a master builder at { $location } { $gold ->
    [0] for free
   *[other] for { $gold } gold
  }
event-places_waiting = { $seat } places a waiting master builder at { $location } for free
event-places_with_remigius = { $seat } gives up Brother Remigius and places at { $location } for free
event-priory = { $seat } scores { $vp } VP in the priory
event-privilege_unclaimed = Nobody takes { $privilege }; it leaves the game
event-privileges_revealed = Kingsbridge offers { $left } and { $right }
event-produces = { $seat } produces{ $wood ->
    [0] {""}
   *[other] {" "}+{ $wood } wood
  }{ $stone ->
    [0] {""}
   *[other] {" "}+{ $stone } stone
  }{ $sand ->
    [0] {""}
   *[other] {" "}+{ $sand } sand
  }{ $metal ->
    [0] {""}
   *[other] {" "}+{ $metal } metal
  }
event-protects = { $seat } takes the bishop's protection
event-redraws = { $seat } puts the master builder back to draw again
event-resources_unused = Not used this round: { $first } and { $second }
event-round = Round { $round } begins
event-sells = { $seat } sells { $n } { $cube } for { $gold ->
    [0] nothing: 30 gold is the most a player holds
   *[other] { $gold } gold
  }
event-start_player = { $seat } is the start player
event-statiker = { $seat }'s Architect earns { $vp } VP
event-takes_court_metal = { $seat } takes the metal at the King's court
event-takes_cube = { $seat } takes 1 { $cube } from the market
event-takes_grey_workers = { $seat } takes { $workers } grey workers for the next round
event-takes_privilege = { $seat } takes { $privilege }
event-takes_grey_workers_unused = { $seat } takes { $workers } grey workers (of no use: this is the last round)
event-takes_resource = { $seat } takes { $card } with { $workers } workers
event-takes_shiring_craftsman = { $seat } takes the { $craftsman } in Shiring
event-tax_rolled = The tax die shows { $face }
event-to_wool_mill = { $seat } sends { $workers } { $workers ->
    [one] worker
   *[other] workers
  } to the wool mill
event-tool_maker = { $seat }'s tool maker earns { $gold ->
    [0] nothing: 30 gold is the most a player holds
   *[other] { $gold } gold
  }
event-uses_craftsman = { $seat } uses the { $craftsman } { $times ->
    [one] once
   *[other] { $times } times
  }
event-uses_privilege = { $seat } gives up { $privilege }
event-wool_mill = { $seat } earns { $gold } gold in the wool mill

## Resources, as events name them.
term-wood = wood
    .text = A building resource.
term-stone = stone
    .text = A building resource.
term-sand = sand
    .text = A building resource.
term-metal = metal
    .text = A building resource.

## The game's name.
game-name = The Pillars of the Earth
