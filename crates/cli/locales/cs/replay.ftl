# Texty terminálu pro `cathedra replay`.

replay-head = { $game } (verze pravidel { $rules }), { $players ->
    [one] 1 hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
  }{ $seed }, volby: { $options }; { $actions ->
    [one] 1 tah
    [few] { $actions } tahy
   *[other] { $actions } tahů
  }, všechny podle pravidel.
replay-seed = , semínko { $seed }
replay-no-options = žádné
replay-over = Konec hry.
replay-stops = Záznam končí před koncem hry.
replay-scores-so-far = Dosavadní skóre:
replay-help =
    Příkazy (fungují i anglické):
      dal [N]       o N tahů dál (Enter: o jeden)
      zpet [N]      o N tahů zpět
      jdi N         na pozici po tahu N (jdi 0: začátek)
      hrac N|vse    hru, jak ji viděl hráč N, nebo vše
      hrat          pokračovat od této pozice jako nová hra, vy na místě 1
      konec         skončit
replay-as-seat = jak ji viděl { $seat }
replay-everything = vše
replay-position = === Po tahu { $at } z { $last } ({ $seen }) ===
replay-prompt = Tah { $at } z { $last } (dal, zpet, jdi N, hrac N, hrat, pomoc, konec):{" "}
replay-go = Napište jdi a tah od 0 do { $last }.
replay-seat = Napište hrac a číslo od 1 do { $players }, nebo hrac vse.
replay-not-a-command = '{ $text }' není příkaz: napište pomoc.
replay-new-game = Nová hra od tahu { $at }, uložena do { $path }.

## Příkazová slova při procházení záznamu (vedle anglických).
replay-cmd-next = dal
replay-cmd-prev = zpet
replay-cmd-go = jdi
replay-cmd-seat = hrac
replay-cmd-all = vse
replay-cmd-play = hrat
