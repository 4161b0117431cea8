# What each option of `cathedra games` does (`option-<key>`); the same as the game's own help.
option-start-money = starting gold in order of play, the start player's first, one amount per player separated by '/', e.g. 21/21/21/21; 'rulebook' gives 20, 21, 22, 23 (PIL-16.4)
