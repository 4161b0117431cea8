# The board (board-…) and its compact form (compact-…).

board-title = The Red Cathedral (reconstructed card data: { $edition })
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
