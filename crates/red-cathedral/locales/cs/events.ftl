# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty.
# Hráč je jeho barva, účastník jeho jméno (barva nebo Jakovlev), karta či pole jejich jméno;
# čísla volí tvar množného čísla. Věže a pole tržiště počítají události od 0: $tower_1 a
# $space_1 je počítají od 1, jako hráči.

event-bot_build = Jakovlev staví do věže { $tower_1 }: { $materials ->
    [one] { $materials } materiál
    [few] { $materials } materiály
   *[other] { $materials } materiálů
  }
event-bot_card = Jakovlev hraje kartu { $card } s { $materials } { $materials ->
    [one] materiálem
   *[other] materiály
  }
event-bot_claim = Jakovlev si zamlouvá kartu věže { $tower_1 }: { $card }
event-bot_move = Jakovlev hraje kartu { $card } a posouvá kostku ({ $die }) na pole tržiště { $space_1 }
event-bot_no_move = Jakovlevova karta { $card } nemůže posunout kostku ({ $die })
event-bot_ornament = Jakovlev umisťuje ozdobu ({ $ornament }) na věž { $tower_1 }: +1 bod prestiže
event-bot_recognition = Jakovlev získává na tržišti { $recognition ->
    [one] { $recognition } bod uznání
    [few] { $recognition } body uznání
   *[other] { $recognition } bodů uznání
  }
event-claim = { $seat } si zamlouvá kartu věže { $tower_1 }: { $card }
event-complete = { $participant } dokončuje kartu { $card }: +{ $recognition ->
    [one] { $recognition } bod uznání
    [few] { $recognition } body uznání
   *[other] { $recognition } bodů uznání
  }, +{ $rubles ->
    [one] { $rubles } rubl
    [few] { $rubles } rubly
   *[other] { $rubles } rublů
  }
event-deliver = { $seat } dodává do věže { $tower_1 }, karta { $height_1 }: { $material }
event-die_placed = Kostka ({ $die }) ukazuje { $face } u pole tržiště { $space_1 }
event-end_triggered = { $participant } dokončuje šestou kartu: všichni ostatní hrají ještě jeden tah
event-end_turn = { $seat } končí tah
event-final_scores = Konečná prestiž: { $count ->
    [2] { $name1 } { $prestige1 }, { $name2 } { $prestige2 }
    [3] { $name1 } { $prestige1 }, { $name2 } { $prestige2 }, { $name3 } { $prestige3 }
   *[other] { $name1 } { $prestige1 }, { $name2 } { $prestige2 }, { $name3 } { $prestige3 }, { $name4 } { $prestige4 }
  }
event-first_player = Začíná { $seat }
event-gain = Vzato: { $amount }× { $material }
event-give = Odevzdáno: { $amount }× { $material }
event-hoard = { $participant } mění materiály a rubly na { $prestige ->
    [one] { $prestige } bod prestiže
    [few] { $prestige } body prestiže
   *[other] { $prestige } bodů prestiže
  }
event-influence = { $seat } využívá vliv: { $action }
event-influence_card = Kvadrant { $quadrant_1 }: { $card }
event-move_die = { $seat } posouvá kostku ({ $die }) na pole tržiště { $space_1 }
event-ornament = { $seat } umisťuje ozdobu ({ $ornament }) na věž { $tower_1 }: +{ $prestige ->
    [one] { $prestige } bod prestiže
    [few] { $prestige } body prestiže
   *[other] { $prestige } bodů prestiže
  }
event-penalty = { $participant } ztrácí { $recognition ->
    [one] { $recognition } bod uznání
    [few] { $recognition } body uznání
   *[other] { $recognition } bodů uznání
  } za nedokončenou kartu pod ní
event-place_tile = { $seat } pokládá destičku: { $space }
event-plan = Je rozdána karta plánu
event-reroll = { $seat } platí 1 bod prestiže a znovu hází kostkami pole tržiště { $space_1 }
event-resource_tile = Na pole tržiště { $space_1 } se pokládá destička: { $resource }
event-roll = Hod kostkou ({ $die }): { $face }
event-sell_prestige = { $seat } prodává 1 bod prestiže za 2 rubly
event-site_dealt = Karty katedrály a jejich destičky dílen jsou vyloženy
event-solo_row = Jakovlevova řada: { $card1 } ({ $die1 } kostka), { $card2 } ({ $die2 } kostka), { $card3 } ({ $die3 } kostka), { $card4 } ({ $die4 } kostka), { $card5 } ({ $die5 } kostka)
event-swap_tiles = Destičky surovin polí tržiště { $a_1 } a { $b_1 } se prohazují
event-take = { $seat } bere { $amount }× { $resource }
event-tile_benefit = { $seat } získává z destičky dílny { $amount }× { $resource }
event-tower_points = { $participant } získává { $prestige ->
    [one] { $prestige } bod prestiže
    [few] { $prestige } body prestiže
   *[other] { $prestige } bodů prestiže
  } za věž { $tower_1 }

## Jméno hry.
game-name = Rudá katedrála (rekonstruovaná data karet)
