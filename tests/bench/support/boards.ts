import { contentsOf, moveCounter } from '../../../src/ds/model/contents.ts';
import { counterFaction } from '../../../src/ds/model/counters.ts';
import { FACTIONS, type Faction } from '../../../src/ds/model/factions.ts';
import type { DsGameState, Placed } from '../../../src/ds/model/state.ts';
import { generateFullBoard, type FullBoardOptions } from '../../../src/ds/scenario/generate/full-board.ts';
import { parseScenario } from '../../../src/ds/scenario/index.ts';

/**
 * Boards for the benchmarks: the generated full board loaded as a game state, at full size or
 * scaled down (generator parameters), and a "front" variant of it where the phasing faction's
 * ground units stand next to enemy units, so the combat steps (attacks, HQ Ranged Support,
 * retreats, exploitation) have work to do. The generator scatters units at random, so on the plain
 * board no phasing unit is next to an enemy and every combat step is empty.
 */

/** Board sizes for the complexity tables: each map's columns and rows, and counters in all. */
export const SIZES = {
  quarter: { cols: 25, rows: 25, counters: 150 },
  half: { cols: 35, rows: 36, counters: 300 },
  full: { cols: 50, rows: 50, counters: 600 },
} as const satisfies Record<string, FullBoardOptions>;
export type SizeName = keyof typeof SIZES;

/** The generated board as a loaded game state; a board that does not load stops the bench. */
export function loadedBoard(options: FullBoardOptions = {}): DsGameState {
  const r = parseScenario(generateFullBoard(options));
  if (!r.ok) throw new Error(`generated board has problems: ${r.errors[0]?.path}: ${r.errors[0]?.message}`);
  return r.value;
}

const landFree = (state: DsGameState, hex: string): boolean => {
  const h = state.board.hexes[hex];
  return h !== undefined && h.terrain !== 'allSea' && contentsOf(state, { kind: 'hex', hex }).length === 0;
};

/**
 * Moves up to `attackersPerFront` of `phasing`'s ground units (HQs among them where the faction has
 * some) into empty Land hexes next to each of the first `fronts` enemy ground units on Land, so
 * that those enemies can be attacked from several hexes, with HQ Ranged Support. Deterministic.
 */
export function withFronts(state: DsGameState, phasing: Faction, fronts = 24, attackersPerFront = 4): DsGameState {
  const mine = (s: DsGameState) => s.counters.all()
    .filter((p) => p.counter.kind === 'ground' && counterFaction(p.counter, s.countries) === phasing && p.at.kind === 'hex');
  // Units already next to an enemy (a front made for another faction) stay where they are.
  const engaged = (p: Placed): boolean => p.at.kind === 'hex' && state.board.grid.neighbours(p.at.hex).some((h) =>
    contentsOf(state, { kind: 'hex', hex: h }).some((q) => q.counter.kind === 'ground' && counterFaction(q.counter, state.countries) !== phasing));
  const spare = mine(state).filter((p) => !engaged(p)).sort((a, b) => Number(b.counter.kind === 'ground' && b.counter.type === 'hq') - Number(a.counter.kind === 'ground' && a.counter.type === 'hq'));
  const enemies = state.counters.all().filter((p) => p.counter.kind === 'ground' && p.at.kind === 'hex'
    && state.board.hexes[p.at.hex]?.terrain !== 'allSea' && counterFaction(p.counter, state.countries) !== phasing
    && counterFaction(p.counter, state.countries) !== undefined);
  let out = state;
  let next = 0;
  for (const enemy of enemies.slice(0, fronts)) {
    if (enemy.at.kind !== 'hex') continue;
    const free = state.board.grid.neighbours(enemy.at.hex).filter((h) => landFree(out, h));
    for (const hex of free.slice(0, attackersPerFront)) {
      const unit = spare[next++];
      if (!unit) return out;
      out = moveCounter(out, unit.counter.id, { kind: 'hex', hex });
    }
  }
  return out;
}

/**
 * Moves up to `count` of `faction`'s HQs next to its units that stand next to an enemy (the targets
 * of the enemy's fronts), each HQ beside a unit of its own nationality, so that the defender has an
 * HQ Ranged Support to choose. Deterministic.
 */
export function withDefendingHqs(state: DsGameState, faction: Faction, count = 6): DsGameState {
  const factionOf = (p: Placed) => counterFaction(p.counter, state.countries);
  const enemyNext = (hex: string) => state.board.grid.neighbours(hex).some((h) =>
    contentsOf(state, { kind: 'hex', hex: h }).some((q) => q.counter.kind === 'ground' && factionOf(q) !== faction));
  const units = state.counters.all().filter((p) => p.counter.kind === 'ground' && p.at.kind === 'hex' && factionOf(p) === faction);
  const targets = units.filter((p) => p.at.kind === 'hex' && p.counter.kind === 'ground' && p.counter.type !== 'hq' && enemyNext(p.at.hex));
  const hqs = units.filter((p) => p.counter.kind === 'ground' && p.counter.type === 'hq' && p.at.kind === 'hex' && !enemyNext(p.at.hex));
  let out = state;
  let moved = 0;
  for (const t of targets) {
    const hq = hqs.find((h) => h.counter.nationality === t.counter.nationality);
    const hex = t.at.kind === 'hex' ? state.board.grid.neighbours(t.at.hex).find((h) => landFree(out, h)) : undefined;
    if (!hq || !hex) continue;
    hqs.splice(hqs.indexOf(hq), 1);
    out = moveCounter(out, hq.counter.id, { kind: 'hex', hex });
    if (++moved === count) break;
  }
  return out;
}

/** The board the turn benchmarks play: the chosen size, with fronts for every faction (`phasing` first) and HQs behind them. */
export function benchBoard(size: SizeName = 'full', phasing: Faction = 'axis'): DsGameState {
  const loaded = loadedBoard({ seed: 1, ...SIZES[size] });
  const scale = size === 'full' ? 1 : size === 'half' ? 0.5 : 0.25;
  let out: DsGameState = { ...loaded, game: { ...loaded.game, phasing } };
  const order = [phasing, ...FACTIONS.filter((x) => x !== phasing)];
  // Each faction's fronts, then its enemies' HQs behind the units it may attack (before those HQs
  // are taken into the enemies' own fronts).
  for (const f of order) {
    out = withFronts(out, f, Math.round(60 * scale), 2);
    for (const e of order.filter((x) => x !== f)) out = withDefendingHqs(out, e, Math.max(1, Math.round(3 * scale)));
  }
  return out;
}
