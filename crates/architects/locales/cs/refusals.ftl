# Odmítnutí nepovoleného tahu (refusal_in): jedna zpráva refusal-<druh> na každý druh, s jeho
# argumenty. Za ni se připojí pravidlo, které tah porušuje.

refusal-not-an-outcome = tohle při tomto tahu karty padnout nemůže
refusal-mines-gold-alone = zlato v dolech chce, aby tam už stál aspoň jeden tvůj služebník (jediný služebník by nedal nic)
refusal-tax-stand-empty = u výběrčího daní neleží žádné mince
refusal-deck-empty = balíček budov je prázdný: není co líznout
refusal-market-virtue = s počestností 10 a více nesmíš na černý trh
refusal-market-space-taken = to pole černého trhu je obsazené
refusal-market-cost = to pole černého trhu nezaplatíš
refusal-no-apprentice-there = na tom místě není učedník, kterého bys najal
refusal-apprentice-limit = máš tolik učedníků, kolik smíš: nejdřív jednoho odhoď
refusal-hire-cost = cenu najmutí nezaplatíš
refusal-skip-coins = cenu najmutí a mince na přeskočené karty nezaplatíš
refusal-not-in-hand = tu kartu budovy v ruce nemáš
refusal-skills-missing = ta budova potřebuje učedníky se všemi dovednostmi, které ukazuje
refusal-building-cost = tu budovu nezaplatíš
refusal-cathedral-virtue = s počestností 4 a méně nesmíš pracovat na katedrále
refusal-cathedral-top = jsi na vrcholu katedrály
refusal-cathedral-full = na další úrovni katedrály není volné místo
refusal-cathedral-no-card = postup na katedrále chce kartu budovy, kterou odhodíš
refusal-cathedral-no-such-payment = takhle se další úroveň katedrály platit nedá
refusal-cathedral-cost = další úroveň katedrály nezaplatíš
refusal-board-taken = ta deska mezi zbývajícími k výběru není
refusal-no-such-discount = Lothaire platí buď o 1 dřevo, nebo o 1 kámen méně
refusal-not-in-packet = ta karta v balíčku, který držíš, není
refusal-not-hired = toho učedníka jsi nenajal
refusal-cannot-retrieve = odtud si teď služebníka zpět vzít nemůžeš
refusal-no-passing = pasovat se nedá: umísti služebníka, nebo si ho vezmi zpět
refusal-supply-empty = tvá zásoba je prázdná: v tomto tahu si bereš služebníka zpět
refusal-no-such-trade = taková směna není
refusal-trade-apprentice = tu směnu nabízí jen učedník, který ji ukazuje
refusal-trade-cost = tu směnu provést nemůžeš
refusal-no-workers-there = na té lokaci nejsou žádní služebníci té barvy
refusal-capture-locations = ve hře { $players } hráčů jdou zajetí jedné návštěvy nejvýše { $most ->
    [one] z 1 lokace
   *[other] ze { $most } lokací
}
refusal-capture-cost = to zajetí nezaplatíš
refusal-debts-most = splatil jsi 100 dluhů, víc hra nevede
refusal-guard-unmet = tuto akci strážnice teď provést nejde
refusal-keep-drawn = nech si jednu z karet, které sis líznul
refusal-bottom-drawn = vrať dospod jednu z karet, které sis líznul
refusal-discard-from-hand = odhoď kartu budovy ze své ruky
refusal-not-an-effect-choice = tohle budova { $building } na výběr nedává
refusal-starting-slot-empty = na tom místě žádný učedník není

## Tah mimo svůj krok: kdy se dělá (refusal-when-…), pak co krok žádá teď (now-must-…).
refusal-not-now = { $when }; teď musíš { $now }
refusal-when-trade = směňuje se v královském skladu
refusal-when-capture = zajímá se na rynku nebo budovou
refusal-when-guard = akce strážnice se dělají ve strážnici
refusal-when-place = služebníka umisťuješ jednoho, ve svém tahu
refusal-when-dismiss = učedníky odhazuješ ve svém tahu, než umístíš
refusal-when-retrieve = služebníci se berou zpět jen na začátku tahu s prázdnou zásobou
refusal-when-choose = žádný efekt budovy k výběru není
refusal-when-discard = karty budov jdou dospod balíčku, jen když to říká pravidlo
refusal-when-keep = teď si žádnou kartu nenecháváš
refusal-when-board = desky hráčů se rozdávají nebo vybírají před začátkem hry
refusal-when-chance = tohle rozdává a líže náhoda, žádný hráč to nevolí
refusal-when-stop = není co ukončit
now-must-boards = vybrat si desku hráče
now-must-discount = zvolit, zda za budovu zaplatíš o 1 dřevo, nebo o 1 kámen méně
now-must-draft = nechat si jednu kartu ze svého balíčku
now-must-starting-apprentice = najmout zdarma svého počátečního učedníka
now-must-turn = umístit služebníka (nebo si jednoho vzít zpět, když máš prázdnou zásobu)
now-must-storehouse = směnit v královském skladu, nebo skončit
now-must-capture = zajmout skupinu služebníků, nebo skončit
now-must-guardhouse = provést akci strážnice, nebo skončit
now-must-keep-seen = nechat si jednu z karet, které sis líznul
now-must-bottom-seen = vrátit ostatní líznuté karty dospod balíčku
now-must-cathedral-discard = odhodit kartu budovy za katedrálu
now-must-effect = zvolit efekt budovy
now-must-tavern = najmout učedníka v hostinci, nebo skončit
now-must-hand-limit = odhodit karty budov na 6
now-must-wait = počkat na další rozhodnutí hry

## Proč hra nemůže začít (`setup-<kind>`).
setup-solo = Architekty Západního království zde nelze hrát sólo: sólová pravidla a karta „2 hráči proti botovi“ jsou v dodatku pravidel, který žádný veřejný zdroj neuvádí (AWK-23.1); hrajte ve 2 až 5 hráčích
setup-start-money-boards = volba 'start-money' určuje stříbro základních desek: proměnlivé desky mají vlastní počáteční stříbro (AWK-21.1)
