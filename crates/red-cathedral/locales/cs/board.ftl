# Herní plán (board-…) a jeho krátká podoba (compact-…).

board-title = Rudá katedrála (rekonstruovaná data karet: { $edition })
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
