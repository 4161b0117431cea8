# Proč je akce odmítnuta (refusal-<druh>): pravidlo, které by porušila, slovy hráče. Za text
# se připojí číslo pravidla. Argumenty se jmenují jako v kódu hry (`Why`).

refusal-tax-die-faces = na kostce daní padá 2, 3, 4 nebo 5
refusal-tax-die-now = teď se hází kostkou daní
refusal-exemption-or-keep = teď použijte kartu osvobození od daně, nebo si ji nechte
refusal-resource-not-offered = karta { $card } není v nabídce
refusal-too-few-workers = máte { $free } { $free ->
    [one] volného dělníka
   *[other] volných dělníků
  }, karta { $card } jich potřebuje { $need }
refusal-take-or-pass = ve fázi I si vezmete jednu kartu z nabídky, nebo pasujete
refusal-craftsman-not-offered = řemeslník { $craftsman } není v nabídce
refusal-too-poor-to-hire = máte { $gold } zl., řemeslník { $craftsman } stojí { $cost } zl.
refusal-remove-craftsman = teď musíte vyřadit jednoho ze svých řemeslníků
refusal-no-such-craftsman = řemeslníka { $craftsman } nemáte
refusal-two-privileges = to nejsou dvě různé karty z balíčku výhod
refusal-two-craftsmen = to nejsou dva různí řemeslníci z balíčku tohoto kola
refusal-two-resources = jmenujte dvě různé karty surovin v pořadí karet
refusal-event-drawn-before = tato událost už byla tažena
refusal-chance-decides = teď rozhoduje náhoda, a ne o tomto
refusal-protect-or-decline = hráč na biskupství přijme ochranu před událostí, nebo ji odmítne
refusal-thomas-or-keep = použijte proti této události arcibiskupa Thomase, nebo si kartu nechte
refusal-bishop-takes-cube = hráč na biskupství si vezme 1 surovinu z tržiště
refusal-market-no-metal = na tržišti není železo
refusal-market-has-none = na tržišti není { $cube }
refusal-madonna-choose = zvolte řemeslníka, kterému Madona pomůže
refusal-madonna-cannot-help = Madona nemůže pomoci vašemu řemeslníkovi { $craftsman }
refusal-use-or-finish = použijte jednoho ze svých řemeslníků, nebo ukončete stavbu
refusal-works-by-itself = řemeslník { $craftsman } pracuje sám, jednou za kolo
refusal-mason-needs-mixer = zedník potřebuje míchače malty
refusal-uses-left = řemeslník { $craftsman } teď může pracovat ještě { $max }×
refusal-choose-cubes = zvolte, kterých 5 surovin si ponecháte
refusal-keep-exactly = ponechte si přesně { $limit } svých surovin (dřevo { $wood }, kámen { $stone }, písek { $sand }, železo { $metal })
refusal-no-such-builder = stavitel této barvy v sáčku není
refusal-draw-builder-now = teď se ze sáčku táhne stavitel
refusal-no-builder-waiting = žádný stavitel nečeká
refusal-accept-or-redraw = začínající hráč vytaženého stavitele ponechá, nebo táhne znovu
refusal-spaces-taken = { $location }: všechna pole jsou obsazena
refusal-too-poor-to-place = máte { $gold } zl., umístění stojí { $cost } zl.
refusal-remigius-costs = bratr Remigius umisťuje svému držiteli stavitele, který by něco stál
refusal-must-place-free = za cenu 0 se stavitel umístit musí
refusal-redraw-once = začínající hráč táhne znovu jednou za fázi II, a jen když je v sáčku jiná barva; tento stavitel patří svému majiteli, ten ho umístí
refusal-place-or-pass = umístěte vytaženého stavitele na volné pole, nebo pasujte
refusal-waiting-builder-free = váš čekající stavitel se musí umístit teď, zdarma
refusal-market-one-kind = na tržišti kupujete nebo prodáváte suroviny jednoho druhu, nebo pasujete
refusal-metal-not-bought = železo se koupit nedá
refusal-buy-at-least-one = kupte aspoň 1 surovinu
refusal-wood-needs-woodworker = nákup dřeva vyžaduje řemeslníka na dřevo
refusal-market-has-only = na tržišti je jen { $stock }× { $cube }
refusal-too-poor-to-buy = máte { $gold } zl., { $n }× { $cube } stojí { $total } zl.
refusal-sell-at-least-one = prodejte aspoň 1 surovinu
refusal-bought-this-round = surovinu { $cube } jste v tomto kole koupili a nesmíte ji prodat
refusal-stone-needs-stonecutter = prodej kamene vyžaduje kameníka
refusal-you-have-only = máte jen { $have }× { $cube }
