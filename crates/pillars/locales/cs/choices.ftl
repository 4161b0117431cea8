# Co která volba říká v nabídce (choice-<druh>), podle akce a stavu hry.
# Slova podle českých pravidel: stavitel, dělník, zlaťák (zl.), vítězný bod (VB), karta výhod.

choice-start-player = Začíná { $seat }
choice-reveal-privileges = Odkrýt karty výhod { $left } (vlevo) a { $right } (vpravo)
choice-deal-craftsmen = Dát do Shiringu řemeslníky { $left } (vlevo) a { $right } (vpravo)
choice-set-aside = Vynechat: { $first } a { $second }
choice-draw-event = Táhnout událost kola lícem dolů
choice-draw-builder = Vytáhnout stavitele hráče { $seat }
choice-roll-tax = Na kostce daní padlo { $face }
choice-take-resource = Vzít kartu surovin { $cubes } ({ $workers } { $workers ->
    [one] dělník
    [few] dělníci
   *[other] dělníků
  })
choice-hire = Najmout řemeslníka { $craftsman } za { $gold } zl.
choice-pass = Pasovat
choice-dismiss = Vyřadit řemeslníka { $craftsman }
choice-accept = Ponechat vytaženého stavitele
choice-redraw = Vrátit stavitele do sáčku a táhnout znovu
choice-place = Umístit stavitele { $gold ->
    [0] zdarma
   *[other] za { $gold } zl.
  } – { $location }: { $effect }
choice-place-with-remigius = Umístit stavitele zdarma a odevzdat bratra Remigia – { $location }: { $effect }
choice-protect = Přijmout biskupovu ochranu před událostí
choice-use-thomas = Odevzdat arcibiskupa Thomase a událost ignorovat
choice-use-exemption = Odevzdat kartu osvobození od daně a daň neplatit
choice-decline = Odmítnout
choice-take-cube = Vzít z tržiště 1× { $cube }
choice-buy = Koupit { $cubes } za { $gold } zl.
choice-sell = Prodat { $cubes } za { $gold } zl.
choice-madonna = Madona zvýší počet použití řemeslníka { $craftsman } o 1
choice-use-without-cubes = Použít řemeslníka { $craftsman }
choice-use = Použít { $times ->
    [one] jednou
   *[other] { $times }×
  } řemeslníka { $craftsman }: { $input } → { $output }
choice-finish = Ukončit stavbu
choice-keep = Ponechat si { $cubes }

## Množství, jak je píší volby a plán.
cubes = { $n }× { $cube }
cubes-none = nic
gold = { $n } zl.
vp = { $n } VB
privilege-label = { $name } ({ $effect })

## Místo na plánu, jak ho jmenuje volba, a co tam stavitel získá.
location-bishop = biskupství
location-kingsbridge_left = Kingsbridge (levá karta)
location-kingsbridge_right = Kingsbridge (pravá karta)
location-priory = převorství
location-kings_court = královské ležení
location-shiring_left = Shiring (levý řemeslník)
location-shiring_right = Shiring (pravý řemeslník)
location-castle = hrad Shiring
location-market = tržiště
location-cathedral = katedrála
effect-bishop = ochrana před špatnou událostí a 1 surovina z tržiště
effect-privilege = karta výhod { $privilege }
effect-no-privilege = nic (žádná karta tu není)
effect-priory = 2 VB na prvním poli, 1 VB na druhém
effect-kings_court = v tomto kole žádná daň; první pole bere i železo z ležení
effect-craftsman = řemeslník { $craftsman } zdarma
effect-no-craftsman = nic (žádný řemeslník tu není)
effect-castle = 2 šedí dělníci na příští kolo
effect-castle-last = 2 šedí dělníci, v posledním kole k ničemu
effect-market = nákup a prodej surovin na tržišti
effect-cathedral = začínající hráč příštího kola
effect-cathedral-last = nic: toto je poslední kolo

## Co by konečný krok nechal nevyužité (terminál se zeptá, zda přesto).
unused-offer = z nabídky byste si ještě mohli vzít { $cards ->
    [one] kartu
    [few] jednu ze { $cards } karet
   *[other] jednu z { $cards } karet
  }; pas je konečný a vašich { $workers } volných dělníků půjde do manufaktury
unused-market = na tržišti byste ještě mohli nakupovat nebo prodávat
unused-build = vaši řemeslníci by ještě mohli pracovat { $uses ->
    [one] jednou
   *[other] { $uses }×
  }
