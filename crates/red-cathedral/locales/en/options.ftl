# What each option of `cathedra games` does (`option-<key>`); the same as the game's own help.
# Each attribute names one of the option's values, as the web lobby offers it.
option-side = the side of every workshop board: basic, or advanced with ornaments unlocked by face-up tiles
    .basic = basic
    .advanced = advanced
option-influence = influence cards: one of each group at random, or the set recommended for a first game
    .random = one of each group at random
    .first-game = the set for a first game
option-start-money = starting rubles by position in the order of play, the start player's first: 'rulebook' (3, 4, 4, 5; solo 3) or one whole amount per player separated by '/', e.g. 4/4/4/4
option-data = the card data: the embedded reconstruction, or a corrected data file (a record stores the file's name and hash)
