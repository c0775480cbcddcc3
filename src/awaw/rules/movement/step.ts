import { wordedWhenRead, type Violation } from '../../../core/violation.ts';
import { SAMPLE_WEATHER_MOVEMENT, type WeatherMovementTable } from '../../data/movement-weather.sample.ts';
import type { AwawGame } from '../../model/game.ts';
import { sideOf, type Faction } from '../../model/ids.ts';
import { atWar, politicsOf } from '../../model/politics.ts';
import { factionOf } from '../../model/queries.ts';
import type { GroundUnit } from '../../model/units.ts';
import type { MovementBook } from '../../turn/movement-book.ts';
import { chinditMayBeAt } from '../ground-units.ts';
import { allowanceIn, mayMoveBySupply, spentBy, weatherBarsLeaving } from './allowance.ts';
import { entryCost, type EntryCost } from './costs.ts';
import { edgeViolations, hexEntryViolations } from './entry.ts';
import { zocLeaveCosts } from './zoc.ts';

/**
 * One step of ground movement: a unit enters an adjacent hex (13.4). Catalog: MV-11, MV-18, MV-19,
 * MV-22 (units in boxes), with the entry checks of entry.ts and the costs of costs.ts.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** What the movement checks of one faction share in one state: the ZoC costs and the weather table. */
export interface MoveEnv {
  readonly faction: Faction;
  readonly zoc: ReadonlyMap<string, number>;
  readonly table: WeatherMovementTable;
  readonly exploitation: boolean;
}

export const moveEnv = (g: AwawGame, faction: Faction, exploitation = false, table: WeatherMovementTable = SAMPLE_WEATHER_MOVEMENT): MoveEnv =>
  ({ faction, zoc: zocLeaveCosts(g, faction, exploitation), table, exploitation });

/**
 * Why `u` may not move at all now: it is the phasing side's ground unit on the map (MV-22 13.44: not
 * from a mapboard box, R-AWAW-MOVE-BOXES), in supply (MV-12 13.41A), and has not already used
 * 13.411's one hex (MV-18).
 */
export function unitMoveViolations(g: AwawGame, book: MovementBook, u: GroundUnit): Violation[] {
  const at = g.pieces.get(u.id)?.at;
  if (at?.kind === 'box') return [v('13.44', 'move.box', `${u.name} is in a mapboard box: ground units leave boxes only where rule 5 allows (13.44, R-AWAW-MOVE-BOXES)`)];
  if (at?.kind !== 'hex') return [v('13.41', 'move.notOnMap', `${u.name} is not on the map`)];
  if (sideOf(factionOf(g, u)) !== g.info.phasing) return [v('13.11', 'move.notPhasing', `${u.name} is not the phasing side's (13.11)`)];
  if (!mayMoveBySupply(u)) return [v('13.41A', 'move.unsupplied', `${u.name} is out of supply and may not move (13.41A, 30.531)`)];
  if (book.moved[u.id]?.minimumMove) return [v('13.411', 'move.minimumUsed', `${u.name} moved its one hex beyond its movement factor (13.411) and may move no further`)];
  return [];
}

/** A step's outcome: its cost and the movement spent after it, or why not. */
export interface StepOutcome {
  readonly cost: EntryCost;
  readonly spent: number;
  readonly minimumMove: boolean;
  readonly violations: readonly Violation[];
}

/**
 * What one search of one unit's moves may keep between steps: its allowance in each hex it leaves and
 * what bars it from each hex it might enter (both independent of the way it came).
 */
export interface StepCache {
  readonly allowance: Map<string, number>;
  readonly hexEntry: Map<string, readonly Violation[]>;
  /** The cost of entering a hex, by hex and the ZoC cost of the hex left. */
  readonly cost: Map<string, EntryCost>;
}
export const newStepCache = (): StepCache => ({ allowance: new Map(), hexEntry: new Map(), cost: new Map() });

/** What bars every unit from crossing a hexside (the board's, never the units'): computed once per board. */
const EDGES = new WeakMap<object, Map<string, readonly Violation[]>>();
function edgeBars(g: AwawGame, from: string, to: string): readonly Violation[] {
  let byBoard = EDGES.get(g.board);
  if (!byBoard) { byBoard = new Map(); EDGES.set(g.board, byBoard); }
  const key = `${from}>${to}`;
  let bars = byBoard.get(key);
  if (bars === undefined) { bars = edgeViolations(g, from, to); byBoard.set(key, bars); }
  return bars;
}

/** What bars `u` from `to`: hexEntryViolations, and the Chindit's geography (GU-65 10.66). */
function hexBars(g: AwawGame, u: GroundUnit, to: string, overrun: boolean): readonly Violation[] {
  const entry = hexEntryViolations(g, u, to, overrun);
  if (entry.length > 0) return entry;
  if (u.type === 'chindit' && !chinditMayBeAt(g, to, atWar(politicsOf(g), 'britain', 'japan'))) {
    return [v('10.66', 'move.chindit', 'the Chindit is used only on the Southeast Asian front, and leaves India only once Britain and Japan are at war (10.66)')];
  }
  return [];
}

/**
 * `u` (having spent `spent`, `first` when it has not yet entered a hex this phase) enters `to` from
 * `from`: the entry checks, the Chindit's geography (GU-65 10.66), then the cost against the
 * allowance in the hex left (MV-11, GU-21's reading). MV-18 13.411: the first hex may cost more than
 * the allowance; MV-19: not in an overrun.
 */
export function stepOutcome(g: AwawGame, env: MoveEnv, u: GroundUnit, from: string, to: string, spent: number, first: boolean, overrun = false, cache?: StepCache): StepOutcome {
  const zoc = env.zoc.get(from) ?? 0;
  const costKey = `${to}|${zoc}`;
  let cost = overrun ? undefined : cache?.cost.get(costKey);
  if (cost === undefined) { cost = entryCost(g, u, to, zoc, overrun, env.table); if (!overrun) cache?.cost.set(costKey, cost); }
  const after = spent + cost.total;
  const fail = (violations: readonly Violation[]): StepOutcome => ({ cost, spent: after, minimumMove: false, violations });
  const edge = edgeBars(g, from, to);
  if (edge.length > 0) return fail(edge);
  let bars = cache?.hexEntry.get(to);
  if (bars === undefined) { bars = hexBars(g, u, to, overrun); cache?.hexEntry.set(to, bars); }
  if (bars.length > 0) return fail(bars);
  if (weatherBarsLeaving(g, from, env.exploitation, env.table)) {
    return fail([v('13.47', 'move.weather', `${u.name} may not exploit out of the mountain hex ${from} in this winter area (13.47, 34.23B; SAMPLE weather data, R-AWAW-WEATHER-MOVEMENT)`)]);
  }
  let allowance = cache?.allowance.get(from);
  if (allowance === undefined) { allowance = allowanceIn(g, u, from, env.table); cache?.allowance.set(from, allowance); }
  if (after <= allowance) return { cost, spent: after, minimumMove: false, violations: [] };
  if (first && !overrun && spent === 0 && mayMoveBySupply(u)) return { cost, spent: after, minimumMove: true, violations: [] };
  const left = Math.max(0, allowance - spent);
  const of = allowance;
  return fail([wordedWhenRead(overrun ? '13.52' : '13.41', overrun ? 'overrun.movement' : 'move.allowance', () =>
    `${u.name} needs ${cost.total} movement factor${cost.total === 1 ? '' : 's'} to enter ${to} and has ${left} left of ${of} (${cost.parts.map((p) => p.rule).join(', ')}${overrun ? '; 13.411 does not help an overrun' : ''})`)]);
}

/** The movement factors a unit has spent this phase (MV-20). */
export const spentOf = (book: MovementBook, id: string): number => spentBy(book.moved[id]);
export const hasEntered = (book: MovementBook, id: string): boolean => (book.moved[id]?.path.length ?? 0) > 0;
