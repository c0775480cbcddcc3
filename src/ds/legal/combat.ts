import type { Violation } from '../../core/violation.ts';
import { CRT_SAMPLE } from '../data/crt.sample.ts';
import type { DsEvent } from '../events/index.ts';
import { counterFaction } from '../model/counters.ts';
import { FACTION_NAMES } from '../model/factions.ts';
import { counterName, hexName } from '../model/names.ts';
import {
  attackOptions, attackViolations, defensiveSupportOptions, defensiveSupportViolations, parseCombatResult,
} from '../rules/combat/attack-api.ts';
import {
  exploitationOptions, exploitationViolations, retreatHexes, retreatViolations, stepLossOptions, stepLossPlan, stepLossViolations,
  voluntaryConversionAllowed,
} from '../rules/combat/after-api.ts';
import type { CombatMode } from '../model/combat.ts';
import { hasAttackableEnemy } from '../rules/combat/attack-restrictions.ts';
import { advanceOptionsNow, currentRetreat, exploitationDistanceOf as exploitationDistanceFor, sideOfTask, unitsOwingLoss, type AttackTask } from '../rules/combat/obligations.ts';
import type { DsTurnContext } from '../turn/context.ts';
import type { AttackUnderWay } from '../turn/slices/combat.ts';
import { eventOf, type StepLegality } from './step.ts';
import { attackStepId } from './step-ids.ts';

/**
 * 4.2.1 attack declarations and the 4.2.2 Attack Sequence, one StepLegality per step and per
 * segment (Blitz Combat 4.1.2, Regular Combat 4.2). The rules are the combat rules API's; these
 * checks add only what keeps bad input from reaching the reducers (unknown pieces, wrong owner).
 */

const v = (rule: string, code: string, message: string): Violation => ({ rule, code, message });
const DIE = [1, 2, 3, 4, 5, 6] as const;

/** Located violations for pieces an attack names that do not exist or are not the phasing faction's. */
function declarationBasics(ctx: DsTurnContext, e: Extract<DsEvent, { type: 'ATTACK' }>): Violation[] {
  const g = ctx.game;
  const phasing = g.game.phasing;
  if (!g.board.hexes[e.target]) return [v('4.2.1', 'combat.unknownHex', `There is no hex ${e.target} on the map.`)];
  const out: Violation[] = [];
  for (const id of [...e.attackers, ...(e.rangedSupport ? [e.rangedSupport] : [])]) {
    const c = g.counters.get(id)?.counter;
    if (!c || c.kind !== 'ground') out.push(v('4.2.1', 'combat.unknownUnit', `There is no ground unit "${id}": only ground units attack or give Ranged Support.`));
    else if (counterFaction(c, g.countries) !== phasing) out.push(v('4.2.1', 'combat.notYourUnit', `${counterName(g, id)} is not a ${FACTION_NAMES[phasing]} unit: only the phasing faction attacks.`));
  }
  if (new Set(e.attackers).size !== e.attackers.length) out.push(v('4.2.1', 'combat.unitListedTwice', 'A unit is listed twice among the attackers.'));
  // AT-3's own predicate (a defender exists exactly when it holds): it reads the hex, not every counter.
  if (out.length === 0 && !hasAttackableEnemy(g, e.target, phasing)) {
    out.push(v('4.2.1', 'combat.noEnemyInHex', `${hexName(g, e.target)} holds no enemy ground unit, Detachment or Logistics marker to attack.`));
  }
  return out;
}

const noAttack = (): Violation[] => [v('4.2.2', 'combat.noAttackUnderWay', 'No attack is being resolved now.')];

/** The attack being resolved, if any. */
function under(ctx: DsTurnContext): AttackUnderWay | undefined {
  return ctx.turn.combat.underWay;
}

function declareStep(mode: CombatMode): StepLegality {
  return {
    id: attackStepId(mode, 'attacks'),
    accepts: ['ATTACK', 'DONE'],
    // attackOptions keeps only declarations attackViolations accepts, built from the phasing faction's
    // ground units next to a hex with an attackable enemy, each unit once: the basics hold by construction.
    exact: true,
    check(ctx, e) {
      const a = eventOf(e, 'ATTACK');
      if (!a) return [];
      const basics = declarationBasics(ctx, a);
      if (basics.length > 0) return basics;
      const decl = a.rangedSupport ? { target: a.target, attackers: a.attackers, rangedSupport: a.rangedSupport } : { target: a.target, attackers: a.attackers };
      return attackViolations(ctx.game, mode, decl, ctx.turn.combat[mode]);
    },
    enumerate(ctx) {
      const attacks = attackOptions(ctx.game, mode, ctx.turn.combat[mode]).map((d): DsEvent => ({
        type: 'ATTACK', target: d.target, attackers: [...d.attackers], ...(d.rangedSupport ? { rangedSupport: d.rangedSupport } : {}),
      }));
      return [...attacks, { type: 'DONE' }];
    },
  };
}

function defensiveSupportStep(mode: CombatMode): StepLegality {
  return {
    id: attackStepId(mode, 'defensiveSupport'),
    accepts: ['DEFENSIVE_SUPPORT'],
    check(ctx, e) {
      const u = under(ctx);
      const d = eventOf(e, 'DEFENSIVE_SUPPORT')!;
      if (!u) return noAttack();
      if (d.faction !== u.defender) return [v('4.2.2', 'combat.notTheDefender', `The ${FACTION_NAMES[d.faction]} faction is not defending ${hexName(ctx.game, u.declaration.target)}: the ${FACTION_NAMES[u.defender]} faction declares its Ranged Support.`)];
      return defensiveSupportViolations(ctx.game, mode, u.declaration, d.faction, d.hq, ctx.turn.combat[mode]);
    },
    enumerate(ctx) {
      const u = under(ctx);
      if (!u) return [];
      return [{ type: 'DEFENSIVE_SUPPORT', faction: u.defender },
        ...defensiveSupportOptions(ctx.game, mode, u.declaration, u.defender, ctx.turn.combat[mode]).map((hq): DsEvent => ({ type: 'DEFENSIVE_SUPPORT', faction: u.defender, hq }))];
    },
  };
}

/** Every result text of the bundled SAMPLE CRT: listed so the player sees what a chart result looks like. */
const SAMPLE_RESULTS = [...new Set(Object.values(CRT_SAMPLE).flat())];

function dieStep(mode: CombatMode): StepLegality {
  return {
    id: attackStepId(mode, 'die'),
    accepts: ['ROLL', 'COMBAT_RESULT'],
    check(ctx, e) {
      if (!under(ctx)) return noAttack();
      const r = eventOf(e, 'COMBAT_RESULT');
      if (r && parseCombatResult(r.result) === undefined) {
        return [v('4.2.4', 'combat.unreadableResult', `"${r.result}" is not a combat result: write a Retreat part (Ad, Ex, Dr1, Dr2, Dr3), an Attrition part (attacker/defender, e.g. 0/1), or both, e.g. "Dr2 0/1".`)];
      }
      return [];
    },
    enumerate(ctx) {
      if (!under(ctx)) return [];
      const results = SAMPLE_RESULTS.filter((t) => parseCombatResult(t) !== undefined).map((result): DsEvent => ({ type: 'COMBAT_RESULT', result }));
      return [{ type: 'ROLL' }, ...DIE.map((value): DsEvent => ({ type: 'ROLL', value })), ...results];
    },
  };
}

function attackerChoiceStep(mode: CombatMode): StepLegality {
  return {
    id: attackStepId(mode, 'attackerChoice'),
    accepts: ['ATTACKER_CHOICE'],
    check: (ctx) => (under(ctx) ? [] : noAttack()),
    enumerate: (ctx) => (under(ctx) ? [{ type: 'ATTACKER_CHOICE', choice: 'retreat' }, { type: 'ATTACKER_CHOICE', choice: 'stepLoss' }] : []),
  };
}

function retreatCheck(ctx: DsTurnContext, hex: string): Violation[] {
  const u = under(ctx);
  const r = u && currentRetreat(u);
  if (!u || !r) return noAttack();
  if (!ctx.game.board.hexes[hex]) return [v('4.2.5', 'retreat.unknownHex', `There is no hex ${hex} on the map.`)];
  const found = retreatViolations(ctx.game, r, hex);
  if (found.length > 0) return found;
  if (!retreatHexes(ctx.game, r).includes(hex)) {
    return [v('4.2.5.1', 'retreat.notByPriority', `${hexName(ctx.game, hex)} is not a hex the force in ${hexName(ctx.game, r.at)} may Retreat into now: it must go one hex, farther from the defending hex, by the Retreat Priorities.`)];
  }
  return [];
}

/** RC-3, RC-4, and the Ex choice: the defending force, still in the defending hex, may convert a Retreat hex. */
function conversionCheck(ctx: DsTurnContext): Violation[] {
  const u = under(ctx);
  const r = u && currentRetreat(u);
  if (!u || !r) return noAttack();
  if (u.exchangeForDefender) return [];
  return voluntaryConversionAllowed(ctx.game, u.declaration, u.declaration.target, r);
}

function retreatStep(mode: CombatMode, side: 'attacker' | 'defender'): StepLegality {
  return {
    id: attackStepId(mode, `${side}Retreat`),
    accepts: side === 'defender' ? ['RETREAT', 'VOLUNTARY_CONVERSION'] : ['RETREAT'],
    check(ctx, e) {
      const r = eventOf(e, 'RETREAT');
      return r ? retreatCheck(ctx, r.hex) : conversionCheck(ctx);
    },
    enumerate(ctx) {
      const u = under(ctx);
      const r = u && currentRetreat(u);
      if (!u || !r) return [];
      const hexes = retreatHexes(ctx.game, r).map((hex): DsEvent => ({ type: 'RETREAT', hex }));
      return side === 'defender' && conversionCheck(ctx).length === 0 ? [...hexes, { type: 'VOLUNTARY_CONVERSION' }] : hexes;
    },
  };
}

function lossCheck(ctx: DsTurnContext, task: AttackTask, e: Extract<DsEvent, { type: 'LOSE_STEP' }>): Violation[] {
  const u = under(ctx);
  if (!u) return noAttack();
  const side = sideOfTask(task);
  const units = unitsOwingLoss(ctx.game, u, task);
  if (!ctx.game.counters.get(e.unit)) return [v('4.2.6', 'stepLoss.unknownUnit', `There is no unit "${e.unit}".`)];
  if (!units.includes(e.unit)) return [v('4.2.6', 'stepLoss.notInvolved', `${counterName(ctx.game, e.unit)} is not one of the ${side}'s units that must take this loss: ${units.map((id) => counterName(ctx.game, id)).join(', ') || 'none'}.`)];
  const first = side === 'attacker' && !u.attackerLostAStep;
  const found = stepLossViolations(ctx.game, u.mode, side, units, first, e, u.declaration);
  if (found.length > 0) return found;
  if (!stepLossPlan(ctx.game, u.mode, side, units, first, e, u.declaration)) return [v('4.2.6.2', 'stepLoss.noSuchReplacement', `${counterName(ctx.game, e.unit)} cannot lose a step that way: see the listed step losses for the units that may replace it.`)];
  return [];
}

function lossStep(mode: CombatMode, task: AttackTask): StepLegality {
  return {
    id: attackStepId(mode, task),
    accepts: ['LOSE_STEP'],
    // The enumerator keeps only the options lossCheck, the step's check, accepts.
    exact: true,
    check: (ctx, e) => lossCheck(ctx, task, eventOf(e, 'LOSE_STEP')!),
    enumerate(ctx) {
      const u = under(ctx);
      if (!u) return [];
      const side = sideOfTask(task);
      return stepLossOptions(ctx.game, u.mode, side, unitsOwingLoss(ctx.game, u, task), side === 'attacker' && !u.attackerLostAStep, u.declaration)
        .map((c): DsEvent => ({ type: 'LOSE_STEP', unit: c.unit, replacements: [...c.replacements] }))
        .filter((e) => lossCheck(ctx, task, e as Extract<DsEvent, { type: 'LOSE_STEP' }>).length === 0);
    },
  };
}

/** 4.2.7, 4.2.8: a unit may advance, or start exploiting, if it may Advance After Combat into the defending hex. */
function mayAdvance(ctx: DsTurnContext, u: AttackUnderWay, unit: string, hex: string): boolean {
  return advanceOptionsNow(ctx.game, u).some((o) => o.unit === unit && o.hex === hex);
}

function advanceCheck(ctx: DsTurnContext, e: DsEvent): Violation[] {
  const u = under(ctx);
  if (!u) return noAttack();
  const a = eventOf(e, 'ADVANCE');
  if (a) {
    return mayAdvance(ctx, u, a.unit, a.hex) ? [] : [v('4.2.7', 'advance.notAllowed',
      `${counterName(ctx.game, a.unit)} cannot Advance After Combat into ${hexName(ctx.game, a.hex)}: only supplied surviving attackers adjacent to the vacated defending hex, not HQs, with a Movement Allowance, that have not advanced yet.`)];
  }
  const x = eventOf(e, 'EXPLOIT');
  if (!x) return [];
  if (u.exploiting?.unit === x.unit) {
    const { distance, path, origin } = u.exploiting;
    if (exploitationOptions(ctx.game, u.mode, u.declaration, x.unit, distance, path, origin).includes(x.hex)) return [];
    const why = exploitationViolations(ctx.game, u.mode, u.declaration, x.unit, distance, path, x.hex, origin);
    return why.length > 0 ? why : [v('4.2.8', 'exploit.notAllowed', `${counterName(ctx.game, x.unit)} cannot exploit into ${hexName(ctx.game, x.hex)} now (Exploitation Distance ${distance}, ${path.length} used).`)];
  }
  if (u.markerOnly) return [v('4.2.2', 'exploit.markerOnlyHex', 'No Exploitation is possible after an attack on a hex holding only Detachment or Logistics markers.')];
  const starts = mayAdvance(ctx, u, x.unit, x.hex)
    && exploitationOptions(ctx.game, u.mode, u.declaration, x.unit, exploitationDistanceFor(u), []).includes(x.hex);
  return starts ? [] : [v('4.2.8', 'exploit.notAllowed', `${counterName(ctx.game, x.unit)} cannot start Exploitation into ${hexName(ctx.game, x.hex)}: it must be able to Advance After Combat, the attacking force must have included an armor-type unit, and the Exploitation Distance must allow it.`)];
}

function advanceStep(mode: CombatMode): StepLegality {
  return {
    id: attackStepId(mode, 'advance'),
    accepts: ['ADVANCE', 'EXPLOIT', 'DONE'],
    check: advanceCheck,
    enumerate(ctx) {
      const u = under(ctx);
      if (!u) return [];
      const out: DsEvent[] = [];
      for (const o of advanceOptionsNow(ctx.game, u)) {
        out.push({ type: 'ADVANCE', unit: o.unit, hex: o.hex });
        if (!u.markerOnly) for (const hex of exploitationOptions(ctx.game, u.mode, u.declaration, o.unit, exploitationDistanceFor(u), [])) out.push({ type: 'EXPLOIT', unit: o.unit, hex });
      }
      if (u.exploiting) {
        const { unit, distance, path, origin } = u.exploiting;
        for (const hex of exploitationOptions(ctx.game, u.mode, u.declaration, unit, distance, path, origin)) out.push({ type: 'EXPLOIT', unit, hex });
      }
      out.push({ type: 'DONE' });
      return out.filter((e) => advanceCheck(ctx, e).length === 0);
    },
  };
}

/** The steps of one segment's attack loop, by state node id `ds.<mode>.<step>`. */
export function attackSteps(mode: CombatMode): StepLegality[] {
  return [
    declareStep(mode), defensiveSupportStep(mode), dieStep(mode), attackerChoiceStep(mode),
    retreatStep(mode, 'attacker'), lossStep(mode, 'attackerRetreatLoss'), retreatStep(mode, 'defender'), lossStep(mode, 'defenderRetreatLoss'),
    lossStep(mode, 'attackerLosses'), lossStep(mode, 'defenderLosses'), advanceStep(mode),
  ];
}

export const combatSteps: readonly StepLegality[] = [...attackSteps('blitz'), ...attackSteps('regular')];
export const COMBAT_STEP_BY_ID: ReadonlyMap<string, StepLegality> = new Map(combatSteps.map((s) => [s.id, s]));
