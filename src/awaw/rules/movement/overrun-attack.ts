import type { Violation } from '../../../core/violation.ts';
import type { CombatMode } from '../../model/combat.ts';
import type { AwawGame } from '../../model/game.ts';
import { hexOfUnit, unit } from '../../model/queries.ts';
import type { CarriedAir, TurnBook } from '../../turn/context.ts';
import type { Faction } from '../../model/ids.ts';
import { movementOf, type OverrunRecord } from '../../turn/movement-book.ts';
import { defendersIn } from '../attack.ts';

/**
 * 13.531-13.532 The attack a failed overrun owes in the ensuing combat phase. Catalog: OV-13, OV-14.
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });

/** The units of a failed overrun still on the map. */
export const survivors = (g: AwawGame, o: OverrunRecord): string[] => o.units.filter((id) => hexOfUnit(g, id) !== undefined);

/**
 * OV-13 13.531 failedOverrunAttack: in the ensuing combat phase, the ground units that attempted the
 * overrun and the air that flew ground support for it must make a normal attack on the defending
 * units; other units may help; the defensive air that stopped the overrun stays and takes part.
 * A failed overrun in exploitation movement owes its attack in exploitation combat (AG-G-49).
 * Owed: failed overruns of `mode` whose units survive, whose defenders still hold the hex, and that
 * no attack of this turn has yet answered.
 */
export function owedOverrunAttacks(g: AwawGame, turn: TurnBook, mode: CombatMode): OverrunRecord[] {
  return movementOf(turn).overruns.filter((o) => {
    if (o.outcome !== 'failed' || o.mode !== mode) return false;
    const left = survivors(g, o);
    if (left.length === 0 || defendersIn(g, o.hex, o.faction).length === 0) return false;
    return !turn.attacks.some((a) => a.mode === mode && a.targets.includes(o.hex) && left.every((id) => a.attackers.includes(id)));
  });
}

/**
 * OV-13: an attack declared while a failed overrun is owed: the overrun's units attack its hex (all
 * of them, with others if the player likes) and nothing else first.
 */
export function owedAttackViolations(g: AwawGame, turn: TurnBook, mode: CombatMode, targets: readonly string[], attackers: readonly string[]): Violation[] {
  for (const o of owedOverrunAttacks(g, turn, mode)) {
    const left = survivors(g, o);
    const inIt = left.filter((id) => attackers.includes(id));
    if (targets.includes(o.hex) && inIt.length < left.length) {
      return [v('13.531', 'overrun.owedAttackers', `every unit of the failed overrun of ${o.hex} attacks it (13.531): ${left.map((id) => unit(g, id)?.name ?? id).join(', ')}`)];
    }
    if (inIt.length > 0 && !targets.includes(o.hex)) {
      return [v('13.531', 'overrun.owedTarget', `${unit(g, inIt[0]!)?.name ?? inIt[0]} failed to overrun ${o.hex} and must attack it (13.531)`)];
    }
  }
  return [];
}

/** OV-13: the failed overrun an attack answers: one on its hex by every surviving unit of the overrun. */
export function answeredOverrun(g: AwawGame, turn: TurnBook, mode: CombatMode, targets: readonly string[], attackers: readonly string[]): OverrunRecord | undefined {
  return owedOverrunAttacks(g, turn, mode).find((o) => targets.includes(o.hex) && survivors(g, o).every((id) => attackers.includes(id)));
}

/**
 * OV-13 13.531: "any air units which provided ground support for the unsuccessful overrun must
 * conduct a normal attack", and "the defensive air used to prevent the overrun remains in place
 * and participates": the owed attack's air, carried from the overrun's record.
 */
export const carriedAir = (o: OverrunRecord): CarriedAir => ({
  hex: o.hex, groundSupport: o.groundSupport, defensiveAir: o.defensiveAir,
  ...(o.defensiveAir > 0 && o.defensiveAirFaction !== undefined && { defensiveAirFaction: o.defensiveAirFaction }),
});

/** Of `factors` flown for an attack carrying `carried` factors over, those flown anew (the rest flew in the movement phase). */
export const flownAnew = (factors: number, carried: number): number => Math.max(0, factors - carried);

/**
 * OV-13: the ground support of an owed attack is at least what flew for the overrun, as far as the
 * 3:1 limit (15.632) lets it now (`limit`: the most the attackers may have).
 */
export function carriedGroundSupportViolations(carried: CarriedAir | undefined, factors: number, limit: number): Violation[] {
  const least = Math.min(carried?.groundSupport ?? 0, limit);
  return factors >= least ? [] : [v('13.531', 'overrun.carriedGroundSupport', `the ${least} air factors that flew ground support for the failed overrun of ${carried!.hex} attack with it (13.531): at least ${least}`)];
}

/** OV-13: the defensive air that thwarted the overrun stays and takes part, as far as the 3:1 limit lets it (`limit`). */
export function carriedDefensiveAirViolations(carried: CarriedAir | undefined, faction: Faction, factors: number, limit: number): Violation[] {
  if (!carried?.defensiveAirFaction || carried.defensiveAir === 0) return [];
  if (faction !== carried.defensiveAirFaction) {
    return [v('13.531', 'overrun.carriedDefensiveAirFaction', `the ${carried.defensiveAirFaction} defensive air that thwarted the overrun of ${carried.hex} stays in place and flies this attack's defensive air support (13.531)`)];
  }
  const least = Math.min(carried.defensiveAir, limit);
  return factors >= least ? [] : [v('13.531', 'overrun.carriedDefensiveAir', `the ${least} defensive air factors that thwarted the overrun of ${carried.hex} stay in place and take part (13.531): at least ${least}`)];
}

/**
 * OV-14 13.532 overrunAirdrops: airdrops may not assist overruns in the movement phase, but may
 * assist, in the combat phase, the attacks that follow a failed overrun (the airdrop step of the
 * combat phase offers them as any other).
 */
export const airdropMayAssistOverrun = (phase: 'movement' | 'combat'): boolean => phase === 'combat';
