import type { Violation } from '../../../core/violation.ts';
import { contentsOf, placeIndex } from '../../model/contents.ts';
import { counterFaction } from '../../model/counters.ts';
import type { Faction } from '../../model/factions.ts';
import { isHq, type GroundUnit } from '../../model/ground-units.ts';
import { hexName } from '../../model/names.ts';
import type { DsGameState } from '../../model/state.ts';
import { attackerViolations, blitzWeatherBars, hasAttackableEnemy, minorCountriesInAttack } from './attack-restrictions.ts';
import { defendingFaction, groundUnitsIn, hexWeather } from './attack-facts.ts';
import { parseResultText, reduceForWeather, sampleCrtCell } from './crt.ts';
import { combatTotal, oddsColumn, rawOddsAtLeastOneToThree, shiftedColumn } from './odds.ts';
import { hqCandidates, rangedSupportViolations } from './ranged-support.ts';
import { columnShifts } from './shifts.ts';
import type { AttackDeclaration, CombatMode, CombatResult, CombatSegmentRecord, CrtColumn, ResolvedOdds } from '../../model/combat.ts';

export { attackLimitsToWeigh } from './attack-restrictions.ts';

/**
 * Attacks up to the die (4.1.2, 4.2.1-4.2.4): declaration and its restrictions, HQ Ranged Support,
 * odds, column shifts, the CRT (a marked sample) and weather on the result. Signatures are the
 * contract with the Attack Sequence machine; the rules themselves are in the files beside this one.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code: `attack.${code}`, message });

/** Most attackers `attackOptions` combines for one hex (2^12 subsets); more are still checked by `attackViolations`. */
export const MAX_ENUMERATED_ATTACKERS = 12;

const groundOf = (state: DsGameState, id: string): GroundUnit | undefined => {
  const c = state.counters.get(id)?.counter;
  return c?.kind === 'ground' ? c : undefined;
};

/**
 * AT-*, MA-1, HQ-*, BC-1..BC-3: may the phasing faction declare this attack now? AT-1 (4.2): the
 * phasing faction attacks; AT-2 (4): every other faction is its enemy, the Western and Soviet
 * factions included. Allowed without a check: AT-9 (units of one hex attack different hexes or are
 * withheld), AT-10 (Air units or Airdrop markers in a hex bar nothing), AT-19 (Kwantung units may
 * attack outside a Japanese Dependent).
 */
export function attackViolations(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, record: CombatSegmentRecord): Violation[] {
  const faction = state.game.phasing;
  const { target } = attack;
  if (!state.board.hexes[target]) return [v('4.2.1', 'unknownHex', `There is no hex "${target}" on the map.`)];
  // AT-17 (4.2.1.1) noAttackPreWar
  if (state.game.preWar) return [v('4.2.1.1', 'preWar', 'No unit can attack while Pre-War (12.1) is in effect.')];
  const out = targetViolations(state, target, faction, record);
  // AT-3, AT-7: at least one adjacent ground unit, each named once.
  if (attack.attackers.length === 0) out.push(v('4.2.1', 'noAttackers', 'Name at least one adjacent ground unit to attack with.'));
  if (new Set(attack.attackers).size !== attack.attackers.length) out.push(v('4.2.1', 'duplicateAttacker', 'A unit is named twice among the attackers.'));
  for (const id of attack.attackers) out.push(...attackerViolations(state, mode, id, target, faction, record));
  out.push(...togetherViolations(state, mode, attack, record, out.length === 0));
  return out;
}

/** AT-3, AT-5: what the target hex itself must satisfy (a hex on the map, not Pre-War). */
function targetViolations(state: DsGameState, target: string, faction: Faction, record: CombatSegmentRecord): Violation[] {
  const out: Violation[] = [];
  // AT-3
  if (!hasAttackableEnemy(state, target, faction)) out.push(v('4.2.1', 'noEnemy', `${hexName(state, target)} holds no enemy ground unit, Detachment or Logistics marker to attack.`));
  // AT-5 (gap §2 #34: once per segment; Blitz and Regular are two segments)
  if (record.attackedHexes.includes(target)) out.push(v('4.2.1', 'hexAlreadyAttacked', `${hexName(state, target)} has already been attacked in this Combat Segment; a hex is attacked only once per segment.`));
  // AT-18: Policies, Truces and Failures are named for the player (attackLimitsToWeigh), not enforced (R-TRUCE-ATTACK).
  return out;
}

/**
 * AT-14, BC-3, HQ-* and AT-13: what the attackers must satisfy together, with the Ranged Support
 * HQ; AT-13's odds are asked only when nothing else is wrong (`clean`, and nothing here).
 */
function togetherViolations(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, record: CombatSegmentRecord, clean: boolean): Violation[] {
  const faction = state.game.phasing;
  const { target } = attack;
  const out: Violation[] = [];
  const units = attack.attackers.map((id) => groundOf(state, id)).filter((u): u is GroundUnit => u !== undefined);
  // AT-14
  const minors = minorCountriesInAttack(units);
  if (minors.length > 1) out.push(v('4.2.1.1', 'minorCountryMix', `Units of different Minor Countries (${minors.join(', ')}) cannot attack the same hex; only Exp units may join another Minor Country's attack.`));
  // BC-3
  if (mode === 'blitz' && blitzWeatherBars(state, target, units)) out.push(v('4.1.2', 'blitzWeather', `${hexName(state, target)} is affected by ${hexWeather(state, target)}; it cannot be attacked in Blitz Combat (only Blitz-enabled Russian units may attack into Snow).`));
  // HQ-* for the attacker's Ranged Support HQ (Step 1)
  if (attack.rangedSupport !== undefined) {
    if (attack.attackers.includes(attack.rangedSupport)) out.push(v('4.2.2', 'supportIsAttacker', 'The Ranged Support HQ is already one of the attackers.'));
    else out.push(...rangedSupportViolations(state, mode, { target, faction, role: 'attacker', units }, attack.rangedSupport, record));
  }
  // AT-13: raw 1-3 without the defender's RS HQ and without shifts.
  if (clean && out.length === 0 && !rawOddsAtLeastOneToThree(attackTotal(state, attack), defenseTotal(state, target, faction, undefined))) {
    out.push(v('4.2.1.1', 'oddsBelowOneToThree', `The attack cannot reach raw odds of 1-3 against ${hexName(state, target)}.`));
  }
  return out;
}

/** OD-1, HQ-10 (4.2.2 Step 3) attackerTotal: Attack Factors of the attackers and the RS HQ. */
export function attackTotal(state: DsGameState, attack: AttackDeclaration): number {
  const ids = [...attack.attackers, ...(attack.rangedSupport ? [attack.rangedSupport] : [])];
  return combatTotal(ids.map((id) => groundOf(state, id)?.values.attack ?? 0));
}

/** OD-2, HQ-10 (4.2.2 Step 3) defenderTotal: Defense Factors of every ground unit in the hex (AT-6) and the RS HQ. */
export function defenseTotal(state: DsGameState, target: string, attacker: Faction, hq: string | undefined): number {
  const f = defendingFaction(state, target, attacker);
  const units = f ? groundUnitsIn(state, target, f) : [];
  return combatTotal([...units.map((u) => u.values.defense), hq ? groundOf(state, hq)?.values.defense ?? 0 : 0]);
}

/**
 * Every legal declaration now (targets × attacker sets × optional Ranged Support HQ). Each part of
 * attackViolations is asked where it changes: the target's own checks once per target (a target
 * they refuse has no legal declaration), each unit's once per target (only units they pass are
 * combined, each once, at least one), and the checks of the attackers together per declaration.
 * tests/unit/rules/combat/m-attack-enumeration.test.ts compares with attackViolations per declaration.
 */
export function attackOptions(state: DsGameState, mode: CombatMode, record: CombatSegmentRecord): AttackDeclaration[] {
  const faction = state.game.phasing;
  if (state.game.preWar) return [];
  const grid = state.board.grid;
  const targets = new Set<string>();
  // Every hex next to a hex holding a ground unit of the phasing faction, read place by place.
  for (const here of placeIndex(state).values()) {
    const at = here[0]?.at;
    if (at?.kind !== 'hex' || !here.some((p) => p.counter.kind === 'ground' && counterFaction(p.counter, state.countries) === faction)) continue;
    for (const n of grid.neighbours(at.hex)) if (!record.attackedHexes.includes(n)) targets.add(n);
  }
  const out: AttackDeclaration[] = [];
  for (const target of [...targets].sort()) {
    if (!state.board.hexes[target] || targetViolations(state, target, faction, record).length > 0) continue;
    // Per-target facts once: the units that may attack it one by one, the HQs near it.
    const eligible: string[] = [];
    for (const n of grid.neighbours(target)) {
      for (const u of groundUnitsIn(state, n, faction)) {
        if (attackerViolations(state, mode, u.id, target, faction, record).length === 0) eligible.push(u.id);
      }
    }
    const pool = eligible.slice(0, MAX_ENUMERATED_ATTACKERS);
    const hqs = pool.length > 0 ? hqCandidates(state, faction, target) : [];
    for (let mask = 1; mask < 1 << pool.length; mask++) {
      const attackers = pool.filter((_, i) => mask & (1 << i));
      const base: AttackDeclaration = { target, attackers };
      if (togetherViolations(state, mode, base, record, true).length === 0) out.push(base);
      if (attackers.some((id) => isHq(groundOf(state, id)!))) continue;
      for (const hq of hqs) {
        if (attackers.includes(hq)) continue;
        const withHq: AttackDeclaration = { target, attackers, rangedSupport: hq };
        if (togetherViolations(state, mode, withHq, record, true).length === 0) out.push(withHq);
      }
    }
  }
  return out;
}

/** AT-20 (4.2.2): the target holds enemy Detachment/Logistics markers and no enemy ground unit. */
export function isMarkerOnlyHex(state: DsGameState, hex: string, attacker: Faction): boolean {
  let marker = false;
  for (const p of contentsOf(state, { kind: 'hex', hex })) {
    const c = p.counter;
    const f = counterFaction(c, state.countries);
    if (f === undefined || f === attacker) continue;
    if (c.kind === 'ground') return false;
    if (c.kind === 'marker' && (c.type === 'detachment' || c.type === 'logistics')) marker = true;
  }
  return marker;
}

/** 4.2.2 Step 2, HQ-*: may `faction` (the defender) give Ranged Support with `hq` (undefined: none)? */
export function defensiveSupportViolations(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, faction: Faction, hq: string | undefined, record: CombatSegmentRecord): Violation[] {
  if (hq === undefined) return [];
  const units = groundUnitsIn(state, attack.target, faction);
  return rangedSupportViolations(state, mode, { target: attack.target, faction, role: 'defender', units }, hq, record);
}

/** HQs the defender may use for Ranged Support now (empty: the step is passed, logged). */
export function defensiveSupportOptions(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, faction: Faction, record: CombatSegmentRecord): string[] {
  return hqCandidates(state, faction, attack.target).filter((hq) => defensiveSupportViolations(state, mode, attack, faction, hq, record).length === 0);
}

/** 4.2.2 Step 2, HQ-*: whether the defender has an HQ it may use for Ranged Support (`defensiveSupportOptions` not empty), asked without listing them. */
export function mayGiveDefensiveSupport(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, faction: Faction, record: CombatSegmentRecord): boolean {
  return hqCandidates(state, faction, attack.target).some((hq) => defensiveSupportViolations(state, mode, attack, faction, hq, record).length === 0);
}

/** 4.2.2 Steps 3-4, OD-*, SH-*: totals, raw column, every shift, the final column. */
export function resolveOdds(state: DsGameState, mode: CombatMode, attack: AttackDeclaration, defensiveHq: string | undefined): ResolvedOdds {
  const attacker = state.game.phasing;
  const defender = defendingFaction(state, attack.target, attacker);
  const attackTotalNow = attackTotal(state, attack);
  const defenseTotalNow = defenseTotal(state, attack.target, attacker, defensiveHq);
  const rawColumn = oddsColumn(attackTotalNow, defenseTotalNow);
  const attackerHq = attack.rangedSupport ? groundOf(state, attack.rangedSupport) : undefined;
  const defenderHq = defensiveHq ? groundOf(state, defensiveHq) : undefined;
  const shifts = columnShifts(state, {
    mode, target: attack.target, attacker, defender,
    attackers: attack.attackers.map((id) => groundOf(state, id)).filter((u): u is GroundUnit => u !== undefined),
    defenders: defender ? groundUnitsIn(state, attack.target, defender) : [],
    ...(attackerHq && { attackerHq }),
    ...(defenderHq && { defenderHq }),
  });
  const netShift = shifts.reduce((a, s) => a + s.shift, 0);
  return { attackTotal: attackTotalNow, defenseTotal: defenseTotalNow, rawColumn, shifts, netShift, finalColumn: shiftedColumn(rawColumn, netShift) };
}

/** 4.2.2 Step 5, OD-6, CR-*: the CRT (SAMPLE) result for a die on a column, before weather. */
export function crtResult(column: CrtColumn, die: number): CombatResult {
  return sampleCrtCell(column, die);
}

/** A result read from the player's own chart, e.g. 'Dr2 0/1'; undefined when it is not one. */
export function parseCombatResult(text: string): CombatResult | undefined {
  return parseResultText(text);
}

/** CR-7 (4.2.4.1): Mud, Storms or Snow in the defending hex reduce Dr3→Dr2, Dr2→Dr1, Dr1→Ex. */
export function weatherAdjustedResult(state: DsGameState, defendingHex: string, result: CombatResult): CombatResult {
  return reduceForWeather(hexWeather(state, defendingHex), result);
}
