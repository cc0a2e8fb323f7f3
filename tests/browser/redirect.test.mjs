// Two servers on one PostgreSQL database (started by run.sh when JYHAD_TEST_POSTGRES is
// set; skipped otherwise): a table created on A, opened from B's page, is played over a
// WebSocket that B redirected to A.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const A = process.env.JYHAD_URL_A || "";
const B = process.env.JYHAD_URL_B || "";

test("a table run by another server is reached through the redirect", { skip: !(A && B) && "needs two servers on PostgreSQL (JYHAD_TEST_POSTGRES)" }, async () => {
  const seats = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"].map((deck, i) =>
    i === 0 ? { deck, name: "Anna" } : { deck, player: "bot" });
  const res = await fetch(`${A}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ think_ms: 0, max_turns: 30, start: true, seed: 3, seats }),
  });
  assert.equal(res.status, 201);
  const made = await res.json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
    ],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    // The seat token as the lobby keeps it, on B's origin.
    await page.goto(B);
    await page.evaluate(([id, token]) => {
      localStorage.setItem(`jyhad.seat.${id}`, JSON.stringify({ seat: 0, token }));
    }, [made.id, made.seats[0].token]);
    await page.goto(`${B}/table/${made.id}`);
    await page.waitForFunction(() => (window.jyhadTable?.u?.options || []).length > 0, null, { timeout: 20000 });
    const seen = await page.evaluate(() => ({ url: window.jyhadTable.ws.url, seat: window.jyhadTable.mine?.seat }));
    assert.equal(seen.url, `${A.replace("http://", "ws://")}/api/tables/${made.id}/ws`);
    assert.equal(seen.seat, 0);
  } finally {
    await browser.close();
  }
});
