// The Rivals table, laid out as the rulebook lays the game out: each player's Agenda,
// Haven, Prestige and coterie (the Haven, the parties in the Streets, torpor), the Streets
// and the City deck, the attack or conflict in progress, the hand and the decision.
// Players are named by the rulebook's numbers (Player 1 plays first). Card text comes
// from the engine (`/api/rivals/cards/{def}`), in the page's language.
import { el, api, unescape } from "./app.js";
import { lang } from "./i18n.js";

const WORDS = {
  en: {
    player: "Player {n}", playerSays: "Player {n}: ", you: "you", yourRival: "your Rival", active: "active", ousted: "ousted",
    agenda: "Agenda", prestige: "Prestige", hand: "Hand", library: "Library", faction: "Faction deck",
    agendaCard: "Agenda card", faceDown: "face down", haven: "Haven", streets: "The Streets",
    party: "party {n}", torpor: "Torpor", inPlay: "Ongoing and Conspiracies", rival: "Rival: {who}",
    leader: "Leader", blood: "Blood", bp: "Blood Potency", exhausted: "exhausted", ready: "ready",
    noInfluence: "no Influence", secrecy: "Secrecy", influence: "Influence",
    attrs: "Physical {p} · Social {s} · Mental {m}", city: "The Streets (City cards)",
    cityDeck: "City deck: {n}", prince: "Prince of the City: {who}", unclaimed: "unclaimed",
    yourHand: "Your hand", turn: "Turn {n}", actionsLeft: "{n} action(s) left",
    phase_start: "start phase", phase_action: "action phase", phase_end: "end phase", phase_over: "game over",
    yourDecision: "Your decision: {p}", waitingFor: "Waiting for {who}: {p}", askedBy: "asked by {card}",
    attack: "Attack", attacker: "Attacker", target: "Target", kind: "Type", step: "Step",
    secrecyInfo: "{s} · Info still needed {i}", attackCard: "Attack card", blocker: "Blocked by",
    reaction: "Reaction", none: "none", faceDownCard: "a face-down card", princeAttack: "attack on the Prince's claimant",
    kind_physical: "Physical", kind_social: "Social", kind_mental: "Mental", kind_ranged: "Ranged",
    step_info: "Info (step 3)", step_card: "attack card (step 5)", step_block: "block (step 6)",
    step_reaction: "reaction (step 7)", step_retarget: "retarget (step 8)",
    "step_attacker-abilities": "attacker's abilities (step 9)", "step_defender-abilities": "defender's abilities (step 9)",
    step_mortal: "the defeated mortal", scheme: "Scheme", title: "Title", question: "Scheme {card}: YES or NO?",
    yes: "YES", no: "NO", toSpeak: "Still to speak: {who}", yourFist: "Your hidden Prestige: {n}",
    modifier: "modifier", titleCost: "{card} for {who}: {n} Influence still to raise",
    claim: "Claim of the Prince", claimant: "{card} claims the Prince of the City", pending: "May still attack: {who}",
    conspiracies: "Conspiracies", contributors: "contributed: {who}", tokens: "{n} Prestige on it",
    attackWith: "Attack with {card}", playWith: "Played by {card}", unhosted: "Unhosted", moveCard: "Move {card}",
    other: "Other options", standings: "Standings", place: "Place", winner: "winner",
    end_agenda: "13 Agenda reached", end_rival: "a Rival ousted", "end_most-agenda": "most Agenda after an ousting",
    "end_time-out": "turn limit", back: "Back to the lobby", spectating: "You are watching: no hand is shown.",
    bot: "{kind} bot", watching: "watching", rivalOf: "Rival", yourAgenda: "your Agenda: {name}",
  },
  fr: {
    player: "Joueur {n}", playerSays: "Joueur {n} : ", you: "vous", yourRival: "votre Rival", active: "actif", ousted: "évincé",
    agenda: "Cabale", prestige: "Prestige", hand: "Main", library: "Bibliothèque", faction: "Deck Faction",
    agendaCard: "Carte Cabale", faceDown: "face cachée", haven: "Refuge", streets: "La Rue",
    party: "groupe {n}", torpor: "Torpeur", inPlay: "Cartes persistantes et Conspirations", rival: "Rival : {who}",
    leader: "Meneur", blood: "Sang", bp: "Puissance du Sang", exhausted: "épuisé", ready: "prêt",
    noInfluence: "sans Influence", secrecy: "Secret", influence: "Influence",
    attrs: "Physique {p} · Social {s} · Mental {m}", city: "La Rue (cartes Cité)",
    cityDeck: "Deck Cité : {n}", prince: "Prince de la Cité : {who}", unclaimed: "libre",
    yourHand: "Votre main", turn: "Tour {n}", actionsLeft: "{n} action(s) restante(s)",
    phase_start: "phase de début", phase_action: "phase d'action", phase_end: "phase de fin", phase_over: "partie terminée",
    yourDecision: "À vous : {p}", waitingFor: "En attente de {who} : {p}", askedBy: "demandé par {card}",
    attack: "Attaque", attacker: "Attaquant", target: "Cible", kind: "Type", step: "Étape",
    secrecyInfo: "{s} · Info encore nécessaire {i}", attackCard: "Carte d'attaque", blocker: "Bloquée par",
    reaction: "Réaction", none: "aucune", faceDownCard: "une carte face cachée", princeAttack: "attaque contre le prétendant au Prince",
    kind_physical: "Physique", kind_social: "Sociale", kind_mental: "Mentale", kind_ranged: "Distante",
    step_info: "Info (étape 3)", step_card: "carte d'attaque (étape 5)", step_block: "blocage (étape 6)",
    step_reaction: "réaction (étape 7)", step_retarget: "nouvelle cible (étape 8)",
    "step_attacker-abilities": "capacités de l'attaquant (étape 9)", "step_defender-abilities": "capacités du défenseur (étape 9)",
    step_mortal: "le mortel vaincu", scheme: "Intrigue", title: "Titre", question: "Intrigue {card} : OUI ou NON ?",
    yes: "OUI", no: "NON", toSpeak: "Doivent encore parler : {who}", yourFist: "Votre Prestige caché : {n}",
    modifier: "modificateur", titleCost: "{card} pour {who} : encore {n} Influence à réunir",
    claim: "Revendication du Prince", claimant: "{card} revendique le titre de Prince de la Cité", pending: "Peuvent encore attaquer : {who}",
    conspiracies: "Conspirations", contributors: "ont participé : {who}", tokens: "{n} Prestige dessus",
    attackWith: "Attaquer avec {card}", playWith: "Jouée par {card}", unhosted: "Sans hôte", moveCard: "Déplacer {card}",
    other: "Autres choix", standings: "Classement", place: "Place", winner: "vainqueur",
    end_agenda: "13 points de Cabale", end_rival: "un Rival évincé", "end_most-agenda": "le plus de Cabale après une éviction",
    "end_time-out": "limite de tours", back: "Retour au salon", spectating: "Vous regardez : aucune main n'est montrée.",
    bot: "bot {kind}", watching: "spectateur", rivalOf: "Rival", yourAgenda: "votre Cabale : {name}",
  },
  it: {
    player: "Giocatore {n}", playerSays: "Giocatore {n}: ", you: "tu", yourRival: "il tuo Rivale", active: "attivo", ousted: "eliminato",
    agenda: "Agenda", prestige: "Prestigio", hand: "Mano", library: "Biblioteca", faction: "Mazzo Fazione",
    agendaCard: "Carta Agenda", faceDown: "coperta", haven: "Rifugio", streets: "Le Strade",
    party: "gruppo {n}", torpor: "Torpore", inPlay: "Carte persistenti e Cospirazioni", rival: "Rivale: {who}",
    leader: "Leader", blood: "Sangue", bp: "Potenza del Sangue", exhausted: "esausto", ready: "pronto",
    noInfluence: "senza Influenza", secrecy: "Segretezza", influence: "Influenza",
    attrs: "Fisico {p} · Sociale {s} · Mentale {m}", city: "Le Strade (carte Città)",
    cityDeck: "Mazzo Città: {n}", prince: "Principe della Città: {who}", unclaimed: "libero",
    yourHand: "La tua mano", turn: "Turno {n}", actionsLeft: "{n} azione/i rimaste",
    phase_start: "fase iniziale", phase_action: "fase delle azioni", phase_end: "fase finale", phase_over: "partita finita",
    yourDecision: "Tocca a te: {p}", waitingFor: "In attesa di {who}: {p}", askedBy: "chiesto da {card}",
    attack: "Attacco", attacker: "Attaccante", target: "Bersaglio", kind: "Tipo", step: "Passo",
    secrecyInfo: "{s} · Info ancora necessarie {i}", attackCard: "Carta attacco", blocker: "Bloccato da",
    reaction: "Reazione", none: "nessuna", faceDownCard: "una carta coperta", princeAttack: "attacco al pretendente al Principe",
    kind_physical: "Fisico", kind_social: "Sociale", kind_mental: "Mentale", kind_ranged: "A distanza",
    step_info: "Info (passo 3)", step_card: "carta attacco (passo 5)", step_block: "blocco (passo 6)",
    step_reaction: "reazione (passo 7)", step_retarget: "nuovo bersaglio (passo 8)",
    "step_attacker-abilities": "abilità dell'attaccante (passo 9)", "step_defender-abilities": "abilità del difensore (passo 9)",
    step_mortal: "il mortale sconfitto", scheme: "Intrigo", title: "Titolo", question: "Intrigo {card}: SÌ o NO?",
    yes: "SÌ", no: "NO", toSpeak: "Devono ancora parlare: {who}", yourFist: "Il tuo Prestigio nascosto: {n}",
    modifier: "modificatore", titleCost: "{card} per {who}: ancora {n} Influenza da raccogliere",
    claim: "Rivendicazione del Principe", claimant: "{card} rivendica il Principe della Città", pending: "Possono ancora attaccare: {who}",
    conspiracies: "Cospirazioni", contributors: "hanno contribuito: {who}", tokens: "{n} Prestigio sopra",
    attackWith: "Attacca con {card}", playWith: "Giocata da {card}", unhosted: "Senza ospite", moveCard: "Sposta {card}",
    other: "Altre scelte", standings: "Classifica", place: "Posto", winner: "vincitore",
    end_agenda: "13 punti Agenda", end_rival: "un Rivale eliminato", "end_most-agenda": "più Agenda dopo un'eliminazione",
    "end_time-out": "limite di turni", back: "Torna alla sala", spectating: "Stai guardando: nessuna mano è mostrata.",
    bot: "bot {kind}", watching: "spettatore", rivalOf: "Rivale", yourAgenda: "la tua Agenda: {name}",
  },
};

/** A Rivals word in the page's language, `{name}` placeholders filled. */
export function rw(key, args = {}) {
  const s = WORDS[lang()]?.[key] ?? WORDS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (k in args ? String(args[k]) : `{${k}}`));
}

// Card text, fetched once per card and language.
const texts = new Map();
function cardText(def) {
  const key = `${def}/${lang()}`;
  if (!texts.has(key)) texts.set(key, api(`/api/rivals/cards/${def}?lang=${lang()}`).catch(() => null));
  return texts.get(key);
}

let tipFor = null;
async function showTip(target) {
  const def = target.dataset.def;
  if (!def) return;
  tipFor = target;
  const info = await cardText(def);
  if (tipFor !== target || !info) return;
  const tip = document.getElementById("tip");
  tip.replaceChildren(el("div", { class: "rivals-tip" },
    el("p", {}, ...info.text.split("\n").flatMap((l, i) => (i ? [el("br"), l] : [l])))));
  tip.hidden = false;
  const r = target.getBoundingClientRect();
  const w = Math.min(340, window.innerWidth - 16);
  tip.style.maxWidth = `${w}px`;
  tip.style.left = `${Math.max(8, Math.min(r.left, window.innerWidth - w - 8))}px`;
  tip.style.top = `${r.bottom + 6 + window.scrollY}px`;
  const th = tip.getBoundingClientRect().height;
  if (r.bottom + 6 + th > window.innerHeight && r.top - th - 6 > 0) tip.style.top = `${r.top - th - 6 + window.scrollY}px`;
}
function hideTip(target) {
  if (target && tipFor !== target) return;
  tipFor = null;
  document.getElementById("tip").hidden = true;
}

/** Renders a Rivals update into the shared table page (`table`: its Table object). */
export function renderRivals(table) {
  const r = new View(table);
  r.status();
  r.board();
  r.stage();
  r.decision();
  r.hand();
  if (tipFor && !tipFor.isConnected) hideTip();
}

/** Names the view's cards in the page's language where it has its own names (the
 *  server's `cards`: the French rulebook's names by facts id); the view names them as printed. */
function localize(v, names) {
  if (!names || typeof v !== "object" || v === null) return;
  if (Array.isArray(v)) { for (const x of v) localize(x, names); return; }
  if (typeof v.def === "string" && typeof v.name === "string" && names[v.def]) v.name = names[v.def];
  for (const x of Object.values(v)) localize(x, names);
}

class View {
  constructor(table) {
    this.t = table;
    this.u = table.u;
    this.v = table.u.view || {};
    localize(this.v, this.u.cards);
    this.me = this.v.seat ?? null;
  }

  /** "Player N (name)": the rulebook's number, then who sits there. */
  who(seat) {
    const p = this.v.players?.[seat];
    const base = rw("player", { n: p?.number || seat + 1 });
    const s = this.t.info?.seats?.[seat];
    if (!s) return base;
    if (s.kind === "bot") return `${base} (${rw("bot", { kind: s.bot })})`;
    return s.name ? `${base} (${unescape(s.name)})` : base;
  }

  status() {
    const v = this.v;
    const u = this.u;
    const bits = [rw("turn", { n: v.turn }), `${rw(`phase_${v.phase}`)} — ${this.who(v.active)}`];
    if (v.phase === "action") bits.push(rw("actionsLeft", { n: v.actions_left }));
    let line = "";
    if (u.turn && !u.outcome) {
      let p = (u.turn.prompt_text ?? u.turn.prompt);
      if (v.asking?.name) p += ` — ${rw("askedBy", { card: v.asking.name })}`;
      line = u.options ? rw("yourDecision", { p }) : rw("waitingFor", { who: this.who(u.turn.seat), p });
    }
    // The page's header names the player by the rulebook's number too.
    const where = document.getElementById("where");
    if (where) where.textContent = `${this.me !== null ? this.who(this.me) : rw("watching")} · ${this.t.id}`;
    delete this.t.statusEl.dataset.error;
    this.t.statusEl.replaceChildren(
      el("span", { class: "turn-phase" }, bits.join(" · ")),
      el("strong", { id: "prompt", class: u.options ? "your-turn" : "" }, line));
  }

  /** A card: its name, tokens and marks; hover, focus or tap shows its text. */
  card(c, extra = "") {
    if (!c) return null;
    const vampire = c.kind === "vampire";
    const name = c.name ?? rw("faceDownCard");
    const marks = [];
    // The accessible name is the visible text, with words for the signs (sr-only).
    if (c.leader) marks.push(el("span", { class: "rv-leader", title: rw("leader"), "aria-hidden": "true" }, "★"), el("span", { class: "sr-only" }, rw("leader")));
    if (vampire && c.bp !== null && c.bp !== undefined) {
      marks.push(el("span", { class: "sr-only" }, rw("blood")),
        el("span", { class: "rv-blood", title: `${rw("blood")} / ${rw("bp")}` }, `${c.tokens}/${c.bp}`));
    } else if (c.tokens) {
      marks.push(el("span", { class: "rv-tokens", title: rw("tokens", { n: c.tokens }) }, `◆${c.tokens}`));
    }
    const usable = this.usable?.has(c.id);
    const b = el("button", {
      type: "button",
      class: `rv-card kind-${c.kind || "hidden"}${c.exhausted ? " exhausted" : ""}${c.place === "torpor" ? " torpid" : ""}${usable ? " usable" : ""}${this.t.filter === c.id && c.id !== null ? " selected" : ""}${extra}`,
      dataset: { id: c.id ?? undefined, def: c.def ?? undefined },
      onclick: e => this.pick(c, e.currentTarget),
    },
      el("span", { class: "name" }, name), ...marks,
      c.exhausted ? el("span", { class: "rv-state" }, rw("exhausted")) : null,
      c.no_influence ? el("span", { class: "rv-state" }, rw("noInfluence")) : null,
      vampire && c.attributes
        ? el("span", { class: "rv-attrs", title: rw("attrs", { p: c.attributes[0], s: c.attributes[1], m: c.attributes[2] }) },
          `P${c.attributes[0]} S${c.attributes[1]} M${c.attributes[2]}`)
        : null);
    b.addEventListener("mouseenter", () => showTip(b));
    b.addEventListener("mouseleave", () => hideTip(b));
    b.addEventListener("focus", () => showTip(b));
    b.addEventListener("blur", () => hideTip(b));
    if (!c.attached?.length) return b;
    return el("div", { class: "rv-with-attached" }, b,
      el("ul", { class: "rv-attached" }, ...c.attached.map(a => el("li", {}, this.card(a)))));
  }

  /** A tap shows the card's text; with a decision, also the options naming it. */
  pick(c, button) {
    showTip(button);
    if (!this.u.options || c.id === null || c.id === undefined) return;
    this.t.filter = this.t.filter === c.id ? null : c.id;
    renderRivals(this.t);
  }

  list(cards, cls = "") {
    return el("ul", { class: `rv-cards ${cls}` }, ...cards.map(c => el("li", {}, this.card(c))));
  }

  board() {
    const v = this.v;
    this.usable = new Set();
    for (const o of this.u.options || []) for (const m of o.code.matchAll(/#(\d+)/g)) this.usable.add(Number(m[1]));
    const n = v.players.length;
    const start = this.me ?? 0;
    const order = [];
    for (let k = 0; k < n; k++) order.push((start + k) % n);
    const deciding = this.u.turn?.seat;
    const players = order.map(s => this.player(v.players[s], s === deciding));
    const prince = v.prince.startsWith("attached:")
      ? this.nameOf(Number(v.prince.slice("attached:#".length)))
      : rw("unclaimed");
    const city = el("section", { class: "rv-city panel", "aria-label": rw("city") },
      el("h3", {}, rw("city")),
      el("p", { class: "muted" }, `${rw("cityDeck", { n: v.city_deck })} · ${rw("prince", { who: prince })}`),
      v.streets.length ? this.list(v.streets) : null);
    this.t.seatsEl.className = "rivals rv-board";
    this.t.seatsEl.dataset.players = String(n);
    this.t.seatsEl.replaceChildren(el("div", { class: "rv-players" }, ...players), city);
  }

  nameOf(id) {
    for (const p of this.v.players) {
      for (const c of p.coterie) if (c.id === id) return c.name;
    }
    return `#${id}`;
  }

  player(p, deciding) {
    const v = this.v;
    const s = p.seat;
    const mine = s === this.me;
    const badges = [];
    if (mine) badges.push(el("span", { class: "badge rv-you" }, rw("you")));
    if (this.me !== null && v.players[this.me]?.rival === s) badges.push(el("span", { class: "badge rv-rival" }, rw("yourRival")));
    if (s === v.active) badges.push(el("span", { class: "badge running" }, rw("active")));
    if (p.ousted) badges.push(el("span", { class: "badge over" }, rw("ousted")));
    const rivalSeat = v.players.findIndex(q => q.number === p.rival_number);
    const agenda = p.agenda_view;
    const agendaLine = agenda.name
      ? el("span", {}, this.card(agenda), p.agenda_face_down ? el("span", { class: "muted" }, ` (${rw("faceDown")})`) : null)
      : el("span", { class: "rv-facedown" }, rw("faceDown"));
    const coterie = p.coterie;
    const haven = coterie.filter(c => c.place === "haven");
    const torpor = coterie.filter(c => c.place === "torpor");
    const parties = new Map();
    for (const c of coterie) {
      if (c.place.startsWith("streets:")) {
        const g = c.place.slice("streets:".length);
        if (!parties.has(g)) parties.set(g, []);
        parties.get(g).push(c);
      }
    }
    return el("article", {
      class: `rv-player${s === v.active ? " active" : ""}${deciding ? " deciding" : ""}${p.ousted ? " ousted" : ""}${mine ? " me" : ""}`,
      dataset: { seat: s, number: p.number }, "aria-label": this.who(s),
    },
      el("header", {}, el("h3", {}, this.who(s)), ...badges),
      el("div", { class: "rv-nums" },
        el("span", { class: "rv-agenda" }, `${rw("agenda")} `, el("b", {}, p.agenda)),
        el("span", { class: "rv-prestige" }, `${rw("prestige")} `, el("b", {}, p.prestige)),
        el("span", { class: "muted" }, `${rw("hand")} ${p.hand_size} · ${rw("library")} ${p.library} · ${rw("faction")} ${p.faction}`),
        el("span", { class: "muted" }, rw("rival", { who: rivalSeat >= 0 ? rw("player", { n: p.rival_number }) : "—" }))),
      el("div", { class: "rv-row" }, el("span", { class: "rv-label" }, rw("agendaCard")), agendaLine),
      el("div", { class: "rv-area rv-haven" },
        el("h4", {}, rw("haven"), " ", this.card(p.haven_view)),
        haven.length ? this.list(haven) : null),
      parties.size
        ? el("div", { class: "rv-area rv-streets" }, el("h4", {}, rw("streets")),
          ...[...parties.entries()].map(([g, cs]) => el("div", { class: "rv-party", dataset: { party: g } },
            el("span", { class: "rv-label" }, rw("party", { n: g })), this.list(cs))))
        : null,
      torpor.length ? el("div", { class: "rv-area rv-torpor" }, el("h4", {}, rw("torpor")), this.list(torpor)) : null,
      p.in_play.length ? el("div", { class: "rv-area rv-inplay" }, el("h4", {}, rw("inPlay")), this.list(p.in_play)) : null);
  }

  stage() {
    const v = this.v;
    const panels = [];
    const seats = list => list.map(s => rw("player", { n: v.players[s].number })).join(", ");
    if (v.attack) {
      const a = v.attack;
      const fact = (k, x) => [el("dt", {}, k), el("dd", {}, x)];
      panels.push(el("section", { class: "panel rv-attack", dataset: { kind: "attack", step: a.step }, "aria-labelledby": "rv-attack-h" },
        el("h2", { id: "rv-attack-h" }, `${rw("attack")} · ${rw(`kind_${a.kind}`)}${a.prince ? ` · ${rw("princeAttack")}` : ""}`),
        el("div", { class: "rv-versus" }, this.card(a.attacker), el("span", { class: "vs", "aria-hidden": "true" }, "→"), this.card(a.target)),
        el("dl", { class: "facts" },
          fact(rw("attacker"), `${a.attacker.name} (${this.who(a.seat)})`),
          fact(rw("target"), a.target.name ?? "—"),
          fact(rw("step"), rw(`step_${a.step}`)),
          fact(rw("secrecy"), rw("secrecyInfo", { s: a.secrecy, i: a.info_needed })),
          fact(rw("attackCard"), a.card ? (a.card.name ?? rw("faceDownCard")) : rw("none")),
          fact(rw("blocker"), a.blocker ? a.blocker.name : rw("none")),
          fact(rw("reaction"), a.reaction ? (a.reaction.name ?? rw("faceDownCard")) : rw("none")))));
    }
    if (v.influence) {
      const i = v.influence;
      if (i.scheme) {
        const mine = i.votes.find(x => x.seat === this.me);
        panels.push(el("section", { class: "panel rv-scheme", dataset: { kind: "scheme" }, "aria-labelledby": "rv-scheme-h" },
          el("h2", { id: "rv-scheme-h" }, rw("question", { card: i.card.name })),
          el("div", { class: "row" }, this.card(i.card), i.vampire ? this.card(i.vampire) : null),
          el("div", { class: "tally" },
            el("div", { class: "for" }, el("span", {}, rw("yes")), " ", el("b", { id: "rv-yes" }, i.yes)),
            el("div", { class: "against" }, el("span", {}, rw("no")), " ", el("b", { id: "rv-no" }, i.no))),
          el("ul", { class: "rv-votes" }, ...i.votes.filter(x => x.side || x.modifier).map(x => el("li", {},
            `${rw("playerSays", { n: v.players[x.seat].number })}${x.side ? rw(x.side) : "—"} ${x.visible}`,
            x.modifier ? ` + ${rw("modifier")} ${x.modifier.name ?? rw("faceDownCard")}` : ""))),
          mine && mine.fist !== null && mine.fist !== undefined ? el("p", { class: "rv-fist" }, rw("yourFist", { n: mine.fist })) : null,
          i.voters.length ? el("p", { class: "muted" }, rw("toSpeak", { who: seats(i.voters) })) : null));
      } else {
        panels.push(el("section", { class: "panel rv-title", dataset: { kind: "title" } },
          el("h2", {}, rw("title")),
          el("p", {}, rw("titleCost", { card: i.card.name, who: i.vampire?.name ?? "—", n: i.remaining }))));
      }
    }
    if (v.claim) {
      panels.push(el("section", { class: "panel rv-claim", dataset: { kind: "claim" } },
        el("h2", {}, rw("claim")),
        el("p", {}, rw("claimant", { card: v.claim.claimant.name })),
        v.claim.pending.length ? el("p", { class: "muted" }, rw("pending", { who: seats(v.claim.pending) })) : null));
    }
    const cons = [];
    for (const p of v.players) {
      if (p.ousted) continue;
      for (const c of p.in_play) {
        if (c.place !== "conspiracy") continue;
        cons.push(el("li", {}, rw("playerSays", { n: p.number }), this.card(c), " ",
          c.contributors.length ? el("span", { class: "muted" }, rw("contributors", { who: seats(c.contributors) })) : null));
      }
    }
    if (cons.length) {
      panels.push(el("section", { class: "panel rv-conspiracies", dataset: { kind: "conspiracies" } },
        el("h2", {}, rw("conspiracies")), el("ul", { class: "rv-cards" }, ...cons)));
    }
    this.t.stageEl.className = "stage rivals";
    this.t.stageEl.dataset.kinds = panels.map(p => p.dataset.kind).join(" ");
    this.t.stageEl.replaceChildren(...panels);
  }

  /** Options grouped: attacks by attacker then type, cards played by their vampire,
   *  moves by vampire, the rest by kind; `pass` apart. */
  decision() {
    const u = this.u;
    const d = this.t.decisionEl;
    if (u.outcome) {
      d.replaceChildren(this.standings(u.outcome));
      return;
    }
    if (!this.t.mine) {
      d.replaceChildren(el("p", { class: "muted", id: "spectating" }, rw("spectating")));
      return;
    }
    if (!u.options) {
      d.replaceChildren();
      return;
    }
    let opts = u.options.map((o, i) => ({ ...o, i }));
    if (this.t.filter !== null) {
      const f = opts.filter(o => new RegExp(`#${this.t.filter}(?![0-9])`).test(o.code));
      if (f.length) opts = f;
    }
    const pass = opts.find(o => ["pass", "end-actions", "no-block", "no-reaction", "no-attack-card", "done"].includes(o.code));
    const groups = new Map();
    const add = (key, title, o) => {
      if (!groups.has(key)) groups.set(key, { title, items: [] });
      groups.get(key).items.push(o);
    };
    for (const o of opts) {
      if (o === pass) continue;
      const verb = o.code.split(" ")[0];
      const arg = k => o.code.match(new RegExp(`${k}=(\\S+)`))?.[1];
      if (verb === "attack" || verb === "prince-attack") {
        const a = Number(arg("attacker").slice(1));
        add(`attack ${a} ${arg("kind")}`, `${rw("attackWith", { card: this.nameOf(a) })} · ${rw(`kind_${arg("kind")}`)}`, o);
      } else if (verb.startsWith("play")) {
        const h = arg("vampire");
        add(`play ${h}`, h && h !== "-" ? rw("playWith", { card: this.nameOf(Number(h.slice(1))) }) : rw("unhosted"), o);
      } else if (verb === "move") {
        const c = Number(arg("card").slice(1));
        add(`move ${c}`, rw("moveCard", { card: this.nameOf(c) }), o);
      } else {
        add(verb, "", o);
      }
    }
    // Two options of the same words (two S.A.D.s in the Streets) are told apart by number.
    const same = new Map();
    for (const o of opts) same.set(o.text, (same.get(o.text) || 0) + 1);
    const seenText = new Map();
    for (const o of opts) {
      if (same.get(o.text) > 1) {
        const n = (seenText.get(o.text) || 0) + 1;
        seenText.set(o.text, n);
        o.text = `${o.text} (${n})`;
      }
    }
    const button = (o, k) => el("button", {
      type: "button", class: "option", dataset: { code: o.code }, disabled: this.t.waitingAnswer,
      onclick: () => this.t.choose(o.code),
    }, k < 9 ? el("kbd", {}, k + 1) : null, ` ${o.text}`);
    let k = 0;
    // Attacks fold by attacker and type (a click opens one): dozens of targets otherwise.
    const fold = [...groups.keys()].filter(key => key.startsWith("attack")).length > 2;
    const blocks = [...groups.entries()].map(([key, g]) => {
      const items = g.items.map(o => el("li", {}, button(o, k++)));
      if (!g.title) return items;
      const list = el("ol", { class: "options" }, ...items);
      if (fold && key.startsWith("attack")) {
        return el("li", { class: "rv-group" }, el("details", { dataset: { group: key } },
          el("summary", {}, `${g.title} (${g.items.length})`), list));
      }
      return el("li", { class: "rv-group" }, el("h4", {}, g.title), list);
    });
    let p = (u.turn.prompt_text ?? u.turn.prompt);
    if (this.v.asking?.name) p += ` — ${rw("askedBy", { card: this.v.asking.name })}`;
    // (`replaceChildren` writes a null as the text "null": no nulls here.)
    d.replaceChildren(...[
      el("h2", { id: "decision-h" }, rw("yourDecision", { p })),
      pass ? el("div", { class: "row" }, el("button", {
        type: "button", class: "option pass primary", dataset: { code: pass.code }, disabled: this.t.waitingAnswer,
        "aria-keyshortcuts": "P", onclick: () => this.t.choose(pass.code),
      }, `${pass.text} `, el("kbd", {}, "P"))) : null,
      el("ol", { id: "options", class: "options rivals rv-options" }, ...blocks.flat())].filter(Boolean));
  }

  standings(o) {
    const v = this.v;
    const rows = v.players.map(p => ({ p })).sort((a, b) => b.p.agenda - a.p.agenda || b.p.prestige - a.p.prestige);
    return el("section", { id: "standings", class: "panel standings rivals", "aria-labelledby": "standings-h" },
      el("h2", { id: "standings-h" }, rw("standings")),
      el("table", {},
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, rw("place")), el("th", { scope: "col" }, ""),
          el("th", { scope: "col" }, rw("agenda")), el("th", { scope: "col" }, rw("prestige")), el("th", { scope: "col" }, ""))),
        el("tbody", {}, ...rows.map((r, k) => el("tr", { dataset: { seat: r.p.seat }, class: o.winner === r.p.seat ? "winner" : "" },
          el("td", {}, k + 1), el("td", {}, this.who(r.p.seat)), el("td", { class: "agenda" }, r.p.agenda),
          el("td", {}, r.p.ousted ? rw("ousted") : r.p.prestige), el("td", {}, o.winner === r.p.seat ? rw("winner") : ""))))),
      v.end ? el("p", { class: "muted" }, `${rw("turn", { n: o.turns })} · ${rw(`end_${v.end}`)}`) : null,
      el("a", { class: "button", href: "/" }, rw("back")));
  }

  hand() {
    const mine = this.me !== null ? this.v.players[this.me] : null;
    if (!this.t.mine || !mine?.hand) {
      this.t.mineEl.replaceChildren();
      return;
    }
    this.t.mineEl.className = "mine rivals";
    this.t.mineEl.replaceChildren(el("div", { class: "hand" },
      el("h2", {}, `${rw("yourHand")} (${mine.hand.length})`), this.list(mine.hand)));
  }
}
