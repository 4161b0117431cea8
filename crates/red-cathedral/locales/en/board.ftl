# The board (board-…) and its compact form (compact-…).

board-title = The Red Cathedral (card data: { $edition })
board-title-embedded = The Red Cathedral (reconstructed card data of the Czech edition, Katedrála)
board-market = Market:
# $count: how many dice stand on the space, $dice: each with its face.
board-market-space = space { $space }: { $tile } { $count ->
    [0] no dice
    [one] 1 die [{ $dice }]
   *[other] { $count } dice [{ $dice }]
  }
board-influence = Influence:
board-quadrant = spaces { $from }-{ $to } ({ $group }): { $first } / { $second }
board-site = Construction site (bottom to top):
board-tower = tower { $tower }: { $cards }
board-banner = { " — " }{ $participant }'s banner
board-completed = , completed
board-ornament = , { $participant }'s ornament
board-participant = { $participant }: position { $position }, prestige { $prestige }, { $completed } completed
# $inventory: the materials held, when $held is not 0.
board-goods = , { $rubles }, inventory { $held }/{ $capacity }: { $held ->
    [0] nothing
   *[other] { $inventory }
  }
board-over = The game is over.
compact-title = The Red Cathedral: { $now }
compact-over = the game is over
compact-turn = { $participant }'s turn
compact-bot-choice = { $player } chooses for { $bot }
compact-setup = setting up
compact-ending = ; the end is near: { $turns ->
    [one] 1 more turn
   *[other] { $turns } more turns
  } after this one
# Jakovlev in a solo game: his row of solo cards, each with the die tile on it ($up: 1 face up,
# 0 face down), the card he plays next, what lies on his cards.
board-bot-row = { $bot }'s solo cards, left to right:
board-bot-card = { $place }. { $card }: { $die } die tile, { $up ->
    [0] face down
   *[other] face up
  }
board-bot-next = { $bot } plays next: { $card }, moving the { $die } die, which shows { $face }
board-bot-reset = { $bot } plays next: all his tiles are face down, he shuffles them anew
board-bot-reset-ornament = and first places his next ornament ({ $ornament }) if a card takes it
# $count: how many kinds of material lie on the card.
board-bot-materials = { $card } card: { $count ->
    [0] no materials
   *[other] { $materials }
  }
board-bot-claim = { $card } card: { $banners ->
    [0] no banners
    [one] 1 banner
   *[other] { $banners } banners
  }; ornaments left: { $count ->
    [0] none
   *[other] { $ornaments }
  }
# $stock, $built: how many materials lie on his Inventory and Build cards.
compact-bot = { $bot } next: { $reset ->
    [yes] a new shuffle of his tiles
   *[no] { $card }, { $die } die shows { $face }
  }; on { $inventory } { $stock }, on { $build } { $built }
