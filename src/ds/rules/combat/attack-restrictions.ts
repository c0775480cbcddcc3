import type { Violation } from '../../../core/violation.ts';
import { contentsOf } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import { FACTION_NAMES, type Faction } from '../../model/factions.ts';
import { isHq, type GroundUnit } from '../../model/ground-units.ts';
import { NATIONALITY_INFO } from '../../model/nationalities.ts';
import { counterName, hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import { hexOf, hexWeather, isBlitzEnabled, isSupplied } from './attack-facts.ts';
import { beachheadPointing, waterCrossing } from './hexsides.ts';
import type { CombatMode, CombatSegmentRecord } from '../../model/combat.ts';

/**
 * Attacks and Attack Restrictions (4.2.1, 4.2.1.1, 4.2.1.3) and the Blitz Combat limits (4.1.2),
 * one unit at a time; the checks on the whole declaration are in attack-api.ts.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code: `attack.${code}`, message });

/**
 * AT-3 (4.2.1) attackTargetValid: the target "contains enemy ground units, Detachment markers, or
 * Logistics markers".
 */
export function hasAttackableEnemy(state: DsGameState, hex: string, attacker: Faction): boolean {
  return contentsOf(state, { kind: 'hex', hex }).some((p) => {
    const c = p.counter;
    const f = counterFaction(c, state.countries);
    if (f === undefined || f === attacker) return false;
    return c.kind === 'ground' || (c.kind === 'marker' && (c.type === 'detachment' || c.type === 'logistics'));
  });
}

/**
 * AT-16, MA-1 (4.2.1.1, 4.2.1.3) noAllSeaAttack: "Units cannot attack across All-Sea hexsides.
 * Exceptions: Supplied marine units can attack across All-Sea hexsides. Any unit can attack across
 * an All-Sea hexside that is also a Beachhead Hexside" (here: one of the attacker's own Beachhead
 * markers in the attacking hex). R-ALL-SEA-HEXSIDE: every side of an All-Sea hex is All-Sea.
 * R-STRAIT-ATTACK: any unit may attack across a Strait, the crossing 4.2.5.2 excepts by name and
 * 4.2.5.3 has "all adjacent attacking ground units" attack across as across a Mountain hexside.
 */
export function mayAttackAcross(state: DsGameState, unit: GroundUnit, from: string, target: string, faction: Faction): boolean {
  const water = waterCrossing(state, from, target);
  if (water === undefined || water === 'strait') return true;
  if (unit.type === 'marine' && isSupplied(state, unit.id)) return true;
  return beachheadPointing(state, from, target, faction) !== undefined;
}

/**
 * AT-15 (4.2.1.1) minorCountryStatusLimit: "A unit belonging to a Minor Country with a Free Passage
 * (14.16), Mobilizing (14.32), or No Occupation (14.34) marker in its Capital cannot attack a hex
 * outside that Minor Country or one of its Dependents."
 */
export function statusLimitsAttack(state: DsGameState, unit: GroundUnit, target: string): boolean {
  const info = NATIONALITY_INFO[unit.nationality];
  if (info.major) return false;
  const country = state.countries[info.country];
  if (!country?.capital) return false;
  const marked = contentsOf(state, { kind: 'hex', hex: country.capital }).some(
    (p) => p.counter.kind === 'marker' && (p.counter.type === 'freePassage' || p.counter.type === 'mobilizing' || p.counter.type === 'noOccupation'),
  );
  if (!marked) return false;
  const targetCountry = state.board.hexes[target]?.country;
  if (targetCountry === country.id) return false;
  return !(targetCountry !== undefined && state.countries[targetCountry]?.dependentOf === country.id);
}

/**
 * AT-14 (4.2.1.1) minorCountryMix: "an attack may include any of that faction's Major Country
 * units, any of one Minor Country's units, and finally any Exp units from other Minor Countries."
 * DS-CL-04: Japanese + regular Siamese + Hopeh Exp is legal; a regular Hopeh unit added is not.
 */
export function minorCountriesInAttack(units: readonly GroundUnit[]): string[] {
  const minors = new Set<string>();
  for (const u of units) {
    const info = NATIONALITY_INFO[u.nationality];
    if (!info.major && !u.exp) minors.add(info.country);
  }
  return [...minors];
}

/**
 * AT-18 (4.2.1.1) attackPolicyTruceFailure: "Combat can be limited by Policies (13.6.1), Truces
 * (13.6.2), and Failures (14.15)." Their rules are not in the seeds, so none of them forbids an
 * attack (R-POLICY, R-TRUCE-ATTACK): the ones in force on the defending hex's country are named, in
 * words, for the player to weigh when declaring the attack, as PR-10 and AD-8 do. Not a check.
 */
export function attackLimitsToWeigh(state: DsGameState, target: string, attacker: Faction): string[] {
  const id = state.board.hexes[target]?.country;
  const country = id !== undefined ? state.countries[id] : undefined;
  if (!country) return [];
  const notes = country.policies.map((p) => `${country.name}: Policy "${p}" (13.6.1)`);
  if (country.truces.includes(attacker)) notes.push(`${country.name} has a Truce with the ${FACTION_NAMES[attacker]} faction (13.6.2)`);
  if (state.facts.failures.includes(country.id)) notes.push(`${country.name}: Failure in effect (14.12/14.15)`);
  return notes;
}

/**
 * BC-3 (4.1.2) blitzWeatherBan: "Units in hexes affected by Mud, Storms, or Snow cannot be attacked
 * in the Blitz Combat Segment. Exception: Russian units that are Blitz-enabled can attack units in
 * hexes affected by Snow" — every attacker must be Russian (gap §2 #28).
 */
export function blitzWeatherBars(state: DsGameState, target: string, attackers: readonly GroundUnit[]): boolean {
  const w = hexWeather(state, target);
  if (w === 'clear') return false;
  return !(w === 'snow' && attackers.length > 0 && attackers.every((u) => u.nationality === 'russian'));
}

/**
 * AT-7, AT-12, AT-15, AT-16, MA-1, BC-1 (4.2.1, 4.2.1.1, 4.1.2): may this one unit attack `target`?
 * AT-8: supply is not asked (4.2.1 "do not have to be supplied").
 */
export function attackerViolations(state: DsGameState, mode: CombatMode, id: string, target: string, faction: Faction, record: CombatSegmentRecord): Violation[] {
  const c = state.counters.get(id)?.counter;
  if (!c) return [v('4.2.1', 'unknownUnit', `There is no unit "${id}".`)];
  if (c.kind !== 'ground') return [v('4.2.1', 'notGroundUnit', `${counterName(state, id)} is not a ground unit; only ground units attack.`)];
  if (counterFaction(c, state.countries) !== faction) return [v('4.2', 'notPhasing', `${counterName(state, id)} is not a unit of the phasing faction.`)];
  const from = hexOf(state, id);
  if (!from || !state.board.grid.adjacent(from, target)) return [v('4.2.1', 'notAdjacent', `${counterName(state, id)} is not adjacent to ${hexName(state, target)}.`)];
  const out: Violation[] = [];
  // AT-7, with 4.2.3.5: an HQ that gave Ranged Support was one of the attacking units.
  if (record.unitsThatAttacked.includes(id)) {
    const rs = isHq(c) ? ' (an HQ giving Ranged Support is one of the attacking units, 4.2.3.5)' : '';
    out.push(v('4.2.1', 'unitAlreadyAttacked', `${counterName(state, id)} has already attacked in this Combat Segment${rs}; a unit attacks only once per segment.`));
  }
  if (c.values.attack <= 0) out.push(v('4.2.1.1', 'zeroAttackFactor', `${counterName(state, id)} has an Attack Factor of 0 and cannot attack.`));
  if (!mayAttackAcross(state, c, from, target, faction)) out.push(v('4.2.1.1', 'acrossAllSea', `${counterName(state, id)} would attack across an All-Sea hexside; only supplied marines, or units crossing a Beachhead Hexside, can (any unit may cross a Strait).`));
  if (statusLimitsAttack(state, c, target)) out.push(v('4.2.1.1', 'minorCountryStatus', `${counterName(state, id)}'s country has a Free Passage, Mobilizing or No Occupation marker in its Capital, so it can only attack inside that country or its Dependents.`));
  if (mode === 'blitz' && !isBlitzEnabled(state, id)) out.push(v('4.1.2', 'notBlitzEnabled', `${counterName(state, id)} is not Blitz-enabled (within two hexes of a friendly Blitz marker), so it cannot attack in Blitz Combat.`));
  return out;
}
