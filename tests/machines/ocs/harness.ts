import { expect } from 'vitest';
import { advanceTo, legal, play, stepOf, type OcsActor } from '../../unit/ocs/helpers.ts';

/**
 * A combat played through the machine up to its result: declared, supply paid (the first payment
 * offered, or withheld), the AR units named, the first terrain choices, no Surprise, and the
 * result entered from "your chart". `segment` is the procedure's prefix.
 */
export function combatTo(a: OcsActor, o: { target: string; attackers: string[]; arA?: string; arD?: string; result: string; withhold?: boolean; segment?: string }): void {
  const seg = o.segment ?? 'ocs.combat';
  if (seg === 'ocs.combat' && stepOf(a) !== 'ocs.combat.declare') advanceTo(a, 'ocs.combat.declare');
  play(a, seg.endsWith('overrun') || seg.endsWith('Overrun') ? { type: 'OVERRUN', units: o.attackers, target: o.target } : { type: 'ATTACK', target: o.target, attackers: o.attackers });
  play(a, legal(a).find((e) => e.type === 'PAY_COMBAT_SUPPLY')!);
  if (stepOf(a) === `${seg}.defenderSupply`) play(a, legal(a).find((e) => e.type === (o.withhold ? 'WITHHOLD_COMBAT_SUPPLY' : 'PAY_COMBAT_SUPPLY'))!);
  play(a, o.arA ? { type: 'CHOOSE_AR_UNIT', side: 'nk', unit: o.arA } : legal(a)[0]!);
  play(a, o.arD ? { type: 'CHOOSE_AR_UNIT', side: 'un', unit: o.arD } : legal(a)[0]!);
  while (stepOf(a) === `${seg}.terrain`) play(a, legal(a)[0]!);
  expect(stepOf(a)).toBe(`${seg}.surprise`);
  play(a, { type: 'SURPRISE_RESULT', surprise: 'none' }, { type: 'COMBAT_RESULT', result: o.result });
}
