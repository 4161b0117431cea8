# Texty samotného jádra: co mají všechny hry společné.

## Barvy hráčů podle anglického jména, které jim hra dává.
seat-red = Červený
seat-blue = Modrý
seat-green = Zelený
seat-yellow = Žlutý
seat-purple = Fialový
seat-nobody = Nikdo

## Co pozorovatel vidí z tahu, který vidět nesmí.
hidden-seat = { $seat } se rozhoduje tajně
hidden-chance = Náhoda rozdává lícem dolů

## Odmítnutí, která jádro říká za všechny hry: rozhoduje někdo jiný, hra skončila.
refusal-not-your-decision = { $actor } teď nerozhoduje ({ $now })
refusal-game-over = hra skončila, další tahy už nejsou
actor-chance = náhoda
now-seat = rozhoduje { $seat }
now-choosing = { $count ->
    [one] volí už jen { $seats }
   *[other] ještě volí { $seats }
  }
now-chance = rozhoduje náhoda
now-over = hra skončila

## Proč hra nemůže začít: počet hráčů, volba (`setup-<kind>`).
setup-player-count = { $game }: počet hráčů může být { $min } až { $max }, ne { $got }
setup-option-unknown = neznámá volba '{ $key }' (volby: { $known })
setup-option-none = neznámá volba '{ $key }': tato hra žádné volby nemá
setup-option-empty = volba '{ $key }' potřebuje hodnotu (viz `cathedra games`)
setup-option-value = volba '{ $key }' nemůže být '{ $value }' (možnosti: { $values })
setup-option-shape = volba '{ $option }' má mít tvar klíč=hodnota
# Počáteční peníze: co je na '$text' špatně, pak jaký tvar volba má.
setup-start-money-amounts = volba 'start-money' nemůže být '{ $text }': { $amounts ->
    [one] udává 1 částku
    [few] udává { $amounts } částky
   *[other] udává { $amounts } částek
  } pro { $players ->
    [one] 1 hráče
    [few] { $players } hráče
   *[other] { $players } hráčů
  }; { setup-start-money-shape }
setup-start-money-not-whole = volba 'start-money' nemůže být '{ $text }': '{ $amount }' není celé číslo; { setup-start-money-shape }
setup-start-money-in-all = volba 'start-money' nemůže být '{ $text }': všichni dohromady mohou začít nejvýš s { $total }; { setup-start-money-shape }
setup-start-money-most = volba 'start-money' nemůže být '{ $text }': nikdo nemůže začít s více než { $most }; { setup-start-money-shape }
setup-start-money-shape = zadejte 'rulebook' nebo { $players ->
    [one] 1 celé číslo
    [few] { $players } celá čísla
   *[other] { $players } celých čísel
  } { $limit ->
    [together] se součtem nejvýš { $total }
    [both] od 0 do { $most } se součtem nejvýš { $total }
   *[each] od 0 do { $most }
  }, jedno na hráče v pořadí tahu, začínající hráč první, oddělená '/', např. { $example }

## Chyby společné všem hrám.
error-unknown-game = neznámá hra '{ $game }' (viz `cathedra games`)
error-record-game = záznam je ze hry '{ $got }', ne '{ $expected }'
error-record-format = záznam má formát { $got }; tato cathedra čte formát { $expected }
error-record-rules = záznam se hrál podle pravidel verze { $got } hry { $game }; tato cathedra má verzi { $expected }
error-record-action = záznam, tah { $index }: { $why }
error-record-malformed = záznam, tah { $index }: to není tah této hry: { $detail }
error-record-scores = neplatný záznam: { $detail }
error-invalid-state = nemožný stav: { $detail }
error-malformed-action = to není tah této hry: { $detail }
error-no-such-seat = v této hře není místo { $seat }
error-stuck = hra nemůže pokračovat: { $detail }
