# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty.
# Hráč je jeho barva, karta či pole jejich jméno; čísla volí tvar množného čísla.
# Jména karet stojí za dvojtečkou v 1. pádě, aby se nemusela skloňovat.

event-asks_last_piece = { $buyer } žádá hráče { $seat } o poslední kus z karty: { $card }
event-buys = { $buyer } kupuje od hráče { $seat } za tolar: { $kind }
event-cannot_pay_inn = { $seat } nemůže zaplatit hostinci
event-chooses = Lícem dolů volíte kartu: { $card }
event-courts = { $seat } se uchází o komornou a dává: { $item }
event-delivers = Dodávka pro hráče { $seat } ({ $spot }): { $count }× { $kind }
event-discards_stone = { $seat } odhazuje { $stone }× kámen
event-displaced = Pomocník hráče { $seat } je vytlačen
event-draws_winter = { $seat } táhne zimní kartu: { $card }
event-drops_out = { $seat } se přestává ucházet o komornou
event-erects = { $seat } staví budovu: { $building } (písek { $sand }, dřevo { $wood }, cihla { $brick }, kámen { $stone })
event-game_ends = Hra končí: závěrečné bodování
event-gets_talers = { $seat } dostává { $talers ->
    [one] { $talers } tolar
    [few] { $talers } tolary
   *[other] { $talers } tolarů
  }
event-gives_up_card = { $seat } odevzdává kartu: { $card }
event-has_chosen = { $seat } má zvoleno
event-keeps_last_piece = { $seat } si ponechává poslední kus
event-loses_card = { $seat } ztrácí kartu: { $card }
event-market_converts = { $seat } mění { $talers ->
    [one] { $talers } tolar
    [few] { $talers } tolary
   *[other] { $talers } tolarů
  } na { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  }
event-master_builder_scores = Stavitel hráče { $seat } získává { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  }
event-messenger_brings = Posel hráče { $seat } přináší { $talers ->
    [one] { $talers } tolar
    [few] { $talers } tolary
   *[other] { $talers } tolarů
  }
event-palace_converts = { $seat } mění na { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  }: { $kind }
event-pays_inn = { $seat } platí hostinci tolar
event-pays_talers = { $seat } platí { $talers ->
    [one] { $talers } tolar
    [few] { $talers } tolary
   *[other] { $talers } tolarů
  }
event-places_helper = { $seat } umisťuje pomocníka za { $tuition ->
    [one] { $tuition } tolar
    [few] { $tuition } tolary
   *[other] { $tuition } tolarů
  }: { $space }
event-returns_helper = { $seat } nemůže zaplatit hostinci a bere si pomocníka zpět: { $spot }
event-reveals = { $seat } odhaluje karty: { $cards }
event-round = Kolo { $round } z { $rounds }: tolar za kolo bere { $start_player }
event-scores = { $seat } získává { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  } za budovu: { $building }
event-start_money = { $seat } začíná s { $talers } { $talers ->
    [one] tolarem
   *[other] tolary
  }
event-start_player = Začínající hráč: { $seat }
event-stocks_worker_3 = { $seat } zásobuje Dělníka III: { $kind }
event-takes_cards_back = { $seat } si bere zahrané karty zpět
event-takes_from_tower = { $count ->
    [0] { $seat } z věže nic nebere: { $kind } v ní není
   *[other] { $seat } bere z věže { $count }× { $kind }
}
event-takes_share = { $seat } si bere: { $item }
event-trades = { $seat } staví pomocníka: { $spot }
event-trades_nothing = Obchodník hráče { $seat } nestaví žádného pomocníka
event-wins_lady = { $seat } získává Komornou a { $vp ->
    [one] { $vp } vítězný bod
    [few] { $vp } vítězné body
   *[other] { $vp } vítězných bodů
  }
event-worker_brings = { $card } hráče { $seat } přináší { $pieces } { $pieces ->
    [one] kus
    [few] kusy
   *[other] kusů
  }

## Pole pro pomocníky v budovách, jak je jmenují události.
term-keep-1 = Hradní věž
    .text = Pole pro pomocníka v Hradní věži.
term-tavern-6 = Krčma, 6 tolarů
    .text = Pole pro pomocníka v Krčmě.
term-tavern-12 = Krčma, 12 tolarů
    .text = Pole pro pomocníka v Krčmě.
term-gate_big-1 = Velká brána
    .text = Pole pro pomocníka ve Velké bráně.
term-gate_small-1 = Malá brána
    .text = Pole pro pomocníka v Malé bráně.
term-stable-12 = Chlév, 12 tolarů
    .text = Pole pro pomocníka v Chlévě.
term-stable-16 = Chlév, 16 tolarů
    .text = Pole pro pomocníka v Chlévě.
term-servants-1-3 = Čeledník
    .text = Pole pro pomocníky v Čeledníku.
term-market-1-2 = Tržiště
    .text = Pole pro pomocníky na Tržišti.
term-palace-1-2 = Palác
    .text = Pole pro pomocníky v Paláci.
term-smithy-6 = Kovárna, 6 tolarů
    .text = Pole pro pomocníka v Kovárně.
term-smithy-10 = Kovárna, 10 tolarů
    .text = Pole pro pomocníka v Kovárně.
term-granary-1-3 = Sýpka
    .text = Pole pro pomocníky v Sýpce.
term-inn-1 = Hostinec
    .text = Pole pro pomocníka v Hostinci.

## Jméno hry.
game-name = Pod ochranou hradu
