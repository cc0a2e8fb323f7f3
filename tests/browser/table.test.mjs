// Browser tests of the table, in headless Chromium (Debian's package) driven by
// playwright-core, against a running `jyhad serve` at JYHAD_URL (run.sh starts one).
//
// One human and four bots: the human seat is played by clicking legal options until the
// game ends (the table's turn limit is a legitimate end); a spectator in a second browser
// context sees no hand; switching that page to French gives a French log. Every page
// fails the test on a console error. With JYHAD_SCREENSHOTS=DIR, screenshots of the lobby,
// a mid-game table, a combat and a referendum are written there.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BASE = process.env.JYHAD_URL || "http://127.0.0.1:8080";
const SHOTS = process.env.JYHAD_SCREENSHOTS || "";
const SEED = process.env.JYHAD_SEED || "1";
const MAX_TURNS = process.env.JYHAD_MAX_TURNS || "60";
const THINK_MS = process.env.JYHAD_THINK_MS || "15";
// The human's deck (the Ventrue starter calls referendums).
const DECK = process.env.JYHAD_DECK || "ventrue";
const VIEWPORT = { width: 1440, height: 960 };

let browser;
const consoleErrors = [];
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Fails on any serious or critical accessibility violation axe-core finds on the page. */
async function accessible(page, what) {
  // Evaluated by the driver, so the page's Content Security Policy still holds for its own scripts.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE);
  const bad = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ["violations"] }))
    .violations.filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => `${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.html.slice(0, 160)})`));
  assert.deepEqual(bad, [], `${what}: accessibility`);
}

function watchConsole(page, who) {
  page.on("console", m => {
    if (m.type() === "error") consoleErrors.push(`${who}: ${m.text()}`);
  });
  page.on("pageerror", e => consoleErrors.push(`${who}: ${e.message}`));
}

async function shot(page, name, keepMouse = false) {
  if (!SHOTS) return;
  // No card text left open by wherever the mouse happens to be.
  if (!keepMouse) await page.mouse.move(0, 0);
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
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
    ],
  });
});

after(async () => {
  await browser?.close();
});

test("the lobby lists games and refuses a bad pasted deck inline", async () => {
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "lobby");
  await page.goto(BASE);
  await page.waitForSelector("#create");
  assert.equal(await page.locator(".seat-row").count(), 5);
  // A pasted list with an unknown card: the deck check's problem shows under its seat.
  await page.selectOption("#deck-2", "");
  await page.fill("#list-2", "Crypt (1)\n1x Nobody At All\nLibrary (1)\n1x Nothing Whatsoever\n");
  await page.click("#name-0");
  await page.fill("#name-0", "Anna");
  await page.click("#create");
  await page.waitForSelector("#seat-problems-2 li");
  const problem = await page.textContent("#seat-problems-2");
  assert.match(problem, /Nobody|unknown|crypt/i);
  assert.match(page.url(), /\/$/, "a refused table does not open");
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("one human and four bots play a whole game in the browser; a spectator sees no hand and reads French", async () => {
  const started = Date.now();
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "player");
  await page.goto(BASE);
  await page.waitForSelector("#create");
  assert.equal(await page.getAttribute("html", "lang"), "en");
  await page.fill("#name-0", "Anna");
  await page.fill("#think", THINK_MS);
  await page.fill("#max-turns", MAX_TURNS);
  await page.fill("#seed", SEED);
  await page.selectOption("#deck-0", DECK);
  await page.selectOption("#deck-4", "malkavian");
  for (const i of [1, 2, 3, 4]) assert.equal(await page.inputValue(`#player-${i}`), "bot");
  await shot(page, "lobby");
  await accessible(page, "lobby");
  await page.click("#create");
  await page.waitForURL(/\/table\//);
  const id = page.url().match(/\/table\/([^/?#]+)/)[1];

  // A spectator in another browser context: no seat token, so no hand and no options.
  const spectx = await browser.newContext({ viewport: VIEWPORT });
  const spec = await spectx.newPage();
  watchConsole(spec, "spectator");
  await spec.goto(`${BASE}/table/${id}?watch=1`);
  await spec.waitForSelector("#spectating");
  await spec.waitForSelector(".seat[data-seat]");
  assert.equal(await spec.locator(".mine .hand").count(), 0, "a spectator sees no hand");
  assert.equal(await spec.locator("button.option").count(), 0, "a spectator has no options");
  // The seats still show how many cards each hand holds.
  assert.ok((await spec.locator(".seat dl.counts").count()) === 5);

  // Chat: the player's line reaches the spectator, escaped as text; the spectator gives a
  // name once (asked on its first line) and its line reaches the player, marked as such.
  await page.fill("#chat-input", "good luck <all>");
  await page.press("#chat-input", "Enter");
  await spec.waitForFunction(() => [...document.querySelectorAll("#chat li")].some(li => li.textContent.endsWith(": good luck <all>")));
  spec.once("dialog", d => d.accept("Zed"));
  await spec.fill("#chat-input", "have fun");
  await spec.press("#chat-input", "Enter");
  await page.waitForFunction(() => [...document.querySelectorAll("#chat li")].some(li => li.textContent === "Zed (spectator): have fun"));

  // The player: click legal options (only those the server sent) until the game ends.
  const random = rng(Number(SEED));
  let clicks = 0;
  let sawHand = false;
  const seen = { table: false, combat: false, referendum: false };
  // Accessibility checked while the game waits for the human (the page is still).
  const checked = { table: false, combat: false, referendum: false };
  for (;;) {
    const state = await page.waitForFunction(seen => {
      if (document.querySelector("#standings")) return "over";
      // A combat or a referendum on screen (once each, for the screenshots).
      if (!seen.combat && document.querySelector('#stage [data-kind="combat"]')) return "combat";
      // A referendum once votes are cast or the player is asked to vote.
      if (!seen.referendum && document.querySelector('#stage [data-kind="referendum"]')) {
        const votes = Number(document.querySelector("#votes-for")?.textContent) + Number(document.querySelector("#votes-against")?.textContent);
        if (votes > 0 || document.querySelector('#decision button.option[data-code^="vote"]')) return "referendum";
      }
      const b = document.querySelectorAll("#decision button.option:not([disabled])");
      return b.length ? "decide" : false;
    }, seen, { timeout: 60_000, polling: 10 }).then(h => h.jsonValue());
    if (state === "combat" || state === "referendum") {
      seen[state] = true;
      await shot(page, state);
      continue;
    }
    if (state === "over") break;
    for (const kind of ["combat", "referendum"]) {
      if (!checked[kind] && await page.locator(`#stage [data-kind="${kind}"]`).count()) {
        checked[kind] = true;
        await accessible(page, `${kind} panel`);
      }
    }
    if (!checked.table && clicks >= 10) {
      checked.table = true;
      await accessible(page, "table");
    }
    if (!sawHand) sawHand = (await page.locator(".mine .hand button.card").count()) > 0;
    const buttons = page.locator("#decision button.option:not([disabled])");
    const n = await buttons.count();
    if (n === 0) continue;
    const codes = await buttons.evaluateAll(bs => bs.map(b => b.dataset.code));
    // A simple player: calls referendums and votes, brings vampires out, puts its pool
    // on one vampire at a time, otherwise acts at random and sometimes passes; it only
    // ever clicks what it was offered.
    const first = prefix => codes.findIndex(c => c.startsWith(prefix));
    let k = Math.floor(random() * n);
    const passAt = codes.indexOf("pass");
    if (passAt >= 0 && n > 1 && random() < 0.3) k = passAt;
    for (const prefix of ["political-action", "vote ", "bring-out", "transfer ", "bleed"]) {
      if (first(prefix) >= 0 && random() < 0.9) {
        k = prefix === "vote " ? codes.findIndex(c => c.startsWith("vote ") && c.includes(random() < 0.5 ? "side=for" : "side=against")) : first(prefix);
        if (k < 0) k = first(prefix);
        break;
      }
    }
    if (!seen.table && clicks >= 25 && await page.locator(".seat .region.ready button.card").count() >= 6) {
      seen.table = true;
      await page.hover(".mine .hand button.card");
      await page.waitForSelector("#tip:not([hidden])");
      await shot(page, "table", true);
      await page.mouse.move(0, 0);
    }
    // The keyboard works too: P passes.
    if (codes[k] === "pass" && clicks % 2 === 1) await page.keyboard.press("p");
    else await buttons.nth(k).click();
    clicks++;
    if (clicks === 8) {
      // The connection drops: the page reconnects on its own and the game goes on.
      await page.evaluate(() => window.jyhadTable.ws.close());
      await page.waitForSelector("#conn.down");
      await page.waitForSelector("#conn.ok");
    }
    if (clicks === 5) {
      // Meanwhile the spectator switches to French: its log comes again, in French.
      await spec.selectOption("#lang", "fr");
      await spec.waitForFunction(() => [...document.querySelectorAll("#log li")].some(li => /^Tour \d+ :/.test(li.textContent)));
      assert.equal(await spec.getAttribute("html", "lang"), "fr");
      assert.match(await spec.textContent("#status"), /Tour|En attente|Partie/);
      assert.equal(await spec.locator(".mine .hand").count(), 0);
    }
  }
  assert.ok(sawHand, "the player saw their hand");
  assert.ok(clicks > 10, `the player made ${clicks} choices`);

  // The final standings: the table on the page is the server's outcome.
  const info = await (await fetch(`${BASE}/api/tables/${id}`)).json().catch(() => null);
  const over = info ?? (await (await fetch(`${BASE}/api/tables?status=over`)).json()).tables.find(t => t.id === id);
  assert.equal(over.status, "over");
  const rows = await page.locator("#standings tbody tr").evaluateAll(trs => trs.map(tr => ({
    seat: Number(tr.dataset.seat), vp: Number(tr.querySelector("td.vp").textContent),
  })));
  assert.equal(rows.length, 5);
  for (const r of rows) assert.equal(r.vp, over.outcome.half_vp[r.seat] / 2);
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].vp >= rows[i].vp, "standings are in order");
  if (over.outcome.winner !== null) {
    assert.equal(await page.getAttribute("#standings tr.winner", "data-seat"), String(over.outcome.winner));
  }

  await accessible(page, "standings");
  // The spectator, in French, sees the end too; the language stays after a reload.
  await spec.waitForSelector("#standings");
  await accessible(spec, "spectator");
  assert.match(await spec.textContent("#standings"), /Classement final/);
  await spec.reload();
  await spec.waitForSelector("#log li");
  assert.equal(await spec.inputValue("#lang"), "fr");
  const log = await spec.locator("#log li").allTextContents();
  assert.ok(log.some(l => /^Tour \d+ :/.test(l)), "the log is in French");
  assert.ok(!log.some(l => /^Turn \d+:/.test(l)), "no English turn line in the French log");

  console.log(`game: ${clicks} clicks by the human, ${Math.round((Date.now() - started) / 1000)} s, ` +
    `combat seen: ${seen.combat}, referendum seen: ${seen.referendum}, accessibility checked: ${JSON.stringify(checked)}, outcome: ${JSON.stringify(over.outcome)}`);
  await spectx.close();
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("on a phone the decision and the hand come first, nothing wider than the screen; the log groups repeated lines", async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  watchConsole(page, "phone");
  await page.goto(BASE);
  await page.waitForSelector("#create");
  await page.fill("#name-0", "Pia");
  await page.fill("#think", "0");
  await page.fill("#seed", "3");
  await page.click("#create");
  await page.waitForURL(/\/table\//);
  await page.waitForSelector("button.option");
  await page.evaluate(() => window.scrollTo(0, 0));
  // The decision starts within the first screen, above the Methuselahs.
  const decision = await page.locator("#decision").boundingBox();
  const seats = await page.locator("#seats").boundingBox();
  assert.ok(decision.y < 844 - 60, `the decision starts at ${decision.y}px`);
  assert.ok(decision.y < seats.y, "the decision comes before the seats");
  const hand = await page.locator("#mine").boundingBox();
  if (hand) assert.ok(hand.y < seats.y, "the hand comes before the seats");
  // Every option has its number as a key shortcut, past the ninth too.
  const keys = await page.locator("#options button.option").evaluateAll(bs => bs.map(b => b.getAttribute("aria-keyshortcuts")));
  assert.deepEqual(keys, keys.map((_, i) => String(i + 1)));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `the page is ${wide}px wide`);
  // The opening draws are one line per Methuselah with a count, not seven lines each.
  await page.waitForSelector("#log li .count");
  const counts = await page.locator("#log li .count").allTextContents();
  assert.ok(counts.some(c => /^×[2-9]/.test(c)), counts.join(" "));
  await shot(page, "table-phone");
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("copies of one card in hand give one option, and the options are grouped by card", async () => {
  // Sixty copies of one master card: the opening hand holds seven of them.
  const crypt = "Crypt (12)\n1 Alexa Draper\n2 Alice Chen\n2 Sybren van Oosten\n2 Horst von Brühl\n1 Madison\n1 Chelsea Blake\n1 Naomi Stewart\n1 Oshri Dahan\n1 Brock Sterling\n";
  const list = `${crypt}Library (60)\n60 Information Highway\n`;
  const seats = [{ deck: { list, name: "Copies" }, player: "human", name: "Cole" },
    ...["malkavian", "nosferatu", "toreador", "tremere"].map(deck => ({ deck, player: "bot" }))];
  const res = await fetch(`${BASE}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seats, think_ms: 0, max_turns: 3, start: true, seed: 5 }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const { id, seats: tokens } = await res.json();
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "copies");
  // The seat's token where the lobby keeps it, as if this browser had created the table.
  const token = tokens.find(s => s.seat === 0).token;
  await page.goto(BASE);
  await page.evaluate(([id, token]) => localStorage.setItem(`jyhad.seat.${id}`, JSON.stringify({ seat: 0, token })), [id, token]);
  await page.goto(`${BASE}/table/${id}`);
  let checked = false;
  for (let i = 0; i < 40 && !checked; i++) {
    await page.waitForSelector("#decision button.option:not([disabled])", { timeout: 30_000 });
    const copies = await page.locator(".mine .hand button.card").evaluateAll(bs =>
      bs.filter(b => b.querySelector(".name")?.textContent === "Information Highway").map(b => Number(b.dataset.id)));
    const codes = await page.locator("#decision button.option:not([disabled])").evaluateAll(bs => bs.map(b => b.dataset.code));
    const naming = codes.filter(c => copies.some(x => new RegExp(`#${x}(?![0-9])`).test(c)));
    if (copies.length >= 2 && naming.length) {
      // Seven copies, one option: every option naming a copy names the same one.
      const named = new Set(naming.map(c => copies.find(x => new RegExp(`#${x}(?![0-9])`).test(c))));
      assert.equal(named.size, 1, `options for one copy only: ${naming}`);
      assert.equal(naming.length, 1, `one option: ${naming}`);
      // One group per card; that card's options under it.
      const groups = await page.locator("#options .option-group").evaluateAll(gs => gs.map(g => ({
        card: g.dataset.card, codes: [...g.querySelectorAll("button.option")].map(b => b.dataset.code),
      })));
      const cards = groups.map(g => g.card);
      assert.equal(new Set(cards).size, cards.length, `one group per card: ${cards}`);
      const mine = groups.find(g => g.card === String([...named][0]));
      assert.ok(mine && mine.codes.includes(naming[0]), JSON.stringify(groups));
      for (const g of groups) {
        for (const c of g.codes) assert.equal(c.match(/#(\d+)/)?.[1] ?? "", g.card, `${c} in group ${g.card}`);
      }
      // Every option keeps its number, through the groups.
      const keys = await page.locator("#options button.option").evaluateAll(bs => bs.map(b => b.getAttribute("aria-keyshortcuts")));
      assert.deepEqual(keys, keys.map((_, k) => String(k + 1)));
      await accessible(page, "grouped options");
      checked = true;
      break;
    }
    // Not yet: pass (or take the first option) and look again.
    const pass = page.locator("#decision button.pass:not([disabled])");
    if (await pass.count()) await pass.click();
    else await page.locator("#decision button.option:not([disabled])").first().click();
    await new Promise(ok => setTimeout(ok, 100));
  }
  assert.ok(checked, "a decision offered the copied card");
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("card images: the operator's source in the tooltip, the text card as fallback and default", async () => {
  const IMAGES = process.env.JYHAD_URL_IMAGES;
  if (!IMAGES) return;
  // Default (no --card-images): no image, the text card.
  const plain = await (await fetch(`${BASE}/api/cards/0`)).json();
  assert.equal(plain.image, undefined);
  const info = await (await fetch(`${IMAGES}/api/cards/0`)).json();
  assert.equal(info.image, `/static/card-${info.id}.svg`);
  // A human seat (its hand and its uncontrolled vampires have card faces) among bots.
  const seats = [{ deck: "ventrue", player: "human", name: "Ida" },
    ...["malkavian", "nosferatu", "toreador", "tremere"].map(deck => ({ deck, player: "bot" }))];
  const res = await fetch(`${IMAGES}/api/tables`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ seats, think_ms: 0, max_turns: 20, start: true, seed: 3 }),
  });
  assert.equal(res.status, 201);
  const { id, seats: tokens } = await res.json();
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "images");
  // The image source answers (a local SVG, drawn here: nothing downloaded) until told not to.
  let serve = true;
  await page.route("**/static/card-*.svg", route => serve
    ? route.fulfill({ contentType: "image/svg+xml", body: "<svg xmlns='http://www.w3.org/2000/svg' width='250' height='350'><rect width='250' height='350' fill='#553'/></svg>" })
    : route.fulfill({ status: 404, body: "" }));
  await page.goto(IMAGES);
  await page.evaluate(([id, token]) => localStorage.setItem(`jyhad.seat.${id}`, JSON.stringify({ seat: 0, token })), [id, tokens.find(s => s.seat === 0).token]);
  await page.goto(`${IMAGES}/table/${id}`);
  await page.waitForSelector(".mine button.card[data-ref]");
  const card = page.locator(".mine button.card[data-ref]").first();
  const firstRef = await card.getAttribute("data-ref");
  await card.hover();
  await page.waitForSelector("#tip:not([hidden]) img.card-image");
  await page.waitForFunction(() => document.querySelector("#tip img.card-image")?.naturalWidth > 0);
  assert.ok(await page.locator("#tip .tip-text").isHidden(), "the image stands for the text card");
  assert.ok((await page.getAttribute("#tip img.card-image", "alt")).length > 0);
  // The source fails: the text card comes back.
  serve = false;
  await page.mouse.move(0, 0);
  // Another card (another image: the first one's is in the browser's cache).
  const other = page.locator(`.mine button.card[data-ref]:not([data-ref="${firstRef}"])`).first();
  await other.hover();
  await page.waitForFunction(() => !document.querySelector("#tip img.card-image") && document.querySelector("#tip .tip-text")?.hidden === false);
  assert.ok((await page.textContent("#tip .tip-text")).length > 0);
  await ctx.close();
  // The failed image is the page's own 404: not counted as the page's error.
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i].startsWith("images:") && /404|Failed to load resource/.test(consoleErrors[i])) consoleErrors.splice(i, 1);
  }
  assert.deepEqual(consoleErrors, []);
});

test("a Rivals table between bots can be watched", async () => {
  const res = await fetch(`${BASE}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      game: "rivals", think_ms: 50, max_turns: 6, start: true,
      seats: [{ deck: "brujah", player: "bot" }, { deck: "toreador", player: "bot", bot: "random" }],
    }),
  });
  assert.equal(res.status, 201);
  const { id } = await res.json();
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "rivals");
  await page.goto(`${BASE}/table/${id}?watch=1`);
  await page.waitForSelector(".rv-player[data-seat]");
  await page.waitForSelector("#log li");
  assert.equal(await page.locator("button.option").count(), 0);
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("a finished game is replayed step by step, as a spectator or as a seat saw it", async () => {
  const seats = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"]
    .map(deck => ({ deck, player: "bot", bot: "random" }));
  const res = await fetch(`${BASE}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seats, think_ms: 0, max_turns: 2, start: true, seed: 7 }),
  });
  assert.equal(res.status, 201);
  const { id } = await res.json();
  let steps = 0;
  for (let i = 0; i < 200 && !steps; i++) {
    const r = await fetch(`${BASE}/api/games/${id}/record`);
    if (r.status === 200) steps = (await r.json()).choices.length;
    else await new Promise(ok => setTimeout(ok, 100));
  }
  assert.ok(steps > 3, "the bots' game ended");
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "replay");
  await page.goto(`${BASE}/games/${id}?step=0`);
  await page.waitForSelector("#replay-step");
  const stepText = () => page.textContent("#replay-step");
  assert.match(await stepText(), new RegExp(`\\b0\\b.*\\b${steps}\\b`));
  assert.ok(await page.isDisabled("#replay-back"));
  // Forward twice with the button and the arrow key, back once: the step follows.
  await page.click("#replay-forward");
  await page.waitForFunction(() => window.jyhadReplay?.step === 1);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => window.jyhadReplay?.step === 2);
  assert.ok(await page.locator("#log li").count() > 0, "the log up to this step");
  await page.click("#replay-back");
  await page.waitForFunction(() => window.jyhadReplay?.step === 1);
  assert.match(page.url(), /step=1/);
  // As the seat that made the first choice: its hand, and its choice in words.
  const by = await page.evaluate(() => window.jyhadReplay.u.replay.choice.seat);
  await page.selectOption("#replay-seat", String(by));
  await page.waitForFunction(() => window.jyhadReplay?.u?.view?.viewer !== null && window.jyhadReplay?.u?.view?.viewer !== undefined);
  await page.waitForSelector("#mine .hand .card");
  assert.match(await page.textContent("#replay-choice"), /:/);
  // The log's filter keeps only the lines that followed this seat's own choices.
  await page.check("#log-mine");
  const shown = await page.$$eval("#log li", lis => lis.filter(li => getComputedStyle(li).display !== "none").map(li => li.dataset.by));
  assert.ok(shown.length > 0 && shown.every(b => b === String(by)), `only seat ${by}'s lines: ${shown}`);
  // The end: the standings.
  await page.click("#replay-end");
  await page.waitForSelector("#standings");
  assert.ok(await page.isDisabled("#replay-forward"));
  await accessible(page, "replay");
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});
