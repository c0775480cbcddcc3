import { FACTION_NAMES, hexName, type DsGameState } from '../../model/index.ts';
import { crtResult } from '../../rules/combat/attack-api.ts';
import { hexWeather } from '../../rules/combat/attack-facts.ts';
import { forceIncludedArmor, unitExploitationDistance } from '../../rules/combat/exploitation.ts';
import type { CombatResult, RetreatProgress } from '../../model/combat.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';
import { counterLabel } from '../names.ts';
import { currentRetreat, exploitationDistanceOf, nextTask, type AttackTask } from '../../rules/combat/obligations.ts';

/**
 * The combat panel's sentences: what a result means and what the attack waits for. They only read
 * the attack's bookkeeping (what is still owed: rules/combat/obligations.ts) and ask the rules' own functions;
 * no rule is decided here.
 */

/** One thing the attack requires: the one owed now comes first, the rest follow in 4.2.2 order. */
export interface NextLine {
  readonly rule: string;
  readonly text: string;
  readonly when: 'now' | 'then';
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'] as const;
const count = (n: number, one: string, many: string): string => `${NUMBER_WORDS[n] ?? String(n)} ${n === 1 ? one : many}`;
const steps = (n: number): string => count(n, 'step', 'steps');

/** "+1", "−2" (a true minus sign), "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const WEATHER_NAMES = { clear: 'Clear weather', mud: 'Mud', storms: 'Storms', snow: 'Snow' } as const;

const unitsIn = (game: DsGameState, ids: readonly string[]): string =>
  ids.map((id) => { const c = game.counters.get(id)?.counter; return c ? counterLabel(c) : id; }).join(', ');

/** CR-3..CR-8 (4.2.4): each part of a result in words, and the weather reduction when it changed it. */
export function resultMeaning(game: DsGameState, u: AttackUnderWay, r: CombatResult): string[] {
  const out: string[] = [];
  const retreat = r.retreat;
  if (retreat?.kind === 'Dr') out.push(`Dr${retreat.hexes}: the defender retreats ${count(retreat.hexes, 'hex', 'hexes')}; a hex it cannot retreat becomes a step loss (4.2.4.1, 4.2.5.3)`);
  if (retreat?.kind === 'Ad') out.push('Ad (Attacker Defeated): every attacking unit retreats one hex, or one attacking unit loses a step; the attacker chooses when Retreat is possible (4.2.4.1)');
  if (retreat?.kind === 'Ex') out.push('Ex (Exchange): the attacking units retreat one hex and the defender does nothing, or one attacking unit loses a step and then the defender retreats one hex or loses a step (4.2.4.1)');
  const a = r.attrition;
  if (a) {
    const parts = [...(a.attacker > 0 ? [`the attacker loses ${steps(a.attacker)}`] : []), ...(a.defender > 0 ? [`the defender loses ${steps(a.defender)}`] : [])];
    out.push(`${a.attacker}/${a.defender}: ${parts.length > 0 ? parts.join(', then ') : 'no step losses'} (Attrition, 4.2.4.2)`);
  }
  if (!retreat && !a) out.push('-: no effect');
  const weather = hexWeather(game, u.declaration.target);
  if (u.die !== undefined && u.odds) {
    const printed = crtResult(u.odds.finalColumn, u.die);
    if (printed.text !== r.text) out.push(`${WEATHER_NAMES[weather]} in the defending hex reduced ${printed.text} to ${r.text} (4.2.4.1)`);
  } else if (weather !== 'clear') {
    out.push(`${WEATHER_NAMES[weather]} in the defending hex: a Dr result is reduced one level (Dr1 becomes Ex); the result is shown after that (4.2.4.1)`);
  }
  return out;
}

const stackIn = (game: DsGameState, r: RetreatProgress): string => `${r.side === 'attacker' ? 'attacking' : 'defending'} force (${unitsIn(game, r.force)}) in ${hexName(game, r.at)}`;

/** The thing owed now, in words, for the task the attack's bookkeeping says it waits for. */
function taskLine(game: DsGameState, u: AttackUnderWay, task: AttackTask): { rule: string; text: string } {
  const r = currentRetreat(u);
  const kind = u.result?.retreat?.kind ?? 'Ad';
  const attacker = FACTION_NAMES[game.game.phasing], defender = FACTION_NAMES[u.defender];
  switch (task) {
    case 'attackerChoice':
      return { rule: '4.2.4.1', text: `${kind}: the ${attacker} attacker chooses: every attacking stack retreats one hex, or one attacking unit loses a step` };
    case 'attackerRetreatLoss':
    case 'defenderRetreatLoss':
      if (u.attackerResultLoss) return { rule: '4.2.6.1', text: `${kind}: one attacking unit (${unitsIn(game, u.attackingForce)}) loses a step` };
      if (!r) break;
      return u.conversionChosen
        ? { rule: '4.2.5.3', text: `the ${stackIn(game, r)} loses a step instead of retreating one hex` }
        : { rule: '4.2.5.3', text: `the ${stackIn(game, r)} cannot retreat: it loses one step for each Retreat hex left (${r.remaining}) until it can retreat again` };
    case 'attackerRetreat':
    case 'defenderRetreat':
      if (!r) break;
      if (u.exchangeForDefender && r.side === 'defender') return { rule: '4.2.4.1', text: `Ex: the attacker took its step loss, so the ${stackIn(game, r)} retreats one hex or loses one step` };
      return { rule: '4.2.5', text: `the ${stackIn(game, r)} retreats ${r.path.length > 1 ? count(r.remaining, 'more hex', 'more hexes') : count(r.remaining, 'hex', 'hexes')}` };
    case 'attackerLosses':
      return { rule: '4.2.6.1', text: `Attrition: the ${attacker} attacker loses ${steps(u.attrition.attacker)} (${unitsIn(game, u.attackingForce)})` };
    case 'defenderLosses':
      return { rule: '4.2.6', text: `Attrition: the ${defender} defender loses ${steps(u.attrition.defender)} (${unitsIn(game, u.defendingForce)})` };
    case 'advance':
      return step8Line(game, u);
    case 'finished':
      break;
  }
  return { rule: '4.2.1', text: 'the attack is resolved; the next attack may be declared' };
}

/** Step 8: Advance After Combat, or Exploitation when the force included an armor-type unit. */
function step8Line(game: DsGameState, u: AttackUnderWay): { rule: string; text: string } {
  const e = u.exploiting;
  const c = e ? game.counters.get(e.unit)?.counter : undefined;
  if (e && c?.kind === 'ground') {
    const reach = unitExploitationDistance(c, e.distance), left = reach - e.path.length;
    const text = left > 0
      ? `${counterLabel(c)} is exploiting: ${e.path.length} of ${reach} hexes entered; it may go on into an adjacent Land hex (${count(left, 'hex', 'hexes')} left) or stop`
      : `${counterLabel(c)} has exploited its full distance (${e.path.length} of ${reach} hexes); other survivors may still advance or exploit; Done ends the attack`;
    return { rule: '4.2.8', text };
  }
  const distance = exploitationDistanceOf(u);
  const exploit = !u.markerOnly && distance > 0 && forceIncludedArmor(game, u.declaration)
    ? `, or Exploit instead, up to ${count(distance, 'hex', 'hexes')} (4.2.8)` : '';
  return { rule: '4.2.7', text: `Step 8: ${hexName(game, u.declaration.target)} is vacated: a surviving supplied attacking unit may Advance After Combat into it${exploit}; Done ends the attack` };
}

/** What the attack requires: before the result, the step of 4.2.2 it is in; after it, what is still owed. */
export function nextLines(game: DsGameState, u: AttackUnderWay): NextLine[] {
  const now = (rule: string, text: string): NextLine[] => [{ rule, text, when: 'now' }];
  if (!u.markerOnly && !u.defensiveSupportDeclared) return now('4.2.2', `Step 2: the ${FACTION_NAMES[u.defender]} faction may declare one supplied HQ to give Ranged Support to the defence, or none`);
  if (!u.markerOnly && !u.odds) return now('4.2.2', 'Steps 3-4: the odds and the column shifts are worked out');
  if (!u.markerOnly && !u.result) return now('4.2.2', `Step 5: the ${FACTION_NAMES[game.game.phasing]} attacker rolls one die on the ${u.odds?.finalColumn ?? ''} column, or enters the result read on their own CRT`);
  const task = nextTask(game, u);
  const out: NextLine[] = [{ ...taskLine(game, u, task), when: 'now' }];
  for (const r of u.retreats.slice(1)) out.push({ rule: '4.2.5', text: `the ${stackIn(game, r)} retreats ${count(r.remaining, 'hex', 'hexes')}`, when: 'then' });
  const retreatsOver = task === 'attackerLosses' || task === 'defenderLosses' || task === 'advance' || task === 'finished';
  if (!retreatsOver && u.attrition.attacker > 0) out.push({ rule: '4.2.6.1', text: `Attrition: the attacker loses ${steps(u.attrition.attacker)}`, when: 'then' });
  if (task !== 'defenderLosses' && u.attrition.defender > 0) out.push({ rule: '4.2.6', text: `Attrition: the defender loses ${steps(u.attrition.defender)}`, when: 'then' });
  const exploit = forceIncludedArmor(game, u.declaration) ? ' or Exploit' : '';
  // Only a defender that must Retreat or lose steps can leave the hex empty for Step 8.
  const mayVacate = u.retreats.some((r) => r.side === 'defender') || u.attrition.defender > 0
    || (u.result?.retreat?.kind === 'Ex' && (u.awaitingAttackerChoice || u.attackerResultLoss));
  if (mayVacate && task !== 'advance' && task !== 'finished') out.push({ rule: '4.2.2', text: `Step 8: if the defending hex is vacated, surviving attackers may Advance After Combat${exploit}`, when: 'then' });
  return out;
}
