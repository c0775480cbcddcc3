import type { Violation } from '../../core/violation.ts';
import { eventOf, type StepLegality } from '../../core/step.ts';
import { SAMPLE_RESULTS } from '../data/combat-table.sample.ts';
import type { OcsEvent } from '../events/index.ts';

import { hexOf, pieceName, unitOf } from '../model/query.ts';
import { terrainChoiceKey, type TerrainChoice } from '../model/terrain.ts';
import { advanceCandidates } from '../rules/advance.ts';
import { exploitCandidates } from '../rules/exploit.ts';
import { stacksOf } from '../rules/figures.ts';
import { aliveOf, execOf, mayIgnoreOption } from '../rules/procedure.ts';
import { optionSplitAllowed, parseCombatResult } from '../rules/results.ts';
import { paymentOptions, paymentViolations } from '../rules/supply.ts';
import { combatLossCandidates, retreatLossCandidates } from '../rules/step-losses.ts';
import { attackerTerrainChoices, defenderTerrainChoices } from '../rules/terrain.ts';
import type { CombatUnderWay, Role } from '../turn/combat.ts';
import type { OcsTurnContext } from '../turn/context.ts';
import { noCombat, roll2d6Events, rollEvents, underWay, v } from './common.ts';
import { retreatStep } from './retreat.ts';
import { stepId, stepsOf, type ProcedureSpec, type ProcedureStep } from './step-ids.ts';

type Step = StepLegality<OcsTurnContext, OcsEvent>;
const sideOf = (c: CombatUnderWay, role: Role): string => (role === 'attacker' ? c.attackerSide : c.defenderSide);
const notYours = (c: CombatUnderWay, role: Role, side: string): Violation[] =>
  side === sideOf(c, role) ? [] : [v('9.2', 'procedure.notYourStep', `The ${role} (${sideOf(c, role)}) acts in this step, not ${side}.`)];

/**
 * A step on the combat under way: its check and enumerator see the combat (and, for the steps of
 * 9.2 step 8, its result), or refuse with "no combat" (asked in another step, they list nothing).
 */
function onCombat(id: string, accepts: OcsEvent['type'][], check: (ctx: OcsTurnContext, c: CombatUnderWay, e: OcsEvent) => Violation[], enumerate: (ctx: OcsTurnContext, c: CombatUnderWay) => OcsEvent[], needsResult = false): Step {
  const ready = (ctx: OcsTurnContext) => { const c = underWay(ctx); return c && (!needsResult || c.result) ? c : undefined; };
  return {
    id, accepts,
    check: (ctx, e) => { const c = ready(ctx); return c ? check(ctx, c, e) : noCombat(); },
    enumerate: (ctx) => { const c = ready(ctx); return c ? enumerate(ctx, c) : []; },
  };
}

/** 9.2 step 2: combat supply, attacker first (he may also call the attack off, 9.1b), then the defender (he may withhold it, 9.5B). */
function supplyStep(id: string, role: Role): Step {
  return onCombat(id, role === 'attacker' ? ['PAY_COMBAT_SUPPLY', 'CANCEL_ATTACK'] : ['PAY_COMBAT_SUPPLY', 'WITHHOLD_COMBAT_SUPPLY'], (ctx, c, e) => {
    const pay = eventOf(e, 'PAY_COMBAT_SUPPLY');
    const withhold = eventOf(e, 'WITHHOLD_COMBAT_SUPPLY');
    if (withhold) return notYours(c, role, withhold.side);
    if (!pay) return [];
    return [...notYours(c, role, pay.side), ...paymentViolations(ctx.game, aliveOf(ctx.game, c, role), role, c.target, pay)];
  }, (ctx, c) => [
    ...paymentOptions(ctx.game, aliveOf(ctx.game, c, role), role, c.target).map((p): OcsEvent => ({ type: 'PAY_COMBAT_SUPPLY', side: sideOf(c, role), draws: [...p.draws], internalStocks: [...p.internalStocks] })),
    role === 'attacker' ? { type: 'CANCEL_ATTACK' } : { type: 'WITHHOLD_COMBAT_SUPPLY', side: c.defenderSide },
  ]);
}

/** 9.2 step 3, O-A1: one unit that takes part in the combat, attacker first. */
function arStep(id: string, role: Role): Step {
  return onCombat(id, ['CHOOSE_AR_UNIT'], (ctx, c, e) => {
    const a = eventOf(e, 'CHOOSE_AR_UNIT')!;
    const mine = notYours(c, role, a.side);
    if (mine.length > 0) return mine;
    return aliveOf(ctx.game, c, role).some((u) => u.id === a.unit) ? [] : [v('9.6', 'ar.notInCombat', `${pieceName(ctx.game, a.unit)} does not take part in this combat on the ${role}'s side: the AR unit must actively participate.`)];
  }, (ctx, c) => aliveOf(ctx.game, c, role).map((u): OcsEvent => ({ type: 'CHOOSE_AR_UNIT', side: sideOf(c, role), unit: u.id })));
}

/** The terrain choices still open: each attacking stack (9.4b), then the defence (9.4c). */
function terrainOptions(ctx: OcsTurnContext, c: CombatUnderWay): Map<string, TerrainChoice[]> {
  const out = new Map<string, TerrainChoice[]>();
  for (const from of stacksOf(c)) if (!c.terrain.stacks[from]) out.set(from, attackerTerrainChoices(ctx.game, c.target, from));
  if (!c.terrain.defence) out.set('defence', defenderTerrainChoices(ctx.game, c.target));
  return out;
}

/** 9.2 step 4: the defender's terrain choices. */
function terrainStep(id: string): Step {
  return onCombat(id, ['CHOOSE_TERRAIN'], (ctx, c, e) => {
    const t = eventOf(e, 'CHOOSE_TERRAIN')!;
    const options = terrainOptions(ctx, c).get(t.stack);
    if (!options) return [v(t.stack === 'defence' ? '9.4c' : '9.4b', 'terrain.noChoiceHere', t.stack === 'defence' ? 'The defence terrain is already chosen.' : `No attacking stack in ${t.stack} awaits a terrain choice.`)];
    const key = `${t.kind}:${t.terrain}`;
    if (options.some((o) => terrainChoiceKey(o) === key)) return [];
    return [v(t.stack === 'defence' ? '9.4c' : '9.4b', 'terrain.notAnOption', `${t.kind === 'hex' ? 'The defending hex shows no' : 'The hexside crossed has no'} ${t.terrain}${t.stack === 'defence' && t.kind === 'hexside' ? ' (only hex terrain can be chosen for the defence)' : ''}; choose one of: ${options.map(terrainChoiceKey).join(', ')}.`)];
  }, (ctx, c) => [...terrainOptions(ctx, c)].flatMap(([stack, options]) => options.map((o): OcsEvent => ({ type: 'CHOOSE_TERRAIN', stack, kind: o.kind, terrain: o.terrain }))));
}

/**
 * 9.2 step 6: two dice for Surprise, or who got it on the player's own table; then one die of
 * shifts; step 7: two dice, or the result read from the player's own Combat Table. Any well-formed
 * roll is legal where it is asked; only a result that does not read as one is refused.
 */
function rollStep(id: string, which: 'surprise' | 'surpriseShift' | 'combatRoll'): Step {
  const accepts: OcsEvent['type'][] = which === 'surprise' ? ['ROLL_2D6', 'SURPRISE_RESULT'] : which === 'combatRoll' ? ['ROLL_2D6', 'COMBAT_RESULT'] : ['ROLL'];
  return onCombat(id, accepts, (_ctx, _c, e) => {
    const r = eventOf(e, 'COMBAT_RESULT');
    if (r && !parseCombatResult(r.result)) return [v('9.10', 'result.unreadable', `"${r.result}" is not a combat result: write the attacker's part (A with L#, o#, e#) and the defender's (D with L#, o#, DG), e.g. "AL1o1, Do1" or "Ae3, DL2o2DG".`)];
    return [];
  }, () => [
    ...(which === 'surpriseShift' ? rollEvents() : roll2d6Events()),
    ...(which === 'surprise' ? (['attacker', 'defender', 'none'] as const).map((s): OcsEvent => ({ type: 'SURPRISE_RESULT', surprise: s })) : []),
    ...(which === 'combatRoll' ? SAMPLE_RESULTS.map((result): OcsEvent => ({ type: 'COMBAT_RESULT', result })) : []),
  ]);
}

/** 9.11: a combat step loss, within 9.11c's distribution (AR unit first, one each before any two). */
function lossStep(id: string, role: Role): Step {
  const candidates = (ctx: OcsTurnContext, c: CombatUnderWay) => combatLossCandidates(aliveOf(ctx.game, c, role), c.arUnit[role], execOf(c, role).lost);
  return onCombat(id, ['LOSE_STEP'], (ctx, c, e) => {
    const l = eventOf(e, 'LOSE_STEP')!;
    const ok = candidates(ctx, c);
    if (ok.some((u) => u.id === l.unit)) return [];
    const first = Object.keys(execOf(c, role).lost).length === 0;
    return [v(first ? '9.6' : '9.11c', first ? 'loss.arUnitFirst' : 'loss.spread', `${pieceName(ctx.game, l.unit)} cannot take this loss: ${first ? 'the first step lost comes from the Action Rating unit' : 'every unit takes one loss before any unit takes two'}; it may come from ${ok.map((u) => u.name).join(', ')}.`)];
  }, (ctx, c) => candidates(ctx, c).map((u): OcsEvent => ({ type: 'LOSE_STEP', unit: u.id })), true);
}

/** 9.12e: a retreat step loss, the owner's free choice among the retreating DG units (9.11c does not apply). */
function retreatLossStep(id: string, role: Role): Step {
  const candidates = (ctx: OcsTurnContext, c: CombatUnderWay) => {
    const owed = execOf(c, role).zocLosses.find((from) => from.some((u) => unitOf(ctx.game, u) && hexOf(ctx.game, u)));
    return retreatLossCandidates((owed ?? []).flatMap((u) => { const x = unitOf(ctx.game, u); return x && hexOf(ctx.game, u) ? [x] : []; }));
  };
  return onCombat(id, ['LOSE_STEP'], (ctx, c, e) => {
    const l = eventOf(e, 'LOSE_STEP')!;
    return candidates(ctx, c).some((u) => u.id === l.unit) ? [] : [v('9.12e', 'loss.notRetreatingDg', `${pieceName(ctx.game, l.unit)} was not one of the retreating units already DG before entering the enemy ZOC.`)];
  }, (ctx, c) => candidates(ctx, c).map((u): OcsEvent => ({ type: 'LOSE_STEP', unit: u.id })), true);
}

/** 9.10a and 9.10c: the option split (losses, the rest retreat hexes); the defender may ignore it when 9.10c allows. */
function optionStep(id: string, role: Role): Step {
  const steps = (ctx: OcsTurnContext, c: CombatUnderWay) => aliveOf(ctx.game, c, role).reduce((n, u) => n + u.steps - u.stepsLost, 0);
  return onCombat(id, role === 'attacker' ? ['TAKE_OPTION'] : ['TAKE_OPTION', 'IGNORE_OPTION'], (ctx, c, e) => {
    const ignore = eventOf(e, 'IGNORE_OPTION');
    if (ignore) return [...notYours(c, role, ignore.side), ...(mayIgnoreOption(c) ? [] : [v('9.10c', 'option.mustExecute', 'The defender may ignore his option only if the attacker retreated or could not take all of his options.')])];
    const t = eventOf(e, 'TAKE_OPTION')!;
    const option = c.result![role].option;
    return [...notYours(c, role, t.side), ...(optionSplitAllowed(option, t.losses, steps(ctx, c)) ? [] : [v('9.10a', 'option.badSplit', `Take o${option} as 0 to ${Math.min(option, steps(ctx, c))} step losses (the ${role}'s units have ${steps(ctx, c)} steps); the rest is retreat hexes.`)])];
  }, (ctx, c) => {
    const option = c.result![role].option;
    const out: OcsEvent[] = [];
    for (let losses = 0; losses <= option; losses++) if (optionSplitAllowed(option, losses, steps(ctx, c))) out.push({ type: 'TAKE_OPTION', side: sideOf(c, role), losses });
    if (role === 'defender' && mayIgnoreOption(c)) out.push({ type: 'IGNORE_OPTION', side: c.defenderSide });
    return out;
  }, true);
}

/** 9.13: the attacker marks eligible units one at a time ("might": any of them, or none: DONE). */
function exploitStep(id: string, kind: ProcedureSpec['kind']): Step {
  const candidates = (ctx: OcsTurnContext, c: CombatUnderWay) => exploitCandidates(ctx.game, kind, c.result!.attacker, c.attacker, aliveOf(ctx.game, c, 'attacker'), stacksOf(c)).map((u) => u.id);
  return onCombat(id, ['MARK_EXPLOIT', 'DONE'], (ctx, c, e) => {
    const m = eventOf(e, 'MARK_EXPLOIT');
    if (!m || candidates(ctx, c).includes(m.unit)) return [];
    return [v('9.13', 'exploit.notEligible', `${pieceName(ctx.game, m.unit)} cannot take an Exploit marker: only non-DG attacking units with an AR of ${c.result!.attacker.exploit} or more, not yet marked.`)];
  }, (ctx, c) => [...candidates(ctx, c).map((unit): OcsEvent => ({ type: 'MARK_EXPLOIT', unit })), { type: 'DONE' }], true);
}

/** 9.2 step 9, 9.12g: attacking units advance one at a time (those that may), or no more (DONE). */
function advanceStep(id: string): Step {
  return onCombat(id, ['ADVANCE', 'DONE'], (ctx, c, e) => {
    const a = eventOf(e, 'ADVANCE');
    if (!a || advanceCandidates(ctx.game, c).some((u) => u.id === a.unit)) return [];
    return [v('9.12g', 'advance.notEligible', `${pieceName(ctx.game, a.unit)} cannot advance: only attacking units that paid combat supply, did not retreat and can move may.`)];
  }, (ctx, c) => [...advanceCandidates(ctx.game, c).map((u): OcsEvent => ({ type: 'ADVANCE', unit: u.id })), { type: 'DONE' }], true);
}

/** The legality of every step of one instance of the combat procedure. */
export function procedureSteps(spec: ProcedureSpec): Step[] {
  const id = (s: ProcedureStep) => stepId(spec.prefix, s);
  const make: Record<ProcedureStep, () => Step> = {
    attackerSupply: () => supplyStep(id('attackerSupply'), 'attacker'),
    defenderSupply: () => supplyStep(id('defenderSupply'), 'defender'),
    attackerAr: () => arStep(id('attackerAr'), 'attacker'),
    defenderAr: () => arStep(id('defenderAr'), 'defender'),
    terrain: () => terrainStep(id('terrain')),
    surprise: () => rollStep(id('surprise'), 'surprise'),
    surpriseShift: () => rollStep(id('surpriseShift'), 'surpriseShift'),
    combatRoll: () => rollStep(id('combatRoll'), 'combatRoll'),
    attackerLoss: () => lossStep(id('attackerLoss'), 'attacker'),
    attackerOption: () => optionStep(id('attackerOption'), 'attacker'),
    attackerRetreat: () => retreatStep(id('attackerRetreat'), 'attacker'),
    attackerRetreatLoss: () => retreatLossStep(id('attackerRetreatLoss'), 'attacker'),
    exploit: () => exploitStep(id('exploit'), spec.kind),
    defenderLoss: () => lossStep(id('defenderLoss'), 'defender'),
    defenderOption: () => optionStep(id('defenderOption'), 'defender'),
    defenderRetreat: () => retreatStep(id('defenderRetreat'), 'defender'),
    defenderRetreatLoss: () => retreatLossStep(id('defenderRetreatLoss'), 'defender'),
    advance: () => advanceStep(id('advance')),
  };
  return stepsOf(spec).map((s) => make[s]());
}

