# Volby tahu a přípravy hry (choice-<druh>) a slova, ze kterých se skládají.
# Materiály, kostky, dílny, ozdoby, Jakovlevovy karty a akce vlivu jsou pojmy z terms.ftl.
# Slova podle českých pravidel hry Rudá katedrála.

## Množství: $resource je id (wood … amethyst, rubles, recognition), $name jeho pojem.
amount-resource = { $resource ->
    [rubles] { $amount ->
        [one] { $amount } rubl
        [few] { $amount } rubly
       *[other] { $amount } rublů
    }
    [recognition] { $amount ->
        [one] { $amount } bod uznání
        [few] { $amount } body uznání
       *[other] { $amount } bodů uznání
    }
   *[other] { $amount }× { $name }
  }
card = { $kind }: { $cost }; { $reward }
kind-base = základna
kind-middle = střední část
kind-dome = kupole
group-craftsmen = řemeslníci
group-carters = povozníci
group-merchants = obchodníci
group-clergy = duchovenstvo
tile-die = surovina, kde stojí { $die } kostka
jewels-none = bez drahokamu
jewels-emerald = smaragd
jewels-amethyst = ametyst
jewels-two-emeralds = dva smaragdy
jewels-two-amethysts = dva ametysty
jewels-emerald-amethyst = smaragd a ametyst
place = kartu věže { $tower } ({ $card })
place-unknown = věž { $tower }, karta { $height }

## Volby.
choice-resource-tile = Polož destičku suroviny ({ $resource }) na další pole tržiště
choice-influence-card = Polož kartu vlivu ({ $group }: { $first } / { $second })
choice-influence-card-unknown = Polož kartu vlivu
choice-place-die = Polož kostku ({ $die }) s hodnotou { $face } k dalšímu poli tržiště
choice-plan = Karta plánu s věžemi o { $heights } kartách
choice-plan-unknown = Karta plánu
choice-section = Polož kartu ({ $card }) na staveniště
choice-section-unknown = Polož kartu katedrály
choice-workshop-tile = Polož destičku dílny ({ $gain }) na další kartu katedrály
choice-first-player = Začíná { $seat }
choice-solo-card = Další Jakovlevova karta: { $card }
choice-solo-tile = Destička kostky ({ $die }) na další Jakovlevovu kartu
choice-roll = Na kostce padne { $face }
choice-sell-prestige = Prodej 1 bod prestiže za 2 rubly
choice-reroll = Zaplať 1 bod prestiže a přehoď kostky na poli tržiště { $space }
choice-claim = Zamluv si { $place } praporem { $from }
choice-banner-inventory = ze svého inventáře (o jedno volné místo víc)
choice-banner-reserve = ze své zásoby pod inventářem
choice-banner-white = z bílého pole dílny (tím se uvolní)
choice-tile-face-up = Polož destičku lícem nahoru do dílny ({ $workshop }) za { $price } a hned získej její výnos: { $gain }
choice-tile-face-down = Polož destičku lícem dolů do dílny ({ $workshop }) (zdarma, nikdy nebude aktivní)
choice-deliver = Dodej 1× { $material } na { $place }
choice-ornament = Ozdob { $place } svou ozdobou ({ $ornament }; 1× { $material }, { $jewels }): +{ $prestige ->
    [one] { $prestige } bod prestiže
    [few] { $prestige } body prestiže
   *[other] { $prestige } bodů prestiže
  }
choice-move = Posuň kostku ({ $die }) na pole tržiště { $space } ({ $resource })
choice-move-extra = Posuň kostku ({ $die }) na pole tržiště { $space } ({ $resource }) a zaplať { $rubles } za kroky navíc
choice-take = Vezmi si { $what }
choice-take-resources = Vezmi si suroviny: { $amount }
choice-influence = Použij vliv: { $action }
choice-influence-unknown = Použij vliv
choice-give = Odevzdej do zásoby: { $material }
choice-gain = Vezmi si ze zásoby 1× { $material }
choice-swap = Prohoď destičky surovin na polích tržiště { $a } a { $b }
choice-activate = Aktivuj destičku v dílně: { $workshop }
choice-done = Ukonči dodávání
choice-end-turn = Ukonči svůj tah
choice-bot-target = Jakovlev bere { $place }

## Co volba nechá navždy nevyužité (hráč ji potvrzuje).
list-and = { $rest } a { $last }
unused-market = ještě byste mohli { $actions }
unused-take = vzít až { $what }
unused-influence = využít vliv
unused-influence-again = znovu využít tentýž vliv
unused-activate = aktivovat destičku v dílně ({ $workshop })
unused-build = při této práci na katedrále byste ještě mohli dodat { $left ->
    [one] 1 další materiál
    [few] až { $left } další materiály
   *[other] až { $left } dalších materiálů
  }
unused-carters = akce povozníků by ještě mohla dodat { $left ->
    [one] 1 další materiál
    [few] až { $left } další materiály
   *[other] až { $left } dalších materiálů
  }

## Proč je volba jediná (provede se za hráče).
only-end-turn = { $done ->
    [claim] zamluvení karty bylo hlavní akcí tohoto tahu
    [build] při práci na katedrále už nemůžete nic dodat
   *[market] na tržišti už nezbývá nic k provedení
  } a { $optional ->
    [no-prestige] nemáte žádný bod prestiže na prodej ani na přehození kostek
   *[used] prestiž jste už prodali a kostky už přehodili
  }
only-tile-face-down = { $workshop } je vaše jediné volné pole dílny a destička lícem nahoru tam stojí { $price }
only-give = jediný materiál, který máte a který tato akce bere: { $material }
only-gain = v zásobě zbývá jen: { $material }
only-carters-deliver = je to jediná dodávka, kterou můžete provést, a akce povozníků dodá aspoň jeden materiál
only-carters-done = už nemůžete nic dodat
