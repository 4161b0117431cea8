# The board as a player reads it (render and render_compact), line by line.

board-tax-and-guildhall = Tax Stand: { $tax } silver. Guildhall: { $filled } of { $spaces } spaces filled. Reward cards left: { $rewards }.
board-black-market = Black Market: A { $a } (small market: { $small }), B { $b }, C { $c } (large market: { $large }).
board-space-free = free
board-display = Workshop display (column 1 is the cheapest):
board-display-row = row { $row }:
board-display-card = [{ $card }{ $coins ->
    [0] {""}
   *[other] , { $coins } silver on it
}]
board-display-empty = [empty]
board-player = { $seat }: { $silver } silver, virtue { $virtue }, Cathedral { $cathedral }, debts { $unpaid } unpaid/{ $paid } paid; goods: { $goods }
board-workers = workers: { $supply } in supply, { $prison } in the Prison, { $guildhall } in the Guildhall, { $captured } captured on this board
board-cards = apprentices: { $apprentices }; buildings: { $buildings }
board-hand = { $count ->
    [one] { $count } building card
   *[other] { $count } building cards
} in hand
board-hand-known = { board-hand }: { $cards }
board-none = none

## The compact board's first line: the game and who decides now.
board-compact-title = { $game }: { $now }
board-now-over = the game is over
board-now-chance = cards and the start player are drawn
board-now-draft = building draft, pick { $round } of 3: { $names }
board-now-turn = { $names }'s turn
board-now-decision = { $names }'s decision
board-everyone = everyone

## Resources and silver, and lists of them.
goods-clay = { $n } clay
goods-wood = { $n } wood
goods-stone = { $n } stone
goods-gold = { $n } gold
goods-marble = { $n } marble
goods-silver = { $n } silver
goods-nothing = nothing
card-unknown = no such card
list-and = { $first } and { $last }
