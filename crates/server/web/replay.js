// A finished game stepped through (issue 22): the server replays its record up to a step
// and answers with a table's `update` message, drawn here by the table's own code. The
// arrows (or ← →) step back and forth; the picker shows the game as one seat saw it, or
// as a spectator did.
import { el, api } from "./app.js";
import { t, seatLabel, lang } from "./i18n.js";
import { Table } from "./table.js";

export function showReplay(main, id) {
  const q = new URLSearchParams(location.search);
  const seat = q.has("seat") && /^[0-9]+$/.test(q.get("seat")) ? Number(q.get("seat")) : null;
  const step = q.has("step") && /^[0-9]+$/.test(q.get("step")) ? Number(q.get("step")) : null;
  const replay = new Replay(main, id, seat);
  // For the browser tests and the curious.
  window.jyhadReplay = replay;
  window.onjyhadlang = () => replay.relang();
  replay.go(step);
}

class Replay extends Table {
  constructor(main, id, seat) {
    super(main, id, seat === null ? null : { seat, token: null });
    this.seat = seat;
    this.step = null; // shown step
    this.steps = null; // choices in the game
    this.loading = false;
  }

  build() {
    super.build();
    document.title = `Jyhad · ${t("replay")} · ${this.id}`;
    document.getElementById("where").textContent = `${t("replay")} · ${this.id}`;
    // Nobody chats in a replay; the connection line says where we are instead.
    this.chatForm.hidden = true;
    this.chatEl.hidden = true;
    this.chatEl.previousElementSibling.hidden = true;
  }

  relang() {
    this.build();
    this.go(this.step);
  }

  /** Asks the server for the game after `step` choices (`null`: its end). */
  async go(step) {
    if (this.loading) return;
    this.loading = true;
    const q = new URLSearchParams({ lang: lang() });
    if (step !== null && step !== undefined) q.set("step", String(step));
    if (this.seat !== null) q.set("seat", String(this.seat));
    try {
      const u = await api(`/api/games/${this.id}/replay?${q}`);
      this.info = u.table_info;
      this.step = u.replay.step;
      this.steps = u.replay.steps;
      this.lastSeq = 0;
      this.update(u);
      const url = new URL(location.href);
      url.searchParams.set("step", String(this.step));
      if (this.seat === null) url.searchParams.delete("seat");
      else url.searchParams.set("seat", String(this.seat));
      history.replaceState(null, "", url);
    } catch (e) {
      this.flash(`${t("errorPrefix")}: ${e.body?.message || e}`);
      this.decisionEl.replaceChildren(this.controls());
    } finally {
      this.loading = false;
    }
  }

  /** The decision area of a replay: where we are, what was chosen, the controls. */
  renderDecision() {
    const u = this.u;
    if (!u) return;
    const parts = [this.controls()];
    const c = u.replay?.choice;
    if (c) {
      parts.push(el("p", { id: "replay-choice" }, c.text
        ? t("replayChose", { who: this.seatName(c.seat), what: c.text })
        : t("replayDecided", { who: this.seatName(c.seat) })));
    }
    if (u.outcome) parts.push(this.standings(u.outcome));
    this.decisionEl.replaceChildren(...parts);
  }

  controls() {
    const n = this.steps ?? 0;
    const at = this.step ?? 0;
    const pick = el("select", { id: "replay-seat", "aria-label": t("replayAs") },
      el("option", { value: "" }, t("replayPublic")),
      ...(this.info?.seats || []).map(s => el("option", { value: String(s.seat) }, this.seatName(s.seat) || seatLabel(s.seat))));
    pick.value = this.seat === null ? "" : String(this.seat);
    pick.addEventListener("change", () => {
      this.seat = pick.value === "" ? null : Number(pick.value);
      this.mine = this.seat === null ? null : { seat: this.seat, token: null };
      // Drawn afresh: a seat's log has its "after my decisions" filter.
      this.build();
      this.go(this.step);
    });
    return el("div", { class: "replay-bar", role: "group", "aria-label": t("replay") },
      el("button", { type: "button", id: "replay-start", disabled: at <= 0 ? "" : null, onclick: () => this.go(0) }, "⏮"),
      el("button", { type: "button", id: "replay-back", disabled: at <= 0 ? "" : null, "aria-label": t("replayBack"), onclick: () => this.go(at - 1) }, `← ${t("replayBack")}`),
      el("span", { id: "replay-step", class: "step" }, t("replayStep", { at, n })),
      el("button", { type: "button", id: "replay-forward", disabled: at >= n ? "" : null, "aria-label": t("replayForward"), onclick: () => this.go(at + 1) }, `${t("replayForward")} →`),
      el("button", { type: "button", id: "replay-end", disabled: at >= n ? "" : null, onclick: () => this.go(n) }, "⏭"),
      el("label", {}, `${t("replayAs")} `, pick),
      el("a", { class: "button ghost", href: `/api/games/${this.id}/record` }, t("gameRecord")));
  }

  key(e) {
    if (e.target.closest?.("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "ArrowLeft" && this.step > 0) {
      e.preventDefault();
      this.go(this.step - 1);
    } else if (e.key === "ArrowRight" && this.step < this.steps) {
      e.preventDefault();
      this.go(this.step + 1);
    } else {
      super.key(e);
    }
  }
}
