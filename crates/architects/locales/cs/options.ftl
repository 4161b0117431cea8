# Co dělá každá volba `cathedra games` (`option-<key>`).
# Každý atribut jmenuje jednu hodnotu volby, jak ji nabízí webová lobby.
option-guildhall_apprentice_refresh = služebník položený na třetí pole radnice v řadách 1 až 3 pošle dva učedníky nejblíže dílně dospod jejich balíčku (symbol z herního plánu, který pravidla z roku 2018 nemají)
option-starting_apprentice = po draftu si každý hráč v opačném pořadí tahu zdarma najme jednoho učedníka lícem nahoru; nabídka se doplní po posledním (pravidlo rozšíření Věk řemeslníků)
option-boards = strana desek hráčů: standardní (počestnost 7, 3/4/5/6/7 mincí od začínajícího hráče), variabilní s deskami rozdanými náhodně (strana 2, každé místo dostane desku postavy s vlastním začátkem a schopností; začíná nejvyšší počáteční počestnost) nebo variabilní s deskami vybranými (strana 2, každé místo si v pořadí míst desku vybere)
    .standard = standardní
    .variable = variabilní, desky rozdané náhodně
    .chosen = variabilní, desky vybrané
option-promo_boards = s variabilními deskami (rozdanými i vybranými) se k pěti deskám základní hry přidá pět propagačních (Lothaire, Hugo, Clovis, Fara, Bertha)
option-promo_cards = propagační učedníci (Vymahač, Dozorce, Kramář) a propagační budovy (Jeřáb, Hřbitov, Muzeum) se přidají do svých balíčků: v každém 43 karet místo 40
option-start-money = mince, se kterými každé místo začíná, v pořadí tahu od začínajícího hráče, jedna celá částka na místo oddělená '/' (např. 5/5/5/5 pro 4 hráče); rulebook: 3/4/5/6/7, začínající hráč 3 a každé další místo o 1 víc (AWK-2.11)
