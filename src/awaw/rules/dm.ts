import type { AttackForce, UnitDefense } from '../model/combat.ts';
import type { AwawGame } from '../model/game.ts';
import { groundIn } from '../model/queries.ts';
import { areEnemies } from '../model/ids.ts';
import type { GroundUnit } from '../model/units.ts';
import { positiveDms } from './dm-positive.ts';
import { negativeDms } from './dm-negative.ts';
import { defenseFactor } from './ground-units.ts';

/**
 * 15.3 Defense Multipliers combined. W-13 15.35 dmCumulative: every positive and negative DM is
 * added; units in the same hex may have different DMs. W-12 15.31/15.35 defenseStrength: printed
 * strength × net DM, never less than face value (so × max(net, 1), the catalog's reading, which the
 * four 15.35 examples confirm). W-14 15.34 dmOverruns: the same DMs apply to units overrun (13.51;
 * overruns are movement, issue 20). W-24 15.322 dmLaterRounds: the DMs are recomputed each round
 * against the attackers still in the attack, so a river, fortress line or invasion DM negated by
 * units since eliminated comes back.
 */
export function unitDefense(g: AwawGame, d: GroundUnit, hex: string, force: AttackForce): UnitDefense {
  const entries = [...positiveDms(g, d, hex, force), ...negativeDms(g, d, hex, force)];
  const net = entries.reduce((n, e) => n + e.value, 0);
  const printed = defenseFactor(d);
  return { unit: d.id, hex, printed, entries, net, strength: strengthAt(printed, net) };
}

/** W-12: printed × net DM, never below face value. */
export const strengthAt = (printed: number, net: number): number => printed * Math.max(net, 1);

/**
 * W-4 15.41 defendersCollective: every defending ground unit in the attacked hexes is attacked,
 * their DM-modified factors added as if one unit. Flak has no ground combat factor (GU-75) and does
 * not defend. SK-12 12.19 (and W-4's exception): against a Japanese seaborne invasion or airdrop on
 * Pearl Harbor only two units count, the two strongest (R-AWAW-PEARL-HARBOR).
 */
export function defendingUnits(g: AwawGame, force: AttackForce, isPearlHarborJapanese: (hex: string) => boolean = () => false): GroundUnit[] {
  const out: GroundUnit[] = [];
  for (const hex of force.targets) {
    let list = groundIn(g, hex).filter((u) => u.type !== 'flak' && areEnemies(g.nationalities[u.nationality]!.faction, force.faction));
    if (isPearlHarborJapanese(hex)) list = [...list].sort((a, b) => defenseFactor(b) - defenseFactor(a)).slice(0, 2);
    out.push(...list);
  }
  return out;
}

/** Every defending unit's DMs and strength, in the order of `units`. */
export function defenses(g: AwawGame, units: readonly GroundUnit[], force: AttackForce, hexOf: (id: string) => string): UnitDefense[] {
  return units.map((u) => unitDefense(g, u, hexOf(u.id), force));
}
