# What each option of `cathedra games` does (`option-<key>`); the same as the game's own help.
# Each attribute names one of the option's values, as the web lobby offers it.
option-guildhall_apprentice_refresh = a worker placed on the third Guildhall space of rows 1 to 3 sends the two apprentices nearest the Workshop to the bottom of their deck (the icon of the board art, absent from the 2018 rulebook)
option-starting_apprentice = after the draft, in reverse order of play, each player hires one face-up apprentice free, and the display is refilled after the last (a rule of the Age of Artisans expansion)
option-boards = the side of the player boards: standard (virtue 7, silver 3/4/5/6/7 from the start player), variable (side 2, a character board dealt at random to each seat, with its own start and ability; the highest starting virtue starts) or chosen (side 2, each seat choosing its board in seat order)
    .standard = standard
    .variable = variable, boards dealt at random
    .chosen = variable, boards chosen
option-promo_boards = with variable or chosen boards, the five promo boards (Lothaire, Hugo, Clovis, Fara, Bertha) join the five of the base game
option-promo_cards = the promo apprentices (Enforcer, Overseer, Peddler) and the promo buildings (Crane, Graveyard, Museum) join their decks: 43 cards each instead of 40
option-start-money = the silver each seat starts with, in order of play from the start player, one whole amount a seat separated by '/' (e.g. 5/5/5/5 for 4 players); rulebook: 3/4/5/6/7, the start player 3 and each next seat 1 more (AWK-2.11)
