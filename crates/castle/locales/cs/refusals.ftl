# Proč je akce odmítnuta (refusal-<druh>): pravidlo, které by porušila, slovy hráče. Za text
# se připojí číslo pravidla. Argumenty se jmenují jako v kódu hry (`Why`).

refusal-site-not-usable = ta budova není postavena (nebo ta zimní karta není ve hře)
refusal-space-taken = to pole je obsazené
refusal-placed-here-this-round = do té budovy jste v tomto kole pomocníka už postavili
refusal-cannot-pay-tuition = poplatek za to pole zaplatit nemůžete
refusal-no-helper-there = odtud nemáte pomocníka, kterého byste postavili
refusal-two-helpers = nejvýš dva pomocníci za akci
refusal-worker-3-kinds = Dělník III bere jen písek, cihlu nebo dřevo
refusal-no-such-seat = takový hráč ve hře není
refusal-buy-from-workers = kupuje se jen z karet Dělníků
refusal-own-worker-card = ze své vlastní karty Dělníka kupovat nesmíte
refusal-bought-from-card = z té karty Dělníka jste už kupovali
refusal-no-taler = nemáte tolar na zaplacení
refusal-no-payment = za žádnou budovu se teď neplatí
refusal-two-buildings = jedna karta postaví nejvýš dvě budovy
refusal-silver-for-payment = stříbro měňte jen za kusy této platby
refusal-too-few-silver = tolik stříbra na výměnu nemáte
refusal-three-kinds = plaťte aspoň třemi různými druhy surovin
refusal-chosen-twice = tuto kartu jste v tomto kole už zvolili: zvolte dvě různé karty
refusal-lost-in-winter = tu kartu jste v zimě ztratili
refusal-in-played-pile = ta karta leží na vašem odhazovacím balíčku, dokud nezahrajete Stavitele
refusal-master-builder-not-now = máte v ruce všechny karty, Stavitele tedy zvolit nesmíte
refusal-winter-not-in-deck = ta zimní karta v balíčku není
refusal-plague-from-played = mor bere kartu jen z vašeho odhazovacího balíčku
refusal-give-worker-card = odevzdejte kartu Dělníka z ruky nebo z odhazovacího balíčku
refusal-must-give-worker = máte méně než 3 tolary, musíte tedy odevzdat kartu Dělníka
refusal-breach-max = odhoďte nejvýš 3 kameny
refusal-too-little-stone = tolik kamene nemáte
refusal-pick-worker = vyberte jednu ze svých dvou karet Dělníka tohoto kola
refusal-trader-source = pomocník Obchodníka přichází z vaší zásoby (nebo je to váš hostinský)
refusal-no-innkeeper = nemáte hostinského
refusal-inn-helper-back = pomocníka vzatého zpět kvůli hostinci nelze v této akci postavit znovu
refusal-no-helper-in-supply = v zásobě nemáte pomocníka
refusal-rider-not-yet = jeden vůz je ještě volný, jezdec si tedy pomocníka vzít nemůže
refusal-cart-free = jeden vůz je ještě volný: váš pomocník jde tam a nikoho nevytlačí
refusal-own-helper = vlastního pomocníka nikdy nevytlačujete
refusal-fresh-helper = ten pomocník byl postaven v tomto kole a vytlačit ho nelze
refusal-palace-limit = proměnili jste už tolik kusů, kolik vaši pomocníci v Paláci dovolují
refusal-silver-no-value = stříbro nemá hodnotu: nejdřív ho vyměňte v Kovárně
refusal-when-start-player = začínající hráč se losuje jednou, před 1. kolem
refusal-when-winter-draw = zimní karta se táhne v označeném kole, až všichni zvolí
refusal-when-court = o komornou se uchází na začátku kola poté, co byla tažena
refusal-when-share = karta získané komorné se dělí, když je získána
refusal-when-choose = karty postav se volí na začátku kola
refusal-when-lose-or-pay = karty se ztrácejí nebo tolary platí, když je tažen Mor nebo Sněhová závěj
refusal-when-breach = kámen se odhazuje, když je tažena Zřícená zeď
refusal-when-stock = Dělník III se plní, když je odkryt
refusal-when-work = první ze dvou Dělníků se vybírá, když se Dělníci vyhodnocují
refusal-when-return = pomocník se bere zpět, když Obchodník nemůže zaplatit Hostinci ve vsi
refusal-when-trade = pomocník Obchodníka se staví, když se Obchodník vyhodnocuje
refusal-when-tower = věž se vyprazdňuje, když se vyhodnocuje Zedník
refusal-when-buying-over = nákup končí, jakmile Kameník začne stavět
refusal-when-buy = Kameník nakupuje, když se vyhodnocuje
refusal-when-consent = poslední kus z karty Dělníka se prodá nebo ponechá, když o něj Kameník žádá
refusal-when-build-before-helpers = jedna karta postaví nejvýš dvě budovy, a to před svými pomocníky
refusal-when-build = budovy se stavějí v akci Zedníka, Kameníka nebo Dělníka
refusal-when-place = pomocníci se stavějí jen po postavení budovy Zedníkem nebo Kameníkem
refusal-when-convert = kusy se v Paláci mění při závěrečném hodnocení
refusal-when-done = teď se nedělá nic nepovinného
refusal-stock-empty = ve všeobecné zásobě už není { $kind }
refusal-card-holds-none = na té kartě Dělníka není { $kind }
refusal-no-tile-left = na plánu nezbyla žádná destička budovy { $building }
refusal-cannot-pay-building = budovu { $building } zaplatit nemůžete: přesně { $cost } stavebních bodů aspoň třemi druhy
refusal-pay-in-order = teď plaťte { $kind }: druhy se platí v pořadí kámen, cihla, dřevo, písek
refusal-payment-worth = budova { $building } stojí přesně { $cost } stavebních bodů, tato platba má hodnotu { $worth }
refusal-stock-short = ve všeobecné zásobě není { $count }× { $kind }
refusal-too-few-pieces = nemáte { $count }× { $kind }
refusal-rest-unpayable = zbytek z { $cost } stavebních bodů budovy { $building } nejde s tím, co máte, zaplatit aspoň třemi druhy
refusal-must-lose-card = nemůžete zaplatit { $talers } { $talers ->
    [one] tolar
    [few] tolary
   *[other] tolarů
  }, musíte tedy odevzdat kartu
refusal-nothing-to-lay = nemáte { $item }, který byste položili na kartu komorné
refusal-none-on-lady = na kartě komorné už není { $item }
refusal-no-helper-at-spot = nemáte pomocníka u místa { $spot }
refusal-no-piece-of = nemáte { $kind }

## Akce mimo svůj krok: kdy se dělá, a co krok žádá teď.
refusal-not-now = teď ne ({ $when }): { $step }

## Co čte pozorovatel, který tah vidět nesmí.
hidden-card-chosen = { $seat } volí kartu lícem dolů
hidden-decided = Náhoda rozhoduje lícem dolů
