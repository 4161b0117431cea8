# Co dělá každá volba `cathedra games` (`option-<key>`).
option-start-money = počáteční zlaťáky v pořadí tahu, začínající hráč první, jedna částka na hráče oddělená '/', např. 21/21/21/21; 'rulebook' dá 20, 21, 22, 23 (PIL-16.4)
