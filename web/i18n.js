// The page's language. Every word comes from the server, in the language chosen: the UI's own
// words from the server's translation files (GET /api/texts), a game's choices, log and terms
// from the game's (?lang= on the game's requests). Nothing here is a copy of a game's texts.
"use strict";

// The languages the page offers before the server has said which it speaks.
let LANG = (localStorage.getItem("lang") || navigator.language || "en").toLowerCase().startsWith("cs") ? "cs" : "en";
// The server's answer to /api/texts in LANG: { lang, languages, ui, seats, games }.
let WORDS = { ui: {}, seats: {}, games: {}, languages: ["en", "cs"] };

// Loads the UI's words in LANG (English if the server does not speak it).
async function loadTexts() {
  let r = await fetch(`/api/texts?lang=${encodeURIComponent(LANG)}`);
  if (!r.ok) {
    LANG = "en";
    r = await fetch("/api/texts");
  }
  WORDS = await r.json();
  document.documentElement.lang = LANG;
}

function t(key) {
  return WORDS.ui[key] || key;
}

// A text with arguments: each `{$name}` of the message is `args[name]`.
function tt(key, args) {
  let text = t(key);
  for (const [name, value] of Object.entries(args || {})) text = text.split(`{$${name}}`).join(String(value));
  return text;
}

// A number and the word counted, in the word's plural form for that number (the message's
// attribute named by Intl.PluralRules: .one, .few, .many; else its value).
function counted(n, key) {
  const form = new Intl.PluralRules(LANG).select(Number(n));
  return `${n} ${WORDS.ui[`${key}.${form}`] || t(key)}`;
}

// `path` with the page's language for a game's texts.
function withLang(path) {
  return path + (path.includes("?") ? "&" : "?") + `lang=${encodeURIComponent(LANG)}`;
}

// A bot level's name, and what it does (the server's words where the page has none).
function botName(name) {
  const level = WORDS.ui[`botLevels-${name}`];
  return `${t("bot")}: ${level || name}`;
}

function botHelp(bot) {
  return WORDS.ui[`botHelp-${bot.name}`] || bot.description;
}

// A seat's colour (the game's English name for it) in the page's language.
function seatTitle(title) {
  return WORDS.seats[title] || title;
}

// A seat's player: the name given, or the seat's colour in the page's language when the
// player took the colour's name (the server's default).
function seatName(seat) {
  return seat.name === seat.title ? seatTitle(seat.title) : seat.name;
}

// A game's name in the page's language.
function gameName(id, fallback) {
  return WORDS.games[id] || fallback;
}

function setLang(lang) {
  LANG = lang;
  localStorage.setItem("lang", lang);
}

// The key a term's id is served under (what a translation file's key cannot hold as `-`).
const termKey = (id) => String(id).replace(/[^A-Za-z0-9_-]/g, "-");

// A term's name and explanation in the page's language, as the open game serves them.
function term(game, id) {
  const terms = (typeof play !== "undefined" && play.terms) || {};
  const served = terms[id] || terms[termKey(id)];
  if (served) return { name: served.name, text: served.text === served.name ? "" : served.text };
  return { name: String(id).replace(/_/g, " "), text: "" };
}

function knownTerm(id) {
  const terms = (typeof play !== "undefined" && play.terms) || {};
  return Boolean(terms[id] || terms[termKey(id)]);
}

// A text from the rules with the codes of cards in it (such as "RES-SAND4") named in words.
// So are spaces written as "stable.16" (the Stable's space with tuition 16).
function words(game, text) {
  return String(text)
    .replace(/\b[A-Z][A-Z0-9]*-[A-Z0-9]+\b/g, (code) => (knownTerm(code) ? term(game, code).name : code))
    .replace(/\b([a-z][a-z_]*)\.(\d+)\b/g, (all, id, n) => (knownTerm(id) ? `${term(game, id).name} ${n}` : all));
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
    const info = knownTerm(`${k}_${v}`) ? term(game, `${k}_${v}`) : term(game, v);
    if (info.text) out.push(`${info.name}: ${info.text}`);
  }
  return out.join(" ");
}
