# Herní plán (board-…) a jeho krátká podoba (compact-…).

board-title = Rudá katedrála (data karet: { $edition })
board-title-embedded = Rudá katedrála (rekonstruovaná data karet českého vydání Katedrála)
board-market = Tržiště:
# $count: kolik kostek na poli stojí, $dice: každá s hodnotou.
board-market-space = pole { $space }: { $tile } { $count ->
    [0] žádná kostka
    [one] 1 kostka [{ $dice }]
    [few] { $count } kostky [{ $dice }]
   *[other] { $count } kostek [{ $dice }]
  }
board-influence = Vliv:
board-quadrant = pole { $from }–{ $to } ({ $group }): { $first } / { $second }
board-site = Staveniště (zdola nahoru):
board-tower = věž { $tower }: { $cards }
board-banner = { " — " }prapor: { $participant }
board-completed = , dokončená
board-ornament = , ozdoba: { $participant }
board-participant = { $participant }: pole { $position }, prestiž { $prestige }, dokončené karty: { $completed }
# $inventory: držené materiály, když $held není 0.
board-goods = , { $rubles }, inventář { $held }/{ $capacity }: { $held ->
    [0] nic
   *[other] { $inventory }
  }
board-over = Hra skončila.
compact-title = Rudá katedrála: { $now }
compact-over = hra skončila
compact-turn = na tahu je { $participant }
compact-bot-choice = { $player } volí za hráče { $bot }
compact-setup = příprava hry
compact-ending = ; blíží se konec: { $turns ->
    [one] ještě 1 tah
    [few] ještě { $turns } tahy
   *[other] ještě { $turns } tahů
  } po tomto
# Jakovlev v sólové hře: jeho řada sólových karet, na každé destička kostky ($up: 1 lícem
# nahoru, 0 lícem dolů), karta, kterou zahraje příště, co leží na jeho kartách.
board-bot-row = Sólové karty hráče { $bot } zleva doprava:
board-bot-card = { $place }. { $card }: destička kostky ({ $die }) { $up ->
    [0] lícem dolů
   *[other] lícem nahoru
  }
board-bot-next = { $bot } příště hraje kartu { $card } a posune kostku ({ $die }), na níž padla { $face }
board-bot-reset = { $bot } má všechny destičky lícem dolů, příště je znovu zamíchá
board-bot-reset-ornament = a předtím umístí další ozdobu ({ $ornament }), pokud ji lze umístit
# $count: kolik druhů materiálu na kartě leží.
board-bot-materials = karta { $card }: { $count ->
    [0] žádný materiál
   *[other] { $materials }
  }
board-bot-claim = karta { $card }: { $banners ->
    [0] žádný prapor
    [one] 1 prapor
    [few] { $banners } prapory
   *[other] { $banners } praporů
  }; zbývající ozdoby: { $count ->
    [0] žádné
   *[other] { $ornaments }
  }
# $stock, $built: kolik materiálu leží na jeho kartách Inventář a Stavba.
compact-bot = { $bot } příště: { $reset ->
    [yes] nové zamíchání destiček
   *[no] { $card }, kostka ({ $die }) ukazuje { $face }
  }; { $inventory }: { $stock }, { $build }: { $built }
