// The cathedra web UI: the lobby, a game (one seat, a spectator, or hot-seat with every
// person's seat on one screen), and the replay of a finished game.
"use strict";

const $ = (sel) => document.querySelector(sel);
const main = () => $("#main");

async function api(method, path, body) {
  const r = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await r.json();
  if (!r.ok) throw data.error || { message: r.statusText };
  return data;
}

function header() {
  $("#lang").value = LANG;
  $("#lobby-link").textContent = t("lobbyLink");
}

// ---------------------------------------------------------------------------------------
// Lobby

async function lobby() {
  document.title = "cathedra";
  // The games with their options' words in the page's language, as the games' files say them.
  const catalog = await api("GET", withLang("/api/catalog"));
  const list = await api("GET", "/api/games");
  const gameOptions = catalog.games.map((g) => `<option value="${g.id}">${esc(gameName(g.id, g.name))}</option>`).join("");
  main().innerHTML = `
    <section class="panel"><h2>${t("newGame")}</h2>
      <form id="create">
        <label>${t("game")} <select id="game">${gameOptions}</select></label>
        <label>${t("players")} <select id="players"></select></label>
        <div id="options"></div>
        <div id="seats"></div>
        <label>${t("abandon")} <input id="abandon" type="number" min="1" inputmode="numeric"></label>
        <label>${t("clock")} <input id="clock" type="number" min="1" inputmode="numeric"></label>
        <label>${t("bank")} <input id="bank" type="number" min="1" inputmode="numeric"></label>
        <button type="submit" id="create-game">${t("create")}</button>
      </form>
      <div id="created"></div>
    </section>
    <section class="panel"><h2>${t("games")}</h2><div id="list"></div></section>`;
  const info = () => catalog.games.find((g) => g.id === $("#game").value);
  const fillPlayers = () => {
    const g = info();
    let opts = "";
    // Two players unless the game is for more: a solo game is chosen, not fallen into.
    const usual = Math.min(Math.max(g.players.min, 2), g.players.max);
    for (let n = g.players.min; n <= g.players.max; n++) opts += `<option value="${n}" ${n === usual ? "selected" : ""}>${n}</option>`;
    $("#players").innerHTML = opts;
    // An option is shown by what it does; yes/no options as a tick box. A free-text option
    // (a data file on the server's machine) is not offered: its default is played.
    $("#options").innerHTML = g.options
      .filter((o) => o.values.length > 0)
      .map((o) => {
        const help = o.description.charAt(0).toUpperCase() + o.description.slice(1);
        if (o.values.length === 2 && o.values.includes("true") && o.values.includes("false")) {
          return `<label><input type="checkbox" data-option="${esc(o.key)}" ${o.default === "true" ? "checked" : ""}> ${esc(help)}</label>`;
        }
        return `<label>${esc(help)} <select data-option="${esc(o.key)}">${o.values.map((v) => `<option value="${esc(v)}" ${v === o.default ? "selected" : ""}>${esc(o.words[v] || v)}</option>`).join("")}</select></label>`;
      })
      .join("");
    fillSeats();
  };
  const fillSeats = () => {
    const n = Number($("#players").value);
    let html = "";
    for (let i = 0; i < n; i++) {
      html += `<div class="seat-row">${t("seat")} ${i + 1}:
        <select data-seat-kind="${i}"><option value="person">${t("person")}</option>${catalog.bots.map((b) => `<option value="${esc(b.name)}" title="${esc(botHelp(b))}" ${i > 0 && b.name === "medium" ? "selected" : ""}>${esc(botName(b.name))}</option>`).join("")}</select>
        <input data-seat-name="${i}" placeholder="${t("name")}" maxlength="40"></div>`;
    }
    $("#seats").innerHTML = html;
  };
  $("#game").onchange = fillPlayers;
  $("#players").onchange = fillSeats;
  fillPlayers();
  $("#create").onsubmit = async (e) => {
    e.preventDefault();
    const options = {};
    document.querySelectorAll("[data-option]").forEach((s) => (options[s.dataset.option] = s.type === "checkbox" ? String(s.checked) : s.value));
    const seats = [...document.querySelectorAll("[data-seat-kind]")].map((s, i) => {
      const name = document.querySelector(`[data-seat-name="${i}"]`).value.trim();
      const seat = s.value === "person" ? {} : { bot: s.value };
      if (name) seat.name = name;
      return seat;
    });
    const body = { game: $("#game").value, options, seats };
    if ($("#abandon").value) body.abandon_after = Number($("#abandon").value);
    if ($("#clock").value) body.turn_clock = Number($("#clock").value);
    if ($("#bank").value) body.time_bank = Number($("#bank").value);
    try {
      const made = await api("POST", "/api/games", body);
      showCreated(made);
      refreshList();
    } catch (err) {
      $("#created").innerHTML = `<p class="error">${esc(err.message)}</p>`;
    }
  };
  renderList(list.games);
}

function showCreated(made) {
  const origin = location.origin;
  const persons = made.seats.filter((s) => s.token);
  let html = `<h3>${t("invite")}</h3><ul class="links">`;
  for (const s of persons) {
    const link = origin + s.link;
    html += `<li><b>${esc(seatName(s))}</b>${s.name === s.title ? "" : ` (${esc(seatTitle(s.title))})`}: <a class="invite" href="${s.link}">${t("open")}</a> <button type="button" data-copy="${esc(link)}">${t("copy")}</button></li>`;
  }
  html += `</ul>`;
  if (persons.length > 1) {
    const hot = `/g/${made.id}#hot=${persons.map((s) => s.token).join(",")}`;
    html += `<p><a id="hotseat" href="${hot}">${t("hotseat")}</a></p>`;
  }
  html += `<p><a href="${made.spectate}">${t("spectate")}</a></p>`;
  $("#created").innerHTML = html;
  document.querySelectorAll("[data-copy]").forEach((b) => {
    b.onclick = async () => {
      try { await navigator.clipboard.writeText(b.dataset.copy); } catch (_) { /* shown below anyway */ }
      b.textContent = t("copied");
    };
  });
}

async function refreshList() {
  const list = await api("GET", "/api/games");
  renderList(list.games);
}

function renderList(games) {
  if (!games.length) {
    $("#list").innerHTML = `<p>${t("none")}</p>`;
    return;
  }
  $("#list").innerHTML = `<ul class="games">${games
    .map((g) => {
      const seats = g.seats.map((s) => esc(seatName(s)) + (s.bot ? ` (${esc(botName(s.bot))})` : "")).join(", ");
      return `<li><a href="/g/${g.id}">${esc(gameName(g.game, g.name))}</a> — ${seats} — ${g.over ? t("over") : t("running")} <a href="/g/${g.id}">${t("spectate")}</a></li>`;
    })
    .join("")}</ul>`;
}

// ---------------------------------------------------------------------------------------
// A game

const play = {
  id: null,
  tokens: [], // hot-seat: every person's token; one seat: one token; spectator: none
  hot: false,
  shown: null, // the seat whose secrets are on screen (hot-seat)
  states: {}, // token ("" for the spectator) → latest state
  ws: null,
  filter: null,
  message: "",
  terms: {}, // id → the game's own name and explanation of a thing its view names by id
};

function parseHash() {
  const h = decodeURIComponent(location.hash.slice(1));
  if (h.startsWith("hot=")) return { hot: true, tokens: h.slice(4).split(",").filter(Boolean) };
  return { hot: false, tokens: h ? [h] : [] };
}

async function game(id) {
  Object.assign(play, { id, ...parseHash(), shown: null, states: {}, filter: null, message: "" });
  main().innerHTML = `<div id="game"></div>`;
  await learnTerms(id);
  await refresh();
  connect();
}

// The names and explanations of what the game's views name by id, from the game itself, in
// the page's language.
async function learnTerms(id) {
  const answer = await api("GET", withLang(`/api/games/${id}/terms`));
  play.terms = Object.fromEntries((answer.terms || []).map((tm) => [tm.id, tm]));
}

function connect() {
  const token = play.hot ? "" : play.tokens[0] || "";
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(withLang(`${proto}://${location.host}/api/games/${play.id}/ws${q}`));
  play.ws = ws;
  ws.onmessage = async (e) => {
    const msg = JSON.parse(e.data);
    if (msg.type !== "state") return;
    if (play.hot) {
      await refresh();
    } else {
      // A push after the first carries only the log entries after `log_from`.
      const state = msg.state;
      const had = play.states[token];
      if (had && state.seq < had.seq) return;
      if (state.log_from) {
        if (!had || had.log.length < state.log_from) return refresh();
        state.log = had.log.slice(0, state.log_from).concat(state.log);
      }
      play.states[token] = state;
      render();
    }
  };
  ws.onclose = () => {
    if (play.ws !== ws) return;
    $("#status") && ($("#status").textContent = t("reconnecting"));
    setTimeout(() => { if (play.ws === ws) { refresh().then(connect); } }, 1000);
  };
}

async function refresh() {
  const tokens = play.tokens.length ? play.tokens : [""];
  for (const token of tokens) {
    const q = token ? `?token=${encodeURIComponent(token)}` : "";
    const state = await api("GET", withLang(`/api/games/${play.id}${q}`));
    // A reply that left the server before a push this page has already drawn is older than
    // what is shown: it never takes its place (the page would show no choice on your turn).
    const had = play.states[token];
    if (!had || state.seq >= had.seq) play.states[token] = state;
  }
  render();
}

// The state to draw: in hot-seat, the seat that decides now (after the pass screen).
function current() {
  if (!play.hot) return play.states[play.tokens[0] || ""];
  const deciding = play.tokens.find((tk) => play.states[tk] && play.states[tk].actions.length);
  if (!deciding) {
    // Nobody here decides: show what every seat here may see in common, the first seat's
    // view would leak, so the spectator's.
    return null;
  }
  return play.states[deciding];
}

async function spectatorState() {
  return api("GET", withLang(`/api/games/${play.id}`));
}

async function render() {
  let state = current();
  if (play.hot && !state) {
    state = await spectatorState();
    play.shown = null;
  } else if (play.hot && state.you !== play.shown) {
    return passScreen(state);
  }
  draw(state);
}

function passScreen(state) {
  const seat = state.seats[state.you];
  $("#game").innerHTML = `<div class="pass" id="pass">
      <h2>${t("pass")} ${esc(seatName(seat))}${seat.name === seat.title ? "" : ` (${esc(seatTitle(seat.title))})`}</h2>
      <p>${t("hidden")}</p>
      <button id="ready">${t("ready")} ${esc(seatName(seat))}</button></div>`;
  $("#ready").onclick = () => { play.shown = state.you; draw(state); };
}

function turnText(state) {
  const turn = state.turn;
  if (state.over) return t("over");
  if (turn.kind === "chance") return t("chance");
  const seats = turn.kind === "seat" ? [turn.seat] : turn.seats;
  return seats.map((s) => esc(seatName(state.seats[s]))).join(", ");
}

function draw(state) {
  const board = plainView() ? GENERIC : boardFor(state.game);
  const view = state.view;
  const drawn = board.svg(state, view);
  const legal = state.actions || [];
  const mine = typeof state.you === "number";
  const yourTurn = mine && legal.length > 0;
  // Your own area first: on a phone it is the first thing under the board.
  const order = state.seats.map((_, i) => i).sort((a, b) => (b === state.you) - (a === state.you));
  const seatsHtml = order
    .map((i) => [state.seats[i], i])
    .map(([s, i]) => `<div class="seat-area ${state.you === i ? "me" : ""}" style="border-color:${COLOURS[s.title] || "#777"}">
        <h3 style="color:${COLOURS[s.title] || "#333"}">${esc(seatName(s))} ${s.bot ? `(${esc(botName(s.bot))})` : ""} <small>${esc([s.name === s.title ? "" : seatTitle(s.title), state.you === i ? t("you") : ""].filter(Boolean).join(" · "))}</small></h3>
        ${board.seat(state, view, i)}</div>`)
    .join("");
  const shownActions = play.filter ? legal.filter((a) => play.filter.includes(a)) : legal;
  const actionsHtml = legal.length
    ? shownActions.map((a) => {
      const said = words(state.game, a.text);
      const why = explain(state.game, a.action);
      return `<li><button class="action" data-index="${legal.indexOf(a)}" title="${esc(why || said)}">${esc(said)}${why ? `<small>${esc(why)}</small>` : ""}</button></li>`;
    }).join("")
    : `<li class="muted">${t("noChoice")}</li>`;
  const log = state.log.slice(-200).reverse().map((e) => `<li>${esc(words(state.game, e.text))}</li>`).join("");
  const scores = state.over ? finalScores(state) : "";
  $("#game").innerHTML = `
    <div class="bar"><b>${esc(gameName(state.game, state.name))}</b> ${board.round(view) === "—" ? "" : `· ${t("round")} ${board.round(view)}`} · ${t("phase")}: ${esc(board.phase(view))} ·
      ${t("turnOf")}: <span id="turn">${turnText(state)}</span>
      ${yourTurn ? `<button type="button" class="your-turn" title="${t("toChoices")}">${t("yourTurn")}</button>` : ""}
      ${mine && state.clock_left_ms && state.clock_left_ms[state.you] !== null ? `<span id="clock-left" title="${t("clockHelp")}">${t("timeLeft")} <b></b> s</span>` : ""}
      ${mine ? "" : `<span class="muted">${t("spectator")}</span>`} <span id="status" class="muted"></span>
      ${BOARDS[state.game] ? `<a id="plain" href="${plainView() ? "?" : "?view=plain"}${location.hash}">${plainView() ? t("drawnView") : t("plainView")}</a>` : ""}</div>
    ${scores}
    <div class="layout">
      <div class="table">
        <svg id="board" viewBox="0 0 ${drawn.width} ${drawn.height}" role="img" aria-label="${t("board")}">${drawn.svg}</svg>
        <div id="tip" class="tip muted">${t("tapInfo")}</div>
      </div>
      <div class="seats">${seatsHtml}</div>
      <aside>
        ${mine && !state.over ? `<h3>${t("actions")}${play.filter ? ` <button id="all">×</button>` : ""}</h3>
        <div id="message" class="error">${esc(play.message)}</div>
        <ol id="actions">${actionsHtml}</ol>` : ""}
        <h3>${t("log")}</h3><ol id="log" class="log">${log}</ol>
      </aside>
    </div>`;
  startClock(state);
  // On a phone the choices are under the board: the turn's badge brings them into view.
  if ($("button.your-turn")) $("button.your-turn").onclick = () => $("#actions") && $("#actions").scrollIntoView({ block: "start", behavior: "smooth" });
  document.querySelectorAll("button.action").forEach((b) => {
    b.onclick = () => act(state, legal[Number(b.dataset.index)]);
  });
  if ($("#all")) $("#all").onclick = () => { play.filter = null; draw(state); };
  // Board targets: an element whose keys name a field of a legal action.
  document.querySelectorAll("[data-keys]").forEach((el) => {
    const keys = el.dataset.keys.split(" ").filter(Boolean);
    const matching = legal.filter((a) => keys.some((key) => keyMatches(key, a.action)));
    if (matching.length) el.classList.add("target");
    el.onclick = (e) => {
      e.stopPropagation();
      $("#tip").textContent = el.dataset.tip || "";
      if (matching.length === 1) act(state, matching[0]);
      else if (matching.length > 1) {
        play.filter = matching;
        draw(state);
        $("#tip").textContent = el.dataset.tip || "";
        // On a phone the list is below the board: bring the choices the click named into view.
        if ($("#actions")) $("#actions").scrollIntoView({ block: "nearest" });
      }
    };
    el.onmouseenter = () => { if (el.dataset.tip) $("#tip").textContent = el.dataset.tip; };
  });
  if (state.over) {
    $("#replay-open").onclick = () => replay(state);
  }
}

// Whether a board key names this action: "field:value" (several joined by "+", all must
// hold, such as "do:claim+tower:2"), or "=value" (any field but the tag naming the action's kind).
function keyMatches(key, action) {
  if (key.startsWith("=")) {
    const tag = "do" in action ? "do" : "kind";
    return Object.entries(action).some(([k, v]) => k !== tag && String(v) === key.slice(1));
  }
  return key.split("+").every((part) => {
    const at = part.indexOf(":");
    return at > 0 && Object.prototype.hasOwnProperty.call(action, part.slice(0, at)) && String(action[part.slice(0, at)]) === part.slice(at + 1);
  });
}

// Your time left for the decision at hand, counted down from when the state was drawn.
let clockTimer = null;
function startClock(state) {
  clearInterval(clockTimer);
  const el = $("#clock-left b");
  if (!el) return;
  const end = Date.now() + state.clock_left_ms[state.you];
  const tick = () => { el.textContent = Math.max(0, Math.ceil((end - Date.now()) / 1000)); };
  tick();
  clockTimer = setInterval(tick, 500);
}

// ?view=plain: the game drawn from its view as it is (what a game without a board of its own gets).
function plainView() {
  return new URLSearchParams(location.search).get("view") === "plain";
}

function finalScores(state) {
  const rows = state.scores
    .map((score, i) => ({ i, score, place: state.ranking[i], who: state.seats[i] ? seatName(state.seats[i]) : (state.participants[i].name || "?") }))
    .sort((a, b) => a.place - b.place)
    .map((r) => {
      const items = pointsOf(state, r.i).map((text) => `<li>${esc(text)}</li>`).join("");
      const breakdown = items ? `<details><summary>${t("where")}</summary><ul>${items}</ul></details>` : "";
      return `<tr><td>${r.place + 1}.</td><td>${esc(r.who)}</td><td>${r.score}</td><td>${breakdown}</td></tr>`;
    })
    .join("");
  return `<div class="panel final"><h2>${t("finalScores")}</h2><table id="scores">${rows}</table>
    <button id="replay-open">${t("replay")}</button><div id="replay"></div></div>`;
}

// The log entries that gave or took a seat's points: events naming the seat (or participant)
// with a nonzero VP or prestige figure, or, where the event has no such figure, whose text
// speaks of VP.
function pointsOf(state, seat) {
  return state.log
    .filter((e) => {
      const args = e.event && Array.isArray(e.event.args) ? e.event.args : [];
      if (!args.some(([k, v]) => (k === "seat" || k === "participant") && v === seat)) return false;
      const vp = args.filter(([k]) => /^(vp|prestige)/.test(k));
      return vp.length ? vp.some(([, v]) => v) : /\b(VP|VB)\b/.test(e.text);
    })
    .map((e) => words(state.game, e.text));
}

async function act(state, choice) {
  const token = play.hot ? play.tokens.find((tk) => play.states[tk] && play.states[tk].you === state.you) : play.tokens[0];
  play.filter = null;
  try {
    await api("POST", withLang(`/api/games/${play.id}/actions`), { token, seq: state.seq, action: choice.action });
    play.message = "";
  } catch (err) {
    // A stale sequence is the game moving on under the player, not a rule: said in their words.
    play.message = `${t("refused")}: ${err.kind === "stale_sequence" ? t("stale") : err.message}`;
  }
  await refresh();
}

// ---------------------------------------------------------------------------------------
// Replay of a finished game

async function replay(state) {
  let at = 0;
  const total = state.seq;
  const step = async () => {
    const r = await api("GET", withLang(`/api/games/${play.id}/replay?at=${at}`));
    const board = plainView() ? GENERIC : boardFor(state.game);
    const drawn = board.svg({ ...state, view: r.view }, r.view);
    const last = r.log.length ? words(state.game, r.log[r.log.length - 1].text) : "";
    $("#replay").innerHTML = `
      <div class="replay-bar"><button id="rp-back">${t("back")}</button>
      <input id="rp-at" type="range" min="0" max="${total}" value="${at}">
      <button id="rp-fwd">${t("forward")}</button> ${t("step")} <span id="rp-step">${at}</span> ${t("of")} ${total}</div>
      <div class="muted" id="rp-last">${esc(last)}</div>
      <svg viewBox="0 0 ${drawn.width} ${drawn.height}">${drawn.svg}</svg>`;
    $("#rp-back").onclick = () => { at = Math.max(0, at - 1); step(); };
    $("#rp-fwd").onclick = () => { at = Math.min(total, at + 1); step(); };
    $("#rp-at").onchange = (e) => { at = Number(e.target.value); step(); };
  };
  await step();
}

// ---------------------------------------------------------------------------------------

async function route() {
  await loadTexts();
  header();
  const m = location.pathname.match(/^\/g\/([0-9a-f]+)$/);
  try {
    if (m) await game(m[1]);
    else await lobby();
  } catch (err) {
    main().innerHTML = `<p class="error">${esc(err.message || err)}</p>`;
  }
}

window.addEventListener("DOMContentLoaded", () => {
  $("#lang").onchange = (e) => { setLang(e.target.value); if (play.ws) { play.ws.onclose = null; play.ws.close(); play.ws = null; } route(); };
  route();
});
