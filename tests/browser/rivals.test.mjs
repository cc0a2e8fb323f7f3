// Browser tests of the Rivals table (crates/server/web/rivals_table.js), in headless
// Chromium driven by playwright-core, against a running `jyhad serve` at JYHAD_URL.
//
// A human against greedy bots at 2 and at 4 players, each game played by clicking legal
// options until it ends (the turn limit is a legitimate end). After each click the page
// is checked against the view the server sent: every vampire's Blood / Blood Potency, its
// exhausted state and where it stands (Haven, a party of the Streets, torpor); a hand
// card's text shows on hover; a Scheme's panel shows the tally; a spectator sees no hand
// and reads French (the French rulebook's card names included); a 4-player table is laid
// out two by two at 1366 wide and four abreast at 1920, nothing clipped; the standings say Agenda; a finished table opened again says it is
// over instead of reconnecting; the waiting room shows no "null". With
// JYHAD_SCREENSHOTS=DIR, pictures of the Rivals table go there. The lobby takes a pasted
// Rivals list, checked inline.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BASE = process.env.JYHAD_URL || "http://127.0.0.1:8080";
const SHOTS = process.env.JYHAD_SCREENSHOTS || "";
const THINK_MS = process.env.JYHAD_THINK_MS || "10";

let browser;
const consoleErrors = [];
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Fails on any serious or critical accessibility violation axe-core finds on the page. */
async function accessible(page, what) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE);
  const bad = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] }))
    .violations.filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => `${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.html.slice(0, 160)})`));
  assert.deepEqual(bad, [], `${what}: accessibility`);
}

function watchConsole(page, who) {
  page.on("console", m => {
    // A table no longer served answers 404 (its WebSocket, its summary) by design: the
    // page then says so.
    if (m.type() === "error" && !(who === "gone" && /404/.test(m.text()))) consoleErrors.push(`${who}: ${m.text()}`);
  });
  page.on("pageerror", e => consoleErrors.push(`${who}: ${e.message}`));
}

async function shot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** A small seeded random number generator (the human's clicks are reproducible). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
});

after(async () => {
  await browser?.close();
});

async function create(body) {
  const res = await fetch(`${BASE}/api/tables`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return res.json();
}

/** Opens the table as seat 0 (its token in this browser's storage, as the lobby keeps it). */
async function openSeat(ctx, made) {
  const page = await ctx.newPage();
  watchConsole(page, "player");
  await page.goto(BASE);
  await page.evaluate(([id, token]) => localStorage.setItem(`jyhad.seat.${id}`, JSON.stringify({ seat: 0, token })),
    [made.id, made.seats[0].token]);
  await page.goto(`${BASE}/table/${made.id}`);
  await page.waitForSelector(".rv-player[data-seat]");
  return page;
}

/** The page shows every vampire as the view the server sent says: Blood / Blood Potency,
 *  exhausted or not, in the Haven, its party of the Streets or torpor. Returns what it saw. */
async function checkVampires(page) {
  return page.evaluate(() => {
    const v = window.jyhadTable.u.view;
    const seen = { exhausted: 0, streets: 0, torpor: 0, haven: 0, problems: [] };
    for (const p of v.players) {
      const box = document.querySelector(`.rv-player[data-seat="${p.seat}"]`);
      for (const c of p.coterie) {
        const b = box?.querySelector(`button.rv-card[data-id="${c.id}"]`);
        if (!b) { seen.problems.push(`${c.name} not shown`); continue; }
        const blood = b.querySelector(".rv-blood")?.textContent;
        if (blood !== `${c.tokens}/${c.bp}`) seen.problems.push(`${c.name}: blood ${blood}, view ${c.tokens}/${c.bp}`);
        if (b.classList.contains("exhausted") !== c.exhausted) seen.problems.push(`${c.name}: exhausted shown wrong`);
        if (c.exhausted) seen.exhausted++;
        let area = null;
        if (c.place === "haven") area = b.closest(".rv-haven");
        else if (c.place === "torpor") area = b.closest(".rv-torpor");
        else if (c.place.startsWith("streets:")) area = b.closest(`.rv-party[data-party="${c.place.slice(8)}"]`);
        if (!area) seen.problems.push(`${c.name}: not shown at ${c.place}`);
        const key = c.place.startsWith("streets:") ? "streets" : c.place;
        if (key in seen) seen[key]++;
      }
    }
    return seen;
  });
}

/** Plays seat 0 by clicking until the game is over; returns what was seen on the way. */
async function play(page, { seed, spec, tag }) {
  const random = rng(seed);
  const seen = { exhausted: 0, streets: 0, torpor: 0, haven: 0, scheme: 0, attack: 0, hover: false };
  let clicks = 0;
  for (;;) {
    const state = await page.waitForFunction(() => {
      if (document.querySelector("#standings")) return "over";
      return document.querySelectorAll("#decision button.option:not([disabled])").length ? "decide" : false;
    }, null, { timeout: 60_000, polling: 20 }).then(h => h.jsonValue());
    if (state === "over") break;
    const s = await checkVampires(page);
    assert.deepEqual(s.problems, [], `${tag}: the vampires on screen are the view's`);
    for (const k of ["exhausted", "streets", "torpor", "haven"]) seen[k] += s[k];
    if (await page.locator(".rv-scheme").count()) {
      // The tally on screen is the view's visible influence for YES and NO.
      const { yes, no } = await page.evaluate(() => window.jyhadTable.u.view.influence);
      assert.equal(Number(await page.textContent("#rv-yes")), yes);
      assert.equal(Number(await page.textContent("#rv-no")), no);
      if (!seen.scheme && tag === "4p") await shot(page, "rivals-scheme");
      seen.scheme++;
    }
    if (await page.locator(".rv-attack").count()) {
      assert.match(await page.textContent(".rv-attack"), /Secrecy\s*\d+ · Info still needed \d+/);
      if (!seen.attack && tag === "4p") await shot(page, "rivals-attack");
      seen.attack++;
    }
    if (!seen.hover && clicks >= 3 && await page.locator(".mine .hand button.rv-card").count()) {
      // A card's text, rendered by the engine, shows on hover.
      const card = page.locator(".mine .hand button.rv-card").first();
      const name = await card.locator(".name").textContent();
      await card.hover();
      await page.waitForSelector("#tip:not([hidden])");
      assert.ok((await page.textContent("#tip")).includes(name), "the hovered card's text names it");
      seen.hover = true;
      await page.mouse.move(0, 0);
      if (tag === "4p") {
        await accessible(page, "Rivals table");
        await page.locator(".rv-player .kind-vampire").first().hover();
        await page.waitForSelector("#tip:not([hidden])");
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, "rivals-table");
        await page.mouse.move(0, 0);
      }
    }
    const all = page.locator("#decision button.option:not([disabled])");
    const codes = await all.evaluateAll(bs => bs.map(b => b.dataset.code));
    const n = codes.length;
    if (!n) continue;
    // A simple player: attacks and moves out often, votes, otherwise acts at random.
    const any = prefix => codes.map((c, i) => [c, i]).filter(([c]) => c.startsWith(prefix)).map(([, i]) => i);
    let k = Math.floor(random() * n);
    for (const prefix of ["attack ", "move ", "vote ", "info ", "attack-card ", "block "]) {
      const ks = any(prefix);
      if (ks.length && random() < 0.6) {
        k = ks[Math.floor(random() * ks.length)];
        break;
      }
    }
    const b = all.nth(k);
    // Attacks are folded by attacker and type: open the fold first, as a player would.
    if (!(await b.isVisible())) await b.evaluate(x => x.closest("details")?.querySelector("summary")?.click());
    await b.click();
    clicks++;
    if (spec && clicks === 6) {
      // The spectator switches to French: the log comes again in French, the page too.
      await spec.selectOption("#lang", "fr");
      await spec.waitForFunction(() => [...document.querySelectorAll("#log li")].some(li => /^Tour \d+ :/.test(li.textContent)));
      assert.equal(await spec.getAttribute("html", "lang"), "fr");
      const text = await spec.textContent("#seats");
      assert.match(text, /Joueur \d/);
      assert.match(text, /Cabale/);
      assert.match(text, /Refuge/);
      assert.equal(await spec.locator(".mine .hand").count(), 0);
      // Cards the French rulebook names are shown by those names (the Toreador deck's
      // Haven, Artist Lofts, is « Résidence d'artistes »), every one the server sent.
      const fr = await spec.evaluate(() => {
        const names = window.jyhadTable.u.cards || {};
        const shown = [...document.querySelectorAll("button.rv-card[data-def]")]
          .filter(b => names[b.dataset.def]);
        return {
          n: shown.length,
          wrong: shown.filter(b => b.querySelector(".name").textContent !== names[b.dataset.def])
            .map(b => b.querySelector(".name").textContent),
        };
      });
      assert.ok(fr.n > 0, "a card with a French name is on the table");
      assert.deepEqual(fr.wrong, [], "cards shown by their French names");
      assert.match(text, /Résidence d'artistes/);
      await spec.evaluate(() => window.scrollTo(0, 0));
      await shot(spec, "rivals-fr");
    }
  }
  seen.clicks = clicks;
  return seen;
}

/** The standings say Agenda and Prestige, as the server's outcome. */
async function checkStandings(page, id, seats) {
  const over = (await (await fetch(`${BASE}/api/tables?status=over`)).json()).tables.find(t => t.id === id);
  assert.equal(over.status, "over");
  const head = await page.textContent("#standings thead");
  assert.match(head, /Agenda/);
  assert.match(head, /Prestige/);
  assert.doesNotMatch(head, /VP/);
  const rows = await page.locator("#standings tbody tr").evaluateAll(trs => trs.map(tr => ({
    seat: Number(tr.dataset.seat), agenda: Number(tr.querySelector("td.agenda").textContent),
  })));
  assert.equal(rows.length, seats);
  for (const r of rows) assert.equal(r.agenda, over.outcome.half_vp[r.seat] / 2);
}

test("a human and a greedy bot play a whole 2-player Rivals game; a spectator sees no hand and reads French", async () => {
  const started = Date.now();
  const made = await create({
    game: "rivals", think_ms: Number(THINK_MS), max_turns: 16, start: true, seed: 5,
    seats: [{ deck: "brujah", player: "human", name: "Anna" }, { deck: "toreador", player: "bot", bot: "greedy" }],
  });
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await openSeat(ctx, made);
  const spectx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const spec = await spectx.newPage();
  watchConsole(spec, "spectator");
  await spec.goto(`${BASE}/table/${made.id}?watch=1`);
  await spec.waitForSelector("#spectating");
  await spec.waitForSelector(".rv-player[data-seat]");
  assert.equal(await spec.locator(".mine .hand").count(), 0, "a spectator sees no hand");
  assert.equal(await spec.locator("button.option").count(), 0, "a spectator has no options");
  assert.ok(await spec.evaluate(() => window.jyhadTable.u.view.players.every(p => p.hand === null)), "no hand in a spectator's view");
  // Every player's Agenda lies face down to the spectator.
  assert.equal(await spec.locator(".rv-player .rv-facedown").count(), 2);

  const seen = await play(page, { seed: 5, spec, tag: "2p" });
  assert.ok(seen.clicks > 10, `the player made ${seen.clicks} choices`);
  assert.ok(seen.hover, "a card's text was shown on hover");
  assert.ok(seen.exhausted > 0 && seen.streets > 0, `exhausted vampires and parties seen: ${JSON.stringify(seen)}`);
  await checkStandings(page, made.id, 2);
  await spec.waitForSelector("#standings");
  assert.match(await spec.textContent("#standings"), /Classement/);
  assert.match(await spec.textContent("#standings thead"), /Cabale/);

  // The table is over: opened again, the page shows the standings while the server still
  // holds it, and says it is over (with the record) once it is not served live: no spinner.
  const again = await ctx.newPage();
  watchConsole(again, "reopened");
  await again.goto(`${BASE}/table/${made.id}`);
  await again.waitForSelector("#standings, #record");
  const gone = await ctx.newPage();
  watchConsole(gone, "gone");
  await gone.goto(`${BASE}/table/nosuchtable0`);
  await gone.waitForSelector("#record");
  await gone.waitForTimeout(1500);
  assert.equal(await gone.locator("#conn.down").count(), 0, "no reconnecting spinner");
  console.log(`rivals 2p: ${seen.clicks} clicks, ${Math.round((Date.now() - started) / 1000)} s, seen ${JSON.stringify(seen)}`);
  await spectx.close();
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("a human and three greedy bots play a whole 4-player Rivals game; a phone shows it too", async () => {
  const started = Date.now();
  const made = await create({
    game: "rivals", think_ms: Number(THINK_MS), max_turns: 30, start: true, seed: Number(process.env.JYHAD_RIVALS_SEED || 4),
    seats: [{ deck: "brujah", player: "human", name: "Anna" },
      ...["toreador", "ventrue", "malkavian"].map(deck => ({ deck, player: "bot", bot: "greedy" }))],
  });
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await openSeat(ctx, made);
  // The player's own face-down Agenda is named to them, the others' are not.
  assert.equal(await page.locator('.rv-player.me .kind-agenda').count(), 1);
  assert.equal(await page.locator(".rv-player:not(.me) .rv-facedown").count(), 3);
  const phonectx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phonectx.newPage();
  watchConsole(phone, "phone");
  await phone.goto(`${BASE}/table/${made.id}?watch=1`);
  await phone.waitForSelector(".rv-player[data-seat]");
  // One column on a phone: the players' boxes fit the screen's width.
  const widths = await phone.locator(".rv-player").evaluateAll(es => es.map(e => e.getBoundingClientRect().right));
  for (const w of widths) assert.ok(w <= 390, `a player's box ends at ${w} px`);
  assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= 390), "nothing overflows the phone's width");
  await shot(phone, "rivals-phone");
  await phonectx.close();

  const seen = await play(page, { seed: Number(process.env.JYHAD_RIVALS_SEED || 4), tag: "4p" });
  assert.ok(seen.clicks > 10, `the player made ${seen.clicks} choices`);
  assert.ok(seen.exhausted > 0 && seen.streets > 0, `exhausted vampires and parties seen: ${JSON.stringify(seen)}`);
  assert.ok(seen.torpor > 0, `a vampire in torpor was seen on screen: ${JSON.stringify(seen)}`);
  assert.ok(seen.scheme > 0, `a Scheme's panel was seen: ${JSON.stringify(seen)}`);
  await checkStandings(page, made.id, 4);
  console.log(`rivals 4p: ${seen.clicks} clicks, ${Math.round((Date.now() - started) / 1000)} s, seen ${JSON.stringify(seen)}`);
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("a 4-player Rivals table fits a laptop (1366 and 1920 wide): two by two, then four abreast", async () => {
  const made = await create({
    game: "rivals", think_ms: 100, max_turns: 30, start: true, seed: 4,
    seats: ["brujah", "toreador", "ventrue", "malkavian"].map(deck => ({ deck, player: "bot", bot: "greedy" })),
  });
  for (const [width, height, columns] of [[1366, 768, 2], [1920, 1080, 4]]) {
    const ctx = await browser.newContext({ viewport: { width, height } });
    const page = await ctx.newPage();
    watchConsole(page, `laptop ${width}`);
    await page.goto(`${BASE}/table/${made.id}?watch=1`);
    await page.waitForSelector(".rv-player[data-seat]");
    await page.waitForTimeout(2500);
    const m = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      lefts: [...new Set([...document.querySelectorAll(".rv-player")].map(e => Math.round(e.getBoundingClientRect().left)))],
      clipped: [...document.querySelectorAll(".rv-card .name")].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent),
    }));
    assert.ok(m.overflow <= 0, `${width}: nothing overflows the width (${m.overflow} px)`);
    assert.equal(m.lefts.length, columns, `${width}: ${columns} columns of players (${m.lefts})`);
    assert.deepEqual(m.clipped, [], `${width}: no card name clipped`);
    if (width === 1920) await shot(page, "rivals-wide");
    await ctx.close();
  }
  assert.deepEqual(consoleErrors, []);
});

test("a Rivals waiting room shows no \"null\"", async () => {
  const made = await create({
    game: "rivals", think_ms: 50,
    seats: [{ deck: "brujah", player: "human" }, { deck: "toreador", player: "bot" }],
  });
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  watchConsole(page, "waiting");
  await page.goto(`${BASE}/table/${made.id}?watch=1`);
  await page.waitForSelector(".waiting li");
  assert.doesNotMatch(await page.textContent("main"), /null/);
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("the lobby takes a pasted Rivals deck, checked inline, and labels the shipped ones as ours", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  watchConsole(page, "lobby");
  await page.goto(BASE);
  await page.waitForSelector("#create");
  await page.selectOption("#game", "rivals");
  await page.waitForFunction(() => /Brujah/.test(document.querySelector("#deck-0")?.textContent));
  assert.match(await page.textContent("#deck-0"), /Brujah \(Jyhad's own list\)/);
  await page.selectOption("#deck-1", "");
  await page.fill("#list-1", "Agenda: Turf War\nHaven: House of Pain\nVampires\nHydra\nLibrary\n4 Sucker Punch\n");
  await page.fill("#name-0", "Anna");
  await page.click("#create");
  await page.waitForSelector("#seat-problems-1 li");
  const problems = await page.textContent("#seat-problems-1");
  assert.match(problems, /4 copies of Sucker Punch in the Library \(3 at most\)/);
  assert.match(problems, /exactly 7 different vampires/);
  assert.match(page.url(), /\/$/, "a refused table does not open");
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});
