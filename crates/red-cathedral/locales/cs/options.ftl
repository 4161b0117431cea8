# Co dělá každá volba `cathedra games` (`option-<key>`).
# Každý atribut jmenuje jednu hodnotu volby, jak ji nabízí webová lobby.
option-side = strana všech desek dílen: základní, nebo pokročilá s ozdobami, které odemykají dílky lícem nahoru
    .basic = základní
    .advanced = pokročilá
option-influence = karty vlivu: z každé skupiny jedna náhodně, nebo sada doporučená pro první hru
    .random = z každé skupiny náhodně
    .first-game = sestava pro první hru
option-start-money = počáteční rubly podle pořadí tahu, začínající hráč první: 'rulebook' (3, 4, 4, 5; sólo 3), nebo jedna celá částka na hráče oddělená '/', např. 4/4/4/4
option-data = data karet: vestavěná rekonstrukce, nebo soubor s opravenými daty (záznam hry si uloží jméno a otisk souboru)
