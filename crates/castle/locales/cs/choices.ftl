# Volby: jedna zpráva na druh akce (choice-<druh>) s kartami, poli a kusy, které jmenuje;
# pak co pomocník na poli získá na konci (scoring-<pole>).
# Jména karet a kusů stojí za dvojtečkou v 1. pádě, aby se nemusela skloňovat.

choice-start-player = Začíná { $seat }
choice-draw-winter = Táhnout zimní kartu: { $card }
choice-court = Ucházet se o komornou a dát: { $item }
choice-drop-out = Přestat se ucházet o komornou
choice-take = Vzít si z karty komorné: { $item }
choice-choose = Zvolit kartu: { $card }
choice-lose = Odevzdat kartu: { $card }
choice-pay-instead = Místo toho zaplatit { $talers ->
    [one] { $talers } tolar
    [few] { $talers } tolary
   *[other] { $talers } tolarů
  }
choice-pay-talers-instead = Místo toho zaplatit tolary
choice-breach-silver = { $stone ->
    [0] Odhodit { $silver }× kámen získaný za stříbro
   *[other] Odhodit { $stone }× kámen a { $silver }× kámen získaný za stříbro
}
choice-breach = { $stone ->
    [0] Neodhodit žádný kámen
   *[other] Odhodit { $stone }× kámen
}
choice-stock = Položit na Dělníka III: { $kind }
choice-work = Nejprve vyhodnotit kartu: { $card }
choice-return = Vzít si pomocníka zpět: { $spot }
choice-trade = Postavit pomocníka{ $from ->
    [inn] {" "}(svého hostinského)
   *[other] {""}
  }: { $spot }
choice-trade-displacing = Postavit pomocníka{ $from ->
    [inn] {" "}(svého hostinského)
   *[other] {""}
  }: { $spot }, vytlačit hráče { $seat }
choice-tower = { $count ->
    [0] Nevzít z věže nic ({ $kind } v ní není)
   *[other] Vzít z věže { $count }× { $kind }
}
choice-buy = Koupit za tolar od hráče { $seat } z karty { $card }: { $kind }
choice-sell = Prodat poslední kus
choice-refuse = Ponechat si poslední kus
choice-build = Postavit budovu: { $building }
choice-spend-silver = Zaplatit { $count }× { $kind } ({ $silver }× za stříbro)
choice-spend = { $count ->
    [0] { $kind }: nezaplatit nic
   *[other] Zaplatit { $count }× { $kind }
}
choice-place = Umístit pomocníka{ $from ->
    [spot] {" "}(přesun od: { $spot })
    [inn] {" "}(svého hostinského)
   *[other] {""}
  } za { $talers ->
    [one] { $talers } tolar
    [few] { $talers } tolary
   *[other] { $talers } tolarů
  }: { $site } (na konci: { $scoring })
choice-convert = Proměnit na VB: { $kind }
choice-convert-silver = Proměnit na VB: { $kind } získaný za stříbro
choice-done = Hotovo

## Co pomocník na poli získá na konci, několika slovy.
scoring-keep = { $vp } VB za každé prázdné pole na hradu
scoring-tavern-6 = 1 VB za každé 2 pomocníky na hradu
scoring-tavern-12 = 1 VB za každého pomocníka na hradu
scoring-gate = { $vp } VB za každou Věž
scoring-stable = { $vp } VB za každý Dům
scoring-servants = 1 VB za každou destičku budovy, která zůstala
scoring-market = tolary na VB
scoring-palace = až { $vp } kusů na VB podle jejich stavebních bodů
scoring-smithy-6 = 1 VB za každé 2 stříbra v Kovárně
scoring-smithy-10 = 1 VB za každé stříbro v Kovárně
scoring-granary = { $one }, { $two } nebo { $three } VB každý podle toho, kolik jich tam je
scoring-inn = nic

## Co volba nenávratně nechá nevyužité (hráč ji má potvrdit).
unused-palace = v Paláci byste ještě mohli proměnit na VB { $pieces ->
    [one] { $pieces } kus
    [few] { $pieces } kusy
   *[other] { $pieces } kusů
  }
unused-build = s kartou { $card } byste ještě mohli postavit { $buildings ->
    [one] budovu
   *[other] jednu z { $buildings } budov
  }

## Proč je volba jediná (provede se za hráče).
only-build = svými kusy nezaplatíte žádnou zbývající budovu
only-no-helpers = nemáte už žádného pomocníka
only-helpers = žádné volné pole pro pomocníka, které byste zaplatili
only-buy = z karet Dělníků ostatních hráčů už není co koupit
only-trade = žádný vůz ani jezdec, kam by mohl jít pomocník
only-palace-done = vaši pomocníci v Paláci už proměnili vše, co smějí
only-palace-pieces = nemáte už žádný kus k proměně
only-pay = jediný způsob, jak doplatit budovu { $building }
only-breach = nemáte žádný kámen k odhození
only-pay-talers = nemáte žádnou kartu, kterou byste odevzdali
only-lose = tolary zaplatit nemůžete
