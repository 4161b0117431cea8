# Herní plán: jeho řádky (board-<řádek>) a co se právě děje (step-<fáze>).

board-header = Pod ochranou hradu ({ $season ->
    [winter] zima
   *[summer] léto
  }) – kolo { $round } z { $rounds }, začínající hráč { $seat }
board-header-setup = Pod ochranou hradu ({ $season ->
    [winter] zima
   *[summer] léto
  }) – { $rounds } { $rounds ->
    [one] kolo
    [few] kola
   *[other] kol
  }, začínající hráč ještě není vylosován
board-now = Nyní: { $step }
board-bank = Banka { $bank } { $bank ->
    [one] tolar
    [few] tolary
   *[other] tolarů
  }, počitadlo kol { $track }, v Kovárně { $smithy }× stříbro
board-tower = Strážní věž: { $pieces }
board-pieces = { $count }× { $kind }
board-carts = Vozy:
board-free = volný
board-tiles = Zbývající destičky:
board-tile = { $building } ×{ $count } ({ $cost }/{ $vp } VB)
board-helpers = Pomocníci:
board-winter = Zima: v balíčku { $deck } { $deck ->
    [one] karta
    [few] karty
   *[other] karet
  } (táhne se v kolech { $rounds }); ve hře: { $open }; tolary na kartě hostince { $inn }
board-lady = Komorná: ucházejí se { $courters }; na její kartě { $pieces } a { $talers } { $talers ->
    [one] tolar
    [few] tolary
   *[other] tolarů
  }
board-seat = { $seat }: { $vp } VB, { $talers } { $talers ->
    [one] tolar
    [few] tolary
   *[other] tolarů
  }, { $helpers } { $helpers ->
    [one] pomocník
    [few] pomocníci
   *[other] pomocníků
  }; { $pieces }
board-worker = { $card }: { $pieces }
board-face-down = { $count } lícem dolů
board-cards = ruka+zvolené: { $hand } | zvolené: { $chosen } | zahrané: { $played } { $workers }

## Co se právě děje.
step-start-player = náhoda losuje začínajícího hráče
step-winter-draw = náhoda táhne zimní kartu
step-over = hra skončila
step-court = { $seat } se uchází o komornou kusem či tolarem, nebo odstupuje
step-share = { $seat } si bere kus z karty komorné
step-choose = { $seats } volí lícem dolů kartu postavy
step-plague = { $seat } ztrácí zahranou kartu, nebo platí za mor
step-snowdrift = { $seat } odevzdává kartu Dělníka, nebo platí { $talers } { $talers ->
    [one] tolar
    [few] tolary
   *[other] tolarů
  }
step-breach = { $seat } odhazuje až { $stone }× kámen kvůli zřícené zdi
step-stock = { $seat } vybírá kus pro Dělníka III
step-worker-order = { $seat } vybírá, která karta Dělníka se vyhodnotí první
step-inn-return = { $seat } nemůže zaplatit hostinci a bere si pomocníka Obchodníka zpět
step-trade = Obchodník hráče { $seat } staví pomocníka k vozu či jezdci, nebo končí
step-tower = Zedník hráče { $seat } bere z věže všechny kusy jednoho druhu
step-buy = Kameník hráče { $seat } nakupuje z karet Dělníků, nebo končí
step-consent = { $seat } prodává poslední kus z karty Dělníka, nebo odmítá
step-build = { $seat } staví budovy (karta: { $card }), nebo končí
step-pay = { $seat } platí za budovu { $building }: { $kind }
step-helpers = { $seat } umisťuje pomocníky, nebo končí
step-palace = { $seat } mění kusy v Paláci na VB, nebo končí
