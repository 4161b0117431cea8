# Vlastní texty terminálu pro `cathedra play` a `cathedra rules`.

play-help =
    Napište klíč volby (číslo před ní), nebo první slova jejího textu,
    pokud jimi začíná jen jedna volba. Příkazy (fungují i anglické):
      plan          celý herní plán a vaše volby
      zaznam        vše, co vám záznam hry dosud řekl
      vysvetli KLÍČ celý text volby a co dělají karty, které jmenuje
      karta JMÉNO   co dělá karta, destička nebo pole (stačí začátek jména)
      pravidla      jména, která zná příkaz karta
      zpet          vezme zpět vaše poslední rozhodnutí (dokud se neodhalilo nic skrytého)
      potvrzovat    ptát se (či ne) před volbou, která něco nechá nevyužité
      pomoc         tato nápověda
      konec         ukončí hru (je uložená: pokračujte s --resume)

## Příkazová slova, která hráč může napsat (vedle anglických, která platí vždy).
cmd-help = pomoc
cmd-board = plan
cmd-log = zaznam
cmd-explain = vysvetli
cmd-card = karta
cmd-rules = pravidla
cmd-undo = zpet
cmd-quit = konec
cmd-yes = ano
cmd-confirm = potvrzovat

## První řádek: hra a kdo kde sedí.
intro-person = { $seat }: člověk
intro-bot = { $seat }: bot { $agent }
intro = { $game }, { $players ->
    [one] 1 hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
  } ({ $seats })
intro-seed = , semínko { $seed } (stejnou hru zahrajete znovu s --seed { $seed })

resumed = Pokračuje se po { $decisions ->
    [one] 1 rozhodnutí
   *[other] { $decisions } rozhodnutích
  } (napište zaznam a přečtete si, co se dosud stalo).
saved-every = Hra se po každém rozhodnutí ukládá do { $path } (pokračujte v ní příkazem `cathedra play --resume { $path }`).
stopped-saved = Zastaveno. Hra je uložena v { $path }: pokračujte v ní příkazem `cathedra play --resume { $path }`.
game-stopped = Hra zastavena.
saved-over = Hra je uložena do { $path } (prohlédněte si ji příkazem `cathedra replay { $path }`).
saved-so-far = Dosavadní hra je uložena do { $path } (pokračujte v ní příkazem `cathedra play --resume { $path }`).

you-chose = Zvolili jste: { $choice }
automatic = { $seat }: { $choice } (jediná možná volba, provedena za vás)
automatic-because = { $seat }: { $choice } (jediná možná volba, provedena za vás: { $why })
confirm-unused = { $choice }: { $unused }.
confirm-anyway = Přesto to udělat (ano/ne)?{" "}
not-done = Neprovedeno: zvolte znovu.
confirm-on = Před volbou, která něco nevyužije, se vás hra zeptá.
confirm-off = Před volbou, která něco nevyužije, se vás hra už nezeptá (napište potvrzovat a bude se ptát znovu).
to-play = === Na tahu je { $seat } ===
prompt = { $seat }, vaše volba (klíč, nebo pomoc):{" "}
log = Záznam:
log-only = [jen { $seats }] { $text }
choices = Volby:
nothing-to-undo-revealed = Nelze nic vzít zpět: po vašem posledním rozhodnutí rozhodla náhoda nebo se odhalilo tajemství.
nothing-to-undo = Nelze nic vzít zpět: zatím jste neudělali žádné rozhodnutí, které by šlo vzít zpět.
undo-consent = { $seat } chce vzít zpět tahy, po nichž rozhodoval i { $other }. { $other }, souhlasíte (ano/ne)?{" "}
not-taken-back = Nevzato zpět.
taken-back = Vzato zpět: { $choice }{ $after ->
    [0] {""}
    [1] {" "}a 1 tah po něm
    [few] {" "}a { $after } tahy po něm
   *[other] {" "}a { $after } tahů po něm
  }.
pass-keyboard = Předejte klávesnici, hraje { $seat } — stiskněte Enter.{" "}
game-over = Konec hry.
final-scores = Konečné skóre:
name-a-choice = Pojmenujte volbu jejím klíčem: vysvetli KLÍČ.
not-a-key = '{ $text }' teď není klíč žádné volby: napište jeden z { $keys }, nebo pomoc.
refused-key = '{ $text }' teď zvolit nelze: { $why }. Napište jeden z { $keys }, nebo pomoc.
not-a-choice = '{ $text }' není žádná z voleb: napište jeden z { $keys }, nebo pomoc.
starts-many = Slovy '{ $text }' začíná { $count ->
    [few] { $count } volby
   *[other] { $count } voleb
  }: napište klíč jedné z nich.

## Karty, destičky a pole.
no-card-texts = Tato hra nemá texty karet k zobrazení.
name-a-card = Pojmenujte kartu, destičku nebo pole: karta JMÉNO (seznam ukáže pravidla).
no-such-card = Žádná karta, destička ani pole se nejmenuje '{ $name }': seznam ukáže pravidla.
card-names-many = '{ $name }' pojmenovává { $count ->
    [few] { $count } věci
   *[other] { $count } věcí
  }: { $names }. Napište víc ze jména.
card-list = Napište karta JMÉNO (nebo začátek jména) a uvidíte, co dělá:
