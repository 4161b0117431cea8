# Co dělá každá volba `cathedra games` (`option-<key>`).
option-guildhall_apprentice_refresh = dělník položený na třetí pole cechovny v řadách 1 až 3 pošle dva učně nejblíže dílně na spodek jejich balíčku (symbol z desky, který pravidla z roku 2018 nemají)
option-starting_apprentice = po výběru karet si každý hráč v opačném pořadí tahu zdarma najme jednoho učně lícem nahoru; nabídka se doplní po posledním (pravidlo rozšíření Věk řemeslníků)
option-boards = strana hráčských desek: základní (standard: ctnost 7, stříbro 3/4/5/6/7 od začínajícího hráče), proměnlivá (variable: strana 2, každému místu náhodně rozdaná deska postavy s vlastním začátkem a schopností; začíná nejvyšší počáteční ctnost) nebo volená (chosen: strana 2, každé místo si v pořadí míst desku vybere)
option-promo_boards = s proměnlivými nebo volenými deskami se k pěti deskám základní hry přidá pět propagačních (Lothaire, Hugo, Clovis, Fara, Bertha)
option-promo_cards = propagační učedníci (Vymahač, Dozorce, Kramář) a propagační budovy (Jeřáb, Hřbitov, Muzeum) se přidají do svých balíčků: v každém 43 karet místo 40
option-start-money = stříbro, se kterým každé místo začíná, v pořadí tahu od začínajícího hráče, jedna celá částka na místo oddělená '/' (např. 5/5/5/5 pro 4 hráče); rulebook: 3/4/5/6/7, začínající hráč 3 a každé další místo o 1 víc (AWK-2.11)
