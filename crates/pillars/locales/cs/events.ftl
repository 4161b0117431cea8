# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty.
# Hráč je jeho barva, karta či místo jejich jméno; čísla volí tvar množného čísla.
# Jména karet stojí za dvojtečkou v 1. pádě, aby se nemusela skloňovat.

event-builder_drawn = Ze sáčku je vytažen stavitel: { $seat } (cena { $cost })
event-builder_set_aside = Městské hradby: třetí stavitel hráče { $seat } je odložen stranou
event-builder_waits = { $seat } pasuje; stavitel čeká na ceně { $cost }
event-builder_waits_poor = { $seat } pasuje: { $gold ->
    [0] nemá žádné zlaťáky
   *[other] má { $gold } zl.
  }, stavitel stojí { $cost } zl.; čeká na ceně { $cost }
event-buys = { $seat } kupuje { $n }× { $cube } za { $gold ->
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
  }
event-craftsman_unclaimed = Nikdo si nebere řemeslníka: { $craftsman }; odchází ze hry
event-craftsmen_dealt = Shiring nabízí řemeslníky: { $left } a { $right }
event-declines_protection = { $seat } odmítá biskupovu ochranu
event-dismisses = { $seat } vyřazuje ze hry řemeslníka: { $craftsman }
event-event_drawn = Událost kola je tažena lícem dolů
event-event_revealed = Událost: { $event }
event-event_seen = Ellen vám ukazuje událost tohoto kola: { $event }
event-game_over = Katedrála je dokončena: hra končí
event-hires = { $seat } bere řemeslníka za { $gold ->
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
  }: { $craftsman }
event-keeps = { $seat } si ponechává{ $wood ->
    [0] {""}
   *[other] {" "}{ $wood }× dřevo
  }{ $stone ->
    [0] {""}
   *[other] {" "}{ $stone }× kámen
  }{ $sand ->
    [0] {""}
   *[other] {" "}{ $sand }× písek
  }{ $metal ->
    [0] {""}
   *[other] {" "}{ $metal }× železo
  }
event-leaves_market = { $seat } opouští tržiště
event-leaves_market_unable = { $seat } nemůže obchodovat a opouští tržiště
event-loses_craftsman = { $seat } přichází o řemeslníka: { $craftsman }
event-loses_vp = { $vp ->
    [0] { $seat } nemá žádné vítězné body, o které by přišel
    [one] { $seat } ztrácí { $vp } vítězný bod
    [few] { $seat } ztrácí { $vp } vítězné body
   *[other] { $seat } ztrácí { $vp } vítězných bodů
  }
event-madonna = Madona zvyšuje řemeslníkovi hráče { $seat } počet použití o 1: { $craftsman }
event-market_refilled = Tržiště je doplněno: dřevo { $wood }, kámen { $stone }, písek { $sand }
event-next_start_player = { $seat } zahájí příští kolo
event-passes = { $seat } pasuje
event-passes_unable = { $seat } nemůže vzít kartu a pasuje: { $workers ->
    [0] bez volných dělníků
    [one] s 1 volným dělníkem
   *[other] s { $workers } volnými dělníky
  } a { $gold ->
    [0] bez zlaťáků
   *[other] s { $gold } zl.
  } nedosáhne na žádnou kartu nabídky
event-pays = { $seat } { $gold ->
    [0] nemá zlaťáky, kterými by platil
    [one] platí { $gold } zlaťák
    [few] platí { $gold } zlaťáky
   *[other] platí { $gold } zlaťáků
  }{ $vp_lost ->
    [0] {""}
    [one] {" "}a ztrácí { $vp_lost } vítězný bod
    [few] {" "}a ztrácí { $vp_lost } vítězné body
   *[other] {" "}a ztrácí { $vp_lost } vítězných bodů
  }
event-pays_tax = { $seat } { $gold ->
    [0] nemá zlaťáky na daň
    [one] platí daň { $gold } zlaťák
    [few] platí daň { $gold } zlaťáky
   *[other] platí daň { $gold } zlaťáků
  }{ $vp_lost ->
    [0] {""}
    [one] {" "}a ztrácí { $vp_lost } vítězný bod
    [few] {" "}a ztrácí { $vp_lost } vítězné body
   *[other] {" "}a ztrácí { $vp_lost } vítězných bodů
  }
event-phase_two = Fáze II: ze sáčku se tahají stavitelé
event-places = { $seat } umisťuje stavitele { $gold ->
    [0] zdarma
    [one] za { $gold } zlaťák
    [few] za { $gold } zlaťáky
   *[other] za { $gold } zlaťáků
  }: { $location }
event-places_waiting = { $seat } zdarma umisťuje čekajícího stavitele: { $location }
event-places_with_remigius = { $seat } odevzdává bratra Remigia a zdarma umisťuje stavitele: { $location }
event-priory = { $seat } získává v převorství { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  }
event-privilege_unclaimed = Nikdo si nebere kartu: { $privilege }; odchází ze hry
event-privileges_revealed = Kingsbridge nabízí karty: { $left } a { $right }
event-produces = { $seat } získává{ $wood ->
    [0] {""}
   *[other] {" "}+{ $wood }× dřevo
  }{ $stone ->
    [0] {""}
   *[other] {" "}+{ $stone }× kámen
  }{ $sand ->
    [0] {""}
   *[other] {" "}+{ $sand }× písek
  }{ $metal ->
    [0] {""}
   *[other] {" "}+{ $metal }× železo
  }
event-protects = { $seat } přijímá biskupovu ochranu
event-redraws = { $seat } vrací stavitele do sáčku k novému tažení
event-resources_unused = V tomto kole nevyužito: { $first } a { $second }
event-round = Začíná { $round }. kolo
event-sells = { $seat } prodává { $n }× { $cube } za { $gold ->
    [0] nic: víc než 30 zlaťáků hráč mít nesmí
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
  }
event-start_player = Začínající hráč: { $seat }
event-statiker = Mistr hráče { $seat } přináší { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  }
event-takes_court_metal = { $seat } bere železo v královském ležení
event-takes_cube = { $seat } bere z tržiště 1× { $cube }
event-takes_grey_workers = { $seat } bere na příští kolo { $workers } { $workers ->
    [one] šedého dělníka
   *[other] šedé dělníky
  }
event-takes_privilege = { $seat } bere kartu: { $privilege }
event-takes_grey_workers_unused = { $seat } bere { $workers } { $workers ->
    [one] šedého dělníka
   *[other] šedé dělníky
  } (k ničemu: toto je poslední kolo)
event-takes_resource = { $seat } bere kartu za { $workers ->
    [one] { $workers } dělníka
    [few] { $workers } dělníky
   *[other] { $workers } dělníků
  }: { $card }
event-takes_shiring_craftsman = { $seat } bere v Shiringu řemeslníka: { $craftsman }
event-tax_rolled = Na kostce daní padlo { $face }
event-to_wool_mill = { $seat } posílá do manufaktury { $workers ->
    [one] { $workers } dělníka
    [few] { $workers } dělníky
   *[other] { $workers } dělníků
  }
event-tool_maker = Kovář hráče { $seat } vydělává { $gold ->
    [0] nic: víc než 30 zlaťáků hráč mít nesmí
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
  }
event-uses_craftsman = { $seat } používá { $times ->
    [one] jednou
   *[other] { $times }×
  } řemeslníka: { $craftsman }
event-uses_privilege = { $seat } odevzdává kartu: { $privilege }
event-wool_mill = { $seat } vydělává v manufaktuře { $gold ->
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
  }

## Suroviny, jak je jmenují události.
term-wood = dřevo
    .text = Stavební surovina.
term-stone = kámen
    .text = Stavební surovina.
term-sand = písek
    .text = Stavební surovina.
term-metal = železo
    .text = Stavební surovina.

## Jméno hry.
game-name = Pilíře země
