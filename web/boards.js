// A board per game, drawn from the typed view the server sends: an SVG of the table and
// HTML for each player's area. Every card, space and piece that an action can name carries
// data-keys="field:value" (the action's own fields): the page makes those with a legal action
// clickable, and every element with a term carries its explanation for hover and tap.
"use strict";

const COLOURS = {
  Blue: "#3a6fd8", Red: "#d23c3c", Yellow: "#e0b020", Green: "#3a9a4a", Purple: "#8a4ab0",
};
const PIECE_COLOURS = {
  sand: "#e8d08a", wood: "#9a6a3a", brick: "#c0583a", stone: "#8a8f98", silver: "#d8dce4", metal: "#6a7078",
};

function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// A box on the SVG board: a term (name + explanation), keys for actions, and inner SVG.
function box(game, x, y, w, h, opts) {
  const info = opts.term ? term(game, opts.term) : null;
  const named = opts.label !== undefined ? opts.label : info ? info.name : "";
  const label = String(named).charAt(0).toUpperCase() + String(named).slice(1);
  const tip = info && info.text ? `${info.name}: ${info.text}` : label;
  return `<g class="piece" data-keys="${esc((opts.keys || []).join(" "))}" data-tip="${esc(tip)}">
    <title>${esc(tip)}</title>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${opts.fill || "#fbf7ee"}" stroke="#5a4a3a"/>
    <text x="${x + 6}" y="${y + 15}" class="lbl"${fit(label, w - 12, 7.6)}>${esc(label)}</text>
    ${opts.inner || ""}</g>`;
}

// A label longer than its box is squeezed to the box's width instead of running over.
function fit(label, width, perChar) {
  return String(label).length * perChar > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : "";
}

function dot(x, y, colour, r = 7) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#222"/>`;
}

function pieces(game, counts, keyField) {
  return Object.entries(counts || {})
    .filter(([, n]) => n)
    .map(([kind, n]) => {
      const info = term(game, kind);
      return `<span class="chip" data-keys="${keyField}:${kind}" data-tip="${esc(info.name + (info.text ? ": " + info.text : ""))}" title="${esc(info.text)}"><i style="background:${PIECE_COLOURS[kind] || "#999"}"></i>${n} ${esc(info.name)}</span>`;
    })
    .join(" ");
}

function cards(game, ids, field, cls = "") {
  return (ids || [])
    .map((id) => {
      const info = term(game, id);
      return `<span class="card ${cls}" data-keys="${field}:${id}" data-tip="${esc(info.name + ": " + info.text)}" title="${esc(info.text)}">${esc(info.name)}</span>`;
    })
    .join(" ");
}

function seatColour(state, i) {
  const title = state.seats[i] ? state.seats[i].title : "";
  return COLOURS[title] || "#777";
}

// Columns of boxes: five on a wide screen, two on a phone.
function columns() {
  return window.innerWidth < 600 ? 2 : 5;
}

const BOARDS = {
  "castle-for-all-seasons": {
    phase(view) {
      const said = t(`castle-step-${view.now.step}`);
      return said.startsWith("castle-step-") ? view.now.step.replace(/_/g, " ") : said;
    },
    round(view) {
      return `${view.round}/${view.rounds}`;
    },
    svg(state, view) {
      const g = state.game;
      const C = columns();
      const rowsOf = (n) => Math.ceil(n / C);
      let out = "";
      const spotsY = 10;
      view.carts.forEach((c, i) => {
        const x = 10 + (i % C) * 150, y = spotsY + Math.floor(i / C) * 56;
        const inner = c.helper === null ? "" : dot(x + 120, y + 32, seatColour(state, c.helper));
        out += box(g, x, y, 140, 48, { term: c.spot, keys: [`spot:${c.spot}`, `from:${c.spot}`], inner });
      });
      const tilesY = spotsY + rowsOf(view.carts.length) * 56 + 4;
      view.tiles.forEach((tile, i) => {
        const x = 10 + (i % C) * 150, y = tilesY + Math.floor(i / C) * 56;
        const inner = `<text x="${x + 6}" y="${y + 34}" class="small">${tile.left}× · ${tile.cost} BP · ${tile.vp}♛</text>`;
        out += box(g, x, y, 140, 48, { term: tile.building, keys: [`building:${tile.building}`], inner, fill: tile.left ? "#f3ead6" : "#ddd" });
      });
      const spacesY = tilesY + rowsOf(view.tiles.length) * 56 + 6;
      view.spaces.forEach((s, i) => {
        const x = 10 + (i % C) * 150, y = spacesY + Math.floor(i / C) * 56;
        const base = s.space.replace(/_(\d+)$/, "");
        const info = term(g, base);
        let inner = `<text x="${x + 6}" y="${y + 34}" class="small">${s.tuition} ${tt("board-tal")}</text>`;
        s.helpers.forEach((h, k) => {
          inner += h === null ? `<circle cx="${x + 80 + k * 18}" cy="${y + 30}" r="7" fill="none" stroke="#888"/>` : dot(x + 80 + k * 18, y + 30, seatColour(state, h));
        });
        out += box(g, x, y, 140, 48, {
          label: `${info.name} ${s.space.match(/_(\d+)$/) ? s.tuition : ""}`.trim(),
          term: base, keys: [`space:${s.space}`], inner, fill: s.usable ? "#fbf7ee" : "#e4e0d8",
        });
      });
      const infoY = spacesY + rowsOf(view.spaces.length) * 56 + 4;
      const tower = Object.entries(view.tower).map(([k, n]) => `${n} ${term(g, k).name}`).join(", ") || "—";
      const parts = [`${tt("board-tower")}: ${tower}`, `${tt("board-bank")}: ${view.bank} · ${tt("board-smithy")}: ${view.smithy}`];
      // On a phone each part on its own line: a line runs off a narrow board otherwise.
      const lines = C > 2 ? [parts.join(" · ")] : parts;
      if (view.winter_cards) {
        const w = view.winter_cards;
        const names = w.in_play.map((c) => term(g, c).name).join(", ") || "—";
        lines.push(`${tt("board-winter-cards-in-play")}: ${names} · ${tt("board-in-the-deck")}: ${w.deck.length}`);
      }
      lines.forEach((line, k) => {
        out += `<text x="12" y="${infoY + 16 + k * 18}" class="small"${fit(line, C * 150 - 14, 6.6)}>${esc(line)}</text>`;
      });
      return { svg: out, width: 10 + C * 150, height: infoY + 10 + lines.length * 18 };
    },
    seat(state, view, i) {
      const s = view.seats[i];
      const g = state.game;
      const hand = s.hand ? `<div>${tt("board-hand")}: ${cards(g, s.hand, "card", "hand")}</div>` : "";
      const down = s.face_down ? `<div>${tt("board-face-down")}: ${s.face_down}</div>` : "";
      const chosen = s.chosen && s.chosen.length ? `<div>${tt("board-chosen")}: ${cards(g, s.chosen, "card")}</div>` : "";
      const revealed = s.revealed && s.revealed.length ? `<div>${tt("board-revealed")}: ${cards(g, s.revealed, "card")}</div>` : "";
      const workers = (view.worker_cards[i] || [])
        .map((p, k) => (Object.keys(p).length ? `<div>${term(g, "worker_" + (k + 1)).name}: ${pieces(g, p, "kind")}</div>` : ""))
        .join("");
      return `<div class="stats">${s.vp} ${tt("board-vp")} · ${counted(s.talers, "board-talers")} · ${counted(s.helpers, "board-helpers")}</div>
        <div>${pieces(g, s.pieces, "kind")}</div>${hand}${down}${chosen}${revealed}${workers}
        <div class="muted">${tt("board-played")}: ${cards(g, s.played, "card")}</div>`;
    },
  },
  "pillars-of-the-earth": {
    phase(view) {
      const said = t(`pillars-stage-${view.stage}`);
      return said.startsWith("pillars-stage-") ? view.stage.replace(/_/g, " ") : said;
    },
    round(view) {
      return `${view.round}/6`;
    },
    svg(state, view) {
      const g = state.game;
      const COL = { Red: COLOURS.Red, Blue: COLOURS.Blue, Green: COLOURS.Green, Yellow: COLOURS.Yellow };
      const seatCol = (i) => COL[view.seats[i] ? view.seats[i].colour : ""] || "#777";
      const LOCS = [
        ["bishop", 0, 1], ["kingsbridge_left", 1, 1], ["kingsbridge_right", 2, 1], ["priory", 3, 2],
        ["kings_court", 5, 4], ["shiring_left", 9, 1], ["shiring_right", 10, 1], ["castle", 11, 1],
        ["market", 12, 4], ["cathedral", 16, 1],
      ];
      const C = columns();
      let out = "";
      LOCS.forEach(([loc, first, n], i) => {
        const x = 10 + (i % C) * 150, y = 10 + Math.floor(i / C) * 70;
        let inner = "";
        for (let k = 0; k < n; k++) {
          const owner = view.spaces[first + k];
          inner += owner === null ? `<circle cx="${x + 14 + k * 20}" cy="${y + 52}" r="7" fill="none" stroke="#888"/>` : dot(x + 14 + k * 20, y + 52, seatCol(owner));
        }
        if (loc.startsWith("kingsbridge")) {
          const pr = view.kingsbridge[loc.endsWith("left") ? 0 : 1];
          if (pr) inner += `<text x="${x + 6}" y="${y + 33}" class="small"${fit(term(g, pr).name, 128, 6.6)}>${esc(term(g, pr).name)}</text>`;
        }
        if (loc.startsWith("shiring")) {
          const cr = view.shiring[loc.endsWith("left") ? 0 : 1];
          if (cr) inner += `<text x="${x + 6}" y="${y + 33}" class="small"${fit(term(g, cr).name, 128, 6.6)}>${esc(term(g, cr).name)}</text>`;
        }
        out += box(g, x, y, 140, 62, { term: loc, keys: [`at:${loc}`], inner });
      });
      const offerY = 10 + Math.ceil(LOCS.length / C) * 70;
      out += `<text x="12" y="${offerY + 12}" class="small">${tt("board-offer")}</text>`;
      const offer = [...view.offer_craftsmen.map((c) => ["craftsman", c]), ...view.offer_resources.map((c) => ["card", c])];
      offer.forEach(([field, id], i) => {
        const x = 10 + (i % C) * 150, y = offerY + 18 + Math.floor(i / C) * 44;
        out += box(g, x, y, 140, 38, { term: id, keys: [`${field}:${id}`], fill: field === "card" ? "#eef3e6" : "#f3ead6" });
      });
      const rowsUsed = Math.ceil(offer.length / C);
      const marketY = offerY + 24 + rowsUsed * 44;
      ["wood", "stone", "sand"].forEach((c, i) => {
        const x = 10 + (i % C) * 150, y = marketY + Math.floor(i / C) * 32;
        const inner = `<text x="${x + 100}" y="${y + 16}" class="lbl">${view.market[i]}</text>`;
        out += box(g, x, y, 140, 26, { term: c, keys: [`cube:${c}`], inner, fill: "#fff" });
      });
      const afterMarket = marketY + Math.ceil(3 / C) * 32;
      const width = 10 + C * 150;
      out += `<text x="12" y="${afterMarket + 16}" class="small">${tt("board-supply")}: ${["wood", "stone", "sand", "metal"].map((r, k) => `${view.supply[k]} ${term(g, r).name}`).join(", ")}${view.tax ? " · " + tt("board-tax") + view.tax : ""}</text>`;
      let height = afterMarket + 26;
      if (view.event || view.event_face_down) {
        const info = view.event ? term(g, view.event) : null;
        const line = info ? `${tt("board-event")}: ${info.name}` : tt("board-event-face-down");
        const tip = info ? `${info.name}: ${info.text}` : line;
        out += `<g class="piece" data-keys="" data-tip="${esc(tip)}"><title>${esc(tip)}</title><rect x="10" y="${height}" width="${width - 20}" height="16" fill="transparent"/><text x="12" y="${height + 12}" class="small"${fit(line, width - 24, 6.6)}>${esc(line)}</text></g>`;
        height += 20;
      }
      return { svg: out, width, height };
    },
    seat(state, view, i) {
      const s = view.seats[i];
      const g = state.game;
      const cubes = {};
      ["wood", "stone", "sand", "metal"].forEach((c, k) => { if (s.cubes[k]) cubes[c] = s.cubes[k]; });
      return `<div class="stats">${s.vp} ${tt("board-vp")} · ${counted(s.gold, "board-gold")} · ${s.free_workers}/${counted(s.workers, "board-workers-2")}</div>
        <div>${pieces(g, cubes, "cube")}</div>
        <div>${cards(g, s.craftsmen, "craftsman")}</div>
        <div>${cards(g, s.privileges, "privilege")} ${cards(g, s.resources, "card")}</div>`;
    },
  },
};

// Any game without a board of its own (a game added to the registry after this page was
// written) is drawn from its typed view as it is: one box per part of the table, each seat's
// part as a list, every named thing explained where the game's terms know it. Things an action
// names are clickable like on a drawn board (data-keys "=value" matches any field).
const GENERIC = {
  phase(view) {
    const p = view.phase ?? view.stage ?? view.step ?? (view.now && view.now.step) ?? "";
    return typeof p === "string" ? words(null, p.replace(/_/g, " ")) : brief(null, p, 40);
  },
  round(view) {
    if (view.round === undefined) return "—";
    return view.rounds !== undefined ? `${view.round}/${view.rounds}` : String(view.round);
  },
  svg(state, view) {
    const g = state.game;
    const C = columns();
    // Bookkeeping a player does not read (the bar above says whose turn it is) and parts
    // that are empty now are left out.
    const parts = Object.entries(view || {}).filter(
      ([k, v]) => !SEAT_LISTS.includes(k) && !BOOKKEEPING.includes(k) && v !== null && v !== undefined,
    );
    let out = "";
    parts.forEach(([key, value], i) => {
      const x = 10 + (i % C) * 150, y = 10 + Math.floor(i / C) * 56;
      const leaves = leafValues(value);
      const line = brief(g, value, 22);
      const inner = `<text x="${x + 6}" y="${y + 34}" class="small"${fit(line, 128, 6.6)}>${esc(line)}</text>`;
      const full = `${humane(g, key)}: ${brief(g, value, 400)}`;
      out += `<g class="piece" data-keys="${esc(leaves.map((v) => "=" + v).join(" "))}" data-tip="${esc(full)}"><title>${esc(full)}</title>
        <rect x="${x}" y="${y}" width="140" height="48" rx="6" fill="#fbf7ee" stroke="#5a4a3a"/>
        <text x="${x + 6}" y="${y + 15}" class="lbl"${fit(humane(g, key), 128, 7.6)}>${esc(humane(g, key))}</text>${inner}</g>`;
    });
    return { svg: out, width: 10 + C * 150, height: 10 + Math.max(1, Math.ceil(parts.length / C)) * 56 };
  },
  seat(state, view, i) {
    const list = SEAT_LISTS.map((k) => view && view[k]).find(Array.isArray);
    if (!list || !list[i] || typeof list[i] !== "object") return "";
    return `<dl class="fields">${Object.entries(list[i]).map(([k, v]) => `<dt>${esc(humane(state.game, k))}</dt><dd>${field(state.game, v, i === state.you)}</dd>`).join("")}</dl>`;
  },
};
const SEAT_LISTS = ["seats", "players"];
const BOOKKEEPING = ["game", "you", "to_move", "data"];

// The board for a game: its own drawing, or the generic one.
function boardFor(game) {
  return BOARDS[game] || GENERIC;
}

function humane(game, key) {
  const info = term(game, key);
  return info.name.charAt(0).toUpperCase() + info.name.slice(1);
}

// The strings in a value (what an action may name).
function leafValues(value, out = []) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => leafValues(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => leafValues(v, out));
  return out;
}

// A value in words, cut at `max` characters.
function brief(game, value, max) {
  const say = (v) => {
    if (v === null || v === undefined) return "—";
    if (typeof v === "string") return term(game, v).name;
    if (typeof v === "boolean") return v ? tt("board-yes") : tt("board-no");
    if (typeof v !== "object") return String(v);
    if (Array.isArray(v)) return v.length ? v.map(say).join(", ") : "—";
    return Object.entries(v)
      .filter(([, x]) => x !== null && x !== false && x !== "none")
      .map(([k, x]) => `${term(game, k).name} ${say(x)}`).join(", ") || "—";
  };
  const text = say(value);
  return text.length > max ? text.slice(0, max - 1) + "…" : text;
}

// A seat's field as HTML: named things as chips explained on hover and tap, in your own area
// clickable when an action names them.
function field(game, value, yours) {
  if (typeof value === "string") {
    const info = term(game, value);
    return `<span class="card" data-keys="${yours ? "=" + esc(value) : ""}" data-tip="${esc(info.name + (info.text ? ": " + info.text : ""))}" title="${esc(info.text)}">${esc(info.name)}</span>`;
  }
  if (Array.isArray(value)) {
    if (!value.length) return "—";
    // A list of things with parts (a row of workshop slots, say): one line each, numbered.
    if (value.some((v) => v && typeof v === "object" && !Array.isArray(v))) {
      return value.map((v, i) => `<div class="item">${i + 1}. ${field(game, v, yours)}</div>`).join("");
    }
    return value.map((v) => field(game, v, yours)).join(" ");
  }
  if (value && typeof value === "object") {
    // Only the parts that say something: no empty, false or "none" entries.
    const said = Object.entries(value).filter(([, v]) => v !== null && v !== false && v !== "none" && !(Array.isArray(v) && !v.length));
    return said.map(([k, v]) => `${esc(term(game, k).name)}: ${field(game, v, yours)}`).join(" · ") || "—";
  }
  if (value === true) return tt("board-yes");
  if (value === false) return tt("board-no");
  return esc(value === null ? "—" : String(value));
}

// ---------------------------------------------------------------------------------------
// The Red Cathedral and Architects of the West Kingdom: their own words, colours and boards.


const MATERIAL_COLOURS = {
  wood: "#9a6a3a", brick: "#c0583a", stone: "#8a8f98", gold: "#e0b020", emerald: "#2e9a5a", amethyst: "#8a4ab0",
  clay: "#c8864a", marble: "#ece8e0", rubles: "#d8c070", recognition: "#c03030",
};
const DIE_COLOURS = { white: "#f4f4f4", yellow: "#e8c020", red: "#d23c3c", blue: "#3a6fd8", green: "#3a9a4a" };
const RC_MATERIALS = ["wood", "brick", "stone", "gold", "emerald", "amethyst"];
const RC_WORKSHOPS = ["white1", "white2", "yellow", "red", "blue", "green"];
const RC_ORNAMENTS = ["door", "arch", "cross"];

// A die: a square in its colour with its face, a target of the moves it can make.
function die(game, x, y, colour, face, keys) {
  const info = term(game, `die_${colour}`);
  const tip = `${info.name} (${face}): ${info.text}`;
  return `<g class="piece die" data-keys="${esc(keys.join(" "))}" data-tip="${esc(tip)}"><title>${esc(tip)}</title>
    <rect x="${x}" y="${y}" width="24" height="24" rx="4" fill="${DIE_COLOURS[colour] || "#ccc"}" stroke="#222"/>
    <text x="${x + 12}" y="${y + 17}" text-anchor="middle" class="face${colour === "yellow" || colour === "white" ? "" : " light"}">${face}</text></g>`;
}

// A text broken into at most `most` lines of about `width` characters (the last one cut).
function wrap(text, width, most) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(" ")) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? line + " " + word : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > most) {
    lines.length = most;
    lines[most - 1] += " …";
  }
  return lines;
}

// A small square of a material's colour with a count beside it.
function swatch(x, y, kind, n) {
  return `<rect x="${x}" y="${y}" width="10" height="10" fill="${MATERIAL_COLOURS[kind] || "#999"}" stroke="#333"/><text x="${x + 12}" y="${y + 9}" class="tiny">${n}</text>`;
}

// The flag of a seat's banner (or a ring for an ornament) on a card.
function flag(x, y, colour) {
  return `<path d="M${x} ${y} v18 M${x} ${y} h12 l-4 4 l4 4 h-12" fill="${colour}" stroke="#222"/>`;
}

// The cost of a cathedral card from its term ("Base: 2 wood, 1 stone; 3 recognition, 1 ruble").
function rcCost(text) {
  const cost = {};
  const before = String(text).split(";")[0];
  for (const m of before.matchAll(/(\d+) (wood|brick|stone|gold|emerald|amethyst)/g)) cost[m[2]] = Number(m[1]);
  return cost;
}

function rcReward(text) {
  const after = String(text).split(";")[1] || "";
  const r = after.match(/(\d+) recognition/);
  const rub = after.match(/(\d+) ruble/);
  return `${r ? r[1] + " " + tt("board-r") : ""}${rub ? " · " + rub[1] + " ₽" : ""}`;
}

// The resource a market tile gives: "wood", "rubles", "recognition".
function rcResource(resource) {
  if (!resource) return "";
  return typeof resource === "string" ? resource : resource.material;
}

function rcSeatColour(state, seat) {
  return seat === null || seat === undefined ? "#777" : seatColour(state, seat);
}

BOARDS["red-cathedral"] = {
  phase(view) {
    const step = view.now.step;
    if (step === "over") return tt("board-game-over");
    if (step === "bot_choice") return tt("board-choose-jakovlev-s-target-card");
    if (step === "rolling") return tt("board-the-dice-are-rolled");
    if (step !== "turn") return tt("board-setting-up");
    const turn = view.turn;
    if (!turn) return "";
    const main = turn.main;
    let text = {
      none: tt("board-choose-a-main-action-claim"),
      claim: tt("board-claim"),
      build: tt("board-build-of-delivered", { units: main.units || 0 }),
      market: tt("board-market-the-to-space", { name: term("red-cathedral", "die_" + main.die).name, space: Number(main.space) + 1 }),
    }[main.kind] || main.kind;
    // The view names the tile being placed by its place in the data's list of tiles, which
    // the data numbers WT-01, WT-02, …: named where the game's terms know that id.
    const placing = turn.pending.kind === "tile" ? `WT-${String(turn.pending.tile + 1).padStart(2, "0")}` : null;
    const tile = placing && play.terms[placing] ? ": " + play.terms[placing].name.replace(/^[^:]*:\s*/, "") : "";
    const pending = {
      tile: tt("board-place-the-workshop-tile") + tile,
      give: tt("board-give-material", { left: turn.pending.left }),
      gain: tt("board-take-material", { left: turn.pending.left }),
      deliver: tt("board-deliver-up-to", { left: turn.pending.left }),
      swap: tt("board-swap-two-resource-tiles"),
    }[turn.pending.kind];
    if (pending) text += ` — ${pending}`;
    if (view.ending) text += tt("board-last-round");
    return text;
  },
  round(view) {
    return "—";
  },
  svg(state, view) {
    const g = state.game;
    const phone = columns() === 2;
    const W = phone ? 330 : 770;
    const turn = view.turn;
    const market = turn && turn.main.kind === "market" ? turn.main : null;
    let out = "";
    let y = 8;
    // The market: four quadrants, each an influence card above its two spaces; dice move
    // from space to space in the numbers' order and round again from 8 to 1.
    out += `<text x="10" y="${y + 12}" class="small">${tt("board-market-dice-move")}</text>`;
    y += 18;
    const perRow = phone ? 2 : 4;
    const qw = (W - 10) / perRow;
    for (let q = 0; q < 4; q++) {
      const qx = 10 + (q % perRow) * qw;
      const qy = y + Math.floor(q / perRow) * 200;
      const card = view.influence[q];
      if (card) {
        const info = term(g, card);
        const parts = String(info.text).replace(/^[^:]*:\s*/, "").replace(/\.$/, "").split(/ — \S+ /);
        let inner = "";
        parts.forEach((p, k) => {
          const ay = qy + 20 + k * 36;
          const lines = wrap(`${k + 1}. ${p}`, Math.floor((qw - 24) / 5.4), 2);
          const said = lines.map((l, j) => `<text x="${qx + 8}" y="${ay + 13 + j * 13}" class="tiny"${fit(l, qw - 24, 5.4)}>${esc(l)}</text>`).join("");
          inner += `<g class="piece" data-keys="do:influence+action:${k}" data-tip="${esc(info.name + ": " + p)}"><title>${esc(p)}</title>
            <rect x="${qx + 4}" y="${ay}" width="${qw - 16}" height="32" rx="4" fill="#fff" stroke="#b8a888"/>${said}</g>`;
        });
        out += box(g, qx, qy, qw - 8, 92, { term: card, label: String(info.name).split(":")[0], keys: [], fill: "#f1e4d0" }) + inner;
      } else {
        out += `<rect x="${qx}" y="${qy}" width="${qw - 8}" height="92" rx="6" fill="#ddd" stroke="#aaa"/>`;
      }
      for (let k = 0; k < 2; k++) {
        const s = 2 * q + k;
        const sp = view.market[s];
        const sw = (qw - 14) / 2;
        const sx = qx + k * (sw + 6);
        const sy = qy + 98;
        const res = rcResource(sp.resource);
        const resName = res ? term(g, res).name : "—";
        const here = market && market.space === s;
        const keys = [`do:reroll+space:${s}`, `do:swap+a:${s}`, `do:swap+b:${s}`];
        if (here) keys.push("do:take");
        const tip = `${tt("board-space")} ${s + 1}: ${sp.amount} ${resName} ${tt("board-for-each-die-here")}${here ? tt("board-your-die-stands-here") : ""}`;
        out += `<g class="piece" data-keys="${esc(keys.join(" "))}" data-tip="${esc(tip)}"><title>${esc(tip)}</title>
          <rect x="${sx}" y="${sy}" width="${sw}" height="92" rx="8" fill="${here ? "#fff3c8" : "#fbf7ee"}" stroke="${here ? "#b08000" : "#5a4a3a"}" stroke-width="${here ? 3 : 1}"/>
          <text x="${sx + 6}" y="${sy + 15}" class="lbl">${s + 1}</text>
          <circle cx="${sx + sw - 16}" cy="${sy + 14}" r="10" fill="${MATERIAL_COLOURS[res] || "#ddd"}" stroke="#333"/>
          <text x="${sx + sw - 16}" y="${sy + 18}" text-anchor="middle" class="tiny${res === "amethyst" || res === "recognition" ? " light" : ""}">${sp.amount}</text>
          <text x="${sx + 6}" y="${sy + 36}" class="small"${fit(sp.amount + " " + resName, sw - 12, 6.6)}>${esc(sp.amount + " " + resName)}</text></g>`;
        sp.dice.forEach(([colour, face], d) => {
          out += die(g, sx + 6 + d * 28, sy + 50, colour, face, [`do:move+die:${colour}`]);
        });
      }
    }
    y += Math.ceil(4 / perRow) * 200 + 4;
    // The supply.
    out += `<text x="10" y="${y + 12}" class="small">${tt("board-supply")}</text>`;
    y += 16;
    const sc = phone ? 3 : 6;
    const sw = (W - 10) / sc;
    RC_MATERIALS.forEach((m, i) => {
      const x = 10 + (i % sc) * sw, yy = y + Math.floor(i / sc) * 30;
      const info = term(g, m);
      out += `<g class="piece" data-keys="do:gain+material:${m}" data-tip="${esc(info.name + ": " + info.text)}"><title>${esc(info.text)}</title>
        <rect x="${x}" y="${yy}" width="${sw - 6}" height="26" rx="5" fill="#fbf7ee" stroke="#5a4a3a"/>
        <rect x="${x + 5}" y="${yy + 7}" width="12" height="12" fill="${MATERIAL_COLOURS[m]}" stroke="#333"/>
        <text x="${x + 22}" y="${yy + 18}" class="small">${view.supply[i]} ${esc(info.name)}</text></g>`;
    });
    y += Math.ceil(6 / sc) * 30 + 6;
    // The construction site: each tower from its base (bottom) to its dome (top).
    const site = phone ? tt("board-construction-site-base-at-the") : tt("board-construction-site-each-tower-from");
    out += `<text x="10" y="${y + 12}" class="small"${fit(site, W - 20, 6.6)}>${esc(site)}</text>`;
    y += 18;
    const towers = view.towers;
    // On a phone two or three towers a row (four towers as two and two).
    const tPerRow = phone ? (towers.length === 4 ? 2 : 3) : Math.max(4, towers.length);
    const tw = (W - 10) / tPerRow;
    const ch = 74;
    for (let row = 0; row * tPerRow < towers.length; row++) {
      const these = towers.slice(row * tPerRow, (row + 1) * tPerRow);
      const tallest = Math.max(1, ...these.map((t) => t.length));
      these.forEach((tower, k) => {
        const t = row * tPerRow + k;
        const tx = 10 + k * tw;
        const open = tower.findIndex((c) => c.banner === null);
        out += `<text x="${tx + 4}" y="${y + tallest * (ch + 4) + 14}" class="tiny">${tt("board-tower")} ${t + 1}</text>`;
        tower.forEach((c, h) => {
          const cy = y + (tallest - 1 - h) * (ch + 4);
          out += rcCard(state, g, c, t, h, tx, cy, tw - 6, ch, h === open);
        });
      });
      y += tallest * (ch + 4) + 22;
    }
    // Where everyone stands: prestige and recognition.
    const names = view.track.map((tk, p) => {
      const who = state.seats[p] ? seatTitle(state.seats[p].title) : "Jakovlev";
      return `${who}: ${tk.prestige} P`;
    });
    out += `<text x="10" y="${y + 12}" class="small"${fit(names.join(" · "), W - 20, 6.6)}>${esc(tt("board-prestige"))}: ${esc(names.join(" · "))}</text>`;
    y += 20;
    if (view.bot) {
      const b = view.bot;
      const row = b.row.map(([card, d, up]) => `${card ? term(g, "solo_" + card).name : "—"}${d ? " (" + term(g, "die_" + d).name + ")" : ""}${up ? "" : " ⨯"}`).join(", ");
      const line = `Jakovlev: ${row} · ${b.banners} ${tt("board-banners")}`;
      out += `<text x="10" y="${y + 12}" class="small"${fit(line, W - 20, 6.6)}>${esc(line)}</text>`;
      y += 20;
    }
    return { svg: out, width: W, height: y + 4 };
  },
  seat(state, view, i) {
    const g = state.game;
    const p = view.players[i];
    const tk = view.track[i];
    const held = p.inventory.reduce((a, b) => a + b, 0);
    const inv = RC_MATERIALS.map((m, k) => (p.inventory[k] ? `<span class="chip" data-keys="do:give+material:${m}" data-tip="${esc(term(g, m).name + ": " + term(g, m).text)}" title="${esc(term(g, m).text)}"><i style="background:${MATERIAL_COLOURS[m]}"></i>${p.inventory[k]} ${esc(term(g, m).name)}</span>` : "")).filter(Boolean).join(" ");
    const shops = p.workshop.map((w, k) => {
      const space = term(g, `space_${RC_WORKSHOPS[k]}`);
      const tile = w.tile ? term(g, w.tile) : null;
      const what = w.blocked ? tt("board-blocked-by-a-banner") : !tile ? tt("board-empty") : w.face_up ? tile.name.replace(/^[^:]*:\s*/, "") : tt("board-face-down-never-used");
      const tip = `${space.name}: ${space.text}${tile && w.face_up ? " " + tile.text : ""}`;
      return `<span class="card shop${w.face_up ? " up" : ""}" style="border-left:6px solid ${DIE_COLOURS[RC_WORKSHOPS[k].replace(/\d/, "")]}" data-keys="do:place_tile+space:${RC_WORKSHOPS[k]} do:activate+space:${RC_WORKSHOPS[k]}" data-tip="${esc(tip)}" title="${esc(tip)}">${esc(what)}</span>`;
    }).join(" ");
    const orn = RC_ORNAMENTS.map((o, k) => (p.ornaments[k] ? `${p.ornaments[k]} ${term(g, o).name}` : "")).filter(Boolean).join(", ") || "—";
    const prestigeTip = tt("board-prestige-victory-points-selling-prestige");
    return `<div class="stats"><span class="chip" data-keys="do:sell_prestige" data-tip="${esc(prestigeTip)}" title="${esc(prestigeTip)}">${tk.prestige} P</span>
        · ${tt("board-track")} ${tk.position} · ${p.rubles} ₽ · ${tk.completed} ${tt("board-completed")} · ${tk.ornaments} ${tt("board-ornaments-placed")}</div>
      <div>${tt("board-inventory")} ${held}/${p.capacity}: ${inv || "—"}</div>
      <div>${tt("board-banners-left")}: ${p.banners_left} · ${tt("board-ornaments")}: ${esc(orn)}${p.advanced ? " · " + tt("board-advanced-side") : ""}</div>
      <div class="shops">${tt("board-workshop")}: ${shops}</div>`;
  },
};

// A cathedral card: its kind and cost (what is delivered of it), its reward, the tile on it,
// the banner of its owner and the ornament on it.
function rcCard(state, g, c, t, h, x, y, w, hgt, open) {
  if (!c.card) return `<rect x="${x}" y="${y}" width="${w}" height="${hgt}" rx="6" fill="#ddd" stroke="#aaa"/>`;
  const info = term(g, c.card);
  const cost = rcCost(info.text);
  const keys = [`tower:${t}+height:${h}`];
  if (open) keys.push(`do:claim+tower:${t}`);
  const kindName = term(g, String(info.text).split(":")[0]).name;
  const kind = kindName.charAt(0).toUpperCase() + kindName.slice(1);
  let inner = "";
  if (c.completed) {
    inner += `<text x="${x + 6}" y="${y + 32}" class="small">✓ ${tt("board-completed")}</text>`;
  } else {
    let cx = x + 6;
    const step = Math.min(36, (w - 8) / Math.max(1, Object.keys(cost).length));
    RC_MATERIALS.forEach((m, k) => {
      if (!cost[m]) return;
      inner += swatch(cx, y + 24, m, `${c.delivered[k]}/${cost[m]}`);
      cx += step;
    });
  }
  inner += `<text x="${x + 6}" y="${y + 50}" class="tiny">${esc(rcReward(info.text))}</text>`;
  if (c.tile) {
    const tile = term(g, c.tile).name.replace(/^[^:]*:\s*/, "");
    inner += `<text x="${x + 6}" y="${y + 66}" class="tiny"${fit("▣ " + tile, w - 12, 5.6)}>▣ ${esc(tile)}</text>`;
  }
  if (c.banner !== null) inner += flag(x + w - 16, y + 4, rcSeatColour(state, c.banner));
  if (c.ornament !== null) inner += `<path d="M${x + w - 12} ${y + hgt - 22} l8 8 l-8 8 l-8 -8 z" fill="${rcSeatColour(state, c.ornament)}" stroke="#222"/>`;
  const tile = c.tile ? " " + term(g, c.tile).name + "." : "";
  const owner = c.banner !== null && state.seats[c.banner] ? ` ${tt("board-claimed-by")} ${seatTitle(state.seats[c.banner].title)}.` : "";
  // The game names a cathedral card by its code ("Base card B06"): a player knows it by its
  // place, so the tip says the kind and the tower.
  const tip = `${kind}, ${tt("board-tower-2")} ${t + 1}: ${String(info.text).replace(/^[^:]*:\s*/, "")}.${tile}${owner}`;
  const fill = c.completed ? "#f0dca0" : c.banner !== null ? "#fbf7ee" : "#efe6d6";
  return `<g class="piece" data-keys="${esc(keys.join(" "))}" data-tip="${esc(tip)}"><title>${esc(tip)}</title>
    <rect x="${x}" y="${y}" width="${w}" height="${hgt}" rx="6" fill="${fill}" stroke="#5a4a3a"/>
    <text x="${x + 6}" y="${y + 15}" class="lbl"${fit(kind, w - 28, 7.6)}>${esc(kind)}</text>${inner}</g>`;
}

// Architects of the West Kingdom.
const AWK_RESOURCES = ["clay", "wood", "stone", "gold", "marble"];
const AWK_LOCATIONS = [
  ["quarry", ["place:quarry"]], ["forest", ["place:forest"]], ["mines", ["place:mines_clay", "place:mines_gold"]],
  ["silversmith", ["place:silversmith"]], ["storehouse", ["place:storehouse", "kind:trade"]],
  ["workshop", ["place:workshop_draw"]], ["town_centre", ["place:town_centre"]], ["tax_stand", ["place:tax_stand"]],
  ["guardhouse", ["place:guardhouse", "kind:guard"]],
];

function goods(g, counts) {
  return AWK_RESOURCES.map((r, k) => (counts[k] ? `${counts[k]} ${term(g, r).name}` : "")).filter(Boolean).join(", ");
}

// The 0-based card index of a card id ("B11" → 10).
const cardIndex = (id) => Number(String(id).slice(1)) - 1;

// Workers on the board: a dot in each seat's colour with its count.
function workerDots(state, x, y, counts) {
  let out = "";
  let k = 0;
  counts.forEach((n, seat) => {
    if (!n) return;
    out += dot(x + k * 30, y, seatColour(state, seat), 8) + `<text x="${x + k * 30 + 11}" y="${y + 4}" class="tiny">${n}</text>`;
    k += 1;
  });
  return out;
}

BOARDS["architects-of-the-west-kingdom"] = {
  phase(view) {
    const s = view.stage;
    const step = s.step;
    const say = {
      start_player: tt("board-setting-up"), deal: tt("board-dealing-the-draft"),
      draft: tt("board-building-draft-round-of-keep", { round: s.round }),
      starting_apprentice: tt("board-hire-a-starting-apprentice"),
      turn: tt("board-place-a-worker-or-take"),
      storehouse: tt("board-king-s-storehouse-trades-left", { left: s.left }),
      capture: tt("board-town-centre-capture-workers"),
      guardhouse: tt("board-guardhouse-actions-left", { left: s.left }),
      keep_seen: tt("board-black-market-keep-one-of"),
      bottom_seen: tt("board-black-market-put-the-other"),
      cathedral_discard: tt("board-cathedral-discard-a-building-card"),
      effect: tt("board-the-new-building-s-effect"), tavern: tt("board-tavern-hire-an-apprentice-free"),
      hand_limit: tt("board-discard-down-to-cards"), over: tt("board-game-over"),
    }[step];
    const last = view.final_turns !== null && view.final_turns !== undefined ? tt("board-final-round") : "";
    return (say || step.replace(/_/g, " ")) + last;
  },
  round(view) {
    return "—";
  },
  svg(state, view) {
    const g = state.game;
    const phone = columns() === 2;
    const W = phone ? 330 : 770;
    const C = phone ? 2 : 5;
    const bw = (W - 10) / C;
    let out = "";
    let y = 8;
    // The large-circle locations, with everyone's workers on them.
    AWK_LOCATIONS.forEach(([loc, keys], i) => {
      const x = 10 + (i % C) * bw, yy = y + Math.floor(i / C) * 64;
      const counts = view.players.map((p) => p.placed[i]);
      // What the location gives, in brief (the worker just placed counts among your workers there).
      const brief = tt(`awk-short-${loc}`);
      const what = brief.startsWith("awk-short-") ? "" : brief;
      let inner = `<text x="${x + 6}" y="${yy + 28}" class="tiny"${fit(what, bw - 20, 5.6)}>${esc(what)}</text>` + workerDots(state, x + 14, yy + 45, counts);
      if (loc === "tax_stand") inner = `<text x="${x + 6}" y="${yy + 28}" class="small">${counted(view.tax_stand, "board-silver-to-take")}</text>` + workerDots(state, x + 14, yy + 45, counts);
      const all = keys.concat([`kind:capture+location:${i}`, `kind:retrieve+from:${i}`]);
      out += box(g, x, yy, bw - 8, 58, { term: loc, keys: all, inner });
    });
    y += Math.ceil(AWK_LOCATIONS.length / C) * 64 + 4;
    // The black market: three spaces, each for one worker, and what its cards offer.
    // What the first and last spaces give now, as the view says (clay, wood, stone, gold, marble).
    const [small, large] = view.market_offers;
    const offers = [goods(g, small), tt("board-building-cards-keep-or-hire"), goods(g, large)];
    const places = ["black_market_a", "black_market_draw", "black_market_c"];
    const mw = (W - 10) / (phone ? 1 : 3);
    places.forEach((pl, k) => {
      const x = 10 + (phone ? 0 : k * mw), yy = y + (phone ? k * 50 : 0);
      const who = view.black_market[k];
      const inner = `<text x="${x + 6}" y="${yy + 32}" class="tiny"${fit(offers[k], mw - 40, 5.6)}>${esc(offers[k])}</text>` + (who === null ? `<circle cx="${x + mw - 24}" cy="${yy + 22}" r="8" fill="none" stroke="#888"/>` : dot(x + mw - 24, yy + 22, seatColour(state, who), 8));
      const info = term(g, pl);
      out += `<g class="piece" data-keys="place:${pl} kind:retrieve+from:10" data-tip="${esc(info.name + ": " + info.text + " " + offers[k])}"><title>${esc(info.text)}</title>
        <rect x="${x}" y="${yy}" width="${mw - 8}" height="44" rx="6" fill="#e8e0f0" stroke="#5a4a3a"/>
        <text x="${x + 6}" y="${yy + 15}" class="lbl"${fit(info.name, mw - 50, 7.6)}>${esc(info.name)}</text>${inner}</g>`;
    });
    y += (phone ? 150 : 50) + 4;
    // The workshop's apprentices: two rows of four, with the silver lying on them.
    const hire = phone ? tt("board-workshop-apprentices-to-hire") : tt("board-workshop-apprentices-to-hire-further");
    out += `<text x="10" y="${y + 12}" class="small"${fit(hire, W - 20, 6.6)}>${esc(hire)}</text>`;
    y += 18;
    const aw = (W - 10) / (phone ? 2 : 4);
    view.display.forEach((card, slot) => {
      const col = slot % 4, row = Math.floor(slot / 4);
      const x = 10 + (phone ? (col % 2) : col) * aw;
      const yy = y + (phone ? (row * 2 + Math.floor(col / 2)) : row) * 52;
      if (!card) {
        out += `<rect x="${x}" y="${yy}" width="${aw - 8}" height="46" rx="6" fill="#ddd" stroke="#aaa"/>`;
        return;
      }
      // "Apprentice: Woodcutter (carpentry; Forest: 1 more wood)." → what is in the brackets.
      const told = String(term(g, card).text).replace(/^[^:]*:\s*/, "").replace(/\.$/, "");
      const does = (told.match(/^[^(]*\((.*)\)$/) || [null, told])[1];
      const lines = wrap(does, Math.floor((aw - 20) / 5.4), 2).map((l, j) => `<text x="${x + 6}" y="${yy + 28 + j * 12}" class="tiny"${fit(l, aw - 20, 5.4)}>${esc(l)}</text>`).join("");
      const coins = view.coins[slot] ? `<text x="${x + aw - 14}" y="${yy + 15}" text-anchor="end" class="tiny">+${counted(view.coins[slot], "board-silver-2")}</text>` : "";
      out += box(g, x, yy, aw - 8, 46, { term: card, keys: [`kind:hire+slot:${slot}`, `kind:hire_any+slot:${slot}`], inner: lines + coins, fill: "#eef3e6" });
    });
    y += (phone ? 4 : 2) * 52 + 6;
    // The Guildhall (who works there), the Cathedral (who reached which level), the Prison.
    const halls = view.guildhall.map((s) => s);
    const cat = term(g, "cathedral");
    let catInner = "";
    const perLine = phone ? 3 : 6;
    // Each level (the index), its spaces and points and whose markers stand on it, as the view says.
    view.cathedral.forEach(({ spaces, vp, seats }, level) => {
      const cx = 16 + (level % perLine) * ((W - 30) / perLine);
      const cy = y + 32 + Math.floor(level / perLine) * 30;
      const label = level ? `${level}: ${vp} ${tt("board-vp")} · ${spaces}×` : tt("board-start");
      catInner += `<text x="${cx}" y="${cy}" class="tiny">${label}</text>`;
      seats.forEach((s, j) => { catInner += dot(cx + 8 + j * 16, cy + 12, seatColour(state, s), 6); });
    });
    const catH = 26 + Math.ceil(view.cathedral.length / perLine) * 30;
    out += `<g class="piece" data-keys="kind:cathedral" data-tip="${esc(cat.name + ": " + cat.text)}"><title>${esc(cat.text)}</title>
      <rect x="10" y="${y}" width="${W - 18}" height="${catH}" rx="6" fill="#f0e6d0" stroke="#5a4a3a"/>
      <text x="16" y="${y + 15}" class="lbl">${esc(cat.name)}</text>${catInner}</g>`;
    y += catH + 6;
    const gh = term(g, "guildhall");
    let ghInner = "";
    halls.forEach((s, k) => { ghInner += dot(22 + (k % 20) * 16, y + 30 + Math.floor(k / 20) * 16, seatColour(state, s), 6); });
    const ghRows = Math.max(1, Math.ceil(halls.length / 20));
    out += `<g class="piece" data-keys="" data-tip="${esc(gh.name + ": " + gh.text)}"><title>${esc(gh.text)}</title>
      <rect x="10" y="${y}" width="${W - 18}" height="${26 + ghRows * 16}" rx="6" fill="#fbf7ee" stroke="#5a4a3a"/>
      <text x="16" y="${y + 15}" class="lbl">${esc(gh.name)}</text>${ghInner}</g>`;
    y += 32 + ghRows * 16;
    const pr = term(g, "prison");
    const prisonInner = workerDots(state, 100, y + 17, view.players.map((p) => p.prison));
    out += `<g class="piece" data-keys="kind:retrieve+from:9" data-tip="${esc(pr.name + ": " + pr.text)}"><title>${esc(pr.text)}</title>
      <rect x="10" y="${y}" width="${W - 18}" height="30" rx="6" fill="#e4e0d8" stroke="#5a4a3a"/>
      <text x="16" y="${y + 20}" class="lbl">${esc(pr.name)}</text>${prisonInner}</g>`;
    y += 36;
    const line = `${tt("board-building-deck")}: ${view.building_deck_size} · ${tt("board-rewards-left")}: ${view.rewards_left} · ${tt("board-score-now")}: ${view.scores.map((s, i) => `${state.seats[i] ? seatTitle(state.seats[i].title) : i + 1} ${s}`).join(", ")}`;
    out += `<text x="10" y="${y + 12}" class="small"${fit(line, W - 20, 6.6)}>${esc(line)}</text>`;
    y += 18;
    return { svg: out, width: W, height: y + 4 };
  },
  seat(state, view, i) {
    const g = state.game;
    const p = view.players[i];
    const res = AWK_RESOURCES.map((r, k) => (p.resources[k] ? `<span class="chip" data-tip="${esc(term(g, r).name + ": " + term(g, r).text)}" title="${esc(term(g, r).text)}"><i style="background:${MATERIAL_COLOURS[r]}"></i>${p.resources[k]} ${esc(term(g, r).name)}</span>` : "")).filter(Boolean).join(" ");
    const buildingCards = (ids, kinds) => (ids || []).map((id) => {
      const info = term(g, id);
      const keys = kinds.map((k) => `kind:${k}+card:${cardIndex(id)}`).join(" ");
      return `<span class="card" data-keys="${keys}" data-tip="${esc(info.name + ": " + info.text)}" title="${esc(info.text)}">${esc(info.name)}</span>`;
    }).join(" ") || "—";
    const captured = p.captured.filter((k, s) => k && s < view.players.length).length === 0 ? "" : p.captured.map((k, s) => (k ? `<span class="chip" data-keys="kind:retrieve+from:${11 + i}" data-tip="${esc(tt("board-workers-captured-here-their-owner"))}" style="border-color:${seatColour(state, s)}">${k} ${esc(state.seats[s] ? seatTitle(state.seats[s].title) : "")}</span>` : "")).filter(Boolean).join(" ");
    const debts = p.unpaid_debts || p.paid_debts ? ` · ${tt("board-debts")} ${p.unpaid_debts} ${tt("board-unpaid")}, ${p.paid_debts} ${tt("board-paid")}` : "";
    const mine = i === view.you;
    let own = "";
    if (mine) {
      if (p.packet && p.packet.length) own += `<div>${tt("board-draft-packet")}: ${buildingCards(p.packet, ["keep"])}</div>`;
      if (p.keeping !== null && p.keeping !== undefined) own += `<div>${tt("board-keeping")}: ${buildingCards([p.keeping], [])}</div>`;
      own += `<div>${tt("board-hand")}: <span class="hand">${buildingCards(p.hand, ["build", "discard", "keep"])}</span></div>`;
      if (view.seen && view.seen.length) own += `<div>${tt("board-drawn-at-the-black-market")}: ${buildingCards(view.seen, ["keep", "discard"])}</div>`;
    } else {
      own += `<div class="muted">${tt("board-cards-in-hand")}: ${p.hand_size}${p.packet_size ? " · " + tt("board-draft-packet-2") + " " + p.packet_size : ""}${p.has_kept ? " · " + tt("board-has-kept-a-card") : ""}</div>`;
    }
    const virtueTip = tt("board-virtue-at-or-more-no");
    return `<div class="stats">${view.scores[i]} ${tt("board-vp")} · ${counted(p.silver, "board-silver-2")} · <span title="${esc(virtueTip)}" data-tip="${esc(virtueTip)}" class="chip">${tt("board-virtue")} ${p.virtue}</span> · ${tt("board-cathedral")} ${p.cathedral}${debts}</div>
      <div>${tt("board-goods")}: ${res || "—"}</div>
      <div>${tt("board-workers")}: ${p.supply} ${tt("board-in-supply")} · ${p.guildhall} ${tt("board-in-the-guildhall")} · ${p.prison} ${tt("board-in-prison")}${captured ? " · " + tt("board-captured-here") + ": " + captured : ""}</div>
      <div>${tt("board-apprentices")}: ${(p.apprentices || []).map((id) => { const info = term(g, id); return `<span class="card" data-keys="kind:dismiss+card:${cardIndex(id)}" data-tip="${esc(info.name + ": " + info.text)}" title="${esc(info.text)}">${esc(info.name)}</span>`; }).join(" ") || "—"}</div>
      <div>${tt("board-buildings")}: ${buildingCards(p.buildings, [])}</div>
      ${own}`;
  },
};
