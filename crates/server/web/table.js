// The table: seats in predator/prey order, the action/combat/referendum in progress, the
// decision with its legal options (only those the server sent), the hand, the log and the
// chat — all live over the table's WebSocket, which reconnects on its own.
import { el, api, unescape, withTip, hideTip, dropStaleTip, showTip } from "./app.js";
import { t, lang, seatLabel, traitWords } from "./i18n.js";
import { tokens, join } from "./lobby.js";
import { renderRivals } from "./rivals_table.js";

export function showTable(main, id) {
  const watch = new URLSearchParams(location.search).has("watch");
  const mine = watch ? null : tokens.seat(id);
  const table = new Table(main, id, mine);
  // For the browser tests and the curious: the table's state and connection.
  window.jyhadTable = table;
  window.onjyhadlang = () => table.relang();
  table.connect();
}

function code(text) {
  return text.split(" ")[0];
}

/** A decision's prompt in the page's language: the engine translates it (`prompt_text`);
 *  its English key otherwise. */
function promptWords(turn) {
  return turn.prompt_text ?? turn.prompt;
}

/** Whether an option's code names card `id` (`#12`, not `#123`). */
function mentions(optionCode, id) {
  return new RegExp(`#${id}(?![0-9])`).test(optionCode);
}


/** A written text in a choice's encoding: spaces as `_`, `_` and `%` escaped (`Text` in
 *  the engine's choice.rs). */
function encodeText(s) {
  return s.trim().replace(/%/g, "%25").replace(/_/g, "%5F").replace(/\s+/g, "_");
}
export class Table {
  constructor(main, id, mine) {
    this.main = main;
    this.id = id;
    this.mine = mine; // {seat, token} or null: spectator
    this.ws = null;
    this.lastSeq = 0;
    this.nextId = 1;
    this.chatName = mine ? null : localStorage.getItem("jyhad.name"); // a spectator's chat name
    this.pendingChat = null;
    this.backoff = 500;
    this.info = null; // table summary
    this.u = null; // last update
    this.filter = null; // card id whose options are shown
    this.waitingAnswer = false;
    this.closed = false;
    this.build();
    document.addEventListener("keydown", e => this.key(e));
  }

  build() {
    document.title = `Jyhad · ${this.id}`;
    document.getElementById("where").textContent = `${t("seat")}: ${this.mine ? this.mine.seat + 1 : "—"} · ${this.id}`;
    this.statusEl = el("div", { id: "status", class: "status", role: "status", "aria-live": "polite" });
    this.connEl = el("span", { id: "conn", class: "conn" });
    this.seatsEl = el("section", { id: "seats", class: "seats-ring", "aria-label": t("seats") });
    this.stageEl = el("section", { id: "stage", class: "stage", "aria-live": "polite", "aria-label": `${t("action")} / ${t("combat")} / ${t("referendum")}` });
    this.decisionEl = el("section", { id: "decision", class: "decision", "aria-labelledby": "decision-h" });
    this.mineEl = el("section", { id: "mine", class: "mine", "aria-label": t("yourHand") });
    this.logEl = el("ol", { id: "log", class: `log${this.onlyMine ? " only-mine" : ""}`, tabindex: "0", "aria-label": t("log") });
    this.chatEl = el("ol", { id: "chat", class: "chat-lines" });
    const chatInput = el("input", { id: "chat-input", maxlength: "500", autocomplete: "off" });
    const chatForm = el("form", { class: "chat-form", onsubmit: e => { e.preventDefault(); this.say(chatInput); } },
      el("label", { for: "chat-input", class: "sr-only" }, t("say")), chatInput,
      el("button", { type: "submit" }, t("send")));
    this.chatForm = chatForm;
    this.side = el("aside", { class: "side" },
      el("h2", { id: "log-h" }, t("log")),
      this.mine ? el("label", { class: "log-filter" },
        el("input", { type: "checkbox", id: "log-mine", checked: this.onlyMine ? true : null,
          onchange: e => { this.onlyMine = e.target.checked; this.logEl.classList.toggle("only-mine", this.onlyMine); } }),
        ` ${t("logMine")}`) : null,
      this.logEl,
      el("h2", {}, t("chat")), this.chatEl, chatForm);
    this.main.replaceChildren(el("div", { class: "table-page" },
      el("div", { class: "board" },
        el("div", { class: "bar" }, this.statusEl, this.connEl),
        el("h2", { class: "sr-only" }, t("seats")),
        this.seatsEl, this.stageEl, this.decisionEl, this.mineEl,
        el("p", { class: "muted keys" }, t("shortcuts"))),
      this.side));
  }

  /** The language changed: rebuild in it and ask the server for the log again. */
  relang() {
    this.build();
    this.lastSeq = 0;
    if (this.ws) {
      this.ws.onclose = null;
      this.ws.close();
    }
    this.connect();
  }

  /** Connects to this page's host, or to `url` when a server said the table runs there. */
  connect(url) {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(url || `${proto}://${location.host}/api/tables/${this.id}/ws`);
    this.ws = ws;
    this.welcomed = false;
    this.setConn(false);
    ws.onopen = () => {
      const hello = { type: "hello", version: 1, lang: lang() };
      if (this.mine) hello.token = this.mine.token;
      else if (this.chatName) hello.name = this.chatName; // a spectator chats under it
      if (this.lastSeq) hello.last_event = this.lastSeq;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = m => {
      let msg;
      try {
        msg = JSON.parse(m.data);
      } catch {
        return;
      }
      if (msg.type === "redirect" && typeof msg.url === "string" && /^wss?:\/\//.test(msg.url)) {
        // Another server runs this table: go there at once (a few times at most, in
        // case two servers disagree for a moment; then the usual back-off).
        this.redirects = (this.redirects || 0) + 1;
        if (this.redirects <= 3) {
          ws.onclose = null;
          ws.close();
          this.connect(msg.url);
          return;
        }
      }
      this.receive(msg);
    };
    ws.onclose = () => {
      this.setConn(false);
      if (this.closed) return;
      if (!this.welcomed) {
        this.checkGone();
        return;
      }
      // Back to this page's host, which sends us to wherever the table runs by then.
      this.retry();
    };
    ws.onerror = () => {};
  }

  /** The WebSocket closed before any welcome: a table that is over (or gone) is no longer
   *  served live, so say so instead of reconnecting for ever; otherwise try again. */
  async checkGone() {
    try {
      await api(`/api/tables/${this.id}`);
    } catch (e) {
      if (e.status === 404) {
        this.closed = true;
        this.connEl.textContent = "";
        this.connEl.className = "conn";
        this.statusEl.textContent = t("tableOver");
        this.decisionEl.replaceChildren(
          el("a", { class: "button primary", id: "replay", href: `/games/${this.id}` }, t("replayLink")), " ",
          el("a", { class: "button", id: "record", href: `/api/games/${this.id}/record` }, t("gameRecord")), " ",
          el("a", { class: "button", href: "/" }, t("back")));
        return;
      }
    }
    this.retry();
  }

  /** Connects again after the back-off. Redirects are followed again then: the server a
   *  table runs on may refuse this page's origin for a moment (a server started just
   *  before learns of the others at its next lease renewal). */
  retry() {
    setTimeout(() => {
      this.redirects = 0;
      this.connect();
    }, this.backoff);
    this.backoff = Math.min(this.backoff * 2, 5000);
  }

  setConn(ok) {
    this.connEl.textContent = ok ? t("connected") : t("reconnecting");
    this.connEl.className = `conn ${ok ? "ok" : "down"}`;
  }

  send(msg) {
    if (this.ws?.readyState === WebSocket.OPEN) {
      msg.id = this.nextId++;
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  receive(msg) {
    switch (msg.type) {
      case "welcome":
        this.welcomed = true;
        this.backoff = 500;
        this.redirects = 0;
        this.setConn(true);
        this.nextId = Math.max(this.nextId, (msg.last_id || 0) + 1);
        this.info = msg.table_info;
        if (msg.seat === null && this.mine) {
          // The token no longer holds a seat here (left, or another browser's table).
          this.mine = null;
        }
        this.chatEl.replaceChildren();
        for (const c of msg.chat || []) this.chatLine(c);
        if (this.pendingChat) {
          this.send({ type: "chat", text: this.pendingChat });
          this.pendingChat = null;
        }
        break;
      case "update":
        if (msg.table_info) this.info = msg.table_info;
        this.update(msg);
        break;
      case "chat":
        this.chatLine(msg);
        break;
      case "error":
        if (msg.code === "bad_token") {
          this.mine = null;
          this.lastSeq = 0;
        }
        // "moved": the table went to another server; the reconnection finds it.
        if (msg.code !== "stale" && msg.code !== "moved") this.flash(`${t("errorPrefix")}: ${msg.message}`);
        this.waitingAnswer = false;
        if (this.u) this.renderDecision();
        break;
      default:
        break;
    }
  }

  flash(text) {
    this.statusEl.dataset.error = "1";
    this.statusEl.textContent = text;
  }

  seatName(seat) {
    const s = this.info?.seats?.[seat];
    if (!s) return seatLabel(seat);
    if (s.kind === "bot") return `${seatLabel(seat)} (${t("botSeat", { kind: s.bot })})`;
    return s.name ? `${seatLabel(seat)} (${unescape(s.name)})` : seatLabel(seat);
  }

  update(u) {
    this.waitingAnswer = false;
    if (u.events_lost) this.logEl.replaceChildren();
    for (const e of u.events || []) {
      if (e.seq <= this.lastSeq) continue;
      this.lastSeq = e.seq;
      // A run of the same line (the opening draws, a vampire's transfers one by one)
      // reads as one line with its count.
      const last = this.logEl.lastElementChild;
      const by = e.by === undefined || e.by === null ? "" : String(e.by);
      if (last && last.dataset.text === e.text && (last.dataset.by || "") === by) {
        const n = Number(last.dataset.count || 1) + 1;
        last.dataset.count = n;
        last.dataset.seq = e.seq;
        last.replaceChildren(el("span", { class: "line" }, e.text), " ", el("span", { class: "count", "aria-label": t("times", { n }) }, `×${n}`));
        continue;
      }
      // Lines that followed this viewer's own choices, for the "after my decisions" filter.
      const mine = by !== "" && this.mine && Number(by) === this.mine.seat;
      this.logEl.append(el("li", { class: mine ? "mine" : null, dataset: { code: code(e.code), seq: e.seq, text: e.text, by } }, e.text));
    }
    while (this.logEl.children.length > 600) this.logEl.firstChild.remove();
    this.logEl.scrollTop = this.logEl.scrollHeight;
    if (this.u && this.u.at !== u.at) this.filter = null;
    this.u = u;
    this.main.querySelector(".table-page").dataset.status = u.status;
    if (u.status === "open") {
      this.renderWaiting();
      return;
    }
    if (this.rivals) {
      renderRivals(this);
      return;
    }
    this.renderStatus();
    this.renderSeats();
    this.renderStage();
    this.renderDecision();
    this.renderMine();
    dropStaleTip();
  }

  /** A Rivals game: its own table (`rivals_table.js`). */
  get rivals() {
    return Array.isArray(this.u?.view?.players);
  }

  /** Draws the table again (a card's options filter changed). */
  redraw() {
    if (this.rivals) {
      renderRivals(this);
      return;
    }
    this.renderSeats();
    this.renderMine();
    this.renderDecision();
  }

  renderWaiting() {
    const info = this.info;
    this.statusEl.replaceChildren(t("waitingPlayers"),
      info?.manual_cards ? el("span", { class: "badge manual", id: "manual-setting" }, t("manualBadge")) : "");
    this.seatsEl.replaceChildren(el("ul", { class: "waiting" }, ...(info?.seats || []).map(s =>
      el("li", {}, `${s.seat + 1}. ${s.kind === "bot" ? t("botSeat", { kind: s.bot }) : (unescape(s.name) || t("freeSeat"))} — ${s.deck} `,
        s.automation?.manual.length ? el("span", { class: "muted" }, `(${t("manualShort", { n: s.automation.manual.reduce((n, m) => n + m.copies, 0) })}) `) : null,
        !this.mine && s.kind === "human" && !s.taken
          ? el("button", { type: "button", onclick: () => join(this.id, s.seat) }, t("join")) : null))));
    const creator = tokens.creator(this.id);
    this.stageEl.replaceChildren();
    // Not `replaceChildren(…, null)`: it would write the text "null".
    this.decisionEl.replaceChildren(
      el("p", { class: "muted" }, t("shareLink")),
      ...(creator ? [el("button", { type: "button", class: "primary", id: "start", onclick: () => this.start(creator) }, t("start"))] : []));
    this.mineEl.replaceChildren();
  }

  async start(creator) {
    try {
      await api(`/api/tables/${this.id}/start`, { creator_token: creator });
    } catch (e) {
      this.flash(`${t("errorPrefix")}: ${e.body?.message || e}`);
    }
  }

  renderStatus() {
    const u = this.u;
    const v = u.view || {};
    delete this.statusEl.dataset.error;
    const bits = [];
    if (v.turn !== undefined) bits.push(`${t("turn")} ${v.turn}`);
    if (v.phase) {
      const word = t(`phase_${v.phase}`);
      bits.push(`${t("phase")}: ${word.startsWith("phase_") ? v.phase : word} (${this.seatName(v.active)})`);
    }
    let prompt = "";
    if (u.outcome) prompt = t("gameOver");
    else if (u.turn) {
      prompt = u.options
        ? t("yourTurnTo", { prompt: promptWords(u.turn) })
        : t("waitingFor", { who: this.seatName(u.turn.seat), prompt: promptWords(u.turn) });
    }
    this.statusEl.replaceChildren(
      el("span", { class: "turn-phase" }, bits.join(" · ")),
      el("strong", { id: "prompt", class: u.options ? "your-turn" : "" }, prompt));
  }

  /** Seats from the viewer's (or seat 1's) around the table: each one's prey is the next. */
  renderSeats() {
    const v = this.u.view;
    if (!v?.seats) {
      renderRivals(this);
      return;
    }
    const n = v.seats.length;
    const me = v.viewer ?? 0;
    const order = [];
    for (let k = 0; k < n; k++) order.push((me + k) % n);
    // Ousted Methuselahs leave the prey order: a live seat's prey is the next live one.
    const live = order.filter(s => !v.seats[s].ousted);
    const preyOf = s => live[(live.indexOf(s) + 1) % live.length];
    const predOf = s => live[(live.indexOf(s) - 1 + live.length) % live.length];
    const deciding = this.u.turn?.seat;
    this.seatsEl.replaceChildren(...order.map(s => {
      const sv = v.seats[s];
      let rel = null;
      if (v.viewer !== null && v.viewer !== undefined && !sv.ousted && live.length > 1) {
        if (s === me) rel = t("you");
        else if (s === preyOf(me)) rel = t("yourPrey");
        else if (s === predOf(me)) rel = t("yourPredator");
      }
      const counts = [
        [t("hand"), sv.hand_count], [t("library"), sv.library_count], [t("crypt"), sv.crypt_count],
        [t("ashHeap"), sv.ash_heap.length], [t("uncontrolled"), sv.uncontrolled_count],
      ];
      if (sv.contested_count) counts.push([t("contested"), sv.contested_count]);
      return el("article", {
        class: `seat${s === v.active ? " active" : ""}${s === deciding ? " deciding" : ""}${sv.ousted ? " ousted" : ""}${s === me && v.viewer !== null ? " me" : ""}`,
        dataset: { seat: s }, "aria-label": this.seatName(s),
      },
        el("header", {},
          el("h3", {}, this.seatName(s)),
          rel ? el("span", { class: "rel" }, rel) : null,
          !sv.ousted && live.length > 1 ? el("span", { class: "prey muted" }, `→ ${seatLabel(preyOf(s))}`) : null,
          v.edge === s ? el("span", { class: "edge", title: t("edge") }, t("edge")) : null,
          sv.ousted ? el("span", { class: "badge over" }, t("ousted")) : null),
        el("div", { class: "nums" },
          el("span", { class: "pool", title: t("pool") }, `${t("pool")} `, el("b", { class: "pool-n" }, sv.pool)),
          el("span", { class: "vp", title: t("vp") }, `${t("vp")} `, el("b", {}, sv.half_vp / 2))),
        el("dl", { class: "counts" }, ...counts.flatMap(([k, x]) => [el("dt", {}, k), el("dd", {}, x)])),
        sv.uncontrolled_counters.length
          ? el("div", { class: "unc muted" }, `${t("uncontrolled")}: `, sv.uncontrolled_counters.map(c => `▮${c}`).join(" "))
          : null,
        this.region(t("ready"), sv.ready, "ready"),
        this.region(t("torpor"), sv.torpor, "torpor"),
        this.region(t("inPlay"), sv.in_play, "in-play"),
        sv.open_hand ? this.region(t("hand"), sv.open_hand, "open-hand") : null);
    }));
  }

  region(title, cards, cls) {
    if (!cards?.length) return null;
    return el("div", { class: `region ${cls}` },
      el("h4", {}, title),
      el("ul", { class: "cards" }, ...cards.map(c => el("li", {}, this.card(c)))));
  }

  /** A card: a button showing its text on hover/focus; clicking shows its options. */
  card(c0, extra = "") {
    // The view's card with its name in this language, reference and kind (`cards`).
    const c = { ...c0, ...(this.u?.cards?.[c0.id] || {}) };
    const counterWord = c.kind === "vampire" ? t("blood") : t("life");
    const showCounters = c.counters !== undefined && (c.counters || c.kind === "vampire");
    const shown = showCounters ? (c.capacity ? `${c.counters}/${c.capacity}` : String(c.counters)) : "";
    // The accessible name starts with the visible text (name and counters), then says it in words.
    // A label names the card that caused the lasting effect, and its player's words.
    const marks = c.labels?.length ? c.labels.map(l => `${t("markedBy", { card: this.u?.cards?.[l.id]?.name || `#${l.id}` })}${l.text ? `: ${l.text}` : ""}`).join(", ") : "";
    // The visible text first (name, counters, marks), then the same in words.
    // A vampire of traits alone has nothing to do by hand: its mark names the traits not enforced.
    const unenforced = c.unenforced?.length ? t("traitsNotEnforced", { traits: traitWords(c.unenforced) }) : "";
    const visible = [c.name, shown, c.manual ? t("byHand") : "", unenforced ? t("traitsMark") : "", marks].filter(Boolean).join(" ");
    const label = [visible, c.counters ? `${c.counters} ${counterWord}` : "", c.tapped ? t("tapped") : "",
      c.manual ? t(c.kind === "vampire" ? "manualAbility" : "manualCardMark") : "", unenforced].filter(Boolean).join(", ");
    const b = withTip(el("button", {
      type: "button",
      class: `card kind-${c.kind || "other"}${c.tapped ? " tapped" : ""}${this.filter === c.id ? " selected" : ""}${extra}`,
      dataset: { id: c.id, ref: c.ref }, "aria-label": label,
      "aria-pressed": this.u?.options ? String(this.filter === c.id) : null,
      onclick: e => this.pick(c, e.currentTarget),
    },
      el("span", { class: "name" }, c.name),
      showCounters ? " " : null,
      showCounters ? el("span", { class: `counters ${c.kind === "vampire" ? "blood" : "life"}`, "aria-hidden": "true" }, shown) : null,
      // Not automated (issue 18): a card played by hand, a vampire whose ability is.
      c.manual ? " " : null,
      c.manual ? el("span", { class: "manual-mark", title: t(c.kind === "vampire" ? "manualAbility" : "manualCardMark") }, t("byHand")) : null,
      unenforced ? " " : null,
      unenforced ? el("span", { class: "manual-mark traits-mark", title: unenforced }, t("traitsMark")) : null,
      marks ? " " : null,
      marks ? el("span", { class: "label-mark", title: t("labelled", { cards: marks }) }, marks) : null));
    if (!c.attached?.length) return b;
    return el("div", { class: "with-attached" }, b,
      el("ul", { class: "attached" }, ...c.attached.map(a => el("li", {}, this.card(a)))));
  }

  /** Clicking a card: show what it can do now (the options naming it). */
  pick(c, button) {
    // Without a decision, a click (or a tap on a touch screen) shows the card's text.
    if (!this.u?.options) {
      if (button) showTip(button);
      return;
    }
    this.filter = this.filter === c.id ? null : c.id;
    this.renderSeats();
    this.renderMine();
    this.renderDecision();
    this.decisionEl.querySelector("button.option")?.focus();
  }

  renderStage() {
    const st = this.u.stage || {};
    const panels = [];
    const cardOrNone = c => (c ? this.card(c) : null);
    if (st.action) {
      const a = st.action;
      panels.push(el("section", { class: "panel action-panel", dataset: { kind: "action" }, "aria-labelledby": "action-h" },
        el("h2", { id: "action-h" }, `${t("action")}: ${t(`act_${a.kind}`)}`),
        el("div", { class: "row" }, el("span", { class: "label" }, t("actor")), cardOrNone(a.actor),
          a.card ? el("span", {}, t("with")) : null, cardOrNone(a.card)),
        el("dl", { class: "facts" },
          a.target !== null && a.target !== undefined ? [el("dt", {}, t("target")), el("dd", {}, this.seatName(a.target))] : null,
          el("dt", {}, t("stealth")), el("dd", { class: "stealth" }, a.stealth),
          a.kind === "bleed" ? [el("dt", {}, t("bleedAmount")), el("dd", {}, a.bleed)] : null,
          a.blockers?.length ? [el("dt", {}, t("blockers")), el("dd", {}, a.blockers.map(s => seatLabel(s)).join(", "))] : null),
        el("p", { class: "muted" }, t(`stage_${a.stage}`), a.blocking !== null && a.blocking !== undefined && a.stage === "block-choice" ? ` — ${this.seatName(a.blocking)}` : ""),
        a.attempt ? el("p", { class: "block-attempt" }, t("attempt", { card: a.attempt.blocker?.name, n: a.attempt.intercept })) : null));
    }
    if (st.combat) {
      const c = st.combat;
      const side = k => el("div", { class: `combatant${c.side === k ? " deciding" : ""}` },
        el("div", { class: "muted" }, t(k === 0 ? "side_acting" : "side_opposing"), c.side === k ? ` · ${t("deciding")}` : ""),
        cardOrNone(c.sides[k]),
        el("div", { class: "strike" }, `${t("strikes")}: `,
          c.strikes[k] ? el("span", {}, c.strikes[k].with ? `${c.strikes[k].with.name}: ` : "", c.strikes[k].text) : el("span", { class: "muted" }, t("noStrike"))),
        c.damage[k].normal || c.damage[k].aggravated
          ? el("div", { class: "damage" }, t("damagePending", { n: c.damage[k].normal + c.damage[k].aggravated, a: c.damage[k].aggravated })) : null);
      panels.push(el("section", { class: "panel combat-panel", dataset: { kind: "combat" }, "aria-labelledby": "combat-h" },
        el("h2", { id: "combat-h" }, `${t("combat")} · ${t("round", { n: c.round })} · ${t(`range_${c.range}`)}`),
        el("p", { class: "muted" }, t(`cstage_${c.stage}`)),
        el("div", { class: "combatants" }, side(0), el("span", { class: "vs", "aria-hidden": "true" }, "⚔"), side(1))));
    }
    if (st.referendum) {
      const r = st.referendum;
      const total = Math.max(1, r.for + r.against);
      const votes = [...this.logEl.querySelectorAll('li[data-code="votes"], li[data-code="vote"]')].slice(-8).map(li => el("li", {}, li.textContent));
      panels.push(el("section", { class: "panel referendum-panel", dataset: { kind: "referendum" }, "aria-labelledby": "ref-h" },
        el("h2", { id: "ref-h" }, t("referendum")),
        el("p", {}, r.kind === "blood-hunt"
          ? t("bloodHunt", { card: r.card?.name })
          : t("calledWith", { card: r.card?.name, who: this.seatName(r.caller) })),
        r.card ? el("div", { class: "row" }, this.card(r.card), r.by ? this.card(r.by) : null) : null,
        this.termsLine(r.terms),
        el("div", { class: "tally", role: "group", "aria-label": t("votesCast") },
          el("div", { class: "for" }, el("span", {}, t("votesFor")), el("b", { id: "votes-for" }, r.for),
            el("meter", { min: "0", max: String(total), value: String(r.for), "aria-label": t("votesFor") })),
          el("div", { class: "against" }, el("span", {}, t("votesAgainst")), el("b", { id: "votes-against" }, r.against),
            el("meter", { min: "0", max: String(total), value: String(r.against), "aria-label": t("votesAgainst") }))),
        el("p", { class: "muted" }, r.choosing_terms ? t("choosingTerms") : r.voter !== null ? t("voting", { who: this.seatName(r.voter) }) : ""),
        votes.length ? el("ul", { class: "vote-list" }, ...votes) : null));
    }
    if (st.manual) panels.push(this.manualPanel(st.manual));
    this.stageEl.dataset.kinds = Object.keys(st).join(" ");
    this.stageEl.replaceChildren(...panels);
  }

  // A referendum's terms as chosen so far (public, p. 27): a Methuselah, a clan, a
  // vampire, points per Methuselah.
  termsLine(terms) {
    if (!terms) return null;
    const parts = [];
    if (terms.methuselah !== null && terms.methuselah !== undefined) parts.push(this.seatName(terms.methuselah));
    if (terms.clan) parts.push(t("termClan", { clan: terms.clan }));
    if (terms.vampire) parts.push(terms.vampire.name);
    for (const p of terms.points || []) parts.push(t("termPoints", { who: this.seatName(p.seat), n: p.points }));
    // Written by its caller for a card resolved by hand (issue 18).
    if (terms.text != null) parts.push(terms.text);
    if (!parts.length) return null;
    return el("p", { class: "terms", id: "ref-terms" }, el("b", {}, t("terms") + " "), parts.join(" · "));
  }

  renderDecision() {
    const u = this.u;
    if (!u) return;
    if (u.outcome) {
      this.decisionEl.replaceChildren(this.standings(u.outcome),
        el("p", {}, el("a", { class: "button", id: "replay", href: `/games/${this.id}` }, t("replayLink"))));
      return;
    }
    if (!this.mine) {
      this.decisionEl.replaceChildren(el("p", { class: "muted", id: "spectating" }, t("spectating")));
      return;
    }
    if (!u.options) {
      this.decisionEl.replaceChildren();
      return;
    }
    if (u.options.some(o => o.code === "approve")) {
      this.decisionEl.replaceChildren(this.consentPrompt());
      return;
    }
    if (u.options.some(o => /^manual-(done|submit|withdraw)/.test(o.code))) {
      this.decisionEl.replaceChildren(this.resolvePanel());
      return;
    }
    if (u.options.some(o => o.code.startsWith("manual-terms"))) {
      this.decisionEl.replaceChildren(this.termsForm());
      return;
    }
    let opts = u.options.map((o, i) => ({ ...o, i }));
    const pass = opts.find(o => o.code === "pass" || o.code === "decline");
    let heading = `${t("decision")}: ${promptWords(u.turn)}`;
    let back = null;
    if (this.filter !== null) {
      const name = this.findCardName(this.filter);
      const mine = opts.filter(o => mentions(o.code, this.filter));
      heading = mine.length ? t("cardOptions", { card: name }) : t("noCardOptions", { card: name });
      opts = mine;
      back = el("button", { type: "button", class: "ghost", id: "all-options", onclick: () => { this.filter = null; this.renderSeats(); this.renderMine(); this.renderDecision(); } }, t("allOptions"));
    }
    const list = opts.filter(o => o !== pass);
    // One group per card (the first card an option names: the card played, the minion
    // acting…), in the order the options come; the options naming no card last. The
    // numbers run on through the groups, so every option has its key.
    const groups = new Map();
    for (const o of list) {
      const m = o.code.match(/#(\d+)/);
      const key = m ? Number(m[1]) : null;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(o);
    }
    const none = groups.get(null);
    groups.delete(null);
    if (none) groups.set(null, none);
    let k = 0;
    const button = o => {
      k += 1;
      return el("li", {}, el("button", {
        type: "button", class: "option", dataset: { code: o.code }, disabled: this.waitingAnswer,
        "aria-keyshortcuts": String(k), onclick: () => this.choose(o.code),
      }, el("kbd", {}, k), ` ${o.text}`));
    };
    const one = groups.size === 1;
    const sections = [...groups].map(([id, os], g) => {
      const name = id === null ? t("otherOptions") : (this.u.cards?.[id]?.name || this.findCardName(id));
      const h = `options-g${g}`;
      return el("li", { class: "option-group", dataset: { card: id === null ? "" : String(id) } },
        one ? null : el("h3", { id: h }, name),
        el("ol", { class: "group-options", "aria-labelledby": one ? "decision-h" : h }, ...os.map(button)));
    });
    this.decisionEl.replaceChildren(
      el("h2", { id: "decision-h" }, heading),
      el("div", { class: "row" },
        pass ? el("button", { type: "button", class: "option pass primary", dataset: { code: pass.code }, "aria-keyshortcuts": "P", disabled: this.waitingAnswer, onclick: () => this.choose(pass.code) },
          `${pass.text} `, el("kbd", {}, "P")) : null,
        back),
      el("ol", { id: "options", class: "options" }, ...sections));
  }

  /** The terms of a referendum called with a card resolved by hand, written by its
   *  caller: spaces travel as `_`, `_` and `%` escaped (`Text` in the engine's choice.rs). */
  termsForm() {
    const input = el("input", { type: "text", id: "terms-text", maxlength: "200", "aria-labelledby": "terms-h", placeholder: t("termsPlaceholder") });
    const form = el("form", { class: "terms-form", onsubmit: e => { e.preventDefault(); this.choose(`manual-terms text=${encodeText(input.value)}`); } },
      el("h2", { id: "terms-h" }, t("writeTerms")),
      el("p", { class: "muted" }, t("writeTermsHelp")),
      input,
      el("button", { type: "submit", class: "option primary", id: "terms-submit", disabled: this.waitingAnswer }, t("callReferendum")));
    return form;
  }

  /** The card being resolved by hand (public): who resolves it, the moves proposed, who
   *  is asked, and the last refusal. */
  manualPanel(m) {
    const codes = [...this.logEl.querySelectorAll("li[data-code^='manual-']")]
      .filter(li => /manual-(proposes|approves|refuses|withdraws|starts)/.test(li.dataset.code));
    const last = codes[codes.length - 1];
    const refused = last?.dataset.code === "manual-refuses" ? last.textContent : null;
    return el("section", { class: "panel manual-panel", id: "manual-stage", dataset: { kind: "manual" }, "aria-labelledby": "manual-h" },
      el("h2", { id: "manual-h" }, t("manualResolving", { who: this.seatName(m.seat), card: m.card?.name || "?" })),
      m.card ? el("div", { class: "row" }, this.card(m.card)) : null,
      m.proposed.length
        ? el("div", {}, el("h3", {}, t("manualProposed")),
          el("ol", { id: "manual-proposed", class: "proposed" }, ...m.proposed.map(p => el("li", { dataset: { code: p.code } }, p.text))))
        : null,
      m.asking.length ? el("p", { class: "muted", id: "manual-asking" }, t("manualAsking", { who: m.asking.map(s => this.seatName(s)).join(", ") })) : null,
      refused ? el("p", { class: "manual-refused", id: "manual-refused", role: "alert" }, t("manualRefused", { text: refused })) : null);
  }

  /** Another Methuselah asks this seat to approve the moves proposed for a manual card. */
  consentPrompt() {
    const m = this.u.stage?.manual;
    const opt = c => this.u.options.find(o => o.code === c);
    const button = (c, cls) => el("button", { type: "button", class: `option ${cls}`, dataset: { code: c }, disabled: this.waitingAnswer, onclick: () => this.choose(c) }, opt(c)?.text || c);
    return el("section", { class: "consent", id: "consent", "aria-labelledby": "decision-h" },
      el("h2", { id: "decision-h" }, t("consentAsk", { who: m ? this.seatName(m.seat) : "?", card: m?.card?.name || "?" })),
      el("ol", { class: "proposed" }, ...(m?.proposed || []).map(p => el("li", {}, p.text))),
      el("div", { class: "row" }, button("approve", "primary"), button("refuse", "danger")));
  }

  /** The resolving player's moves, grouped (issue 18): pool, blood and life, lock and
   *  burn, moving cards, library and hand, the action/combat/referendum in progress, the
   *  Edge and labels; then ask for approval, withdraw, or done. A click on a card keeps
   *  only the moves naming it. */
  resolvePanel() {
    const groups = [
      ["pool", ["manual-pool"]],
      ["bloodLife", ["manual-blood"]],
      ["lockBurn", ["manual-lock", "manual-unlock", "manual-burn"]],
      ["moveCards", ["manual-move", "manual-attach"]],
      ["libraryHand", ["manual-draw", "manual-discard", "manual-discard-random", "manual-shuffle"]],
      ["inProgress", ["manual-adjust"]],
      ["edgeLabels", ["manual-edge", "manual-label", "manual-unlabel"]],
    ];
    let opts = this.u.options;
    const name = this.filter !== null ? this.findCardName(this.filter) : null;
    if (this.filter !== null) opts = opts.filter(o => mentions(o.code, this.filter) || /^manual-(done|submit|withdraw)/.test(o.code));
    // A label may carry its player's words for the lasting effect (`text=`).
    const words = el("input", { type: "text", id: "label-words", maxlength: "200", placeholder: t("labelWords"), "aria-label": t("labelWords") });
    const withWords = c => code(c) === "manual-label" && words.value.trim() ? `${c} text=${encodeText(words.value)}` : c;
    const button = (o, cls = "") => el("button", { type: "button", class: `option ${cls}`, dataset: { code: o.code }, disabled: this.waitingAnswer, onclick: () => this.choose(withWords(o.code)) }, o.text);
    const controls = ["manual-submit", "manual-withdraw", "manual-done"].map(c => opts.find(o => o.code === c)).filter(Boolean);
    const sets = groups.map(([key, words]) => {
      const list = opts.filter(o => words.includes(code(o.code)));
      if (!list.length) return null;
      return el("fieldset", { class: "manual-group", dataset: { group: key } },
        el("legend", {}, `${t(`mg_${key}`)} (${list.length})`),
        el("div", { class: "moves" }, ...list.map(o => button(o))));
    }).filter(Boolean);
    return el("section", { class: "resolve", id: "resolve", "aria-labelledby": "decision-h" },
      el("h2", { id: "decision-h" }, t("resolveByHand")),
      el("p", { class: "muted" }, name ? t("cardOptions", { card: name }) : t("resolveHelp")),
      el("div", { class: "row controls" }, ...controls.map(o => button(o, o.code === "manual-withdraw" ? "ghost" : "primary")),
        this.filter !== null ? el("button", { type: "button", class: "ghost", id: "all-options", onclick: () => { this.filter = null; this.redraw(); } }, t("allOptions")) : null),
      // The words go with whichever mark is chosen, so the field stays whatever card is shown.
      this.u.options.some(o => code(o.code) === "manual-label") ? words : null,
      ...sets);
  }

  findCardName(id) {
    const b = document.querySelector(`button.card[data-id="${id}"] .name`);
    return b ? b.textContent : `#${id}`;
  }

  choose(optionCode) {
    if (!this.u?.options || this.waitingAnswer) return;
    if (this.send({ type: "choose", at: this.u.at, option: optionCode })) {
      this.waitingAnswer = true;
      this.filter = null;
      for (const b of this.decisionEl.querySelectorAll("button.option")) b.disabled = true;
    }
  }

  standings(o) {
    const rows = o.half_vp.map((h, s) => ({ s, h })).sort((a, b) => b.h - a.h || a.s - b.s);
    return el("section", { id: "standings", class: "panel standings", "aria-labelledby": "standings-h" },
      el("h2", { id: "standings-h" }, t("standings")),
      el("table", {},
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("place")), el("th", { scope: "col" }, t("seat")), el("th", { scope: "col" }, t("vp")), el("th", { scope: "col" }, ""))),
        el("tbody", {}, ...rows.map((r, k) => el("tr", { dataset: { seat: r.s }, class: o.winner === r.s ? "winner" : "" },
          el("td", {}, k + 1), el("td", {}, this.seatName(r.s)), el("td", { class: "vp" }, r.h / 2),
          el("td", {}, o.winner === r.s ? t("winner") : ""))))),
      el("p", { class: "muted" }, `${t("turn")} ${o.turns}. `, o.timed_out ? t("timedOut") : "", o.winner === null || o.winner === undefined ? ` ${t("noWinner")}` : ""),
      el("a", { class: "button", href: "/" }, t("back")));
  }

  renderMine() {
    const v = this.u.view || {};
    if (!this.mine || !v.hand) {
      this.mineEl.replaceChildren();
      return;
    }
    const usable = new Set();
    for (const o of this.u.options || []) for (const m of o.code.matchAll(/#(\d+)/g)) usable.add(Number(m[1]));
    const cards = list => el("ul", { class: "cards" }, ...list.map(c => el("li", {}, this.card(c, usable.has(c.id) ? " usable" : ""))));
    this.mineEl.replaceChildren(
      el("div", { class: "hand" }, el("h2", {}, `${t("yourHand")} (${v.hand.length})`), cards(v.hand)),
      v.uncontrolled?.length ? el("div", { class: "uncontrolled" }, el("h2", {}, t("yourUncontrolled")), cards(v.uncontrolled)) : null);
  }

  chatLine(c) {
    const who = c.seat === null || c.seat === undefined ? `${unescape(c.from)} (${t("spectator")})` : unescape(c.from);
    this.chatEl.append(el("li", {}, el("b", {}, `${who}: `), unescape(c.text)));
    this.chatEl.scrollTop = this.chatEl.scrollHeight;
  }

  say(input) {
    const text = input.value.trim();
    if (!text) return;
    if (!this.mine && !this.chatName) {
      // A spectator chats under a name given in its hello: ask once, then reconnect.
      const name = (prompt(t("askName"), localStorage.getItem("jyhad.name") || "") || "").trim();
      if (!name) return;
      localStorage.setItem("jyhad.name", name);
      this.chatName = name;
      this.pendingChat = text;
      input.value = "";
      this.ws?.close();
      return;
    }
    if (this.send({ type: "chat", text })) input.value = "";
  }

  key(e) {
    if (e.target.closest?.("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape") {
      hideTip();
      if (this.filter !== null) {
        this.filter = null;
        this.redraw();
      }
      return;
    }
    if (e.key === "p" || e.key === "P") {
      const b = this.decisionEl.querySelector("button.pass");
      if (b && !b.disabled) {
        e.preventDefault();
        b.click();
      }
      return;
    }
    if (e.key === "l" || e.key === "L") {
      e.preventDefault();
      this.logEl.focus();
      return;
    }
    if (/^[0-9]$/.test(e.key)) {
      // Every option has a number: with ten or more, digits typed in a row make one
      // number (1 then 2 is option 12), chosen once no further digit could extend it
      // or after a short pause.
      const buttons = this.decisionEl.querySelectorAll("#options button.option");
      clearTimeout(this.digitTimer);
      const typed = (this.digits || "") + e.key;
      const n = Number(typed);
      const pick = () => {
        this.digits = "";
        const b = buttons[Number(typed) - 1];
        if (b && !b.disabled) b.click();
      };
      if (n < 1 || n > buttons.length) {
        this.digits = "";
        return;
      }
      e.preventDefault();
      if (n * 10 > buttons.length) pick();
      else {
        this.digits = typed;
        this.digitTimer = setTimeout(pick, 700);
      }
    }
  }
}
