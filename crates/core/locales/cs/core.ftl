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
