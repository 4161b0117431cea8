// A board per game, drawn from the typed view the server sends: an SVG of the table and
// HTML for each player's area. Every card, space and piece that an action can name carries
// data-keys="field:value" (the action's own fields): the page makes those with a legal action
// clickable, and every element with a term carries its explanation for hover and tap.
"use strict";

const COLOURS = {
  Blue: "#3a6fd8", Red: "#d23c3c", Yellow: "#e0b020", Green: "#3a9a4a",
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
  const label = opts.label !== undefined ? opts.label : info ? info.name : "";
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
      return view.now.step.replace(/_/g, " ");
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
        let inner = `<text x="${x + 6}" y="${y + 34}" class="small">${s.tuition} ${LANG === "cs" ? "tol." : "tal."}</text>`;
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
      out += `<text x="12" y="${infoY + 16}" class="small">${LANG === "cs" ? "Věž" : "Tower"}: ${esc(tower)} · ${LANG === "cs" ? "Banka" : "Bank"}: ${view.bank} · ${LANG === "cs" ? "Kovárna" : "Smithy"}: ${view.smithy}</text>`;
      if (view.winter_cards) {
        const w = view.winter_cards;
        const names = w.in_play.map((c) => term(g, c).name).join(", ") || "—";
        out += `<text x="12" y="${infoY + 34}" class="small">${LANG === "cs" ? "Zimní karty ve hře" : "Winter cards in play"}: ${esc(names)} · ${LANG === "cs" ? "v balíčku" : "in the deck"}: ${w.deck.length}</text>`;
      }
      return { svg: out, width: 10 + C * 150, height: infoY + 44 };
    },
    seat(state, view, i) {
      const s = view.seats[i];
      const g = state.game;
      const hand = s.hand ? `<div>${LANG === "cs" ? "Ruka" : "Hand"}: ${cards(g, s.hand, "card", "hand")}</div>` : "";
      const down = s.face_down ? `<div>${LANG === "cs" ? "Lícem dolů" : "Face down"}: ${s.face_down}</div>` : "";
      const chosen = s.chosen && s.chosen.length ? `<div>${LANG === "cs" ? "Vybráno" : "Chosen"}: ${cards(g, s.chosen, "card")}</div>` : "";
      const revealed = s.revealed && s.revealed.length ? `<div>${LANG === "cs" ? "Odkryto" : "Revealed"}: ${cards(g, s.revealed, "card")}</div>` : "";
      const workers = (view.worker_cards[i] || [])
        .map((p, k) => (Object.keys(p).length ? `<div>${term(g, "worker_" + (k + 1)).name}: ${pieces(g, p, "kind")}</div>` : ""))
        .join("");
      return `<div class="stats">${s.vp} VB/VP · ${s.talers} ${LANG === "cs" ? "tolarů" : "talers"} · ${s.helpers} ${LANG === "cs" ? "pomocníků" : "helpers"}</div>
        <div>${pieces(g, s.pieces, "kind")}</div>${hand}${down}${chosen}${revealed}${workers}
        <div class="muted">${LANG === "cs" ? "Zahráno" : "Played"}: ${cards(g, s.played, "card")}</div>`;
    },
  },
  "pillars-of-the-earth": {
    phase(view) {
      return view.stage.replace(/_/g, " ");
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
      out += `<text x="12" y="${offerY + 12}" class="small">${LANG === "cs" ? "Nabídka" : "Offer"}</text>`;
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
      out += `<text x="12" y="${afterMarket + 16}" class="small">${LANG === "cs" ? "Zásoba" : "Supply"}: ${view.supply.join(" / ")}${view.tax ? " · " + (LANG === "cs" ? "daň " : "tax ") + view.tax : ""}</text>`;
      let height = afterMarket + 26;
      if (view.event || view.event_face_down) {
        const info = view.event ? term(g, view.event) : null;
        const line = info ? `${LANG === "cs" ? "Událost" : "Event"}: ${info.name}` : LANG === "cs" ? "Událost lícem dolů" : "Event face down";
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
      return `<div class="stats">${s.vp} VB/VP · ${s.gold} ${LANG === "cs" ? "zlatých" : "gold"} · ${s.free_workers}/${s.workers} ${LANG === "cs" ? "dělníků" : "workers"}</div>
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
    if (typeof v === "boolean") return v ? (LANG === "cs" ? "ano" : "yes") : LANG === "cs" ? "ne" : "no";
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
  if (value === true) return LANG === "cs" ? "ano" : "yes";
  if (value === false) return LANG === "cs" ? "ne" : "no";
  return esc(value === null ? "—" : String(value));
}
