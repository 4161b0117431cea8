# Proč je akce odmítnuta (refusal-<druh>): pravidlo, které by porušila, slovy hráče. Za text
# se připojí číslo pravidla. Argumenty se jmenují jako v kódu hry (`Why`): materiál, kostka,
# dílna, ozdoba či akce vlivu je pojem a ukáže se jeho jméno.

refusal-no-such-place = ta akce jmenuje místo, které hra nemá
refusal-place-tile-first = nejdřív položte destičku dílny ze zamluvené karty na svou desku dílen
refusal-give-first = nejdřív odevzdejte materiály, které tato akce stojí
refusal-gain-first = nejdřív si vezměte materiály dle své volby
refusal-finish-delivery = nejdřív dokončete dodávku akce povozníků
refusal-swap-first = zvolte dvě destičky surovin, které se prohodí
refusal-deliver-at-least-one = dodejte aspoň jeden materiál
refusal-sold-in-one-block = prestiž se za tah prodává jen v jednom nepřerušeném sledu
refusal-no-prestige-to-lose = nemáte žádný bod prestiže, který byste mohli ztratit
refusal-reroll-once = přehazovat kostky smíte jen jednou za tah
refusal-no-die-there = na tom poli tržiště nestojí žádná kostka
refusal-main-action-taken = hlavní akci jste v tomto tahu už provedli
refusal-other-main-action = v tomto tahu jste už provedli jinou hlavní akci
refusal-main-action-first = před koncem tahu proveďte hlavní akci
refusal-take-after-move = suroviny se berou po posunu kostky na tržišti
refusal-taken-already = suroviny jste si v tomto tahu už vzali
refusal-take-at-most = tady si můžete vzít nejvýš { $most } (podle kostek, zásoby a místa v inventáři)
refusal-influence-after-move = vliv se využívá po posunu kostky na tržišti
refusal-influence-used = vliv jste v tomto tahu už využili (znovu jen opakovatelnou akci, hned po sobě)
refusal-influence-rubles = na akci „{ $action }“ potřebujete { $rubles ->
    [one] 1 rubl
    [few] { $rubles } rubly
   *[other] { $rubles } rublů
  }
refusal-influence-materials = na akci „{ $action }“ nemáte potřebné materiály
refusal-influence-set = potřebujete vlastní dokončenou základnu, střední část i kupoli
refusal-influence-no-gain = z toho zisku byste nedostali nic (plný inventář nebo prázdná zásoba)
refusal-influence-no-delivery = nemáte nic, co byste mohli dodat
refusal-cannot-give = za tuto akci nemůžete odevzdat: { $material }
refusal-no-materials-asked = žádná akce vlivu teď nežádá materiály
refusal-no-swap-now = žádná akce vlivu teď neprohazuje destičky
refusal-no-delivery-to-stop = žádná dodávka teď neprobíhá
refusal-supply-empty = v zásobě už není: { $material }
refusal-inventory-full = váš inventář je plný
refusal-activate-after-move = dílna se aktivuje po posunu kostky na tržišti
refusal-activated-already = dílnu jste v tomto tahu už aktivovali
refusal-activated-by-die = { $workshop } se aktivuje jen kostkou ({ $die })
refusal-no-face-up-tile = vaše { $workshop } nemá destičku lícem nahoru
refusal-no-available-card = v té věži není žádná dostupná karta
refusal-no-inventory-banner = ve vašem inventáři už nezbyl žádný prapor
refusal-no-reserve-banner = ve vaší zásobě pod inventářem už nezbyl žádný prapor
refusal-no-white-banner = žádný prapor neblokuje bílé pole dílny
refusal-no-tile-to-place = nemáte žádnou destičku dílny k položení
refusal-workshop-taken = vaše { $workshop } je obsazená nebo blokovaná
refusal-face-up-costs = destička lícem nahoru tam stojí { $rubles ->
    [one] 1 rubl
    [few] { $rubles } rubly
   *[other] { $rubles } rublů
  }
refusal-build-at-most-three = při práci na katedrále dodáte nejvýš 3 materiály
refusal-no-card-there = tam žádná karta neleží
refusal-own-banner-only = stavíte jen na karty se svým praporem
refusal-card-completed = ta karta je už dokončená
refusal-needs-no-more = ta karta už nepotřebuje: { $material }
refusal-no-material = ve svém inventáři nemáte: { $material }
refusal-ornament-on-completed = ozdoby patří jen na dokončené karty
refusal-has-ornament = ta karta už ozdobu má
# $kind: 0 základna, 1 střední část, 2 kupole.
refusal-no-usable-ornament = nemáte použitelnou ozdobu ({ $ornament }) pro { $kind ->
    [0] základnu
    [1] střední část
   *[2] kupoli
  }
refusal-ornament-unpaid = ozdoba ({ $ornament }) potřebuje z vašeho inventáře 1× { $material }{ $emeralds ->
    [0] { $amethysts ->
        [0] { " " }bez drahokamu
        [1] { " " }a ametyst
       *[other] { " " }a dva ametysty
    }
    [1] { $amethysts ->
        [0] { " " }a smaragd
       *[other] , smaragd a ametyst
    }
   *[other] { " " }a dva smaragdy
  }
refusal-ornament-over-budget = materiály ozdoby přesahují dodávky, které v této akci zbývají
refusal-extra-own-die = kroky navíc se kupují jen pro bílou kostku nebo kostku vaší barvy
refusal-extra-steps-cost = { $extra ->
    [one] 1 krok navíc stojí 1 rubl
    [few] { $extra } kroky navíc stojí { $extra } rubly
   *[other] { $extra } kroků navíc stojí { $extra } rublů
  }
refusal-space-full = na tom poli tržiště už stojí 3 kostky
refusal-choose-for-jakovlev = zvolte kartu za Jakovleva
refusal-jakovlev-refuses = tu kartu Jakovlevova pravidla nedovolují
refusal-no-bot-choice = Jakovlev teď žádnou volbu nepotřebuje
refusal-chance-outcome = o tom rozhoduje náhoda
refusal-not-an-outcome = takový výsledek náhoda teď mít nemůže

## Proč hra nemůže začít: data karet (`setup-<kind>`).
setup-data-other = tato hra se hrála s daty karet '{ $id }', tato verze má '{ $build }' (zadejte soubor s těmi daty: --option data=SOUBOR)
setup-data-changed = tato hra se hrála s daty karet '{ $id }' ze souboru { $file }, ale ten teď obsahuje data karet '{ $now }'
setup-data-file = { $line ->
    [0] soubor s daty karet { $file }: { $detail }
   *[other] soubor s daty karet { $file }, řádek { $line }: { $detail }
  }
