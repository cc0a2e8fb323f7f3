// The browser table's entry: language picker, then the lobby (/), a table (/table/ID) or a
// finished game's replay (/games/ID).
import { LANGS, lang, setLang, t, traitWords } from "./i18n.js";
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";
import { showReplay } from "./replay.js";

/** Creates an element: el("button", {class: "x", onclick: f}, "text", child…). */
export function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "class") e.className = v;
    else if (k === "dataset") {
      for (const [dk, dv] of Object.entries(v)) if (dv !== undefined && dv !== null) e.dataset[dk] = dv;
    }
    else if (v === true) e.setAttribute(k, "");
    else e.setAttribute(k, v);
  }
  for (const k of kids.flat()) {
    if (k === null || k === undefined || k === false) continue;
    e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  }
  return e;
}

/** JSON over HTTP; throws {status, body} on an error answer. */
export async function api(path, body) {
  const res = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw { status: res.status, body: data };
  return data;
}

/** Names come from the server HTML-escaped; show them as text. */
export function unescape(s) {
  const d = document.createElement("textarea");
  d.innerHTML = s ?? "";
  return d.value;
}

// Card text on hover, focus or tap: fetched once per card and language.
const cardCache = new Map();
export async function cardInfo(ref) {
  const key = `${ref}/${lang()}`;
  if (!cardCache.has(key)) {
    cardCache.set(key, api(`/api/cards/${ref}?lang=${lang()}`).catch(() => null));
  }
  return cardCache.get(key);
}

let tipFor = null;
export async function showTip(target) {
  const ref = target.dataset.ref;
  if (ref === undefined) return;
  tipFor = target;
  const info = await cardInfo(ref);
  if (tipFor !== target || !info) return;
  const tip = document.getElementById("tip");
  // The card's image where the operator names a source (`--card-images`); the text card
  // stays underneath, shown again if the image does not load.
  const text = el("div", { class: "tip-text", hidden: Boolean(info.image) },
    el("strong", {}, info.name),
    info.name !== info.name_en ? el("span", { class: "muted" }, ` (${info.name_en})`) : null,
    el("div", { class: "muted" }, tipFacts(info)),
    info.text
      ? el("p", {}, ...info.text.split("\n").flatMap((l, i) => (i ? [el("br"), l] : [l])))
      // A vampire without a definition plays from its facts; its special ability, if
      // it has one (`plain` says it has none, `automated` that its traits are enforced),
      // is resolved by hand; a text of traits alone names those not enforced.
      : info.kind === "Crypt"
        ? (info.unenforced ? el("p", {}, t("traitsNotEnforced", { traits: traitWords(info.unenforced) }))
          : info.plain || info.automated ? null : el("p", {}, t("manualAbility")))
        : el("p", {}, t("manual")));
  const image = info.image ? el("img", {
    class: "card-image", src: info.image, alt: info.name, width: "250", height: "350",
    onerror: () => { image.remove(); text.hidden = false; },
  }) : null;
  tip.replaceChildren(...[image, text].filter(Boolean));
  tip.hidden = false;
  const r = target.getBoundingClientRect();
  const w = Math.min(340, window.innerWidth - 16);
  tip.style.maxWidth = `${w}px`;
  let x = Math.min(r.left, window.innerWidth - w - 8);
  let y = r.bottom + 6;
  tip.style.left = `${Math.max(8, x)}px`;
  tip.style.top = `${y + window.scrollY}px`;
  const th = tip.getBoundingClientRect().height;
  if (y + th > window.innerHeight && r.top - th - 6 > 0) tip.style.top = `${r.top - th - 6 + window.scrollY}px`;
}

function tipFacts(info) {
  const bits = [];
  if (info.kind === "Crypt") {
    if (info.clans?.length) bits.push(info.clans.join(", "));
    bits.push(`${t("capacity")} ${info.capacity}`);
    if (info.disciplines) bits.push(info.disciplines);
    if (info.group) bits.push(`G${info.group}`);
    if (info.title) bits.push(info.title);
  } else {
    bits.push(info.kind_word);
    if (info.clans?.length) bits.push(info.clans.join(", "));
    if (info.pool_cost) bits.push(`${info.pool_cost} ${t("pool").toLowerCase()}`);
    if (info.blood_cost) bits.push(`${info.blood_cost} ${t("blood")}`);
  }
  return bits.join(" · ");
}

/** Hides the card text when its card left the page (the table was drawn again). */
export function dropStaleTip() {
  if (tipFor && !tipFor.isConnected) hideTip();
}

export function hideTip(target) {
  if (target && tipFor !== target) return;
  tipFor = null;
  document.getElementById("tip").hidden = true;
}

/** Makes an element show its card's text on hover and keyboard focus. */
export function withTip(e) {
  e.addEventListener("mouseenter", () => showTip(e));
  e.addEventListener("mouseleave", () => hideTip(e));
  e.addEventListener("focus", () => showTip(e));
  e.addEventListener("blur", () => hideTip(e));
  return e;
}

function route() {
  const m = location.pathname.match(/^\/table\/([A-Za-z0-9_-]+)/);
  const main = document.getElementById("main");
  document.documentElement.lang = lang();
  document.getElementById("lang-label").textContent = t("language");
  const r = location.pathname.match(/^\/games\/([A-Za-z0-9_-]+)/);
  if (m) showTable(main, m[1]);
  else if (r) showReplay(main, r[1]);
  else showLobby(main);
}

function init() {
  const pick = document.getElementById("lang");
  for (const [code, name] of LANGS) pick.append(el("option", { value: code }, name));
  pick.value = lang();
  pick.addEventListener("change", () => {
    setLang(pick.value);
    document.getElementById("lang-label").textContent = t("language");
    window.dispatchEvent(new CustomEvent("jyhad-lang"));
  });
  document.addEventListener("keydown", e => { if (e.key === "Escape") hideTip(); });
  route();
}

init();
