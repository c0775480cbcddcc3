import { logEntry, type LogEntry } from '../../../core/log.ts';
import type { EventOf } from '../../events/index.ts';
import { moveCounter } from '../../model/contents.ts';
import { counterName, hexName } from '../../model/names.ts';
import { movingStack, replacementsJoiningRetreat, routJoiners } from '../../rules/combat/after-api.ts';
import type { StepLossDecision } from '../../rules/combat/settlement.ts';
import type { RetreatProgress } from '../../model/combat.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';
import { applyChanges } from '../organization/apply-plan.ts';
import { defenderRetreat, withAttack } from './declare.ts';
import { union, withParticipants } from './forces.ts';
import { hexOf } from '../../rules/combat/forces.ts';
import { forceNames } from './obligations.ts';
import { attackerStacks, currentRetreat, exploitationDistanceOf } from '../../rules/combat/obligations.ts';

const attackOf = (ctx: DsTurnContext): AttackUnderWay => ctx.turn.combat.underWay!;

/** CR-3, CR-4 (4.2.4.1 Ad, Ex): the attacker Retreats every attacking stack one hex, or one attacking unit loses a step. */
export function applyAttackerChoice(ctx: DsTurnContext, e: EventOf<'ATTACKER_CHOICE'>): Partial<DsTurnContext> {
  const u = attackOf(ctx);
  const kind = u.result?.retreat?.kind ?? 'Ad';
  if (e.choice === 'retreat') {
    const then = kind === 'Ex' ? ' (Ex: the attacker Retreats, so the defender does nothing)' : '';
    return withAttack(ctx, { ...u, awaitingAttackerChoice: false, retreats: attackerStacks(ctx.game, u) },
      [logEntry('4.2.4.1', `${kind}: the attacking units will Retreat one hex${then}`, 'choice')]);
  }
  return withAttack(ctx, { ...u, awaitingAttackerChoice: false, attackerResultLoss: true },
    [logEntry('4.2.4.1', `${kind}: one attacking unit will take a step loss instead of Retreating`, 'choice')]);
}

/**
 * AT-11 (4.2.1) retreatedDefendersJoin: retreated defenders are simply in their new hex, so a later
 * attack on it includes them. 4.2.5: the force goes one hex. RT-6, RT-7: ground units already there join it (a rout), with the
 * Retreats and Attrition still owed, and count as involved in the combat (an HQ among them has
 * taken part and cannot give Ranged Support later this segment).
 */
export function applyRetreat(ctx: DsTurnContext, e: EventOf<'RETREAT'>): Partial<DsTurnContext> {
  const u = attackOf(ctx);
  const r = currentRetreat(u)!;
  const joiners = routJoiners(ctx.game, r, e.hex).filter((id) => !r.force.includes(id));
  const movers = movingStack(ctx.game, r);
  let game = ctx.game;
  for (const id of movers) game = moveCounter(game, id, { kind: 'hex', hex: e.hex });
  const next: RetreatProgress = { ...r, force: [...movers, ...joiners], at: e.hex, path: [...r.path, e.hex], remaining: r.remaining - 1 };
  const log: LogEntry[] = [logEntry('4.2.5', `${forceNames(ctx.game, movers)} Retreat${movers.length === 1 ? 's' : ''} from ${hexName(ctx.game, r.at)} to ${hexName(ctx.game, e.hex)}${next.remaining > 0 ? ` (${next.remaining} more to go)` : ''}`, 'choice')];
  if (joiners.length > 0) log.push(logEntry('4.2.5', `rout: ${forceNames(ctx.game, joiners)} in ${hexName(ctx.game, e.hex)} join${joiners.length === 1 ? 's' : ''} the retreating force and count as involved in this combat`));
  const combat = withParticipants(ctx.turn.combat, u.mode, joiners);
  const defender = r.side === 'defender';
  const moved: AttackUnderWay = {
    ...u, retreats: [next, ...u.retreats.slice(1)],
    attackingForce: defender ? u.attackingForce : union(u.attackingForce, joiners),
    defendingForce: defender ? union(u.defendingForce, joiners) : u.defendingForce,
    defenderRetreatHexes: u.defenderRetreatHexes + (defender ? 1 : 0),
  };
  return withAttack({ ...ctx, turn: { ...ctx.turn, combat } }, moved, log, game);
}

/** RC-3, RC-4 (4.2.5.3), and the defender's choice after an Ex: one Retreat hex becomes one step loss. */
export function applyVoluntaryConversion(ctx: DsTurnContext): Partial<DsTurnContext> {
  const u = attackOf(ctx);
  const why = u.exchangeForDefender ? 'Ex: the defender chooses a step loss instead of Retreating' : 'Voluntary Retreat Conversion: one Retreat hex becomes a step loss';
  return withAttack(ctx, { ...u, conversionChosen: true }, [logEntry(u.exchangeForDefender ? '4.2.4.1' : '4.2.5.3', why, 'choice')]);
}

const replaceIn = (ids: readonly string[], lost: string, placed: readonly string[], gone: boolean): string[] =>
  union(gone ? ids.filter((x) => x !== lost) : [...ids], placed);

/**
 * CR-5 (4.2.4.1) resultExDefender: after the attacker's Ex step loss, the defender owes one Retreat hex or a step.
 * 4.2.6, 4.2.6.2: one step lost, carried out by the Eliminating Steps plan; replacements join the
 * force in its place. What it pays for (the Ad/Ex step loss, a converted Retreat hex, or Attrition)
 * and the plan are the rules' answer, `decided` (`stepLossDecision`, asked by the machine).
 */
export function applyLoseStep(ctx: DsTurnContext, e: EventOf<'LOSE_STEP'>, decided: StepLossDecision): Partial<DsTurnContext> {
  const u = attackOf(ctx);
  const { task, side, plan } = decided;
  const game = applyChanges(ctx.game, plan);
  const gone = game.counters.get(e.unit)?.at.kind !== 'hex';
  let next: AttackUnderWay = {
    ...u,
    attackingForce: side === 'attacker' ? replaceIn(u.attackingForce, e.unit, e.replacements, gone) : u.attackingForce,
    defendingForce: side === 'defender' ? replaceIn(u.defendingForce, e.unit, e.replacements, gone) : u.defendingForce,
    attackerLostAStep: u.attackerLostAStep || side === 'attacker',
  };
  const log: LogEntry[] = [logEntry('4.2.6.2', `${side === 'attacker' ? 'attacker' : 'defender'} step loss: ${plan.message}`, 'choice')];
  if (u.attackerResultLoss) {
    next = { ...next, attackerResultLoss: false };
    if (u.result?.retreat?.kind === 'Ex') {
      next = { ...next, exchangeForDefender: true, retreats: [defenderRetreat({ ...ctx, game }, next, 1)] };
      log.push(logEntry('4.2.4.1', 'Ex: the attacker took the step loss, so the defending units must Retreat one hex or lose one step'));
    }
  } else if (task === 'attackerRetreatLoss' || task === 'defenderRetreatLoss') {
    const r = currentRetreat(u)!;
    const force = replaceIn(r.force, e.unit, replacementsJoiningRetreat(game, r, e.replacements), gone);
    next = { ...next, conversionChosen: false, retreats: [{ ...r, force, remaining: r.remaining - 1 }, ...u.retreats.slice(1)] };
  } else if (task === 'attackerLosses') {
    next = { ...next, attrition: { ...u.attrition, attacker: u.attrition.attacker - 1 } };
  } else {
    next = { ...next, attrition: { ...u.attrition, defender: u.attrition.defender - 1 } };
  }
  return withAttack(ctx, next, log, game);
}

/** 4.2.7 Advance After Combat: one unit placed in the defending hex (not movement). */
export function applyAdvance(ctx: DsTurnContext, e: EventOf<'ADVANCE'>): Partial<DsTurnContext> {
  const u = attackOf(ctx);
  const game = moveCounter(ctx.game, e.unit, { kind: 'hex', hex: e.hex });
  const next: AttackUnderWay = { ...u, advanced: [...u.advanced, e.unit], exploiting: undefined };
  return withAttack(ctx, next, [logEntry('4.2.7', `${counterName(ctx.game, e.unit)} advances after combat into ${hexName(ctx.game, e.hex)}`, 'choice')], game);
}

/** 4.2.8 Exploitation, one hex at a time: the defending hex first, then adjacent Land hexes. */
export function applyExploit(ctx: DsTurnContext, e: EventOf<'EXPLOIT'>): Partial<DsTurnContext> {
  const u = attackOf(ctx);
  const game = moveCounter(ctx.game, e.unit, { kind: 'hex', hex: e.hex });
  const continuing = u.exploiting?.unit === e.unit;
  const exploiting = continuing
    ? { ...u.exploiting!, path: [...u.exploiting!.path, e.hex] }
    : { unit: e.unit, path: [e.hex], distance: exploitationDistanceOf(u), origin: hexOf(ctx.game, e.unit) ?? e.hex };
  const next: AttackUnderWay = { ...u, exploiting, advanced: union(u.advanced, [e.unit]) };
  const msg = continuing
    ? `${counterName(ctx.game, e.unit)} exploits on into ${hexName(ctx.game, e.hex)} (${exploiting.path.length} of ${exploiting.distance} hexes)`
    : `${counterName(ctx.game, e.unit)} exploits into the defending hex ${hexName(ctx.game, e.hex)} (Exploitation Distance ${exploiting.distance})`;
  return withAttack(ctx, next, [logEntry('4.2.8', msg, 'choice')], game);
}

/** The attack's sequence is complete (4.2.1): the next attack may be declared. */
export function applyFinishAttack(ctx: DsTurnContext): Partial<DsTurnContext> {
  const u = ctx.turn.combat.underWay;
  const { underWay: _, ...combat } = ctx.turn.combat;
  return {
    turn: { ...ctx.turn, combat },
    log: ctx.log.append(logEntry(u?.mode === 'blitz' ? '4.1.2' : '4.2.1', `the attack on ${u ? hexName(ctx.game, u.declaration.target) : 'the hex'} is resolved`)),
  };
}
