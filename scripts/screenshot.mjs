#!/usr/bin/env node
// Screenshots of the guide for the README: serves it with Vite, drives Debian's Chromium with
// playwright-core, opens the start screen or the teaching scenario (?scenario=ds/teaching-java-1942),
// loads a prefix of the saved Western turn into the guide, then clicks as a player would, and writes
// PNGs. Console errors and warnings of the page are reported.
// Usage: npm run screenshots [-- scene…]   scenes: placement, combat, start, handover, console, machine, move (default: all)
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

const turn = JSON.parse(readFileSync('scenarios/events/teaching-western-turn.json', 'utf8'));
const awawTurn = JSON.parse(readFileSync('scenarios/awaw/events/teaching-don-1942-whole-turn.json', 'utf8'));
const firstOf = (type, from = 0) => turn.events.findIndex((e, i) => i >= from && e.type === type);

/** What each picture shows: how many saved events to load, then what to click. */
const SCENES = {
  // 2.2.3: the Western player has chosen a support unit; its legal targets are highlighted.
  placement: { out: 'docs/images/guide.png', events: 11, click: 'tc-legal-actions button[data-type="PLACE_SUPPORT"]' },
  // 4.2.2: the attack on w4017 has its Dr2 result; the defender retreats, the combat panel says so.
  combat: { out: 'docs/images/combat-panel.png', events: firstOf('RETREAT', firstOf('ATTACK', firstOf('BEACHHEAD_LANDING'))) },
  // The start screen: every bundled scenario with its map, ruleset and where it starts.
  start: { out: 'docs/images/start-screen.png', start: true },
  // 2.2.3.2: the Western player has placed Force B; the Axis player is asked whether to contest it.
  handover: { out: 'docs/images/hand-over.png', events: firstOf('PLACE_SUPPORT', firstOf('CONTEST') - 3), handOver: 'tc-legal-actions button[data-type="PLACE_SUPPORT"]' },
  // The designer's console in 2.2.3: a placement typed as JSON refused with its rule, the state tree opened at the turn's bookkeeping.
  console: {
    out: 'docs/images/console.png', events: firstOf('PLACE_SUPPORT'),
    typed: { type: 'PLACE_SUPPORT', unit: 'br-eastern-cv', to: { kind: 'hex', hex: 'w4114' } }, open: ['turn', 'placement'],
  },
  // The turn machine enlarged, the generated paths' coverage shown with its legend, focused on the step under way (2.2.3).
  machine: { out: 'docs/images/turn-machine.png', events: firstOf('PLACE_SUPPORT'), machine: true },
  // AWAW 13.4: the XLVIII Panzer Corps picked up on the map, its reachable hexes hatched, the path to eN48 and its cost previewed.
  move: { out: 'docs/images/awaw-move.png', scenario: 'awaw/teaching-don-1942', turn: awawTurn, events: 3, pick: 'eP47', aim: 'eN48' },
};

/** Where hex `hex` of the guide's map is on the page, scrolled into view. */
const hexPoint = (page, hex) => page.evaluate(async (h) => {
  const map = document.querySelector('tc-guide-app').guide.shadowRoot.querySelector('tc-board-map');
  map.focusHex(h);
  await map.updateComplete;
  const at = map.hexOnScreen(h), box = map.shadowRoot.querySelector('.viewport').getBoundingClientRect();
  return { x: box.left + at.x, y: box.top + at.y };
}, hex);

const scenes = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENES);
const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
await server.listen();
const url = `${server.resolvedUrls.local[0]}guide/`;
/** The turn guide inside the page's app. */
const GUIDE = 'tc-guide-app tc-turn-guide';
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const problems = [];
try {
  for (const name of scenes) {
    const scene = SCENES[name];
    if (!scene) throw new Error(`unknown scene "${name}"; scenes: ${Object.keys(SCENES).join(', ')}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('console', (m) => { if (m.type() === 'error' || (m.type() === 'warning' && !m.text().includes('Lit is in dev mode'))) problems.push(m.text()); });
    if (scene.start) {
      await page.goto(url);
      await page.locator('tc-start-screen li.card').first().waitFor();
    } else {
      const played = scene.turn ?? turn;
      await page.goto(`${url}?scenario=${scene.scenario ?? 'ds/teaching-java-1942'}`);
      await page.locator(`${GUIDE} tc-legal-actions button`).first().waitFor();
      await page.evaluate(({ seed, events }) => {
        const guide = document.querySelector('tc-guide-app').guide;
        guide.seed = seed;
        return guide.updateComplete.then(() => guide.controller.load(events));
      }, { seed: played.seed, events: played.events.slice(0, scene.events) });
    }
    await page.waitForTimeout(200);
    if (scene.click) await page.locator(`${GUIDE} ${scene.click}`).first().click();
    if (scene.handOver) {
      // The unit the saved turn places next, to the hex it places it in: the Axis is asked to contest.
      const place = turn.events[scene.events];
      await page.evaluate((e) => document.querySelector('tc-guide-app').guide.controller.send(e), place);
      await page.locator('tc-hand-over button.go-on').waitFor();
    }
    if (scene.typed) {
      await page.locator('tc-guide-app label.console-switch input').check();
      await page.locator('tc-designer-console textarea').fill(JSON.stringify(scene.typed, null, 2));
      await page.locator('tc-designer-console button.send').click();
      for (const key of scene.open) await page.locator(`tc-state-tree [role="treeitem"] .key:text-is("${key}")`).click();
    }
    if (scene.machine) {
      await page.locator(`${GUIDE} .views button`, { hasText: 'Turn machine' }).click();
      await page.locator('tc-statechart-diagram .canvas svg').waitFor();
      await page.locator('tc-machine-view label.coverage input').check();
      await page.locator('tc-statechart-diagram .legend li', { hasText: 'not covered' }).waitFor();
      await page.locator('tc-machine-view button.enlarge').click();
      await page.locator('tc-statechart-diagram button.focus-active').click();
    }
    if (scene.pick) {
      const from = await hexPoint(page, scene.pick);
      await page.mouse.click(from.x, from.y);
      await page.waitForTimeout(200);
      const to = await hexPoint(page, scene.aim);
      await page.mouse.move(to.x, to.y);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: scene.out });
    console.log(`wrote ${scene.out}: ${name}, after ${scene.events} saved events`);
    await page.close();
  }
  if (problems.length) { console.log(`console errors/warnings:\n${problems.join('\n')}`); process.exitCode = 1; }
} finally {
  await browser.close();
  await server.close();
}
