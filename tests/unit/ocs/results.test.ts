import { describe, expect, it } from 'vitest';
import { attackerRetreated, defenderMayIgnoreOption, exploitEarnedByOption, optionSplitAllowed, parseCombatResult } from '../../../src/ocs/rules/results.ts';
import { freshExecution } from '../../../src/ocs/turn/combat.ts';

describe('9.10 results and options', () => {
  it('9.10 O-X1 resultParts: L losses, o options, e exploit, DG, the attacker\'s part A and the defender\'s D', () => {
    expect(parseCombatResult('Ae3, DL2o2DG')).toEqual({ text: 'Ae3, DL2o2DG', attacker: { losses: 0, option: 0, exploit: 3, dg: false }, defender: { losses: 2, option: 2, dg: true } });
    expect(parseCombatResult('AL1o1, Do1')?.attacker).toEqual({ losses: 1, option: 1, dg: false });
    expect(parseCombatResult('AL2')?.defender).toEqual({ losses: 0, option: 0, dg: false });
    expect(parseCombatResult('Ao1e4 DL1o2')?.text).toBe('Ao1e4, DL1o2');
    expect(parseCombatResult('A-, DG')?.defender.dg).toBe(true);
    for (const bad of ['', 'X1', 'AL', 'Do1, AL1', 'AL1, AL1', 'AL1o1, Do1, D-']) expect(parseCombatResult(bad)).toBeUndefined();
  });

  it('9.10a O-X2 optionSplit: any mix of losses and retreat hexes totalling the option; L1 + 1 hex satisfies o2', () => {
    expect(optionSplitAllowed(2, 1, 5)).toBe(true);
    expect(optionSplitAllowed(2, 3, 5)).toBe(false);
    expect(optionSplitAllowed(2, 2, 1)).toBe(false);
  });

  it('9.10c O-X4 defenderMayIgnoreOption: when the attacker retreated (example A) or could not take all his options (example B)', () => {
    const retreated = { ...freshExecution(), optionChoice: { losses: 0 }, retreatHexes: 1 };
    expect(attackerRetreated(retreated)).toBe(true);
    expect(defenderMayIgnoreOption(retreated)).toBe(true);
    expect(defenderMayIgnoreOption({ ...freshExecution(), couldNotTakeAll: true })).toBe(true);
    expect(defenderMayIgnoreOption({ ...freshExecution(), optionChoice: { losses: 1 } })).toBe(false);
  });

  it('9.10d O-X5 exploitNeedsOptionAsLoss: Exploit only with the whole option taken as losses (example C); a retreat loses it', () => {
    const r = parseCombatResult('Ao1e4, DL1o2')!.attacker;
    expect(exploitEarnedByOption(r, { ...freshExecution(), optionChoice: { losses: 1 } })).toBe(true);
    expect(exploitEarnedByOption(r, { ...freshExecution(), optionChoice: { losses: 0 }, retreatHexes: 1 })).toBe(false);
    expect(exploitEarnedByOption(parseCombatResult('Ae3, DL2o2DG')!.attacker, freshExecution())).toBe(true);
  });
});
