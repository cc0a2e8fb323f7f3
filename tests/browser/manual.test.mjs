// Browser test of manual cards (issue 18), in headless Chromium against a running
// `jyhad serve` at JYHAD_URL (run.sh starts one).
//
// A real archive deck (2025 NAC "Inner City Bypass", 35 of its 90 library cards not
// automated) is refused by a table that forbids manual cards, naming them; at a table that
// allows them (shown in the lobby) its human player plays such a card, resolves it by hand
// with a move on another human's pool, that player approves in its own browser; a later,
// absurd batch is refused there, and the refusal is shown to the resolving player.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BASE = process.env.JYHAD_URL || "http://127.0.0.1:8080";
const VIEWPORT = { width: 1440, height: 960 };
const SHOTS = process.env.JYHAD_SCREENSHOTS || "";
const DECK = readFileSync(new URL("./fixtures/inner-city-bypass.txt", import.meta.url), "utf8");
/** The same deck with seven copies of a master card far down the deck-completion order
 *  (Fragment of the Book of Nod) for Information Highway: a manual master card is drawn early
 *  whatever other cards get automated. */
const PLAYED_DECK = DECK.replace("7 Information Highway", "7 Fragment of the Book of Nod");
/** Manual copies PLAYED_DECK adds to DECK's. */
const PLAYED_EXTRA = 7;

/** Copies of the archive deck the engine does not automate (read from the deck check). */
let manualCopies = 0;
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
    if (m.type() === "error") consoleErrors.push(`${who}: ${m.text()}`);
  });
  page.on("pageerror", e => consoleErrors.push(`${who}: ${e.message}`));
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

async function shot(page, name) {
  if (!SHOTS) return;
  await page.mouse.move(0, 0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function post(path, body) {
  const r = await fetch(`${BASE}${path}`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

/** The enabled options of a page's decision, by code. */
async function options(page) {
  return page.locator("#decision button.option:not([disabled])").evaluateAll(bs => bs.map(b => b.dataset.code));
}

/** Clicks the option `code` and waits until the page has taken the answer in. */
async function choose(page, code) {
  await page.locator(`#decision button.option[data-code="${code}"]:not([disabled])`).first().click();
}

test("a table that forbids manual cards refuses the archive deck, naming its cards", async () => {
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  const page = await ctx.newPage();
  watchConsole(page, "lobby");
  await page.goto(BASE);
  await page.waitForSelector("#create");
  assert.equal(await page.isChecked("#manual-cards"), false, "off by default");
  await page.selectOption("#deck-0", "");
  await page.fill("#list-0", DECK);
  await page.fill("#name-0", "Anna");
  await page.click("#create");
  await page.waitForSelector("#seat-problems-0 li");
  const note = await page.textContent("#seat-problems-0");
  assert.match(note, /does not allow manual cards/);
  // Its unautomated cards are named with their copies (which ones changes as cards get
  // automated).
  assert.match(note, /engine does not automate: .*\d+× \S/);
  // The counts move as cards get automated: the manual copies are what the two leave.
  const counts = note.match(/Automated: crypt (\d+)\/12, library (\d+)\/90/);
  assert.ok(counts, note);
  manualCopies = 12 - Number(counts[1]) + 90 - Number(counts[2]);
  assert.match(page.url(), /\/$/, "a refused table does not open");
  // Allowed: the same deck is legal, its manual cards listed.
  await accessible(page, "lobby with the manual cards setting");
  await page.check("#manual-cards");
  await page.click(".seat-row[data-seat='0'] button.ghost");
  await page.waitForFunction(() => document.querySelector("#seat-problems-0 li.ok"));
  assert.match(await page.textContent("#seat-problems-0"), new RegExp(`Manual \\(${manualCopies}\\): .*Diana Iadanza \\(vampire ability\\)`));
  // An open table's page shows the setting and the deck's manual cards to whoever may join.
  const open = await post("/api/tables", {
    manual_cards: true,
    seats: [{ deck: { list: DECK } }, { deck: "tremere", player: "bot" }, { deck: "ventrue", player: "bot" },
      { deck: "malkavian", player: "bot" }],
  });
  assert.equal(open.status, 201, JSON.stringify(open.body));
  await page.goto(`${BASE}/table/${open.body.id}`);
  await page.waitForSelector("#manual-setting");
  assert.match(await page.textContent("#seats"), new RegExp(`${manualCopies || "\\d+"} manual`));
  await ctx.close();
  assert.deepEqual(consoleErrors, []);
});

test("a manual card is played, resolved by hand, approved by the other seat; a later batch is refused", async () => {
  // Two human seats (the archive deck and a starter) and three bots, manual cards allowed.
  const made = await post("/api/tables", {
    game: "vtes", think_ms: 10, max_turns: 100, seed: 3, manual_cards: true, start: true,
    seats: [
      { deck: { list: PLAYED_DECK }, player: "human", name: "Anna" },
      { deck: "tremere", player: "human", name: "Bea" },
      { deck: "malkavian", player: "bot", bot: "greedy" },
      { deck: "nosferatu", player: "bot", bot: "greedy" },
      { deck: "toreador", player: "bot", bot: "greedy" },
    ],
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.manual_cards, true);
  const id = made.body.id;
  const token = seat => made.body.seats.find(s => s.seat === seat).token;

  const open = async (seat, who) => {
    const ctx = await browser.newContext({ viewport: VIEWPORT });
    const page = await ctx.newPage();
    watchConsole(page, who);
    await page.goto(BASE);
    await page.evaluate(([id, seat, token]) => localStorage.setItem(`jyhad.seat.${id}`, JSON.stringify({ seat, token })), [id, seat, token(seat)]);
    return { ctx, page };
  };
  const a = await open(0, "Anna");
  const b = await open(1, "Bea");

  // The lobby shows the setting and the deck's manual cards before anyone sits.
  await a.page.waitForSelector(`.table-item[data-table="${id}"]`);
  const item = await a.page.textContent(`.table-item[data-table="${id}"]`);
  assert.match(item, /manual cards allowed/);
  assert.match(item, new RegExp(`${manualCopies ? manualCopies + PLAYED_EXTRA : "\\d+"} manual`));

  await a.page.goto(`${BASE}/table/${id}`);
  await b.page.goto(`${BASE}/table/${id}`);
  await a.page.waitForSelector(".seat[data-seat]");
  // Anna's hand shows which cards are played by hand.
  await a.page.waitForSelector(".mine .hand button.card");

  // Both seats answer what they are asked; Anna plays the first manual card offered,
  // then proposes one pool from Bea; Bea approves the first batch and refuses the next.
  const poolOf = async (page, seat) => Number(await page.textContent(`.seat[data-seat="${seat}"] .pool-n`));
  let phase = "find"; // find → propose → approve → propose-absurd → refused
  let beaPool = null;
  let consentShown = false;
  const deadline = Date.now() + 120_000;
  while (phase !== "refused") {
    assert.ok(Date.now() < deadline, `stuck at ${phase}`);
    const [ca, cb] = [await options(a.page), await options(b.page)];
    if (cb.includes("approve")) {
      consentShown = true;
      const prompt = await b.page.textContent("#consent");
      assert.match(prompt, /asks your approval/);
      assert.match(prompt, /pool/i);
      if (phase === "approve") {
        await shot(b.page, "manual-consent");
        await accessible(b.page, "consent prompt");
        beaPool = await poolOf(b.page, 1);
        await choose(b.page, "approve");
        await b.page.waitForFunction(n => Number(document.querySelector('.seat[data-seat="1"] .pool-n')?.textContent) === n - 1, beaPool);
        phase = "propose-absurd";
      } else {
        await choose(b.page, "refuse");
        phase = "refuse-sent";
      }
      continue;
    }
    if (cb.length) {
      await choose(b.page, cb.includes("pass") ? "pass" : cb[0]);
      continue;
    }
    if (!ca.length) {
      if (phase === "refuse-sent" && await a.page.locator("#manual-refused").count()) phase = "refused";
      await a.page.waitForTimeout(20);
      continue;
    }
    if (ca.some(c => c.startsWith("manual-done") || c.startsWith("manual-submit") || c.startsWith("manual-withdraw"))) {
      // The resolve-by-hand panel: grouped moves, not a flat list.
      await a.page.waitForSelector("#resolve fieldset.manual-group[data-group='pool']");
      assert.ok(await a.page.locator("#resolve fieldset.manual-group").count() >= 3);
      assert.ok(await a.page.locator("#manual-stage .manual-mark").count() >= 1, "the card played by hand carries its mark");
      if (phase === "find" || phase === "propose") {
        await choose(a.page, "manual-pool seat=seat2 n=-1");
        await a.page.waitForSelector("#manual-proposed li");
        await shot(a.page, "manual-resolve");
        await accessible(a.page, "resolve-by-hand panel");
        await choose(a.page, "manual-submit");
        phase = "approve";
      } else if (phase === "propose-absurd") {
        // Five pool at once: more than any one card takes.
        for (let k = 0; k < 5; k++) {
          await a.page.waitForSelector('#decision button.option[data-code="manual-pool seat=seat2 n=-1"]:not([disabled])');
          await choose(a.page, "manual-pool seat=seat2 n=-1");
        }
        await a.page.waitForFunction(() => document.querySelectorAll("#manual-proposed li").length === 5);
        await choose(a.page, "manual-submit");
        phase = "refuse-sent";
      } else if (phase === "refuse-sent") {
        await a.page.waitForSelector("#manual-refused");
        phase = "refused";
      } else {
        await a.page.waitForTimeout(20);
      }
      continue;
    }
    // A master card: played and resolved in the master phase, nothing else waits on it.
    const play = ca.find(c => c.startsWith("manual-play") && !c.includes("by="));
    if (play && phase === "find") {
      await choose(a.page, play);
      phase = "propose";
      continue;
    }
    // Otherwise Anna passes, but plays her automated master cards and discards in her
    // discard phase, to draw new cards.
    const discard = ca.find(c => c.startsWith("discard ") || c.startsWith("master card="));
    await choose(a.page, discard || (ca.includes("pass") ? "pass" : ca.find(c => !c.startsWith("manual-play")) || ca[0]));
  }
  assert.ok(consentShown);
  const refused = await a.page.textContent("#manual-refused");
  assert.match(refused, /refuses the proposed moves/);
  assert.match(refused, /edit or withdraw/);
  // Bea's pool did not move for the refused batch; Anna withdraws it and ends.
  assert.equal(await poolOf(a.page, 1), beaPool - 1);
  await choose(a.page, "manual-withdraw");
  await a.page.waitForSelector('#decision button.option[data-code="manual-done"]:not([disabled])');
  // A mark on one of her own cards (applied at once) names the card that caused it, with
  // her words for the lasting effect.
  const own = await a.page.locator(".seat.me button.card[data-id]").evaluateAll(bs => bs.map(b => b.dataset.id));
  const mark = (await options(a.page)).find(c => own.some(id => c.startsWith(`manual-label card=#${id} `)));
  assert.ok(mark, "a mark can be put on her own card");
  await a.page.fill("#label-words", "one more vote this turn");
  await choose(a.page, mark);
  await a.page.waitForFunction(() => [...document.querySelectorAll(".label-mark")]
    .some(m => /: one more vote this turn/.test(m.textContent)));
  await a.page.waitForSelector('#decision button.option[data-code="manual-done"]:not([disabled])');
  await choose(a.page, "manual-done");
  await a.page.waitForFunction(() => !document.querySelector("#resolve"));
  // The log tells the story in order.
  const log = await a.page.locator("#log li").evaluateAll(ls => ls.map(l => l.dataset.code));
  const at = c => log.indexOf(c);
  assert.ok(at("manual-starts") >= 0 && at("manual-starts") < at("manual-approves"));
  assert.ok(at("manual-approves") < log.lastIndexOf("manual-refuses"));
  assert.ok(log.lastIndexOf("manual-refuses") < log.lastIndexOf("manual-done"));
  await a.ctx.close();
  await b.ctx.close();
  assert.deepEqual(consoleErrors, []);
});
