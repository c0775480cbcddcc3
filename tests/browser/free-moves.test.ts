import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../components/turn-guide/turn-guide.ts';
import type { TurnGuide } from '../../components/turn-guide/turn-guide.ts';
import { AUTOSAVE_KEY } from '../../components/shared/autosave.ts';
import { dsRuleset } from '../../machines/ds/ruleset.ts';
import westernAdmin from '../../scenarios/events/teaching-western-admin.json';
import { readSavedGameText } from '../../src/ds/events/saved-game-file.ts';
import type { DsEvent } from '../../src/ds/events/index.ts';
import { engineOf } from '../../src/core/engine.ts';
import { seriousViolations } from './support/app-driver.ts';
import { partOf, rootOf, settle } from './support/guide-driver.ts';
import { dragOnMap } from './support/map-driver.ts';
import { teachingGame } from './support/scenario.ts';

/**
 * Issue 21, a map that keeps up with the table (R-FREE-MOVES): in the Operational Movement Phase,
 * which the rules texts do not give, the Western player moves a counter freely on the map, by
 * click-click, by drag and by keyboard; the move is logged as unchecked with its phase, ringed on the
 * map, undone, saved in the browser and in a saved-game file, and replayed from both.
 */
const game = teachingGame();
const admin = westernAdmin.events as DsEvent[];
/** The 7th Division (AIF) tops the stack on Christmas Island (w2518), over the I Australian Corps HQ. */
const PIECE = 'au-7-div', FROM = 'w2518', TO = 'w2610';

async function atOperationalMovement(autosave = false): Promise<TurnGuide> {
  document.body.replaceChildren();
  const guide = document.createElement('tc-turn-guide');
  guide.autosave = autosave;
  guide.seed = westernAdmin.seed;
  guide.ruleset = dsRuleset;
  guide.game = game;
  document.body.append(guide);
  await settle(guide);
  if (guide.controller!.events.length === 0) for (const e of admin) expect(guide.controller!.send(e)).toEqual([]);
  await settle(guide);
  expect(guide.controller!.step!.id).toBe('ds.operationalMovement');
  return guide;
}

const mapOf = (guide: TurnGuide) => partOf(guide, 'tc-board-map');
const where = (guide: TurnGuide, piece: string) => {
  const at = (guide.controller!.snapshot.context as unknown as { game: { counters: { get(id: string): { at: { kind: string; hex?: string } } } } }).game.counters.get(piece).at;
  return at.kind === 'hex' ? at.hex : at.kind;
};

/** Where a hex's centre is in the page, brought into view first. */
async function pointOf(guide: TurnGuide, hex: string): Promise<{ x: number; y: number }> {
  const map = mapOf(guide);
  map.focusHex(hex);
  await map.updateComplete;
  const at = map.hexOnScreen(hex)!;
  return { x: at.x, y: at.y };
}

async function clickAt(guide: TurnGuide, hex: string): Promise<void> {
  const at = await pointOf(guide, hex);
  await userEvent.click(mapOf(guide).shadowRoot!.querySelector<HTMLElement>('svg.layer.base')!, { position: at });
  await settle(guide);
}

const freeMove = (to: string): DsEvent => ({ type: 'FREE_MOVE', piece: PIECE, to });
const lastLog = (guide: TurnGuide) => [...rootOf(guide, 'tc-turn-log').querySelectorAll('li.entry')].at(-1)!;

describe('issue 21: free moves on the map (R-FREE-MOVES)', () => {
  afterEach(() => { localStorage.clear(); vi.restoreAllMocks(); });

  it('click-click: the counter is picked up, every hex it may go to is highlighted, the move previewed, then made; the log marks it unchecked with its phase', async () => {
    const guide = await atOperationalMovement();
    // The rules' actions are counted; the free moves apart, by the counters that may move.
    expect(partOf(guide, 'tc-legal-actions').shadowRoot!.querySelector('.count')!.textContent).toBe('(1; 28 counters may move freely)');
    expect(mapOf(guide).targets?.has(FROM)).toBe(true); // a pick-up hex
    await clickAt(guide, FROM);
    const targets = mapOf(guide).targets!;
    expect(targets.has(TO)).toBe(true);
    expect(targets.has(FROM)).toBe(false);
    // Every hex of the map but its own and those of enemy units (R-FREE-MOVES), as the legal actions list them.
    const listed = engineOf(guide.controller!.ruleset).legalActions(guide.controller!.snapshot).filter((e) => e.type === 'FREE_MOVE' && (e as { piece?: string }).piece === PIECE);
    expect(targets.size).toBe(listed.length);
    expect(targets.size).toBeGreaterThan(300);
    // Hovering a destination previews the move: a dashed (unchecked) line, and its words for screen readers.
    const at = await pointOf(guide, TO);
    await userEvent.hover(mapOf(guide).shadowRoot!.querySelector<HTMLElement>('svg.layer.base')!, { position: at });
    await settle(guide);
    const root = mapOf(guide).shadowRoot!;
    expect(root.querySelector('.move-preview.unchecked polyline')).not.toBeNull();
    expect(root.querySelector('.move-live')!.textContent).toContain('An unchecked move');
    await clickAt(guide, TO);
    expect(where(guide, PIECE)).toBe(TO);
    expect(guide.controller!.events.at(-1)).toEqual({ type: 'FREE_MOVE', piece: PIECE, to: TO });
    expect(guide.controller!.step!.id).toBe('ds.operationalMovement');
    const entry = lastLog(guide);
    expect(entry.classList.contains('kind-unchecked')).toBe(true);
    expect(entry.textContent).toContain('Unchecked move in the Operational Movement Phase: 7th Division');
    expect(mapOf(guide).uncheckedMoved?.has(TO)).toBe(true);
    expect(mapOf(guide).shadowRoot!.querySelector('.unchecked-moved')).not.toBeNull();
  });

  it('drag: the counter dragged from its hex and dropped on another moves there', async () => {
    const guide = await atOperationalMovement();
    const from = await pointOf(guide, FROM);
    dragOnMap(mapOf(guide), from, mapOf(guide).hexOnScreen(TO)!);
    await settle(guide);
    expect(where(guide, PIECE)).toBe(TO);
    expect(guide.controller!.events.filter((e) => e.type === 'FREE_MOVE')).toHaveLength(1);
  });

  it('a refused move of the picked piece (every hex of the map is a free move\'s target, so it is sent as a file or the console would) has its why-not by its hex; nothing changes', async () => {
    const guide = await atOperationalMovement();
    await clickAt(guide, FROM); // picked up
    const before = guide.controller!.snapshot;
    guide.controller!.send(freeMove(FROM));
    (guide as unknown as { moves: { aimedAt(h: string): void } }).moves.aimedAt(FROM);
    guide.requestUpdate();
    await settle(guide);
    // The map renders after the guide: under load, a frame later (a full test run on two shared cores took over a second once).
    await vi.waitFor(() => expect(mapOf(guide).shadowRoot!.querySelector('.move-notice')).not.toBeNull(), { timeout: 5000 });
    const notice = mapOf(guide).shadowRoot!.querySelector('.move-notice')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('already in Christmas Island (w2518)');
    expect(notice.textContent).toContain('R-FREE-MOVES');
    expect(guide.controller!.snapshot).toBe(before);
  });

  it('keyboard only: focus the counter, Enter picks it up, arrow keys reach a destination (announced), Enter moves, Escape cancels a pick-up; axe-clean', async () => {
    const guide = await atOperationalMovement();
    const root = () => mapOf(guide).shadowRoot!;
    const stop = () => root().querySelector<SVGElement>('.target[tabindex="0"]')!;
    stop().focus();
    expect(stop().getAttribute('aria-label')).toMatch(/^Pick up /);
    const pickedFrom = stop().getAttribute('data-hex')!;
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    await vi.waitFor(() => expect(root().activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Unchecked move/));
    // Escape puts the piece down: the pick-up hexes are the targets again.
    await userEvent.keyboard('{Escape}');
    await settle(guide);
    await vi.waitFor(() => expect(root().activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Pick up /));
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    await vi.waitFor(() => expect(root().activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Unchecked move/));
    await userEvent.keyboard('{ArrowRight}');
    await settle(guide);
    const dest = root().activeElement!.getAttribute('data-hex')!;
    expect(root().querySelector('.move-live')!.textContent).toContain(`Unchecked move`);
    expect(await seriousViolations(guide)).toEqual([]);
    const moved = guide.controller!.events.length;
    await userEvent.keyboard('{Enter}');
    await settle(guide);
    expect(guide.controller!.events).toHaveLength(moved + 1);
    expect(guide.controller!.events.at(-1)).toMatchObject({ type: 'FREE_MOVE', to: dest });
    expect(pickedFrom).not.toBe(dest);
    expect(await seriousViolations(guide)).toEqual([]);
  });

  it('undo takes a free move back; a reload restores it; the saved-game file holds it and loads back', async () => {
    localStorage.clear();
    const guide = await atOperationalMovement(true);
    expect(guide.controller!.send(freeMove(TO))).toEqual([]);
    await settle(guide);
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!).events.at(-1)).toEqual({ type: 'FREE_MOVE', piece: PIECE, to: TO });

    const again = await atOperationalMovement(true);
    expect(where(again, PIECE)).toBe(TO);
    expect(lastLog(again).textContent).toContain('Unchecked move in the Operational Movement Phase');

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:free-move'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(rootOf(again, 'tc-game-file').querySelector<HTMLElement>('button.save')!);
    const text = await blobs[0]!.text();
    const file = readSavedGameText(text);
    expect(file.ok && file.value.events.at(-1)).toEqual({ type: 'FREE_MOVE', piece: PIECE, to: TO });

    again.controller!.undoTo(admin.length);
    await settle(again);
    expect(where(again, PIECE)).toBe(FROM);
    expect(lastLog(again).textContent).not.toContain('Unchecked move');
  });
});
