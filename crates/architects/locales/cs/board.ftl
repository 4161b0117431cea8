# Herní plán, jak ho hráč čte (render a render_compact), řádek po řádku.
# Slova podle českých pravidel: výběrčí daní, radnice, černý trh, dílna, počestnost,
# katedrála, dluh, služebník, vězení, učedník, karta budovy.

board-tax-and-guildhall = Daně u výběrčího: { $tax ->
    [one] { $tax } mince
    [few] { $tax } mince
   *[other] { $tax } mincí
}. Radnice: obsazeno { $filled } z { $spaces } míst. Zbývající karty odměn: { $rewards }.
board-black-market = Černý trh: A { $a } (malý trh: { $small }), B { $b }, C { $c } (velký trh: { $large }).
board-space-free = volno
board-display = Učedníci u dílny (sloupec 1 je nejlevnější):
board-display-row = řada { $row }:
board-display-card = [{ $card }{ $coins ->
    [0] {""}
    [one] , leží na ní { $coins } mince
    [few] , leží na ní { $coins } mince
   *[other] , leží na ní { $coins } mincí
}]
board-display-empty = [prázdné]
board-player = { $seat }: { $silver ->
    [one] { $silver } mince
    [few] { $silver } mince
   *[other] { $silver } mincí
}, počestnost { $virtue }, katedrála { $cathedral }, dluhy: { $unpaid } nesplacené/{ $paid } splacené; suroviny: { $goods }
board-workers = služebníci: { $supply } v zásobě, { $prison } ve vězení, { $guildhall } na radnici, { $captured } zajatých na této desce
board-cards = učedníci: { $apprentices }; budovy: { $buildings }
board-hand = { $count ->
    [one] { $count } karta budovy
    [few] { $count } karty budov
   *[other] { $count } karet budov
} v ruce
board-hand-known = { board-hand }: { $cards }
board-none = žádné

## První řádek stručného plánu: hra a kdo se teď rozhoduje.
board-compact-title = { $game }: { $now }
board-now-over = hra skončila
board-now-chance = lížou se karty a určuje se začínající hráč
board-now-draft = výběr budov, volba { $round } ze 3: { $names }
board-now-turn = na tahu je { $names }
board-now-decision = rozhodují se: { $names }
board-everyone = všichni

## Suroviny a mince a jejich výčty.
goods-clay = { $n } { $n ->
    [one] hlína
    [few] hlíny
   *[other] hlín
}
goods-wood = { $n } { $n ->
    [one] dřevo
    [few] dřeva
   *[other] dřev
}
goods-stone = { $n } { $n ->
    [one] kámen
    [few] kameny
   *[other] kamenů
}
goods-gold = { $n } { $n ->
    [one] zlato
    [few] zlata
   *[other] zlat
}
goods-marble = { $n } { $n ->
    [one] mramor
    [few] mramory
   *[other] mramorů
}
goods-silver = { $n } { $n ->
    [one] mince
    [few] mince
   *[other] mincí
}
goods-nothing = nic
card-unknown = žádná taková karta
list-and = { $first } a { $last }
