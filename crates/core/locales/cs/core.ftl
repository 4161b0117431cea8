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
