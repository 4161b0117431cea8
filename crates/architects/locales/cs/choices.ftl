# Volby tahu, jak je hráč čte (describe): kam umístit služebníka a co to dá, akce strážnice,
# návrat služebníka, pas a konec akcí. Slova podle českých pravidel (kamenolom, les, doly,
# stříbrotepec, královský sklad, dílna, rynek, výběrčí daní, strážnice, černý trh, vězení,
# radnice, počestnost, mince, daň, dluh). Jména lokací stojí za dvojtečkou v 1. pádě.

choice-quarry = Kamenolom: získáš { $n } { $n ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}
choice-forest = Les: získáš { $n } { $n ->
    [one] dřevo
    [few] dřeva
   *[other] dřev
}
choice-mines-clay = Doly: získáš { $n } { $n ->
    [one] hlínu
    [few] hlíny
   *[other] hlín
}
choice-mines-gold = Doly: získáš { $n } { $n ->
    [one] zlato
    [few] zlata
   *[other] zlat
}{ $clay ->
    [0] {""}
    [one] {" "}a { $clay } hlínu
    [few] {" "}a { $clay } hlíny
   *[other] {" "}a { $clay } hlín
}
choice-silversmith = Stříbrotepec: získáš { $n } { $n ->
    [one] minci
    [few] mince
   *[other] mincí
}
choice-storehouse = Královský sklad: nejvýše { $n ->
    [one] { $n } směna
    [few] { $n } směny
   *[other] { $n } směn
} (2 hlíny, dřeva nebo kameny za 1 počestnost; 3 dřeva nebo kameny za 1 mramor; směny tvých učedníků)
choice-workshop-draw = Dílna: lízneš { $n ->
    [one] { $n } kartu budovy
    [few] { $n } karty budov
   *[other] { $n } karet budov
}
choice-town-centre = Rynek: nejvýše { $n ->
    [one] { $n } zajetí
   *[other] { $n } zajetí
}, každé vezme všechny služebníky jedné barvy z jedné lokace ({ $two_locations ->
    [yes] nejvýše ze 2 lokací
   *[no] všechny z 1 lokace
} ve hře { $players } hráčů); první stojí { $tax } { $tax ->
    [one] daň
    [few] daně
   *[other] daní
}, každé další 1 minci
choice-tax-stand = Výběrčí daní: vezmeš si { $tax ->
    [one] { $tax } minci
    [few] { $tax } mince
   *[other] { $tax } mincí
} daní{ $gold ->
    [0] {""}
    [one] {" "}a { $gold } zlato
    [few] {" "}a { $gold } zlata
   *[other] {" "}a { $gold } zlat
}, ztratíš { $loss } počestnosti
choice-guardhouse = Strážnice: nejvýše { $n ->
    [one] { $n } akce
    [few] { $n } akce
   *[other] { $n } akcí
}: pošli služebníky zajaté na své desce do vězení za 1 minci za každého; propusť své služebníky z vězení; osvoboď své služebníky z cizích desek (3 mince a { $free_tax } { $free_tax ->
    [one] daň
    [few] daně
   *[other] daní
}, nebo 1 dluh a 1 počestnost); splať dluh (3 mince a { $debt_tax } { $debt_tax ->
    [one] daň
    [few] daně
   *[other] daní
}, +1 počestnost)
choice-black-market = Černý trh, pole { $space }: zaplatíš { $cost ->
    [one] { $cost } minci
    [few] { $cost } mince
   *[other] { $cost } mincí
}, { $illusionist ->
    [yes] neztratíš počestnost (Iluzionista)
   *[no] ztratíš 1 počestnost
}, { $what }{ $swindled ->
    [yes] ; tví Podvodníci přidají: { $swindle }
   *[no] {""}
}
choice-market-gain = získáš: { $goods }
choice-market-draw = lízneš 5 karet budov, 1 si necháš a ostatní vrátíš dospod balíčku

## Akce strážnice (AWK-11.1).
choice-send-to-prison = pošli služebníky zajaté na své desce do vězení, za každého 1 minci
choice-release = propusť své služebníky z vězení
choice-free-paying = osvoboď své služebníky z desek ostatních hráčů za 3 mince a { $tax } { $tax ->
    [one] daň
    [few] daně
   *[other] daní
}
choice-free-in-debt = osvoboď své služebníky z desek ostatních hráčů: vezmeš si 1 dluh a ztratíš 1 počestnost
choice-pay-debt = splať dluh za 3 mince a { $tax } { $tax ->
    [one] daň
    [few] daně
   *[other] daní
} a získej 1 počestnost

## Návrat služebníka při prázdné zásobě (AWK-3.2), pas, konec akcí.
choice-retrieve = vezmi si zpět služebníka – { $from } (to je celý tvůj tah)
choice-from-location = lokace: { $location }
choice-from-prison = z vězení
choice-from-black-market = z černého trhu
choice-from-board = z desky hráče: { $seat }
choice-pass = pas (všichni tví služebníci jsou na radnici)
choice-stop-trades = už nesměňuj
choice-stop-captures = už nezajímej
choice-stop-guardhouse = už žádná akce strážnice
choice-stop-library = ponech si karty (bez směny v knihovně)
choice-stop-tavern = v hostinci nikoho nenajímej
choice-stop-crane = služebník jeřábu zůstane v tvé zásobě: nemůžeš postavit žádnou budovu ani postoupit na katedrále
choice-stop = konec

## Jména lokací.
location-quarry = Kamenolom
location-forest = Les
location-mines = Doly
location-silversmith = Stříbrotepec
location-storehouse = Královský sklad
location-workshop = Dílna
location-town-centre = Rynek
location-tax-stand = Výběrčí daní
location-guardhouse = Strážnice

## Karty: co rozdává a líže náhoda, výběr budov, vracení karet, najímání a stavba.
choice-start-player = Začíná { $seat }
choice-apprentice-dealt = K dílně přichází učedník: { $card }
choice-draw-building = lízni kartu budovy: { $card }
choice-keep = nech si kartu budovy: { $card }
choice-discard-for-cathedral = za postup na katedrále vrať lícem dolů dospod balíčku budov kartu: { $card }
choice-discard-to-hand-limit = na 6 karet v ruce vrať lícem dolů dospod balíčku budov kartu: { $card }
choice-discard-seen = vrať lícem dolů dospod balíčku budov další z karet líznutých na černém trhu: { $card }
choice-discard-for-library = Knihovna: vrať lícem dolů dospod balíčku budov kartu a získej 2 zlata: { $card }
choice-discard = vrať lícem dolů dospod balíčku budov kartu: { $card }
choice-dismiss = odhoď svého učedníka, jeho dovednosti a schopnost ztratíš: { $card }
choice-slot = { $card } (řada { $row }, sloupec { $column }{ $coins ->
    [0] {""}
    [one] ; vezmeš si { $coins } minci, která na něm leží
    [few] ; vezmeš si { $coins } mince, které na něm leží
   *[other] ; vezmeš si { $coins } mincí, které na něm leží
})
choice-empty-slot = prázdné místo
choice-hire = Dílna: najmi za { $silver ->
    [one] { $silver } minci
    [few] { $silver } mince
   *[other] { $silver } mincí
}{ $tax ->
    [0] {""}
    [one] {" "}a { $tax } daň
    [few] {" "}a { $tax } daně
   *[other] {" "}a { $tax } daní
}{ $skips ->
    [0] {""}
    [one] , na přeskočenou kartu polož 1 minci
   *[other] , na každou z přeskočených karet ({ $skips }) polož 1 minci
}: { $slot }
choice-hire-tavern = Hostinec: najmi zdarma: { $slot }
choice-hire-starting = Počáteční učedník: najmi zdarma: { $slot }
choice-hire-black-market = Černý trh, pole B: zaplatíš { $cost ->
    [one] { $cost } minci
    [few] { $cost } mince
   *[other] { $cost } mincí
}, { $illusionist ->
    [yes] neztratíš počestnost (Iluzionista)
   *[no] ztratíš 1 počestnost
} a bez dalších nákladů najmeš: { $slot }
choice-build = Radnice: postav budovu { $card }{ $refresh ->
    [yes] ; tvé pole na radnici navíc pošle dva učedníky nejblíže dílně dospod jejich balíčku (vyloží se dva noví)
   *[no] {""}
}

## Zajetí (AWK-8) a co stojí.
choice-capture = zajmi služebníky hráče { $seat } ({ $k }) – lokace: { $location }{ choice-capture-cost }
choice-capture-own = zajmi své vlastní služebníky ({ $k }; vrátí se do tvé zásoby) – lokace: { $location }{ choice-capture-cost }
choice-capture-cost = { $cost ->
    [free] {" "}zdarma
    [tax] {" "}za { $tax ->
        [one] { $tax } daň
        [few] { $tax } daně
       *[other] { $tax } daní
    }
    [silver] {" "}za { $silver ->
        [one] { $silver } minci
        [few] { $silver } mince
       *[other] { $silver } mincí
    }
   *[none] {""}
}

## Karty trhu a odměny, které líže náhoda, katedrála, směny v královském skladu, desky hráčů
## a volby efektu budovy.
choice-small-market = malý trh nabízí: { $goods }
choice-large-market = velký trh teď nabízí: { $goods }
choice-reward = odměna: { $reward ->
    [0] 1 počestnost a 3 mince
    [1] 1 počestnost a 2 dřeva
    [2] 1 počestnost a 2 kameny
    [3] 1 počestnost a 1 karta budovy
    [4] 2 počestnosti
   *[5] 1 počestnost a 1 zlato
}
choice-cathedral = Radnice: postup na { $level }. úroveň katedrály ({ $vp } VB na konci hry) za { $cost }, { $frederick ->
    [yes] karty budov si necháš (Frederick)
   *[no] odhodíš kartu budovy
}; otoč kartu odměny{ $refresh ->
    [yes] ; tvé pole na radnici navíc pošle dva učedníky nejblíže dílně dospod jejich balíčku (vyloží se dva noví)
   *[no] {""}
}
choice-trade = směň { trade-what }
# Směna v královském skladu podle pořadí (AWK-6.2, AWK-6.3).
trade-what = { $trade ->
    [0] 2 hlíny za 1 počestnost
    [1] 2 dřeva za 1 počestnost
    [2] 2 kameny za 1 počestnost
    [3] 1 hlínu a 1 dřevo za 1 počestnost
    [4] 1 hlínu a 1 kámen za 1 počestnost
    [5] 1 dřevo a 1 kámen za 1 počestnost
    [6] 3 dřeva za 1 mramor
    [7] 2 dřeva a 1 kámen za 1 mramor
    [8] 1 dřevo a 2 kameny za 1 mramor
    [9] 3 kameny za 1 mramor
    [10] 1 minci za 3 hlíny (Kupec)
    [11] 2 mince za 1 zlato (Kupec)
    [12] 3 mince za 1 mramor (Kupec)
    [13] 1 minci za 2 kameny (Kupec)
    [14] 1 minci za 2 dřeva (Kupec)
    [15] 1 hlínu za 1 počestnost (Mecenáš)
    [16] 2 mince za 1 počestnost (Mecenáš)
    [17] 1 kámen za 1 počestnost (Mecenáš)
    [18] 1 dřevo za 1 počestnost (Mecenáš)
    [19] 3 hlíny za 1 mramor (Obchodník)
    [20] 2 kameny za 1 mramor (Obchodník)
   *[21] 2 dřeva za 1 mramor (Obchodník)
}
choice-take-board = vezmi si desku hráče: { $board }
choice-board-dealt = rozdaná deska hráče: { $board }
choice-lothaire = Lothaire: zaplať o 1 { $wood ->
    [yes] dřevo
   *[no] kámen
} méně, celkem { $cost }
choice-gain-gold = získej 1 zlato
choice-gain-silver = získej 3 mince
choice-gain-marble = získej 1 mramor
choice-destroy-debt = znič jeden ze svých nesplacených dluhů
choice-keep-debts = ponech si dluhy
choice-barracks-free = osvoboď své služebníky z desek ostatních hráčů
choice-barracks-capture = zajmi zdarma
choice-nothing-to-choose = vyber (teď není z čeho volit)

## Co krok nechá nevyužité, aby to hráč potvrdil.
unused-trades = v královském skladu bys ještě mohl provést { $left ->
    [one] { $left } směnu
    [few] až { $left } směny
   *[other] až { $left } směn
}: nevyužité směny propadají
unused-captures = ještě bys mohl provést { $left ->
    [one] { $left } zajetí
   *[other] až { $left } zajetí
}: nevyužitá zajetí propadají
unused-guardhouse = ještě bys mohl provést { $left ->
    [one] { $left } akci strážnice
    [few] až { $left } akce strážnice
   *[other] až { $left } akcí strážnice
}: nevyužité akce propadají
unused-tavern = hostinec by ti zdarma najal učedníka z vyložených
unused-library = knihovna by ti dala 2 zlata za kartu budovy z ruky
unused-church = kostel by zničil jeden z tvých nesplacených dluhů (každý tě na konci stojí VB)
unused-dismiss = dovednosti a schopnost tohoto učedníka ({ $card }) ztratíš a zpět ho najmout nejde
unused-idle-place = žádnou z jeho akcí teď provést nemůžeš: služebník by tam stál nečinně

## Proč je jediná volba jediná.
only-retrieve = tvá zásoba je prázdná a jen tohoto služebníka si smíš vzít zpět
only-pass = všichni tví služebníci jsou na radnici
only-stop-trades = žádnou směnu nezaplatíš
only-stop-captures = nejsou tu žádní služebníci, které bys mohl zajmout
only-stop-guardhouse = žádnou akci strážnice teď provést nejde
only-keep-seen = je to jediná karta, kterou sis líznul
only-bottom-seen = je to poslední z karet, které sis líznul
only-cathedral-discard = je to tvá jediná karta budovy
only-board = je to jediná zbývající deska
only-starting-apprentice = je to jediný vyložený učedník
