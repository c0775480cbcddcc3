import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import { hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import { hasFriendlyBeachhead } from '../beachhead-failure.ts';
import type { AttackDeclaration, RetreatProgress } from '../../model/combat.ts';
import { factionOf, groundInHex, hasFriendlyGroundAirdropOrAir, inEzoc, isLand } from './combat-facts.ts';
import { forceOnMap, noRetreatIntoEnemy, noRetreatNeutralPolicy, noRetreatOffMap, noRetreatWithHq, noRetreatWithMa0, retreatHexsideAllowed } from './retreat-restrictions.ts';

/**
 * 4.2.5 Retreat and 4.2.5.1 Retreat Priorities. RT-2 retreatHexByHex: the force Retreats one hex
 * at a time and Priorities and Restrictions are checked again before each hex, so these
 * predicates look only at the next hex, never at whole paths. RT-3 retreatNotMovement, RT-8
 * retreatOutOfAirOk and RT-9 retreatWeatherIndependent: nothing here reads MA, MP costs,
 * movement restrictions, Air units or Airdrop markers in the hex left, or the weather.
 * RT-10 retreatOverstackTemporary: no stacking test is made during a Retreat.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/**
 * RT-4 (4.2.5) retreatTogether and RT-5 nonAttackersStay (DS-CL-08): the stacks that Retreat.
 * Defenders: every ground unit in the defending hex, one stack. Attackers: only the units that
 * attacked, one stack per hex they attacked from; units left out of the attack stay.
 * RR-2 (4.2.5.2) "including one providing Ranged Support" and R-RS-HQ-FORCE: the side's Ranged
 * Support HQ (the attack's, or the defender's `defensiveHq`) belongs to each of its forces. It holds
 * the Retreat and may take the step loss (the Kiangsu example, DS-EX-34), but it does not move
 * with the stack (`movingStack`).
 */
export function retreatingStacks(state: DsGameState, attack: AttackDeclaration, side: 'attacker' | 'defender', defensiveHq?: string): { hex: string; units: string[] }[] {
  const rs = side === 'attacker' ? attack.rangedSupport : defensiveHq;
  const hq = rs !== undefined && groundInHex(state, rs) ? [rs] : [];
  if (side === 'defender') {
    const units = contentsOf(state, { kind: 'hex', hex: attack.target }).filter((p) => p.counter.kind === 'ground').map((p) => p.counter.id);
    return units.length > 0 ? [{ hex: attack.target, units: [...units, ...hq.filter((id) => !units.includes(id))] }] : [];
  }
  const byHex = new Map<string, string[]>();
  for (const id of attack.attackers) {
    const g = groundInHex(state, id);
    if (!g || g.hex === attack.target) continue;
    byHex.set(g.hex, [...(byHex.get(g.hex) ?? []), id]);
  }
  return [...byHex].map(([hex, units]) => ({ hex, units: [...units, ...hq] }));
}

/** The members of the force that move with the stack: those in the hex it is in (an RS HQ elsewhere stays, gap §2 #23). */
export function movingStack(state: DsGameState, r: RetreatProgress): string[] {
  return forceOnMap(state, r).filter((id) => groundInHex(state, id)?.hex === r.at);
}

/** Why the force cannot Retreat at all now: nothing left to do, no unit left, RR-1, RR-2. */
export function retreatBlocked(state: DsGameState, r: RetreatProgress): Violation[] {
  if (r.remaining <= 0) return [v('4.2.5', 'retreat.satisfied', 'The Retreat result is already satisfied.')];
  const unknown = r.force.filter((id) => state.counters.get(id)?.counter.kind !== 'ground');
  if (unknown.length > 0) return [v('4.2.5', 'retreat.unknownUnit', `No ground unit has the id ${unknown.map((id) => `"${id}"`).join(', ')}.`)];
  if (movingStack(state, r).length === 0) return [v('4.2.5', 'retreat.noUnitLeft', `No unit of the force is left in ${hexName(state, r.at)} to Retreat.`)];
  return [...noRetreatWithMa0(state, r), ...noRetreatWithHq(state, r)];
}

/** RT-1 (4.2.5) retreatDestinationType: an adjacent Land hex, or an adjacent All-Sea hex with a friendly Beachhead marker. */
export function retreatDestinationType(state: DsGameState, r: RetreatProgress, hex: string): Violation[] {
  if (!state.board.hexes[hex]) return [];
  if (!state.board.grid.adjacent(r.at, hex)) return [v('4.2.5', 'retreat.notAdjacent', `${hexName(state, hex)} is not adjacent to ${hexName(state, r.at)}; a force Retreats one hex at a time.`)];
  if (isLand(state, hex) || hasFriendlyBeachhead(state, hex, r.faction)) return [];
  return [v('4.2.5', 'retreat.allSeaHex', `${hexName(state, hex)} is an All-Sea hex without a friendly Beachhead marker; a force Retreats into a Land hex or onto a friendly Beachhead.`)];
}

/**
 * RP-1 (4.2.5.1) retreatFartherAway: farther from the defending hex, in hexes, than every hex
 * occupied so far, the starting hex included (gap §2 #20: an attacker starting one hex away must
 * go two away, the Chungking example DS-EX-30). Terrain and enemy units do not change the count
 * (R-DISTANCE, the Akyab example DS-EX-31).
 */
export function retreatFartherAway(state: DsGameState, r: RetreatProgress, hex: string): Violation[] {
  const grid = state.board.grid;
  const farthest = Math.max(...[...r.path, r.at].map((h) => grid.distance(h, r.defendingHex)));
  const d = grid.distance(hex, r.defendingHex);
  return d > farthest ? [] : [v('4.2.5.1', 'retreat.notFartherAway',
    `${hexName(state, hex)} is ${d} hex${d === 1 ? '' : 'es'} from ${hexName(state, r.defendingHex)}, not farther than ${farthest}, the farthest hex Retreated into so far; a Retreat never doubles back.`)];
}

/** Every restriction on the hex itself (RT-1, RP-1, RR-3..RR-6); the Priorities come after. */
export function retreatHexRestrictions(state: DsGameState, r: RetreatProgress, hex: string): Violation[] {
  const off = noRetreatOffMap(state, hex);
  if (off.length > 0) return off;
  const type = retreatDestinationType(state, r, hex);
  if (type.some((x) => x.code === 'retreat.notAdjacent')) return type;
  return [...type, ...retreatFartherAway(state, r, hex), ...retreatHexsideAllowed(state, r.at, hex),
    ...noRetreatIntoEnemy(state, r, hex), ...noRetreatNeutralPolicy(state, hex)];
}

/** RP-2 (4.2.5.1) retreatPriority1: the hex holds no EZOC (R-ZOC). */
export const retreatPriority1 = (state: DsGameState, faction: Faction, hex: string): boolean => !inEzoc(state, hex, faction);

/** RP-3 (4.2.5.1) retreatPriority2: the hex holds a friendly ground, Airdrop or Air unit. */
export const retreatPriority2 = (state: DsGameState, faction: Faction, hex: string): boolean => hasFriendlyGroundAirdropOrAir(state, hex, faction);

/**
 * RC-1 (4.2.5.3): whether the force may Retreat at all now, asked without listing the hexes:
 * `retreatHexes` is empty exactly when no open neighbour meets Priority 1 or Priority 2. The
 * settlement asks this after every change of an attack; listing every hex's restrictions was most
 * of its cost (issue 17's profile).
 */
export function mayRetreat(state: DsGameState, r: RetreatProgress): boolean {
  if (retreatBlocked(state, r).length > 0 || !state.board.hexes[r.at]) return false;
  return state.board.grid.neighbours(r.at).some((h) =>
    (retreatPriority1(state, r.faction, h) || retreatPriority2(state, r.faction, h)) && retreatHexRestrictions(state, r, h).length === 0);
}

/**
 * RP-4 (4.2.5.1) retreatHexChoice: the hexes of the best Priority met (the owner chooses among
 * them); empty when the force cannot Retreat (RC-1). R-RETREAT-ORDER: a hex barred by a
 * Restriction meets no Priority.
 */
export function retreatHexes(state: DsGameState, r: RetreatProgress): readonly string[] {
  const known = hexesMemo.get(r);
  if (known?.game === state) return known.hexes;
  const hexes = findRetreatHexes(state, r);
  hexesMemo.set(r, { game: state, hexes });
  return hexes;
}

/**
 * The last answer per Retreat record and game state: after each change of an attack the settlement
 * asks whether the force may Retreat, then the check of the next RETREAT asks for the hexes twice
 * (`retreatViolations`, then the step's own check). Records and states are never mutated, so the
 * pair always has the same hexes (tests/machines/combat-memo.test.ts compares with a fresh reading).
 */
const hexesMemo = new WeakMap<RetreatProgress, { readonly game: DsGameState; readonly hexes: readonly string[] }>();

function findRetreatHexes(state: DsGameState, r: RetreatProgress): readonly string[] {
  if (retreatBlocked(state, r).length > 0 || !state.board.hexes[r.at]) return [];
  const open = state.board.grid.neighbours(r.at).filter((h) => retreatHexRestrictions(state, r, h).length === 0);
  const first = open.filter((h) => retreatPriority1(state, r.faction, h));
  return first.length > 0 ? first : open.filter((h) => retreatPriority2(state, r.faction, h));
}

/** Why Retreating into `hex` now is not allowed (empty: allowed). */
export function retreatViolations(state: DsGameState, r: RetreatProgress, hex: string): Violation[] {
  // A hex listed is one no restriction bars, of a force not blocked: the usual case, read off the list.
  if (retreatHexes(state, r).includes(hex)) return [];
  const blocked = retreatBlocked(state, r);
  if (blocked.length > 0) return blocked;
  const hexRules = retreatHexRestrictions(state, r, hex);
  if (hexRules.length > 0) return hexRules;
  const options = retreatHexes(state, r);
  if (options.includes(hex)) return [];
  return [retreatPriority1(state, r.faction, hex)
    ? v('4.2.5.1', 'retreat.priority', `${hexName(state, hex)} does not meet the Retreat Priorities.`)
    : options.some((h) => retreatPriority1(state, r.faction, h))
      ? v('4.2.5.1', 'retreat.priority1Available', `${hexName(state, hex)} is in an enemy zone of control, and a hex without one (Priority 1) is available: ${options.map((h) => hexName(state, h)).join(', ')}.`)
      : v('4.2.5.1', 'retreat.ezocWithoutFriends', `${hexName(state, hex)} is in an enemy zone of control and holds no friendly ground, Airdrop or Air unit (Priority 2).`)];
}

/**
 * RT-6 (4.2.5) routJoins and RT-7 joinedHqCountsAsParticipant: the ground units in `hex` that
 * join the Retreating stack when it enters (support units and markers do not). They count as
 * involved in the combat; an HQ among them then stops the Retreat (RR-2, DS-EX-29, DS-EX-33).
 */
export function routJoiners(state: DsGameState, r: RetreatProgress, hex: string): string[] {
  return contentsOf(state, { kind: 'hex', hex })
    .filter((p) => p.counter.kind === 'ground' && !r.force.includes(p.counter.id) && counterFaction(p.counter, state.countries) === r.faction)
    .map((p) => p.counter.id);
}

/**
 * DS-EX-34 (4.2.5.3, the Kiangsu example): units placed by a step loss join the Retreating force
 * only in the hex the force is in. The one-step unit that replaces a broken-down Ranged Support HQ
 * elsewhere "would not initially be considered part of the Retreating stack"; it joins only if
 * the force Retreats into its hex (RT-6).
 */
export function replacementsJoiningRetreat(state: DsGameState, r: RetreatProgress, placed: readonly string[]): string[] {
  return placed.filter((id) => groundInHex(state, id)?.hex === r.at);
}

/** RP-4 with RC-1: the force can Retreat its next hex now. */
export const canRetreatNow = (state: DsGameState, r: RetreatProgress): boolean => retreatHexes(state, r).length > 0;

/** The faction owning the force's first unit (for callers building a RetreatProgress). */
export const forceFaction = (state: DsGameState, units: readonly string[]): Faction | undefined =>
  units.map((id) => factionOf(state, id)).find((f) => f !== undefined);
