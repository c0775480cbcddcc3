import { rollD6 } from '../../../core/dice.ts';
import { logEntry, type LogEntry } from '../../../core/log.ts';
import type { EventOf } from '../../events/index.ts';
import { contentsOf, moveCounter } from '../../model/contents.ts';
import { FACTION_NAMES } from '../../model/factions.ts';
import { counterName, hexName } from '../../model/names.ts';
import { attackLimitsToWeigh, crtResult, isMarkerOnlyHex, parseCombatResult, resolveOdds, weatherAdjustedResult } from '../../rules/combat/attack-api.ts';
import { armorTypeAttackers as armorTypeAttackersNow, retreatingStacks } from '../../rules/combat/after-api.ts';
import type { CombatMode, CombatResult, RetreatProgress } from '../../model/combat.ts';
import type { DsTurnContext } from '../../turn/context.ts';
import type { AttackUnderWay } from '../../turn/slices/combat.ts';
import { recordOf, union, withParticipants, withRecord } from './forces.ts';
import { defenderOf, groundUnitsOf } from '../../rules/combat/forces.ts';
import { forceNames } from './obligations.ts';

const SEGMENT: Record<CombatMode, string> = { blitz: '4.1.2', regular: '4.2.1' };

/**
 * The attack under way with a change, and the turn context around it. What the change leaves no
 * longer owed is the rules' to say: the machine settles the attack after each of these reducers.
 */
export function withAttack(ctx: DsTurnContext, u: AttackUnderWay, log: readonly LogEntry[], game = ctx.game): Partial<DsTurnContext> {
  return { game, turn: { ...ctx.turn, combat: { ...ctx.turn.combat, underWay: u } }, log: ctx.log.append(...log) };
}

/**
 * 4.2.2 Step 1: the attack is declared. The segment remembers at once the hex (AT-5), the attacking
 * units with the Ranged Support HQ, one of "the attacking units" (4.2.3.5; AT-7, BL-2), and every
 * unit of the defending hex, which takes part in the combat (4.2.1 "all units in that hex must be
 * involved"), so a defending HQ is "soaked off" (HQ-7). AT-20: a hex with only enemy
 * Detachment/Logistics markers falls at once; they go to the Delay Box and Step 8 follows.
 */
export function applyDeclareAttack(ctx: DsTurnContext, mode: CombatMode, e: EventOf<'ATTACK'>): Partial<DsTurnContext> {
  const phasing = ctx.game.game.phasing;
  const defender = defenderOf(ctx.game, e.target, phasing) ?? phasing;
  const markerOnly = isMarkerOnlyHex(ctx.game, e.target, phasing);
  const record = recordOf(ctx.turn.combat, mode);
  const supportingHqs = e.rangedSupport ? [e.rangedSupport] : [];
  const attackingForce = [...e.attackers, ...supportingHqs];
  const defendingForce = groundUnitsOf(ctx.game, e.target, defender);
  const combat = withParticipants(withRecord(ctx.turn.combat, mode, { ...record, attackedHexes: union(record.attackedHexes, [e.target]) }),
    mode, defendingForce, attackingForce);
  // EX-1: which attackers are armor-type is fixed now, before any step loss flips or removes them.
  const armorTypeAttackers = armorTypeAttackersNow(ctx.game, e.attackers);
  const u: AttackUnderWay = {
    mode, declaration: { target: e.target, attackers: e.attackers, ...(e.rangedSupport ? { rangedSupport: e.rangedSupport } : {}), armorTypeAttackers },
    defender, markerOnly, defensiveSupportDeclared: markerOnly,
    attackingForce, defendingForce,
    awaitingAttackerChoice: false, exchangeForDefender: false, retreats: [], conversionChosen: false, attackerResultLoss: false,
    attrition: { attacker: 0, defender: 0 }, attackerLostAStep: false, defenderRetreatHexes: 0, defenderUnsatisfied: 0, advanced: [],
  };
  const support = e.rangedSupport ? `, with Ranged Support from ${counterName(ctx.game, e.rangedSupport)}` : '';
  const log: LogEntry[] = [logEntry(SEGMENT[mode], `attack on ${hexName(ctx.game, e.target)} by ${forceNames(ctx.game, e.attackers)}${support}`, 'choice'),
    ...attackLimitsToWeigh(ctx.game, e.target, phasing).map((n) => logEntry('4.2.1.1', `may limit this attack (not in the seeds, weigh it yourself): ${n}`))];
  let game = ctx.game;
  if (markerOnly) {
    const markers = contentsOf(ctx.game, { kind: 'hex', hex: e.target }).filter((p) => p.counter.kind === 'marker'
      && (p.counter.type === 'detachment' || p.counter.type === 'logistics') && p.counter.faction !== phasing);
    for (const m of markers) game = moveCounter(game, m.counter.id, { kind: 'delayBox' });
    log.push(logEntry('4.2.2', `${hexName(ctx.game, e.target)} holds only enemy ${forceNames(ctx.game, markers.map((m) => m.counter.id))}: the attack succeeds at once, the marker(s) go to the Delay Box; the attackers may Advance After Combat, but not Exploit`));
  }
  return withAttack({ ...ctx, turn: { ...ctx.turn, combat } }, u, log, game);
}

/** 4.2.2 Step 2: the defender's Ranged Support HQ, or none; an HQ giving it has taken part in combat this segment (HQ-7). */
export function applyDefensiveSupport(ctx: DsTurnContext, e: EventOf<'DEFENSIVE_SUPPORT'>): Partial<DsTurnContext> {
  const u = ctx.turn.combat.underWay!;
  if (!e.hq) return withAttack(ctx, { ...u, defensiveSupportDeclared: true }, [logEntry('4.2.2', `the ${FACTION_NAMES[u.defender]} faction declares no HQ Ranged Support`, 'choice')]);
  const combat = withParticipants(ctx.turn.combat, u.mode, [e.hq]);
  return withAttack({ ...ctx, turn: { ...ctx.turn, combat } }, { ...u, defensiveSupportDeclared: true, defensiveHq: e.hq, defendingForce: union(u.defendingForce, [e.hq]) },
    [logEntry('4.2.1.2', `${counterName(ctx.game, e.hq)} gives Ranged Support to the defence of ${hexName(ctx.game, u.declaration.target)}`, 'choice')]);
}

/** 4.2.2 Step 2 with no HQ the defender could use: passed, and said so. */
export function applyPassDefensiveSupport(ctx: DsTurnContext): Partial<DsTurnContext> {
  const u = ctx.turn.combat.underWay!;
  return withAttack(ctx, { ...u, defensiveSupportDeclared: true }, [logEntry('4.2.2', `the ${FACTION_NAMES[u.defender]} faction has no HQ that may give Ranged Support: Step 2 is passed`)]);
}

/** 4.2.2 Steps 3-4: totals, the raw odds, every column shift with its rule, the column to roll on. */
export function applyResolveOdds(ctx: DsTurnContext): Partial<DsTurnContext> {
  const u = ctx.turn.combat.underWay!;
  const odds = resolveOdds(ctx.game, u.mode, u.declaration, u.defensiveHq);
  const log: LogEntry[] = [logEntry('4.2.2', `Attacker Total ${odds.attackTotal} against Defender Total ${odds.defenseTotal}: ${odds.rawColumn} (rounded in the defender's favour)`)];
  for (const s of odds.shifts) log.push(logEntry(s.rule, `${s.id} ${s.label}: ${s.shift > 0 ? `${s.shift} column(s) right` : `${-s.shift} column(s) left`}`));
  log.push(logEntry('4.2.2', `net shift ${odds.netShift >= 0 ? '+' : ''}${odds.netShift}: the combat is resolved on the ${odds.finalColumn} column`));
  return withAttack(ctx, { ...u, odds }, log);
}

/**
 * 4.2.4: the result starts what is owed. Ad/Ex: the attacker chooses when Retreat is possible (else
 * the step loss); Dr: the defender Retreats; then the Attrition numbers, attacker first.
 */
function applyResult(ctx: DsTurnContext, u: AttackUnderWay, result: CombatResult, log: LogEntry[], dice = ctx.dice): Partial<DsTurnContext> {
  const adjusted = weatherAdjustedResult(ctx.game, u.declaration.target, result);
  if (adjusted.text !== result.text) log.push(logEntry('4.2.4.1', `Mud, Storms or Snow in the defending hex: ${result.text} becomes ${adjusted.text}`));
  const r = adjusted.retreat;
  const next: AttackUnderWay = {
    ...u, result: adjusted,
    attrition: { attacker: adjusted.attrition?.attacker ?? 0, defender: adjusted.attrition?.defender ?? 0 },
    ...(r?.kind === 'Ad' || r?.kind === 'Ex' ? { awaitingAttackerChoice: true } : {}),
    ...(r?.kind === 'Dr' ? { retreats: [defenderRetreat(ctx, u, r.hexes)] } : {}),
  };
  const out = withAttack({ ...ctx, dice }, next, log);
  return { ...out, dice };
}

/**
 * A Retreat of the whole defending force from the defending hex (4.2.5): every ground unit there,
 * and the defender's Ranged Support HQ, which holds the Retreat (RR-2, the Kiangsu example).
 */
export function defenderRetreat(ctx: DsTurnContext, u: AttackUnderWay, hexes: number): RetreatProgress {
  const t = u.declaration.target;
  const force = retreatingStacks(ctx.game, u.declaration, 'defender', u.defensiveHq)[0]?.units ?? [];
  return { side: 'defender', faction: u.defender, force, at: t, defendingHex: t, path: [t], remaining: hexes };
}

/** 4.2.2 Step 5 with a die: the seeded dice or the player's own, on the bundled SAMPLE CRT. */
export function applyCombatRoll(ctx: DsTurnContext, e: EventOf<'ROLL'>): Partial<DsTurnContext> {
  const u = ctx.turn.combat.underWay!;
  const roll = rollD6(ctx.dice, e.value);
  const column = u.odds?.finalColumn ?? '1-1';
  const result = crtResult(column, roll.value);
  const log = [logEntry('4.2.2', `the attacker rolls ${roll.value}${e.value === undefined ? '' : ' (own die)'} on the ${column} column: ${result.text} — read on the bundled SAMPLE CRT, not the published chart`, 'roll')];
  return applyResult(ctx, { ...u, die: roll.value }, result, log, roll.dice);
}

/** 4.2.2 Step 5 with the result read on the player's own chart. */
export function applyCombatResult(ctx: DsTurnContext, e: EventOf<'COMBAT_RESULT'>): Partial<DsTurnContext> {
  const u = ctx.turn.combat.underWay!;
  const result = parseCombatResult(e.result)!;
  return applyResult(ctx, u, result, [logEntry('4.2.2', `the result read on the player's own CRT: ${result.text}`, 'choice')]);
}
