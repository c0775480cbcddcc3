import { isCombatUnit, type CombatUnit } from '../model/pieces.ts';
import type { OcsGame } from '../model/state.ts';
import type { CombatUnderWay, Role, SideExecution } from '../turn/combat.ts';
import type { SpecializedTask } from '../turn/specialized.ts';
import { advanceCandidates } from './advance.ts';
import { exploitCandidates } from './exploit.ts';
import { alive, stacksOf } from './figures.ts';
import { attackerRetreated, defenderMayIgnoreOption } from './results.ts';
import { lossesStillOwed } from './step-losses.ts';

/**
 * What a combat still owes after the combat roll (9.2 steps 8 and 9), in the order of 9.10b:
 * "The attacker always goes first, executing his combat result before the defender decides what
 * he will do. Take hard losses first and then any options." (O-X3 attackerFirstHardFirst.) Then
 * 9.12a's DG before any defender retreat, and the advance (9.2 step 9). Specialized Combats owed
 * by an entry into a hex come first, as the entry happens.
 */
export const RESULT_TASKS = [
  'specialized', 'attackerLoss', 'attackerOption', 'attackerRetreat', 'attackerRetreatLoss', 'exploit',
  'defenderDg', 'defenderLoss', 'defenderOption', 'defenderRetreat', 'defenderRetreatLoss', 'advance', 'finished',
] as const;
export type ResultTask = (typeof RESULT_TASKS)[number];

export const participants = (c: CombatUnderWay, role: Role): readonly string[] => (role === 'attacker' ? c.attackers : c.defenders);
export const execOf = (c: CombatUnderWay, role: Role): SideExecution => (role === 'attacker' ? c.attacker : c.defender);

/** The side's units in the combat still on the map. */
export const aliveOf = (g: OcsGame, c: CombatUnderWay, role: Role): CombatUnit[] => alive(g, participants(c, role));

/** A retreat step loss (9.12e) still owed: some unit it may come from is alive. */
function zocLossOwed(g: OcsGame, e: SideExecution): boolean {
  return e.zocLosses.some((from) => from.some((id) => isCombatUnit(g.pieces.get(id)?.piece) && g.pieces.get(id)!.at.kind === 'hex'));
}

function sideTask(g: OcsGame, c: CombatUnderWay, role: Role): 'loss' | 'option' | 'retreat' | 'retreatLoss' | undefined {
  const e = execOf(c, role);
  const units = aliveOf(g, c, role);
  if (lossesStillOwed(e.hardLeft, units)) return 'loss';
  const option = (role === 'attacker' ? c.result?.attacker : c.result?.defender)?.option ?? 0;
  if (option > 0 && e.optionChoice === undefined && units.length > 0) return 'option';
  if (lossesStillOwed(e.optionLossesLeft, units)) return 'loss';
  if (alive(g, e.toRetreat).length > 0) return 'retreat';
  if (zocLossOwed(g, e)) return 'retreatLoss';
  return undefined;
}

/** O-X4: the defender's option may be ignored, or (when it may not) taken; with no defender left there is nothing to decide. */
export const defenderOptionAsked = (c: CombatUnderWay): boolean => (c.result?.defender.option ?? 0) > 0;

export function nextResultTask(g: OcsGame, c: CombatUnderWay, specialized: readonly SpecializedTask[]): ResultTask {
  if (specialized.length > 0) return 'specialized';
  if (!c.result) return 'finished';
  const a = sideTask(g, c, 'attacker');
  if (a) return a === 'loss' ? 'attackerLoss' : a === 'option' ? 'attackerOption' : a === 'retreat' ? 'attackerRetreat' : 'attackerRetreatLoss';
  if (!c.exploitDecided && exploitCandidates(g, c.kind, c.result.attacker, c.attacker, aliveOf(g, c, 'attacker'), stacksOf(c)).length > 0) return 'exploit';
  if (c.result.defender.dg && !c.dgApplied && aliveOf(g, c, 'defender').length > 0) return 'defenderDg';
  const d = sideTask(g, c, 'defender');
  if (d) return d === 'loss' ? 'defenderLoss' : d === 'option' ? 'defenderOption' : d === 'retreat' ? 'defenderRetreat' : 'defenderRetreatLoss';
  if (!c.advanceDecided && !attackerRetreated(c.attacker) && advanceCandidates(g, c).length > 0) return 'advance';
  return 'finished';
}

/** For the view and the why-not: the defender may ignore his option now. */
export const mayIgnoreOption = (c: CombatUnderWay): boolean => defenderMayIgnoreOption(c.attacker);
