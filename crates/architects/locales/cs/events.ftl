# Záznam hry: jedna zpráva na druh události (event-<druh>) s jejími argumenty (karty svými
# id, za která se dosadí jména karet; místa a druhy voleb klíči).

# Co se hráč dozví o kartách, které k němu přišly, aniž je viděl (podaný balíček, karty zespodu).
event-receive = { $seat } dostává: { $cards }
# Co se ostatní dozvědí o skrytém tahu.
event-keeps_card = { $seat } si nechává kartu
event-puts_card_on_bottom = { $seat } vrací kartu lícem dolů dospod balíčku budov
event-draws_card = { $seat } si lízá kartu budovy
event-decides_in_secret = { $seat } se tajně rozhoduje
event-deals_face_down = Náhoda rozdává lícem dolů

## Jméno hry.
game-name = Architekti Západního království

# AWK-20.2: závěrečné bodování hráče položku po položce (pravidla, s. 18).
event-final_score = { $seat } má dohromady { $total } VB: { $buildings } za budovy, { $cathedral } za katedrálu, { $virtue } za počestnost, { $debts } za nesplacené dluhy, { $treasure } za zlato a mramor, { $silver } za mince, { $prison } za vězení

## Tahy: co líže náhoda a co volí hráči.
event-start_player = Začíná { $seat }
event-apprentice_dealt = K dílně přichází učedník: { $card }
event-draws_building = { $seat } si lízá kartu budovy: { $card }
event-small_market = malý trh teď nabízí: { log-small-goods }
event-large_market = velký trh teď nabízí: { log-large-goods }
event-reward = { $seat } získává odměnu: { $reward ->
    [0] 1 počestnost a 3 mince
    [1] 1 počestnost a 2 dřeva
    [2] 1 počestnost a 2 kameny
    [3] 1 počestnost a 1 karta budovy
    [4] 2 počestnosti
   *[5] 1 počestnost a 1 zlato
}
event-board = { $seat } hraje s deskou hráče: { $board }
event-keeps = { $seat } si nechává kartu budovy: { $card }
event-puts_on_bottom = { $seat } vrací lícem dolů dospod balíčku budov{ $why ->
    [cathedral] {" "}za postup na katedrále
    [hand-limit] {" "}kvůli limitu 6 karet v ruce
    [library] {" "}v knihovně za 2 zlata
   *[drawn] {""}
} kartu: { $card }
event-dismisses = { $seat } odhazuje učedníka: { $card }
event-places = { $seat } umisťuje služebníka { $place ->
    [quarry] do kamenolomu a získává { $n } { $n ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    }
    [forest] do lesa a získává { $n } { $n ->
        [one] dřevo
        [few] dřeva
       *[other] dřev
    }
    [mines-clay] do dolů a získává { $n } { $n ->
        [one] hlínu
        [few] hlíny
       *[other] hlín
    }
    [mines-gold] do dolů a získává { $n } { $n ->
        [one] zlato
        [few] zlata
       *[other] zlat
    }{ $clay ->
        [0] {""}
        [one] {" "}a { $clay } hlínu
        [few] {" "}a { $clay } hlíny
       *[other] {" "}a { $clay } hlín
    }
    [silversmith] ke stříbrotepci a získává { $n } { $n ->
        [one] minci
        [few] mince
       *[other] mincí
    }
    [storehouse] do královského skladu: nejvýše { $n } { $n ->
        [one] směna
        [few] směny
       *[other] směn
    }
    [workshop-draw] do dílny a lízá si { $n } { $n ->
        [one] kartu budovy
        [few] karty budov
       *[other] karet budov
    }
    [town-centre] na rynek: nejvýše { $n } zajetí
    [tax-stand] k výběrčímu daní, bere si { $n } { $n ->
        [one] minci
        [few] mince
       *[other] mincí
    }{ $gold ->
        [0] {""}
        [one] {" "}a { $gold } zlato
        [few] {" "}a { $gold } zlata
       *[other] {" "}a { $gold } zlat
    } a ztrácí { $loss } počestnosti
    [guardhouse] do strážnice: nejvýše { $n } { $n ->
        [one] akce
        [few] akce
       *[other] akcí
    }
    [market-a] na pole A černého trhu za { log-cost } a získává: { log-small-goods }
    [market-draw] na pole B černého trhu za { log-cost } a lízá si 5 karet budov
   *[market-c] na pole C černého trhu za { log-cost } a získává: { log-large-goods }
}
event-hires = { $seat } najímá v dílně za { $paid } { $paid ->
    [one] minci
    [few] mince
   *[other] mincí
} učedníka: { $card }{ $coins ->
    [0] {""}
    [one] ; bere si { $coins } minci, která na něm ležela
    [few] ; bere si { $coins } mince, které na něm ležely
   *[other] ; bere si { $coins } mincí, které na něm ležely
}
event-hires_free = { $seat } { $how ->
    [tavern] najímá zdarma v hostinci učedníka: { $card }
    [starting] najímá zdarma počátečního učedníka: { $card }
   *[market] platí { log-cost } na poli B černého trhu a najímá učedníka: { $card }
}
event-builds = { $seat } staví budovu: { $card }
event-cathedral = { $seat } postupuje na { $level }. úroveň katedrály za { $level ->
    [1] 1 zlato
    [3] 1 mramor
    [5] 2 zlata a 2 mramory
   *[other] { $wood ->
        [0] { log-stone }
       *[other] { $stone ->
            [0] { log-wood }
           *[other] { log-wood } a { log-stone }
        }
    }
}
event-trades = { $seat } směňuje { trade-what }
event-captures = { $seat } zajímá služebníky hráče { $owner } ({ $k }) – lokace: { log-location }
event-captures_own = { $seat } zajímá své vlastní služebníky ({ $k }; vracejí se do jeho zásoby) – lokace: { log-location }
event-guard = { $seat } { $action ->
    [send] posílá služebníky zajaté na své desce do vězení
    [release] propouští své služebníky z vězení
    [free-paying] platí mince a osvobozuje své služebníky z desek ostatních hráčů
    [free-in-debt] osvobozuje své služebníky z desek ostatních hráčů, bere si 1 dluh a ztrácí 1 počestnost
   *[pay-debt] splácí dluh
}
event-retrieves = { $seat } si bere zpět služebníka { $from ->
    [9] z vězení
    [10] z černého trhu
    [11] z desky hráče { $owner }
   *[other] – lokace: { log-location }
}
event-passes = { $seat } pasuje (všichni jeho služebníci jsou na radnici)
event-stops = { $seat } { $what ->
    [trades] už nesměňuje
    [captures] už nezajímá
    [guardhouse] už nedělá žádnou akci strážnice
    [library] si nechává karty (bez směny v knihovně)
    [tavern] v hostinci nikoho nenajímá
    [crane] za jeřáb žádného služebníka neumisťuje (nemůže nic postavit ani postoupit na katedrále)
   *[other] končí
}
event-lothaire = { $seat } platí za budovu o 1 { $less ->
    [wood] dřevo
   *[stone] kámen
} méně (Lothaire)
event-effect = { $seat } { $choice ->
    [gold] získává 1 zlato
    [silver] získává 3 mince
    [marble] získává 1 mramor
    [destroy-debt] ničí jeden ze svých nesplacených dluhů
    [keep-debts] si ponechává dluhy
    [barracks-free] osvobozuje své služebníky z desek ostatních hráčů
   *[barracks-capture] zajímá zdarma
}

## Co nabízejí trhy (AWK-10.4): podle karty, vlastní trh desky jako 5 a 10.
log-small-goods = { $side ->
    [0] 1 mramor
    [1] 2 zlata
    [2] 1 kámen a 1 mramor
    [3] 1 dřevo a 1 zlato
    [4] 1 dřevo a 1 mramor
   *[5] 1 zlato a 1 mramor
}
log-large-goods = { $side ->
    [0] 2 dřeva a 2 mramory
    [1] 1 dřevo, 1 kámen, 1 zlato a 1 mramor
    [2] 2 kameny a 2 mramory
    [3] 2 dřeva, 1 kámen a 1 zlato
    [4] 1 dřevo, 2 kameny a 1 mramor
    [5] 2 kameny a 2 mramory
    [6] 1 dřevo, 2 kameny a 1 mramor
    [7] 2 dřeva, 1 kámen a 1 zlato
    [8] 1 dřevo, 1 kámen, 1 zlato a 1 mramor
    [9] 2 dřeva a 2 mramory
   *[10] 1 dřevo, 1 kámen a 2 mramory
}
## Lokace podle pořadí.
log-location = { $location ->
    [0] { location-quarry }
    [1] { location-forest }
    [2] { location-mines }
    [3] { location-silversmith }
    [4] { location-storehouse }
    [5] { location-workshop }
    [6] { location-town-centre }
    [7] { location-tax-stand }
   *[8] { location-guardhouse }
}
## Cena v mincích, dřevo a kámen v 4. pádě.
log-cost = { $cost } { $cost ->
    [one] minci
    [few] mince
   *[other] mincí
}
log-wood = { $wood } { $wood ->
    [one] dřevo
    [few] dřeva
   *[other] dřev
}
log-stone = { $stone } { $stone ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}
