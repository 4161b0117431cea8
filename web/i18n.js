// Words of the interface in English and Czech, and the games' terms with what they do.
// The rules' own texts (actions, log) come from the server in English.
"use strict";

const UI = {
  en: {
    title: "cathedra", lobby: "Lobby", newGame: "New game", game: "Game", players: "Players",
    seat: "Seat", person: "Person", bot: "Bot",
    botLevels: { random: "random", greedy: "greedy", easy: "easy", medium: "medium", hard: "hard" },
    botHelp: { random: "chooses at random among its legal moves", greedy: "takes the move that looks best one move ahead", easy: "searches 200 games ahead", medium: "searches 2,000 games ahead", hard: "searches 20,000 games ahead, up to 2 s a move" }, name: "Name", create: "Create game",
    invite: "Invite links", copy: "Copy", copied: "Copied", open: "Open", games: "Games on this server",
    spectate: "Watch", running: "running", over: "over", none: "No games yet.", hotseat: "Play all people's seats on this screen (hot-seat)",
    yourTurn: "Your turn", waiting: "Waiting for", actions: "Your choices", log: "Log", scores: "Scores",
    pass: "Pass the device to", ready: "I am", hidden: "The previous player's secrets are hidden.",
    round: "Round", phase: "Step", spectator: "Spectator", you: "you", finalScores: "Final scores",
    replay: "Replay", step: "Move", of: "of", back: "Back", forward: "Forward", refused: "Refused",
    abandon: "A bot takes a seat kept waiting for (seconds, empty: never)", language: "Language",
    winner: "Winner", option: "Option", board: "Board", noChoice: "Nothing to choose now.",
    tapInfo: "Tap a card or space to read what it does.", reconnecting: "Reconnecting…",
    chance: "chance", seats: "Seats", lobbyLink: "← Lobby", turnOf: "Turn",
    plainView: "Plain view", drawnView: "Board view", where: "Where the points came from",
    clock: "Turn clock: seconds for each decision, then a random move is made (empty: none)",
    timeLeft: "Time left:",
    clockHelp: "Your time left for this decision; then a random move is made for you.",
  },
  cs: {
    title: "cathedra", lobby: "Lobby", newGame: "Nová hra", game: "Hra", players: "Hráči",
    seat: "Místo", person: "Člověk", bot: "Bot",
    botLevels: { random: "náhodný", greedy: "hladový", easy: "lehký", medium: "střední", hard: "těžký" },
    botHelp: { random: "hraje náhodně mezi dovolenými tahy", greedy: "bere tah, který vypadá nejlépe o jeden tah dopředu", easy: "prohledá 200 her dopředu", medium: "prohledá 2 000 her dopředu", hard: "prohledá 20 000 her dopředu, nejvýše 2 s na tah" }, name: "Jméno", create: "Založit hru",
    invite: "Pozvánky", copy: "Kopírovat", copied: "Zkopírováno", open: "Otevřít", games: "Hry na tomto serveru",
    spectate: "Sledovat", running: "běží", over: "skončila", none: "Zatím žádné hry.", hotseat: "Hrát za všechny lidi na této obrazovce (hot-seat)",
    yourTurn: "Jste na tahu", waiting: "Čeká se na", actions: "Vaše volby", log: "Záznam", scores: "Body",
    pass: "Předejte zařízení hráči", ready: "Jsem", hidden: "Tajemství předchozího hráče jsou skryta.",
    round: "Kolo", phase: "Krok", spectator: "Divák", you: "vy", finalScores: "Konečné pořadí",
    replay: "Záznam hry", step: "Tah", of: "z", back: "Zpět", forward: "Vpřed", refused: "Odmítnuto",
    abandon: "Bot převezme místo, na které se čeká déle než (sekundy, prázdné: nikdy)", language: "Jazyk",
    winner: "Vítěz", option: "Volba", board: "Deska", noChoice: "Teď nic nevolíte.",
    tapInfo: "Klepněte na kartu nebo pole a uvidíte, co dělá.", reconnecting: "Připojuji znovu…",
    chance: "náhoda", seats: "Místa", lobbyLink: "← Lobby", turnOf: "Na tahu",
    plainView: "Prostý výpis", drawnView: "Deska", where: "Odkud body jsou",
    clock: "Hodiny tahu: sekundy na každé rozhodnutí, pak se zahraje náhodný tah (prázdné: bez hodin)",
    timeLeft: "Zbývá:",
    clockHelp: "Zbývající čas na toto rozhodnutí; pak se za vás zahraje náhodný tah.",
  },
};

// term id → [English name, Czech name, English explanation, Czech explanation]
const TERMS = {
  "castle-for-all-seasons": {
    messenger: ["Messenger", "Posel", "Takes 8 talers from the bank.", "Vezme 8 tolarů z banku."],
    trader: ["Trader", "Obchodník", "Places a helper at a cart or the rider; carts deliver after the last Trader (1 piece to the tower).", "Umístí pomocníka k vozu nebo jezdci; vozy dodají po posledním obchodníkovi (1 kostka do věže)."],
    bricklayer: ["Bricklayer", "Zedník", "Takes one kind from the tower, erects up to 2 buildings (1 taler per piece paid), then places up to 2 helpers.", "Vezme jeden druh z věže, postaví až 2 budovy (1 tolar za kostku), pak umístí až 2 pomocníky."],
    stonemason: ["Stonemason", "Kameník", "Buys a piece from other Worker cards for 1 taler, erects up to 2 buildings scoring their crowns, then places up to 2 helpers.", "Koupí kostku z cizích karet dělníků za 1 tolar, postaví až 2 budovy za korunky, pak umístí až 2 pomocníky."],
    worker_1: ["Worker I", "Dělník I", "Stocked with 2 wood and 1 silver; erects one building for half its crowns.", "Zásoba 2 dřevo a 1 stříbro; postaví jednu budovu za polovinu korunek."],
    worker_2: ["Worker II", "Dělník II", "Stocked with 2 sand and 1 brick; erects one building for half its crowns.", "Zásoba 2 písek a 1 cihla; postaví jednu budovu za polovinu korunek."],
    worker_3: ["Worker III", "Dělník III", "Stocked with 1 stone and 2 pieces of your choice; erects one building for half its crowns.", "Zásoba 1 kámen a 2 kostky dle volby; postaví jednu budovu za polovinu korunek."],
    master_builder: ["Master Builder", "Stavitel", "Resolves last: erects buildings with what is left.", "Hraje poslední: staví z toho, co zbylo."],
    keep: ["Keep", "Hradní věž", "Costs 24, 14 crowns; a helper here scores 3 VP per empty helper space.", "Stojí 24, 14 korunek; pomocník zde dá 3 VB za každé volné pole."],
    tavern: ["Tavern", "Hostinec", "Costs 22, 12 crowns; helper spaces with tuition 6 and 12.", "Stojí 22, 12 korunek; pole pomocníků za 6 a 12."],
    gate_big: ["Big Gate", "Velká brána", "Costs 18, 10 crowns; its helper scores 2 VP per Tower.", "Stojí 18, 10 korunek; pomocník dá 2 VB za každou věž."],
    gate_small: ["Small Gate", "Malá brána", "Costs 12, 6 crowns; its helper scores 1 VP per Tower.", "Stojí 12, 6 korunek; pomocník dá 1 VB za každou věž."],
    stable: ["Stable", "Chlév", "Costs 18, 14 crowns; helpers score 2 or 3 VP per House.", "Stojí 18, 14 korunek; pomocníci dají 2 nebo 3 VB za dům."],
    servants: ["Servants' house", "Čeledník", "Costs 18, 14 crowns; helpers score per tile left.", "Stojí 18, 14 korunek; pomocníci bodují za zbylé dílky."],
    palace: ["Palace", "Palác", "Costs 30, 18 crowns; helpers turn resources into VP.", "Stojí 30, 18 korunek; pomocníci mění suroviny na VB."],
    well: ["Well", "Studna", "Costs 12, 10 crowns.", "Stojí 12, 10 korunek."],
    tower: ["Tower", "Věž", "Costs exactly 8, 6 crowns; counted by the Gates.", "Stojí přesně 8, 6 korunek; počítají ji brány."],
    house: ["House", "Dům", "Costs 10, 8 crowns; counted by the Stable.", "Stojí 10, 8 korunek; počítá ho chlév."],
    market: ["Market", "Tržiště", "Built from the start; helpers turn talers into VP.", "Postaveno od začátku; pomocníci mění tolary na VB."],
    smithy: ["Smithy", "Kovárna", "Built from the start; silver bars pay here; helpers score per bar.", "Postaveno od začátku; platí se zde stříbrem; pomocníci bodují za pruty."],
    cart_sand: ["Sand cart", "Vůz s pískem", "Delivers 4 sand: 1 to the tower, 3 to its helper's owner.", "Doveze 4 písek: 1 do věže, 3 majiteli pomocníka."],
    cart_wood: ["Wood cart", "Vůz se dřevem", "Delivers 3 wood: 1 to the tower, 2 to its helper's owner.", "Doveze 3 dřeva: 1 do věže, 2 majiteli."],
    cart_brick: ["Brick cart", "Vůz s cihlami", "Delivers 2 brick: 1 to the tower, 1 to its helper's owner.", "Doveze 2 cihly: 1 do věže, 1 majiteli."],
    cart_stone: ["Stone cart", "Vůz s kamenem", "Delivers 2 stone: 1 to the tower, 1 to its helper's owner.", "Doveze 2 kameny: 1 do věže, 1 majiteli."],
    rider: ["Rider", "Jezdec", "Delivers 2 silver: 1 to the tower, 1 to its helper's owner.", "Doveze 2 stříbra: 1 do věže, 1 majiteli."],
    sand: ["sand", "písek", "Building material, 1 building point.", "Stavební materiál."],
    wood: ["wood", "dřevo", "Building material, 2 building points.", "Stavební materiál."],
    brick: ["brick", "cihla", "Building material, 3 building points.", "Stavební materiál."],
    stone: ["stone", "kámen", "Building material, 4 building points.", "Stavební materiál."],
    silver: ["silver", "stříbro", "Paid at the smithy in place of any piece.", "Na kovárně nahradí libovolnou kostku."],
    inn: ["Innkeeper", "Krčmář", "The Village Inn (winter card): a helper placed here by a Stonemason or Bricklayer for 3 talers; every Trader then pays its owner 1 taler. Scores nothing.", "Krčma (zimní karta): pomocník sem umístěný kameníkem nebo zedníkem za 3 tolary; každý obchodník pak jeho majiteli platí 1 tolar. Neboduje."],
    village_inn: ["Village Inn", "Krčma", "Winter card: traders' helpers pay the inn.", "Zimní karta: pomocníci obchodníků platí krčmě."],
    plague: ["Plague", "Mor", "Winter card: lose a played card or pay.", "Zimní karta: ztratíte zahranou kartu, nebo zaplatíte."],
    granary: ["Granary", "Sýpka", "Winter card: a granary with helper spaces.", "Zimní karta: sýpka s poli pro pomocníky."],
    wall_breach: ["Wall Breach", "Zřícená zeď", "Winter card: discard up to 3 stone.", "Zimní karta: odhoďte až 3 kameny."],
    lady: ["Lady of the Castle", "Komorná", "Winter card: court her with pieces or talers.", "Zimní karta: dvořte se jí kostkami nebo tolary."],
    snowdrift: ["Snowdrift", "Sněhová závěj", "Winter card: give a worker card or pay.", "Zimní karta: odevzdejte kartu dělníka, nebo zaplaťte."],
  },
  "pillars-of-the-earth": {
    wood: ["wood", "dřevo", "Resource; 3 gold at the market.", "Surovina; na trhu za 3 zlaté."],
    stone: ["stone", "kámen", "Resource; 4 gold at the market.", "Surovina; na trhu za 4 zlaté."],
    sand: ["sand", "písek", "Resource; 2 gold at the market.", "Surovina; na trhu za 2 zlaté."],
    metal: ["metal", "kov", "Resource; sold for 5 gold, never bought.", "Surovina; prodá se za 5 zlatých, koupit nelze."],
    bishop: ["Bishop's seat", "Biskupův stolec", "Protects from the negative event and gives a free cube.", "Chrání před špatnou událostí a dá kostku zdarma."],
    kingsbridge_left: ["Kingsbridge (left card)", "Kingsbridge (levá karta)", "Take the privilege card above.", "Vezmete výhodu nad polem."],
    kingsbridge_right: ["Kingsbridge (right card)", "Kingsbridge (pravá karta)", "Take the privilege card above.", "Vezmete výhodu nad polem."],
    priory: ["Priory", "Převorství", "Victory points.", "Vítězné body."],
    kings_court: ["King's court", "Královský dvůr", "Metal and freedom from tax.", "Kov a osvobození od daně."],
    shiring_left: ["Shiring (left)", "Shiring (vlevo)", "Hire the craftsman there for free.", "Najmete řemeslníka zdarma."],
    shiring_right: ["Shiring (right)", "Shiring (vpravo)", "Hire the craftsman there for free.", "Najmete řemeslníka zdarma."],
    castle: ["Castle", "Hrad", "Grey workers for the next round.", "Šedí dělníci na další kolo."],
    market: ["Market", "Trh", "Buy and sell cubes in turn.", "Nákup a prodej kostek."],
    cathedral: ["Cathedral", "Katedrála", "Build the cathedral first this round.", "Stavíte na katedrále jako první."],
    "CR-S1": ["Mortar mixer", "Míchač malty", "3 sand → 1 VP, up to 3 times.", "3 písek → 1 VB, až 3×."],
    "CR-S2": ["Woodworker", "Tesař", "2 wood → 1 VP, up to 4 times.", "2 dřeva → 1 VB, až 4×."],
    "CR-S3": ["Stonecutter", "Kameník", "2 stone → 1 VP, up to 4 times.", "2 kameny → 1 VB, až 4×."],
    "CR-1A": ["Mason (5 gold)", "Zedník (5 zl.)", "1 stone → 1 VP, twice.", "1 kámen → 1 VB, 2×."],
    "CR-1B": ["Tool maker (2 gold)", "Výrobce nářadí (2 zl.)", "A fixed once-per-round effect.", "Pevný účinek jednou za kolo."],
    "CR-1C": ["Mortar mixer (4 gold)", "Míchač malty (4 zl.)", "2 sand → 1 VP, 3 times.", "2 písky → 1 VB, 3×."],
    "CR-1D": ["Master woodworker (3 gold)", "Mistr tesař (3 zl.)", "1 wood → 4 gold, twice.", "1 dřevo → 4 zlaté, 2×."],
    "CR-2A": ["Potter (5 gold)", "Hrnčíř (5 zl.)", "1 sand → 1 VP, twice.", "1 písek → 1 VB, 2×."],
    "CR-2B": ["Statiker (6 gold)", "Statik (6 zl.)", "A fixed once-per-round effect.", "Pevný účinek jednou za kolo."],
    "CR-2C": ["Mason (4 gold)", "Zedník (4 zl.)", "1 stone → 1 VP, 3 times.", "1 kámen → 1 VB, 3×."],
    "CR-2D": ["Carpenter (3 gold)", "Truhlář (3 zl.)", "1 wood → 1 VP, twice.", "1 dřevo → 1 VB, 2×."],
    "CR-3A": ["Potter (7 gold)", "Hrnčíř (7 zl.)", "1 sand → 1 VP, 3 times.", "1 písek → 1 VB, 3×."],
    "CR-3B": ["Sculptor (6 gold)", "Sochař (6 zl.)", "1 stone → 2 VP, once.", "1 kámen → 2 VB, 1×."],
    "CR-3C": ["Carpenter (5 gold)", "Truhlář (5 zl.)", "1 wood → 1 VP, 3 times.", "1 dřevo → 1 VB, 3×."],
    "CR-3D": ["Mason (4 gold)", "Zedník (4 zl.)", "1 stone → 1 VP, 4 times.", "1 kámen → 1 VB, 4×."],
    "CR-4A": ["Mason (5 gold)", "Zedník (5 zl.)", "1 stone → 1 VP, 5 times.", "1 kámen → 1 VB, 5×."],
    "CR-4B": ["Sculptor (7 gold)", "Sochař (7 zl.)", "1 stone → 2 VP, twice.", "1 kámen → 2 VB, 2×."],
    "CR-4C": ["Carpenter (6 gold)", "Truhlář (6 zl.)", "1 wood → 1 VP, 4 times.", "1 dřevo → 1 VB, 4×."],
    "CR-4D": ["Glassblower (8 gold)", "Sklář (8 zl.)", "1 sand + 1 metal → 3 VP, once.", "1 písek + 1 kov → 3 VB, 1×."],
    "CR-5A": ["Carpenter (6 gold)", "Truhlář (6 zl.)", "1 wood → 1 VP, 5 times.", "1 dřevo → 1 VB, 5×."],
    "CR-5B": ["Goldsmith (7 gold)", "Zlatník (7 zl.)", "3 gold → 1 VP, 6 times.", "3 zlaté → 1 VB, 6×."],
    "CR-5C": ["Sculptor (8 gold)", "Sochař (8 zl.)", "1 stone → 2 VP, 3 times.", "1 kámen → 2 VB, 3×."],
    "CR-5D": ["Glassblower (9 gold)", "Sklář (9 zl.)", "1 sand + 1 metal → 3 VP, twice.", "1 písek + 1 kov → 3 VB, 2×."],
    "CR-6A": ["Bell maker (10 gold)", "Zvonař (10 zl.)", "1 metal → 4 VP, twice.", "1 kov → 4 VB, 2×."],
    "CR-6B": ["Organ builder (9 gold)", "Varhaník (9 zl.)", "1 wood + 1 metal → 6 VP, once.", "1 dřevo + 1 kov → 6 VB, 1×."],
    "CR-6C": ["Sculptor (8 gold)", "Sochař (8 zl.)", "1 stone → 2 VP, 4 times.", "1 kámen → 2 VB, 4×."],
    "CR-6D": ["Goldsmith (7 gold)", "Zlatník (7 zl.)", "3 gold → 1 VP, 8 times.", "3 zlaté → 1 VB, 8×."],
    "EV-01": ["The king celebrates a victory", "Král slaví vítězství", "Event: every player gains 5 gold.", "Událost: každý hráč získá 5 zlatých."],
    "EV-02": ["Richard conquers the castle", "Richard dobyl hrad", "Event: every player gains 1 metal.", "Událost: každý hráč získá 1 kov."],
    "EV-03": ["Prior Philip opens the cloister goods", "Převor Philip otevírá klášterní statky", "Event: up to 5 wool-mill workers of each player earn double.", "Událost: až 5 dělníků každého hráče ve valchovně vydělá dvojnásobek."],
    "EV-04": ["Crowds of volunteers", "Davy dobrovolníků", "Event: every resource card yields 1 more this round.", "Událost: každá karta surovin dá toto kolo o 1 víc."],
    "EV-05": ["The archbishop donates a Madonna statue", "Arcibiskup daruje sochu Madony", "Event: each player raises the capacity of one craftsman by 1 this round.", "Událost: každý hráč zvýší toto kolo kapacitu jednoho řemeslníka o 1."],
    "EV-06": ["Parts of the cathedral collapse", "Části katedrály se zřítily", "Event: each player removes one craftsman.", "Událost: každý hráč odebere jednoho řemeslníka."],
    "EV-07": ["Conflict between Prior Philip and Bishop Waleran", "Spor převora Philipa s biskupem Waleranem", "Event: each player loses 2 VP.", "Událost: každý hráč ztratí 2 VB."],
    "EV-08": ["Cold winter, famine", "Krutá zima, hladomor", "Event: every resource card yields 1 less this round.", "Událost: každá karta surovin dá toto kolo o 1 méně."],
    "EV-09": ["A city wall must be built", "Je třeba postavit městskou hradbu", "Event: next round each player may use only 2 builders.", "Událost: příští kolo smí každý hráč použít jen 2 stavitele."],
    "EV-10": ["William Hamleigh levies a tax", "William Hamleigh vybírá daň", "Event: each player pays 4 gold.", "Událost: každý hráč zaplatí 4 zlaté."],
    "PR-01": ["Aliena", "Aliena", "+1 wood every round.", "+1 dřevo každé kolo."],
    "PR-02": ["Tom Builder", "Tom Stavitel", "+1 stone every round.", "+1 kámen každé kolo."],
    "PR-03": ["Richard", "Richard", "+1 sand every round.", "+1 písek každé kolo."],
    "PR-04": ["Prior Philip", "Převor Philip", "+1 VP per own builder in the priory.", "+1 VB za vlastního stavitele v převorství."],
    "PR-05": ["Brother Francis", "Bratr Francis", "Tax is 2 gold when not at the king's court.", "Daň je 2 zlaté, když nejste u dvora."],
    "PR-06": ["Ellen", "Ellen", "Sees the round's event at round start.", "Vidí událost kola hned na začátku."],
    "PR-07": ["Jack", "Jack", "May keep 6 craftsmen.", "Smí mít 6 řemeslníků."],
    "PR-08": ["Otto Blackface", "Otto Černá tvář", "The black worker: +1 worker every round.", "Černý dělník: +1 dělník každé kolo."],
    "PR-09": ["Brother Remigius", "Bratr Remigius", "Once: place a drawn builder for free.", "Jednou: umístíte taženého stavitele zdarma."],
    "PR-10": ["Archbishop Thomas", "Arcibiskup Thomas", "Once: ignore a negative event.", "Jednou: ignorujete špatnou událost."],
    "PR-11": ["Loyalty rewarded", "Odměněná věrnost", "Once: pay no tax in one round.", "Jednou: neplatíte daň."],
    "PR-12": ["Mathematics in Toledo", "Matematika v Toledu", "+2 metal.", "+2 kov."],
    "PR-13": ["The weeping Madonna", "Plačící Madona", "+3 VP.", "+3 VB."],
    "PR-14": ["The wool fair", "Trh s vlnou", "+8 gold.", "+8 zlatých."],
    "PR-15": ["The king's visit", "Králova návštěva", "+1 metal (final round).", "+1 kov (poslední kolo)."],
    "PR-16": ["The cathedral nearly complete", "Katedrála téměř hotova", "+1 stone and +1 wood (final round).", "+1 kámen a +1 dřevo (poslední kolo)."],
  },
};
TERMS["red-cathedral"] = {
  wood: ["wood", "dřevo", "Material: builds cathedral cards; the base material of a door.", "Materiál: staví karty katedrály; základ dveří."],
  brick: ["brick", "cihla", "Material: builds cathedral cards.", "Materiál: staví karty katedrály."],
  stone: ["stone", "kámen", "Material: builds cathedral cards; the base material of an arch.", "Materiál: staví karty katedrály; základ oblouku."],
  gold: ["gold", "zlato", "Material: builds cathedral cards; the base material of a cross.", "Materiál: staví karty katedrály; základ kříže."],
  emerald: ["emerald", "smaragd", "Jewel: decorates an ornament (1 jewel 1 P, 2 different 3 P).", "Drahokam: zdobí ozdobu (1 drahokam 1 P, 2 různé 3 P)."],
  amethyst: ["amethyst", "ametyst", "Jewel: decorates an ornament (1 jewel 1 P, 2 different 3 P).", "Drahokam: zdobí ozdobu (1 drahokam 1 P, 2 různé 3 P)."],
  rubles: ["rubles", "rublů", "Money: pays for extra die steps and face-up workshop tiles.", "Peníze: platí kroky kostky navíc a dílky dílny lícem nahoru."],
  recognition: ["recognition", "uznání", "Moves your marker on the score track; prestige spaces on it are your points.", "Posune váš ukazatel na stupnici; pole prestiže na ní jsou vaše body."],
  die_white: ["white die", "bílá kostka", "Anyone may move it and pay rubles for extra steps; it activates a white workshop.", "Pohne jí kdokoli a smí platit rubly za kroky navíc; aktivuje bílou dílnu."],
  die_yellow: ["yellow die", "žlutá kostka", "Moved by anyone; Yellow may pay rubles for extra steps; it activates the yellow workshop.", "Pohne jí kdokoli; žlutý smí platit rubly za kroky navíc; aktivuje žlutou dílnu."],
  die_red: ["red die", "červená kostka", "Moved by anyone; Red may pay rubles for extra steps; it activates the red workshop.", "Pohne jí kdokoli; červený smí platit rubly za kroky navíc; aktivuje červenou dílnu."],
  die_blue: ["blue die", "modrá kostka", "Moved by anyone; Blue may pay rubles for extra steps; it activates the blue workshop.", "Pohne jí kdokoli; modrý smí platit rubly za kroky navíc; aktivuje modrou dílnu."],
  die_green: ["green die", "zelená kostka", "Moved by anyone; Green may pay rubles for extra steps; it activates the green workshop.", "Pohne jí kdokoli; zelený smí platit rubly za kroky navíc; aktivuje zelenou dílnu."],
  space_white1: ["white workshop 1", "bílá dílna 1", "A face-up tile here works when you move the white die to the market.", "Dílek lícem nahoru zde působí, když na trhu táhnete bílou kostkou."],
  space_white2: ["white workshop 2", "bílá dílna 2", "A face-up tile here works when you move the white die to the market.", "Dílek lícem nahoru zde působí, když na trhu táhnete bílou kostkou."],
  space_yellow: ["yellow workshop", "žlutá dílna", "A face-up tile here works when you move the yellow die.", "Dílek lícem nahoru zde působí, když táhnete žlutou kostkou."],
  space_red: ["red workshop", "červená dílna", "A face-up tile here works when you move the red die.", "Dílek lícem nahoru zde působí, když táhnete červenou kostkou."],
  space_blue: ["blue workshop", "modrá dílna", "A face-up tile here works when you move the blue die.", "Dílek lícem nahoru zde působí, když táhnete modrou kostkou."],
  space_green: ["green workshop", "zelená dílna", "A face-up tile here works when you move the green die.", "Dílek lícem nahoru zde působí, když táhnete zelenou kostkou."],
  door: ["door", "dveře", "Ornament for a completed base: 1 wood and up to 2 jewels.", "Ozdoba dokončeného základu: 1 dřevo a až 2 drahokamy."],
  arch: ["arch", "oblouk", "Ornament for a completed middle section: 1 stone and up to 2 jewels.", "Ozdoba dokončené střední části: 1 kámen a až 2 drahokamy."],
  cross: ["cross", "kříž", "Ornament for a completed dome: 1 gold and up to 2 jewels.", "Ozdoba dokončené kopule: 1 zlato a až 2 drahokamy."],
  solo_recognition: ["Recognition", "Uznání", "Jakovlev's card: he gains recognition.", "Jakovlevova karta: získá uznání."],
  solo_inventory: ["Inventory", "Sklad", "Jakovlev's card: he stocks materials.", "Jakovlevova karta: naskladní materiál."],
  solo_delivery: ["Delivery", "Dodávka", "Jakovlev's card: he delivers to his cards.", "Jakovlevova karta: dodá na své karty."],
  solo_claim: ["Claim", "Zabrání", "Jakovlev's card: he claims a card.", "Jakovlevova karta: zabere kartu."],
  solo_build: ["Build", "Stavba", "Jakovlev's card: he builds.", "Jakovlevova karta: staví."],
  base: ["Base", "Základ", "The lowest card of a tower; decorated with a door.", "Nejnižší karta věže; zdobí ji dveře."],
  "middle section": ["Middle section", "Střední část", "Decorated with an arch.", "Zdobí ji oblouk."],
  dome: ["Dome", "Kopule", "The top of a tower; decorated with a cross.", "Vrchol věže; zdobí ji kříž."],
};
TERMS["architects-of-the-west-kingdom"] = {
  clay: ["clay", "hlína", "Resource: pays for buildings and King's Storehouse trades.", "Surovina: platí stavby a obchody v Královském skladu."],
  wood: ["wood", "dřevo", "Resource: pays for buildings and the Cathedral.", "Surovina: platí stavby a katedrálu."],
  stone: ["stone", "kámen", "Resource: pays for buildings and the Cathedral.", "Surovina: platí stavby a katedrálu."],
  gold: ["gold", "zlato", "Resource: pays for buildings and the Cathedral.", "Surovina: platí stavby a katedrálu."],
  marble: ["marble", "mramor", "Resource: pays for buildings and the Cathedral.", "Surovina: platí stavby a katedrálu."],
  quarry: ["Quarry", "Lom", "Gain 1 stone per own worker here.", "Získáte 1 kámen za každého vlastního dělníka zde."],
  forest: ["Forest", "Les", "Gain 1 wood per own worker here.", "Získáte 1 dřevo za každého vlastního dělníka zde."],
  mines: ["Mines", "Doly", "Clay: 1 more than your workers here; or gold: 1 per 2 workers (never with 1).", "Hlína: o 1 víc než vašich dělníků zde; nebo zlato: 1 za 2 dělníky (s 1 dělníkem ne)."],
  mines_clay: ["Mines (clay)", "Doly (hlína)", "Gain 1 clay more than your workers at the Mines.", "Získáte o 1 hlínu víc, než máte dělníků v dolech."],
  mines_gold: ["Mines (gold)", "Doly (zlato)", "Gain 1 gold per 2 of your workers at the Mines.", "Získáte 1 zlato za každé 2 vaše dělníky v dolech."],
  workshop_draw: ["Workshop (draw)", "Dílna (lízání)", "Draw 1 building card, and 1 more per 2 of your workers at the Workshop.", "Líznete 1 kartu budovy a 1 další za každé 2 vaše dělníky v dílně."],
  silversmith: ["Silversmith", "Stříbrník", "Gain 1 silver more than your workers here.", "Získáte o 1 stříbro víc, než máte dělníků zde."],
  storehouse: ["King's Storehouse", "Královský sklad", "Up to 1 trade per own worker here: 2 of clay/wood/stone → 1 virtue, or 3 of wood/stone → 1 marble.", "Až 1 obchod za vlastního dělníka zde: 2 z hlína/dřevo/kámen → 1 ctnost, nebo 3 z dřevo/kámen → 1 mramor."],
  workshop: ["Workshop", "Dílna", "Hire an apprentice (2 silver + 2 tax; reach 1 column per worker, up to 4), or draw 1 building card + 1 per 2 workers.", "Najměte učně (2 stříbra + 2 daň; dosah 1 sloupec za dělníka, nejvýš 4), nebo lízněte 1 kartu budovy + 1 za 2 dělníky."],
  town_centre: ["Town Centre", "Náměstí", "Up to 1 capture per own worker here: take all workers of one colour from one location (first 1 tax, then 1 silver each).", "Až 1 zajetí za vlastního dělníka zde: vezměte všechny dělníky jedné barvy z jednoho místa (první za 1 daň, další za 1 stříbro)."],
  tax_stand: ["Tax Stand", "Daňový stůl", "Take all the silver here and lose 2 virtue; not while it is empty.", "Vezměte všechno stříbro zde a ztraťte 2 ctnosti; ne, když je prázdný."],
  guardhouse: ["Guardhouse", "Strážnice", "Up to 1 action per own worker here: captured workers to prison (1 silver each), free your prisoners, free your captured workers (3 silver + 2 tax, or a debt and 1 virtue), pay off a debt.", "Až 1 akce za vlastního dělníka zde: zajatce do vězení (1 stříbro za každého), propustit vlastní vězně, vykoupit zajaté (3 stříbra + 2 daň, nebo dluh a 1 ctnost), splatit dluh."],
  black_market_a: ["Black Market A", "Černý trh A", "1 worker only; pay 1 silver, lose 1 virtue, gain what the small market shows. Not at virtue 10 or more.", "Jen 1 dělník; zaplaťte 1 stříbro, ztraťte 1 ctnost, získejte, co ukazuje malý trh. Ne při ctnosti 10 a víc."],
  black_market_draw: ["Black Market B", "Černý trh B", "1 worker only; pay 2 silver, lose 1 virtue; draw 5 building cards and keep 1, or hire any apprentice free.", "Jen 1 dělník; zaplaťte 2 stříbra, ztraťte 1 ctnost; lízněte 5 karet budov a 1 si ponechte, nebo najměte libovolného učně zdarma."],
  black_market_c: ["Black Market C", "Černý trh C", "1 worker only; pay 3 silver, lose 1 virtue, gain what the large market shows.", "Jen 1 dělník; zaplaťte 3 stříbra, ztraťte 1 ctnost, získejte, co ukazuje velký trh."],
  cathedral: ["Cathedral", "Katedrála", "From the Guildhall: pay the next level's cost and discard a building card, gain a reward; needs virtue 5 or more. Level: VP at the end (spaces).", "Z cechovny: zaplaťte cenu další úrovně a odhoďte kartu budovy, získáte odměnu; potřebuje ctnost 5 a víc. Úroveň: VB na konci (míst)."],
  guildhall: ["Guildhall", "Cechovna", "A worker placed here stays: construct a building from your hand or advance on the Cathedral. When it is full the game ends.", "Dělník sem umístěný zůstane: postavte budovu z ruky nebo postupte na katedrále. Když se zaplní, hra končí."],
  prison: ["Prison", "Vězení", "Captured workers sent here; free your own at the Guardhouse.", "Sem se posílají zajatci; vlastní propustíte ve strážnici."],
};
for (const kind of ["SAND", "WOOD", "STONE"]) {
  const cz = { SAND: "písek", WOOD: "dřevo", STONE: "kámen" }[kind];
  for (const n of [2, 3, 4]) {
    TERMS["pillars-of-the-earth"][`RES-${kind}${n}`] = [
      `${n} ${kind.toLowerCase()}`, `${n}× ${cz}`,
      `Resource card: commit its workers to get ${n} ${kind.toLowerCase()}.`,
      `Karta surovin: přidělte dělníky a získáte ${n}× ${cz}.`,
    ];
  }
}

let LANG = (localStorage.getItem("lang") || navigator.language || "en").toLowerCase().startsWith("cs") ? "cs" : "en";

function t(key) {
  return (UI[LANG] && UI[LANG][key]) || UI.en[key] || key;
}

// A bot level's name, and what it does (the server's words where this page has none).
function botName(name) {
  const levels = t("botLevels");
  return `${t("bot")}: ${(levels && levels[name]) || name}`;
}

function botHelp(bot) {
  const help = t("botHelp");
  return (help && help[bot.name]) || bot.description;
}

function setLang(lang) {
  LANG = lang;
  localStorage.setItem("lang", lang);
}

// A text from the rules with the codes of cards in it (such as "RES-SAND4") named in words.
// So are spaces written as "stable.16" (the Stable's space with tuition 16).
function words(game, text) {
  const known = (id) => game && (TERMS[game] || {})[id];
  return String(text)
    .replace(/\b[A-Z][A-Z0-9]*-[A-Z0-9]+\b/g, (code) => (known(code) ? term(game, code).name : code))
    .replace(/\b([a-z][a-z_]*)\.(\d+)\b/g, (all, id, n) => (known(id) ? `${term(game, id).name} ${n}` : all));
}

// What the things an action names do: the explanations of its fields' terms.
function explain(game, action) {
  const seen = new Set();
  const out = [];
  for (const [k, v] of Object.entries(action || {})) {
    // The tag naming the action's kind explains nothing ("do", or "kind" where there is no "do").
    if (k === ("do" in action ? "do" : "kind") || typeof v !== "string" || seen.has(v)) continue;
    seen.add(v);
    // A value named after its field where a game has both ("die_red", "space_red").
    const info = (TERMS[game] || {})[`${k}_${v}`] ? term(game, `${k}_${v}`) : term(game, v);
    if (info.text) out.push(`${info.name}: ${info.text}`);
  }
  return out.join(" ");
}

// A term's name and explanation in the current language.
function term(game, id) {
  const row = (TERMS[game] || {})[id];
  if (!row) {
    // What this page has no words for, the open game names itself (in English).
    const served = game && typeof play !== "undefined" && play.terms[id];
    if (served) return { name: served.name, text: served.text };
    return { name: String(id).replace(/_/g, " "), text: "" };
  }
  return LANG === "cs" ? { name: row[1], text: row[3] } : { name: row[0], text: row[2] };
}
