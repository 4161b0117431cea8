# Texty terminálu pro `cathedra games` a `cathedra simulate`.

games-line = { $game }, { $min } až { $max } hráči
games-option = {"    "}--option { $key }={ $values }  (výchozí { $default }): { $help }
games-free-value = TEXT

simulate-head = { $game }, { $players ->
    [one] 1 hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
  }, { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
  }, semínko { $seed }, { $jobs ->
    [one] 1 vlákno
    [few] { $jobs } vlákna
   *[other] { $jobs } vláken
  }
simulate-speed = { $seconds } s: { $per_game } her/s, { $per_decision } rozhodnutí/s ({ $decisions } rozhodnutí na hru včetně náhody)
simulate-player = hráč
simulate-mean = průměr bodů
simulate-win-rate = výhry
simulate-note = (± je polovina šířky 95% intervalu; dělená vítězství se počítají poměrně)
