// The lobby: create a table (seats, decks — shipped or pasted, checked inline — humans
// and bots), list the tables, join or watch one.
import { el, api, unescape } from "./app.js";
import { t, seatLabel, traitWords } from "./i18n.js";

let games = null; // GET /api/games
let refreshTimer = null;

/** Seat tokens kept by this browser, per table: {seat, token}; creator tokens too. */
export const tokens = {
  seat: id => JSON.parse(localStorage.getItem(`jyhad.seat.${id}`) || "null"),
  setSeat: (id, seat, token) => localStorage.setItem(`jyhad.seat.${id}`, JSON.stringify({ seat, token })),
  creator: id => localStorage.getItem(`jyhad.creator.${id}`),
  setCreator: (id, token) => localStorage.setItem(`jyhad.creator.${id}`, token),
};

export async function showLobby(main) {
  clearInterval(refreshTimer);
  document.title = "Jyhad";
  document.getElementById("where").textContent = t("lobby");
  if (!games) games = await api("/api/games");
  const render = () => {
    const form = newTableForm();
    const list = el("section", { class: "panel tables", "aria-labelledby": "tables-h" },
      el("div", { class: "row" },
        el("h2", { id: "tables-h" }, t("running")),
        el("button", { type: "button", class: "ghost", onclick: () => loadTables(list) }, t("refresh"))),
      el("div", { id: "table-list", "aria-live": "polite" }));
    main.replaceChildren(el("div", { class: "lobby" }, form, list));
    loadTables(list);
  };
  render();
  refreshTimer = setInterval(() => {
    const list = document.querySelector(".tables");
    if (list && document.visibilityState === "visible") loadTables(list);
    else if (!list) clearInterval(refreshTimer);
  }, 5000);
  window.onjyhadlang = render;
}

window.addEventListener("jyhad-lang", () => window.onjyhadlang?.());

function gameInfo(name) {
  return games.games.find(g => g.game === name);
}

function newTableForm() {
  const state = { game: "vtes", seats: [] };
  const seatsBox = el("fieldset", { class: "seats" }, el("legend", {}, t("seats")));
  const problems = el("div", { id: "create-problems", class: "problems", role: "alert", tabindex: "-1" });

  const gameSel = el("select", { id: "game", name: "game" },
    ...games.games.map(g => el("option", { value: g.game }, g.game === "vtes" ? "Vampire: The Eternal Struggle" : "Vampire: The Masquerade – Rivals")));
  const think = el("input", { id: "think", name: "think_ms", type: "number", min: "0", max: "60000", value: "1000" });
  const maxTurns = el("input", { id: "max-turns", name: "max_turns", type: "number", min: "1", max: "500", placeholder: "—" });
  const seed = el("input", { id: "seed", name: "seed", type: "number", min: "0", placeholder: "—" });
  // VTES only (issue 18): cards the engine does not automate, played by hand.
  const manual = el("input", { id: "manual-cards", name: "manual_cards", type: "checkbox", "aria-describedby": "manual-help" });
  const manualHelp = el("p", { id: "manual-help", class: "muted" }, t("manualCardsHelp"));
  const manualRow = el("div", { class: "manual-setting" },
    el("label", { for: "manual-cards" }, manual, " ", t("manualCards")), manualHelp);

  const seatRow = i => {
    const info = gameInfo(state.game);
    const deckSel = el("select", { id: `deck-${i}`, name: `deck-${i}`, "aria-describedby": `seat-problems-${i}` },
      ...info.decks.map((d, k) => el("option", { value: d, selected: k === i % info.decks.length },
        // Rivals' shipped decks are lists of our own, not the boxed starters.
        d[0].toUpperCase() + d.slice(1) + (state.game === "rivals" ? ` (${t("ourList")})` : ""))),
      el("option", { value: "" }, t("pasted")));
    const paste = el("textarea", { id: `list-${i}`, name: `list-${i}`, rows: "6", hidden: true, placeholder: t("pasteHere"), "aria-label": `${t("pasteHere")} (${seatLabel(i)})` });
    const check = el("button", { type: "button", class: "ghost", hidden: true, onclick: () => checkPasted(paste, note, state.game, manual.checked) }, t("checkDeck"));
    const note = el("ul", { id: `seat-problems-${i}`, class: "problems", "aria-live": "polite" });
    deckSel.addEventListener("change", () => {
      paste.hidden = deckSel.value !== "";
      check.hidden = paste.hidden;
    });
    const who = el("select", { id: `player-${i}`, name: `player-${i}` },
      el("option", { value: "human", selected: i === 0 }, t("human")),
      el("option", { value: "bot", selected: i !== 0 }, t("bot")));
    const bot = el("select", { id: `bot-${i}`, name: `bot-${i}`, "aria-label": `${t("botKind")} (${seatLabel(i)})` },
      ...games.bots.map(b => el("option", { value: b, selected: b === "greedy" }, b)));
    // Only the first seat can be the creator's: other human seats are left free to join.
    const name = el("input", { id: `name-${i}`, name: `name-${i}`, maxlength: "40", autocomplete: "nickname", value: localStorage.getItem("jyhad.name") || "" });
    const nameLabel = el("label", { for: `name-${i}` }, t("yourName"));
    const sync = () => {
      const human = who.value === "human";
      bot.hidden = human;
      name.hidden = !human || i !== 0;
      nameLabel.hidden = name.hidden;
    };
    who.addEventListener("change", sync);
    sync();
    const row = el("div", { class: "seat-row", dataset: { seat: i } },
      el("span", { class: "seat-no" }, `${t("seat")} ${i + 1}`),
      el("label", { for: `deck-${i}` }, t("deck")), deckSel,
      el("label", { for: `player-${i}` }, t("player")), who, bot,
      nameLabel, name,
      paste, check, note);
    return { row, deckSel, paste, who, bot, name, note };
  };

  const drawSeats = n => {
    state.seats = [];
    seatsBox.replaceChildren(el("legend", {}, t("seats")));
    for (let i = 0; i < n; i++) {
      const s = seatRow(i);
      state.seats.push(s);
      seatsBox.append(s.row);
    }
    const info = gameInfo(state.game);
    seatsBox.append(el("div", { class: "row" },
      el("button", { type: "button", class: "ghost", disabled: n >= info.seats[1], onclick: () => drawSeats(n + 1) }, t("addSeat")),
      el("button", { type: "button", class: "ghost", disabled: n <= info.seats[0], onclick: () => drawSeats(n - 1) }, t("removeSeat"))));
  };
  gameSel.addEventListener("change", () => {
    state.game = gameSel.value;
    manualRow.hidden = state.game !== "vtes";
    drawSeats(gameInfo(state.game).seats[1]);
  });
  drawSeats(5);

  const submit = async ev => {
    ev.preventDefault();
    problems.replaceChildren();
    state.seats.forEach(s => s.note.replaceChildren());
    const seats = state.seats.map(s => {
      const seat = { deck: s.deckSel.value === "" ? { list: s.paste.value } : s.deckSel.value };
      if (s.who.value === "bot") {
        seat.player = "bot";
        seat.bot = s.bot.value;
      } else {
        seat.player = "human";
        if (!s.name.hidden && s.name.value.trim()) seat.name = s.name.value.trim();
      }
      return seat;
    });
    const body = { game: state.game, seats, think_ms: Number(think.value || 1000) };
    if (maxTurns.value) body.max_turns = Number(maxTurns.value);
    if (seed.value) body.seed = Number(seed.value);
    if (state.game === "vtes") body.manual_cards = manual.checked;
    body.start = seats.every(s => s.player === "bot" || s.name);
    if (state.seats[0].name.value.trim()) localStorage.setItem("jyhad.name", state.seats[0].name.value.trim());
    // Pasted lists are checked first, so that their problems show under their seats.
    let refused = false;
    for (const s of state.seats) {
      if (s.deckSel.value === "" && !(await checkPasted(s.paste, s.note, state.game, manual.checked))) refused = true;
    }
    if (refused) {
      problems.append(el("p", {}, t("deckRefused")));
      problems.focus();
      return;
    }
    try {
      const made = await api("/api/tables", body);
      tokens.setCreator(made.id, made.creator_token);
      // This browser holds the seats it named; the first one is the one it plays.
      const mine = made.seats[0];
      if (mine) tokens.setSeat(made.id, mine.seat, mine.token);
      location.assign(`/table/${made.id}`);
    } catch (e) {
      const b = e.body || {};
      problems.append(el("p", {}, b.error === "deck" ? t("deckRefused") : `${t("errorPrefix")}: ${b.message || e}`));
      for (const p of b.problems || []) {
        const m = p.match(/^seat(\d+): (.*)$/s);
        const target = m ? state.seats[Number(m[1]) - 1]?.note : null;
        (target || problems).append(el("li", {}, m ? m[2] : p));
      }
      problems.focus();
    }
  };

  return el("form", { class: "panel new-table", onsubmit: submit, "aria-labelledby": "new-h" },
    el("h2", { id: "new-h" }, t("newTable")),
    el("div", { class: "grid2" },
      el("label", { for: "game" }, t("game")), gameSel,
      el("label", { for: "think" }, t("thinkMs")), think,
      el("label", { for: "max-turns" }, t("maxTurns")), maxTurns,
      el("label", { for: "seed" }, t("seedLabel")), seed),
    manualRow,
    seatsBox,
    problems,
    el("button", { type: "submit", class: "primary", id: "create" }, t("create")));
}

async function checkPasted(area, note, game, manualCards) {
  note.replaceChildren();
  const body = { list: area.value, game };
  if (game === "vtes") body.manual_cards = manualCards;
  const r = await api("/api/decks/check", body).catch(e => ({ ok: false, problems: [e.body?.message || String(e)] }));
  if (r.ok) note.append(el("li", { class: "ok" }, `${t("deckOk")}: ${r.name} (${r.crypt} + ${r.library})`));
  for (const p of r.problems || []) note.append(el("li", {}, p));
  for (const w of r.warnings || []) note.append(el("li", { class: "warn" }, w));
  if (r.automation) for (const line of automationLines(r.automation)) note.append(el("li", { class: "automation" }, line));
  return r.ok;
}

/** A deck's automated counts and its manual cards, in words (issue 18). */
export function automationLines(a) {
  const part = c => `${c.copies_automated}/${c.copies}`;
  const lines = [t("automatedCounts", { crypt: part(a.crypt), library: part(a.library) })];
  if (a.manual.length) {
    const n = a.manual.reduce((sum, m) => sum + m.copies, 0);
    // A vampire of traits alone: the traits not enforced, not a "by hand" ability.
    const why = m => m.traits?.length ? ` (${t("traitsNotEnforced", { traits: traitWords(m.traits) })})`
      : m.part === "crypt" ? ` (${t("vampireAbility")})` : "";
    const cards = a.manual.map(m => `${m.copies > 1 ? `${m.copies}× ` : ""}${m.name}${why(m)}`);
    lines.push(t("manualList", { n, cards: cards.join(", ") }));
  }
  return lines;
}

async function loadTables(section) {
  const box = section.querySelector("#table-list");
  let data;
  try {
    data = await api("/api/tables");
  } catch {
    return;
  }
  if (!data.tables.length) {
    box.replaceChildren(el("p", { class: "muted" }, t("noTables")));
    return;
  }
  box.replaceChildren(el("ul", { class: "table-items" }, ...data.tables.reverse().map(tb => {
    const free = tb.seats.filter(s => s.kind === "human" && !s.taken);
    const mine = tokens.seat(tb.id);
    return el("li", { class: "table-item", dataset: { table: tb.id } },
      el("div", {},
        el("strong", {}, `${tb.game.toUpperCase()} · ${tb.id}`), " ",
        el("span", { class: `badge ${tb.status}` }, t(`status_${tb.status}`)),
        tb.manual_cards ? el("span", { class: "badge manual" }, t("manualBadge")) : null,
        el("div", { class: "muted" }, tb.seats.map(s => `${s.seat + 1}. ${s.kind === "bot" ? t("botSeat", { kind: s.bot }) : (unescape(s.name) || t("freeSeat"))} (${s.deck}${manualCount(s.automation)})`).join(" · ")),
        el("div", { class: "muted" }, `${tb.choices} ${t("choices")} · ${tb.spectators} ${t("spectators")}`)),
      el("div", { class: "row" },
        mine ? el("a", { class: "button primary", href: `/table/${tb.id}` }, t("open")) : null,
        !mine && free.length ? el("button", { type: "button", class: "primary", onclick: () => join(tb.id) }, t("join")) : null,
        el("a", { class: "button ghost", href: `/table/${tb.id}?watch=1` }, t("watch"))));
  })));
}

/** ", 35 manual" after a deck's name in the table list (its manual cards, copies). */
function manualCount(a) {
  if (!a || !a.manual.length) return "";
  return `, ${t("manualShort", { n: a.manual.reduce((sum, m) => sum + m.copies, 0) })}`;
}

export async function join(id, seat) {
  const name = prompt(t("askName"), localStorage.getItem("jyhad.name") || "");
  if (!name) return;
  localStorage.setItem("jyhad.name", name);
  try {
    const body = seat === undefined ? { name } : { name, seat };
    let r;
    try {
      r = await api(`/api/tables/${id}/join`, body);
    } catch (e) {
      // The creator chose the seed and may know every hidden card: ask the player.
      if (e.body?.error !== "fixed_seed" || !confirm(e.body.message)) throw e;
      r = await api(`/api/tables/${id}/join`, { ...body, accept_seed: true });
    }
    tokens.setSeat(id, r.seat, r.token);
    location.assign(`/table/${id}`);
  } catch (e) {
    alert(`${t("errorPrefix")}: ${e.body?.message || e}`);
  }
}
