import type { PathSnapshot } from '../../core/testing.ts';
import { fortifiedForResults, nextAttackTask } from '../rules/procedure.ts';
import { attackOptions } from '../legal/attack.ts';
import { awawVariantOf } from './variants.ts';
import { unitCtl } from '../rules/ctl.ts';
import { unit } from '../model/queries.ts';
import { nextAttritionTask } from '../rules/attrition-procedure.ts';
import { owedNow, remaining } from '../rules/losses.ts';
import { airAvailable } from '../rules/support.ts';
import type { Faction } from '../model/ids.ts';
import type { AwawTurnContext } from '../turn/context.ts';

/** Player turns and game turns begun since the start (the turn frame logs each with rule "—"). */
export const epochOf = (ctx: AwawTurnContext): number => ctx.log.filter((l) => l.rule === '—' && / begins/.test(l.message)).length;

/**
 * The state serialization of the bounded model: the state value plus only what changes the sequence
 * from here on. Kept: whose player turn and how many have begun; until the attrition, the airdrops
 * standing (an attack on the drop hex is owed, interception asked), whether a breakthrough was made
 * and how many exploiters were placed and moved (the exploitation steps), which factions have air left
 * (the support steps), and where an attack may be declared, the kinds of attack open; inside an attack or an
 * attrition, what it still owes (its task, round, result and options taken, whether each side still
 * owes losses, whether a unit may still be left out). Each is kept only while it can change what
 * comes next. Not kept: which units, which hexes, how many attacks or attritions, the log, the dice.
 */
export function sequenceKey(s: PathSnapshot<AwawTurnContext>): string {
  const { game: g, turn: t } = s.context;
  const at = JSON.stringify(s.value);
  const inside = (key: string): boolean => at.includes(`"${key}"`);
  const a = t.attack;
  const r = a?.round;
  const owed = r?.result ? owedNow(g, r) : undefined;
  const x = t.attrition;
  // The combat phase's facts matter between attacks; inside one, only the attack's own do.
  const beforeAttrition = !a && (inside('airdrops') || inside('attacks') || inside('navalReturn') || inside('exploitation'));
  return JSON.stringify([
    s.value, g.info.phasing, epochOf(s.context),
    beforeAttrition ? t.airdrops.map((d) => `${d.mode}${d.status}${d.onEnemy ? '!' : ''}`) : null,
    beforeAttrition ? [t.breakthroughs.length > 0, t.exploiters.length, t.exploiters.filter((e) => e.route !== undefined).length] : null,
    inside('combat') && !x ? (Object.keys(g.factions) as Faction[]).map((f) => airAvailable(g, t, f) > 0) : null,
    // Where attacks may yet be declared, which kinds of attack are open (they lead to different results).
    !a && (inside('exploitation') || (inside('declare') && inside('attacks')))
      ? [...new Set(attackOptions(g, t, inside('exploitation') ? 'exploitation' : 'regular').map((e) => awawVariantOf(e, s.context)))].sort() : null,
    a ? [a.mode, attackClass(s.context), a.over, a.advanced.length > 0, r?.number ?? 0, r?.column === 'below 1:4', r?.result ?? '', r?.attackerOptionTaken, r?.defenderOptionTaken, r?.fortifiedConversion,
      owed ? [remaining(owed.attacker, r!.attackerLost) > 0, remaining(owed.defender, r!.defenderLost) > 0] : null,
      r?.result ? nextAttackTask(g, t) : ''] : null,
    x ? [x.units.length > 1, x.result?.text ?? '', x.optionDone, x.lossesDone, x.selectionDone, x.retreatsStarted, x.toRetreat.length > 0, x.result ? nextAttritionTask(g, t) : ''] : null,
  ]);
}

/**
 * What kind of attack is under way, as far as it changes what may follow: against fortifications
 * (15.55), with an airdrop, with armor (16.11), with a unit able to fight a second round (15.82A),
 * against more than one defending unit (a partial loss leaves one).
 */
function attackClass(ctx: AwawTurnContext): string {
  const g = ctx.game;
  const a = ctx.turn.attack!;
  const units = a.attackers.map((id) => unit(g, id)!);
  return [fortifiedForResults(g, a), a.dropped.length > 0, units.some((u) => u.type === 'armor'), units.some((u) => unitCtl(g, u) >= 2), a.defenders.length > 1]
    .map(Number).join('');
}

/** The model stops at the start of the next player turn: one player turn (and the end of the game turn) per fixture. */
export const stopAtNextPlayerTurn = (ctx: AwawTurnContext, stepId: string | undefined): boolean =>
  epochOf(ctx) >= 2 && stepId === 'awaw.movement.voluntaryElimination';
