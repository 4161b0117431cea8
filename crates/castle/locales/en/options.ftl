# What each option of `cathedra games` does (`option-<key>`); the same as the game's own help.
option-winter = play the winter side with the six winter cards
option-start-money = starting talers in order of play, the start player's first, one amount per player separated by '/', e.g. 2/3/3/4; 'rulebook' gives every player 3 (CAS-2.5)
