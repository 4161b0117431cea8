# Co dělá každá volba `cathedra games` (`option-<key>`).
option-winter = hrát zimní stranu se šesti zimními kartami
option-start-money = počáteční tolary v pořadí tahu, začínající hráč první, jedna částka na hráče oddělená '/', např. 2/3/3/4; 'rulebook' dá každému 3 (CAS-2.5)
